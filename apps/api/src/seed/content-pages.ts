/**
 * The editor content pages of spec §2 ("Other content routes"), in English and Malay. The HTML
 * sticks to h2, p, ul, li, a and strong because the API sanitises it before the web renders it.
 */

export interface ContentPageDef {
  slug: string;
  title: string;
  titleBm: string;
  body: string;
  bodyBm: string;
}

/** Every content route of spec §2, slug without the leading slash. */
export const CONTENT_ROUTES = [
  'terms-service', 'monthly-catalogue', 'press-ad', 'in-store-promotion', 'special-promotion', 'on-going-campaign',
  'e-wallet', 'cashback', 'meriah-loyalty-program-faq', 'feedback', 'features', 'solutions', 'pricing',
  'initiative-listing', 'frequently-asked-questions', 'contact-us', 'about', 'career', 'about-us',
  'corporate-social-responsibility', 'careers', 'news-and-articles', 'product-listing', 'corporate-purchase',
  'voucher-purchase', 'collaboration-and-advertising', 'mall-and-tenants-enquiry', 'terms-and-conditions',
  'privacy-policy', 'return-refund-policy', 'return-and-refund-policy', 'pdpa',
] as const;

/** Routes of their own in spec §2 whose copy is editor content too. */
export const EXTRA_CONTENT_ROUTES = ['meriah-loyalty-program', 'dropee-credit'] as const;

const SUPPORT = {
  email: 'support@borong.my',
  phone: '+60 3-2788 1234',
  whatsapp: '+60 12-278 8123',
  address: 'Level 12, Menara Borong, Jalan Sultan Ismail, 50250 Kuala Lumpur',
};

const FAQ = {
  en: `<h2>Ordering</h2>
<p><strong>How do I place an order?</strong> Search for a product or a seller, add items to your cart and check out. You can order from several sellers in one checkout; each seller ships its part separately.</p>
<p><strong>Is there a minimum order?</strong> Each seller sets its own minimum order quantity (MOQ), shown on the product page and the store page. Your cart tells you when a seller's minimum has not been reached.</p>
<p><strong>Can I save products to buy again?</strong> Yes. Use <strong>Save to...</strong> on any product to keep it in a shopping list, and reorder from <a href="/settings/shopping-list">your shopping lists</a>.</p>
<h2>Payment and credit terms</h2>
<p><strong>Which payment methods are accepted?</strong> FPX online banking, Visa, MasterCard and MyDebit cards, e-wallets (Boost and GrabPay) and Borong e-credit.</p>
<p><strong>What is credit ordering?</strong> Approved businesses can order now and pay within <strong>30 days</strong>. A <strong>1% service fee</strong> is added to every order paid on credit terms. <a href="/dropee-credit">Apply for credit terms</a>; most applications are decided within 3 working days.</p>
<p><strong>Do I get a tax invoice?</strong> Yes. Every order has an invoice under the company name and registration number in your profile, which you can download from <a href="/settings/orders">My orders</a>.</p>
<h2>Delivery</h2>
<p><strong>How long does delivery take?</strong> Standard delivery takes <strong>3-5 working days</strong> in Peninsular Malaysia and 5-7 working days to Sabah, Sarawak and Labuan.</p>
<p><strong>Is there express delivery?</strong> Yes. Express shipping delivers <strong>within 24 hours</strong> from the sellers that offer it, in covered areas, mainly the Klang Valley, Penang and Johor Bahru. The charge is shown at checkout before you pay.</p>
<p><strong>How do I track my order?</strong> Open the order in <a href="/settings/orders">My orders</a> to see each tracking event with its time and location.</p>
<h2>Returns and refunds</h2>
<p><strong>What if an item arrives damaged or wrong?</strong> Request a return within 7 days of delivery (24 hours for frozen and chilled food) from <a href="/settings/orders?status=RETURNS_CANCELLATION">Cancellation and returns</a>, with photos of the item and the packaging.</p>
<p><strong>When do I get my refund?</strong> When you cancel an order you choose where the money goes: your Borong e-credit, at once, or the original payment method (your bank or e-wallet may take up to 14 working days to show it). A refund agreed on a return or a dispute goes to your Borong e-credit at once. Orders paid on credit terms are taken off your credit account instead. See the <a href="/return-refund-policy">return and refund policy</a>.</p>
<h2>Sellers and badges</h2>
<p><strong>What does the VIP badge mean?</strong> VIP DIRECT sellers are brand owners or appointed distributors selling directly, with verified stock and priority support.</p>
<p>Still need help? <a href="/contact-us">Contact us</a>.</p>`,
  bm: `<h2>Membuat pesanan</h2>
<p><strong>Bagaimana saya membuat pesanan?</strong> Cari produk atau penjual, masukkan item ke dalam troli dan buat pembayaran. Anda boleh memesan daripada beberapa penjual dalam satu pembayaran; setiap penjual menghantar bahagiannya secara berasingan.</p>
<p><strong>Adakah pesanan minimum?</strong> Setiap penjual menetapkan kuantiti pesanan minimum (MOQ) sendiri, seperti yang dipaparkan di halaman produk dan halaman kedai. Troli anda akan memaklumkan jika minimum seseorang penjual belum dicapai.</p>
<p><strong>Bolehkah saya menyimpan produk untuk dibeli semula?</strong> Boleh. Gunakan <strong>Simpan ke...</strong> pada mana-mana produk untuk menyimpannya dalam senarai beli-belah, dan pesan semula daripada <a href="/settings/shopping-list">senarai beli-belah anda</a>.</p>
<h2>Pembayaran dan terma kredit</h2>
<p><strong>Apakah kaedah pembayaran yang diterima?</strong> Perbankan dalam talian FPX, kad Visa, MasterCard dan MyDebit, e-dompet (Boost dan GrabPay) serta e-kredit Borong.</p>
<p><strong>Apakah pesanan secara kredit?</strong> Perniagaan yang diluluskan boleh memesan sekarang dan membayar dalam tempoh <strong>30 hari</strong>. <strong>Caj perkhidmatan 1%</strong> dikenakan bagi setiap pesanan yang dibayar melalui terma kredit. <a href="/dropee-credit">Mohon terma kredit</a>; kebanyakan permohonan diputuskan dalam 3 hari bekerja.</p>
<p><strong>Adakah saya menerima invois cukai?</strong> Ya. Setiap pesanan mempunyai invois atas nama syarikat dan nombor pendaftaran dalam profil anda, yang boleh dimuat turun daripada <a href="/settings/orders">Pesanan saya</a>.</p>
<h2>Penghantaran</h2>
<p><strong>Berapa lama tempoh penghantaran?</strong> Penghantaran biasa mengambil masa <strong>3-5 hari bekerja</strong> di Semenanjung Malaysia dan 5-7 hari bekerja ke Sabah, Sarawak dan Labuan.</p>
<p><strong>Adakah penghantaran ekspres disediakan?</strong> Ya. Penghantaran ekspres tiba <strong>dalam masa 24 jam</strong> daripada penjual yang menawarkannya, di kawasan liputan, terutamanya Lembah Klang, Pulau Pinang dan Johor Bahru. Caj dipaparkan semasa pembayaran.</p>
<p><strong>Bagaimana saya menjejak pesanan?</strong> Buka pesanan di <a href="/settings/orders">Pesanan saya</a> untuk melihat setiap peristiwa penjejakan berserta masa dan lokasinya.</p>
<h2>Pemulangan dan bayaran balik</h2>
<p><strong>Bagaimana jika item tiba rosak atau salah?</strong> Mohon pemulangan dalam tempoh 7 hari selepas penghantaran (24 jam bagi makanan sejuk beku dan dingin) melalui <a href="/settings/orders?status=RETURNS_CANCELLATION">Pembatalan dan pemulangan</a>, berserta gambar item dan bungkusan.</p>
<p><strong>Bilakah saya menerima bayaran balik?</strong> Apabila anda membatalkan pesanan, anda memilih ke mana wang dipulangkan: e-kredit Borong anda, serta-merta, atau kaedah pembayaran asal (bank atau e-dompet anda mungkin mengambil masa sehingga 14 hari bekerja untuk memaparkannya). Bayaran balik yang dipersetujui bagi pemulangan atau pertikaian dikreditkan ke e-kredit Borong anda serta-merta. Pesanan yang dibayar melalui terma kredit ditolak daripada akaun kredit anda. Rujuk <a href="/return-refund-policy">polisi pemulangan dan bayaran balik</a>.</p>
<h2>Penjual dan lencana</h2>
<p><strong>Apakah maksud lencana VIP?</strong> Penjual VIP DIRECT ialah pemilik jenama atau pengedar yang dilantik yang menjual secara terus, dengan stok disahkan dan sokongan keutamaan.</p>
<p>Masih memerlukan bantuan? <a href="/contact-us">Hubungi kami</a>.</p>`,
};

const CONTACT = {
  en: `<p>Our customer care team helps buyers and sellers with orders, payments, deliveries and accounts.</p>
<h2>Customer care</h2>
<ul>
<li>Email: <a href="mailto:${SUPPORT.email}">${SUPPORT.email}</a></li>
<li>Phone: ${SUPPORT.phone}</li>
<li>WhatsApp: ${SUPPORT.whatsapp}</li>
</ul>
<h2>Operating hours</h2>
<ul>
<li>Monday to Friday: 9:00 am to 6:00 pm</li>
<li>Saturday: 9:00 am to 1:00 pm</li>
<li>Closed on Sundays and public holidays</li>
</ul>
<p>Emails received after hours are answered the next working day. Please include your order number so we can help faster.</p>
<h2>Office</h2>
<p>Borong Marketplace Sdn Bhd, ${SUPPORT.address}</p>
<h2>Sellers and partners</h2>
<p>To sell on Borong write to <a href="mailto:sellers@borong.my">sellers@borong.my</a>. For bulk company orders see <a href="/corporate-purchase">Corporate purchase</a>.</p>`,
  bm: `<p>Pasukan khidmat pelanggan kami membantu pembeli dan penjual berkaitan pesanan, pembayaran, penghantaran dan akaun.</p>
<h2>Khidmat pelanggan</h2>
<ul>
<li>E-mel: <a href="mailto:${SUPPORT.email}">${SUPPORT.email}</a></li>
<li>Telefon: ${SUPPORT.phone}</li>
<li>WhatsApp: ${SUPPORT.whatsapp}</li>
</ul>
<h2>Waktu operasi</h2>
<ul>
<li>Isnin hingga Jumaat: 9:00 pagi hingga 6:00 petang</li>
<li>Sabtu: 9:00 pagi hingga 1:00 petang</li>
<li>Tutup pada hari Ahad dan cuti umum</li>
</ul>
<p>E-mel yang diterima selepas waktu operasi akan dijawab pada hari bekerja berikutnya. Sila nyatakan nombor pesanan anda supaya kami dapat membantu dengan lebih cepat.</p>
<h2>Pejabat</h2>
<p>Borong Marketplace Sdn Bhd, ${SUPPORT.address}</p>
<h2>Penjual dan rakan niaga</h2>
<p>Untuk menjual di Borong, tulis kepada <a href="mailto:sellers@borong.my">sellers@borong.my</a>. Untuk pesanan pukal syarikat, lihat <a href="/corporate-purchase">Pembelian korporat</a>.</p>`,
};

const TERMS = {
  en: `<p>Last updated: 1 January 2025. These terms apply to every use of the Borong marketplace by buyers. By creating an account or placing an order you agree to them.</p>
<h2>1. Who we are</h2>
<p>Borong is operated by Borong Marketplace Sdn Bhd, ${SUPPORT.address}. Borong is a marketplace: products are sold by independent sellers, and the contract of sale is between you and the seller.</p>
<h2>2. Your account</h2>
<ul>
<li>Accounts are for businesses and shoppers in Malaysia. The company name and registration number you give must be accurate; invoices are issued with them.</li>
<li>You are responsible for keeping your password secret and for orders placed from your account.</li>
</ul>
<h2>3. Orders and prices</h2>
<ul>
<li>Prices are in Malaysian ringgit (MYR) and are set by sellers. An order is confirmed when the seller accepts it.</li>
<li>Sellers may set minimum order quantities and may cancel an order when stock runs out; any payment taken is then refunded in full.</li>
</ul>
<h2>4. Payment and credit terms</h2>
<ul>
<li>Orders can be paid by FPX, card, e-wallet or Borong e-credit.</li>
<li>Approved businesses may pay on <strong>30 days credit terms</strong>. A <strong>1% service fee</strong> applies to each order paid on credit terms. Overdue amounts may lead to suspension of credit ordering.</li>
</ul>
<h2>5. Delivery</h2>
<p>Standard delivery takes 3-5 working days. Express delivery within 24 hours is offered by some sellers in covered areas, at the fee shown at checkout. Risk in the goods passes to you on delivery.</p>
<h2>6. Returns, cancellations and refunds</h2>
<p>Returns and refunds follow the <a href="/return-refund-policy">return and refund policy</a>. Your rights under the Consumer Protection Act 1999 are not affected where that Act applies.</p>
<h2>7. Acceptable use</h2>
<p>You may not use Borong to buy goods for unlawful resale, to interfere with the service, or to collect other users' data.</p>
<h2>8. Liability</h2>
<p>We are responsible for running the marketplace with reasonable care and skill. We are not liable for indirect or consequential losses, and our liability for any order is limited to the amount paid for it, except where the law does not allow such a limit.</p>
<h2>9. Governing law</h2>
<p>These terms are governed by the laws of Malaysia, and disputes are subject to the courts of Kuala Lumpur.</p>
<h2>10. Changes</h2>
<p>We may update these terms and will announce material changes on the site at least 14 days before they apply.</p>`,
  bm: `<p>Kemas kini terakhir: 1 Januari 2025. Terma ini terpakai bagi setiap penggunaan pasaran Borong oleh pembeli. Dengan membuka akaun atau membuat pesanan, anda bersetuju dengan terma ini.</p>
<h2>1. Siapa kami</h2>
<p>Borong dikendalikan oleh Borong Marketplace Sdn Bhd, ${SUPPORT.address}. Borong ialah sebuah pasaran: produk dijual oleh penjual bebas, dan kontrak jualan adalah antara anda dan penjual.</p>
<h2>2. Akaun anda</h2>
<ul>
<li>Akaun adalah untuk perniagaan dan pembeli di Malaysia. Nama syarikat dan nombor pendaftaran yang diberikan mestilah tepat; invois dikeluarkan menggunakan maklumat tersebut.</li>
<li>Anda bertanggungjawab merahsiakan kata laluan dan atas pesanan yang dibuat daripada akaun anda.</li>
</ul>
<h2>3. Pesanan dan harga</h2>
<ul>
<li>Harga adalah dalam ringgit Malaysia (MYR) dan ditetapkan oleh penjual. Pesanan disahkan apabila penjual menerimanya.</li>
<li>Penjual boleh menetapkan kuantiti pesanan minimum dan boleh membatalkan pesanan apabila stok habis; sebarang bayaran yang diterima akan dipulangkan sepenuhnya.</li>
</ul>
<h2>4. Pembayaran dan terma kredit</h2>
<ul>
<li>Pesanan boleh dibayar melalui FPX, kad, e-dompet atau e-kredit Borong.</li>
<li>Perniagaan yang diluluskan boleh membayar mengikut <strong>terma kredit 30 hari</strong>. <strong>Caj perkhidmatan 1%</strong> dikenakan bagi setiap pesanan yang dibayar melalui terma kredit. Jumlah tertunggak boleh menyebabkan kemudahan pesanan kredit digantung.</li>
</ul>
<h2>5. Penghantaran</h2>
<p>Penghantaran biasa mengambil masa 3-5 hari bekerja. Penghantaran ekspres dalam masa 24 jam ditawarkan oleh sesetengah penjual di kawasan liputan, dengan caj yang dipaparkan semasa pembayaran. Risiko ke atas barangan berpindah kepada anda semasa penghantaran.</p>
<h2>6. Pemulangan, pembatalan dan bayaran balik</h2>
<p>Pemulangan dan bayaran balik tertakluk kepada <a href="/return-refund-policy">polisi pemulangan dan bayaran balik</a>. Hak anda di bawah Akta Perlindungan Pengguna 1999 tidak terjejas apabila Akta tersebut terpakai.</p>
<h2>7. Penggunaan yang dibenarkan</h2>
<p>Anda tidak boleh menggunakan Borong untuk membeli barangan bagi jualan semula yang menyalahi undang-undang, mengganggu perkhidmatan atau mengumpul data pengguna lain.</p>
<h2>8. Liabiliti</h2>
<p>Kami bertanggungjawab mengendalikan pasaran dengan penjagaan dan kemahiran yang munasabah. Kami tidak bertanggungan atas kerugian tidak langsung atau berbangkit, dan liabiliti kami bagi sesuatu pesanan terhad kepada jumlah yang dibayar untuknya, kecuali jika undang-undang tidak membenarkan had sedemikian.</p>
<h2>9. Undang-undang yang mentadbir</h2>
<p>Terma ini ditadbir oleh undang-undang Malaysia, dan pertikaian tertakluk kepada mahkamah di Kuala Lumpur.</p>
<h2>10. Perubahan</h2>
<p>Kami boleh mengemas kini terma ini dan akan mengumumkan perubahan penting di laman ini sekurang-kurangnya 14 hari sebelum ia berkuat kuasa.</p>`,
};

const PRIVACY = {
  en: `<p>Last updated: 1 January 2025. This policy explains how Borong Marketplace Sdn Bhd processes your personal data in line with the <strong>Personal Data Protection Act 2010 (PDPA)</strong> of Malaysia.</p>
<h2>Personal data we collect</h2>
<ul>
<li>Account details: name, email, mobile number, company name and company registration number.</li>
<li>Delivery addresses, order history, shopping lists and member card numbers you link.</li>
<li>Payment references from our payment partners (we do not store full card numbers).</li>
<li>Documents you submit when applying for credit terms.</li>
<li>Technical data such as device type, browser and pages visited.</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>To create your account, process orders and payments, and arrange delivery.</li>
<li>To assess applications for credit terms and collect amounts due.</li>
<li>To answer enquiries, handle returns and prevent fraud.</li>
<li>To send promotions, only where you have agreed; you can opt out at any time.</li>
</ul>
<h2>Who we share it with</h2>
<p>Sellers fulfilling your orders, logistics partners, payment processors, credit assessment partners, and authorities where the law requires it. We do not sell personal data.</p>
<h2>Transfers, retention and security</h2>
<p>Data may be stored on servers outside Malaysia with equivalent protection. We keep it only as long as needed for the purposes above and for legal and tax requirements (generally seven years for transaction records), and protect it with encryption in transit, access controls and regular reviews.</p>
<h2>Your rights</h2>
<p>Under the PDPA you may request access to and correction of your personal data, withdraw consent, and limit processing for direct marketing. Write to our Data Protection Officer at <a href="mailto:privacy@borong.my">privacy@borong.my</a>; we respond within 21 days.</p>
<p>See also our <a href="/pdpa">PDPA notice</a>.</p>`,
  bm: `<p>Kemas kini terakhir: 1 Januari 2025. Dasar ini menerangkan cara Borong Marketplace Sdn Bhd memproses data peribadi anda selaras dengan <strong>Akta Perlindungan Data Peribadi 2010 (PDPA)</strong> Malaysia.</p>
<h2>Data peribadi yang kami kumpul</h2>
<ul>
<li>Butiran akaun: nama, e-mel, nombor telefon bimbit, nama syarikat dan nombor pendaftaran syarikat.</li>
<li>Alamat penghantaran, sejarah pesanan, senarai beli-belah dan nombor kad ahli yang anda pautkan.</li>
<li>Rujukan pembayaran daripada rakan pembayaran kami (kami tidak menyimpan nombor kad penuh).</li>
<li>Dokumen yang anda serahkan semasa memohon terma kredit.</li>
<li>Data teknikal seperti jenis peranti, pelayar dan halaman yang dilawati.</li>
</ul>
<h2>Tujuan penggunaan</h2>
<ul>
<li>Untuk membuka akaun anda, memproses pesanan dan pembayaran, serta mengatur penghantaran.</li>
<li>Untuk menilai permohonan terma kredit dan mengutip jumlah yang perlu dibayar.</li>
<li>Untuk menjawab pertanyaan, mengurus pemulangan dan mencegah penipuan.</li>
<li>Untuk menghantar promosi, hanya jika anda bersetuju; anda boleh menarik diri pada bila-bila masa.</li>
</ul>
<h2>Dengan siapa kami berkongsi</h2>
<p>Penjual yang memenuhi pesanan anda, rakan logistik, pemproses pembayaran, rakan penilaian kredit, dan pihak berkuasa apabila dikehendaki oleh undang-undang. Kami tidak menjual data peribadi.</p>
<h2>Pemindahan, penyimpanan dan keselamatan</h2>
<p>Data mungkin disimpan di pelayan di luar Malaysia dengan perlindungan yang setara. Kami menyimpannya hanya selama yang diperlukan bagi tujuan di atas serta keperluan undang-undang dan cukai (lazimnya tujuh tahun bagi rekod transaksi), dan melindunginya dengan penyulitan semasa penghantaran, kawalan akses dan semakan berkala.</p>
<h2>Hak anda</h2>
<p>Di bawah PDPA, anda boleh meminta akses kepada dan pembetulan data peribadi anda, menarik balik persetujuan, dan mengehadkan pemprosesan bagi pemasaran langsung. Tulis kepada Pegawai Perlindungan Data kami di <a href="mailto:privacy@borong.my">privacy@borong.my</a>; kami akan menjawab dalam tempoh 21 hari.</p>
<p>Lihat juga <a href="/pdpa">notis PDPA</a> kami.</p>`,
};

const PDPA = {
  en: `<p>This notice is given under section 7 of the Personal Data Protection Act 2010.</p>
<ul>
<li><strong>Data user:</strong> Borong Marketplace Sdn Bhd, ${SUPPORT.address}.</li>
<li><strong>Purposes:</strong> account management, order processing and delivery, credit assessment, customer service, fraud prevention and, with your consent, marketing.</li>
<li><strong>Sources:</strong> you, your company, payment and logistics partners, and credit reporting agencies when you apply for credit terms.</li>
<li><strong>Disclosure:</strong> sellers, logistics and payment partners, credit assessment partners, professional advisers and authorities as required by law.</li>
<li><strong>Obligatory data:</strong> name, email, mobile number and delivery address are needed to process orders; without them we cannot serve you.</li>
<li><strong>Your choices:</strong> you may request access to or correction of your data, and limit its processing, by writing to <a href="mailto:privacy@borong.my">privacy@borong.my</a>.</li>
</ul>
<p>If the English and Malay versions differ, the Malay version prevails. Read the full <a href="/privacy-policy">privacy policy</a>.</p>`,
  bm: `<p>Notis ini diberikan di bawah seksyen 7 Akta Perlindungan Data Peribadi 2010.</p>
<ul>
<li><strong>Pengguna data:</strong> Borong Marketplace Sdn Bhd, ${SUPPORT.address}.</li>
<li><strong>Tujuan:</strong> pengurusan akaun, pemprosesan dan penghantaran pesanan, penilaian kredit, khidmat pelanggan, pencegahan penipuan dan, dengan persetujuan anda, pemasaran.</li>
<li><strong>Sumber:</strong> anda, syarikat anda, rakan pembayaran dan logistik, serta agensi pelaporan kredit apabila anda memohon terma kredit.</li>
<li><strong>Pendedahan:</strong> penjual, rakan logistik dan pembayaran, rakan penilaian kredit, penasihat profesional dan pihak berkuasa seperti yang dikehendaki oleh undang-undang.</li>
<li><strong>Data wajib:</strong> nama, e-mel, nombor telefon bimbit dan alamat penghantaran diperlukan untuk memproses pesanan; tanpanya kami tidak dapat memberi perkhidmatan.</li>
<li><strong>Pilihan anda:</strong> anda boleh meminta akses kepada atau pembetulan data anda, dan mengehadkan pemprosesannya, dengan menulis kepada <a href="mailto:privacy@borong.my">privacy@borong.my</a>.</li>
</ul>
<p>Sekiranya terdapat percanggahan antara versi bahasa Inggeris dan bahasa Melayu, versi bahasa Melayu akan diguna pakai. Baca <a href="/privacy-policy">dasar privasi</a> penuh.</p>`,
};

const RETURNS = {
  en: `<p>We want every delivery to arrive complete and in good condition. If it does not, this policy explains what you can return and how refunds work.</p>
<h2>What can be returned</h2>
<ul>
<li>Items that arrive damaged, defective, expired, or different from what you ordered.</li>
<li>Missing items or short quantities.</li>
<li>Unopened items in their original packaging, if the seller's product page says it accepts change-of-mind returns.</li>
</ul>
<h2>Time limits</h2>
<ul>
<li>Request a return within <strong>7 days</strong> of delivery.</li>
<li>Frozen, chilled and fresh food: report within <strong>24 hours</strong> of delivery with photos.</li>
</ul>
<h2>What cannot be returned</h2>
<p>Opened personal care and hygiene products, perishable food without a quality problem, items made or cut to order, and clearance items marked as final sale.</p>
<h2>How to request a return</h2>
<ul>
<li>Go to <a href="/settings/orders?status=RETURNS_CANCELLATION">My orders, Cancellation and returns</a>.</li>
<li>Choose the items, the reason, and upload photos of the item, the label and the packaging.</li>
<li>The seller replies within 2 working days. If you disagree with the outcome, open a dispute and our team will review it.</li>
</ul>
<h2>Cancellations</h2>
<p>You can cancel an order free of charge until the seller marks it ready to ship, for example because of a change of delivery address, a change of payment method or a duplicate order.</p>
<h2>Refunds</h2>
<ul>
<li>When you cancel an order you choose where the refund goes: Borong e-credit, at once, or the original payment method (your bank or e-wallet may take up to <strong>14 working days</strong> to show it).</li>
<li>A refund agreed on a return or a dispute goes to your Borong e-credit at once.</li>
<li>Orders paid on credit terms are taken off your credit account instead.</li>
<li>Return shipping is free when the seller is at fault.</li>
</ul>`,
  bm: `<p>Kami mahu setiap penghantaran tiba lengkap dan dalam keadaan baik. Jika tidak, polisi ini menerangkan apa yang boleh dipulangkan dan cara bayaran balik dibuat.</p>
<h2>Apa yang boleh dipulangkan</h2>
<ul>
<li>Item yang tiba dalam keadaan rosak, cacat, tamat tempoh, atau berbeza daripada yang dipesan.</li>
<li>Item yang tidak diterima atau kuantiti yang kurang.</li>
<li>Item yang belum dibuka dalam bungkusan asal, jika halaman produk penjual menyatakan ia menerima pemulangan atas sebab tukar fikiran.</li>
</ul>
<h2>Had masa</h2>
<ul>
<li>Mohon pemulangan dalam tempoh <strong>7 hari</strong> selepas penghantaran.</li>
<li>Makanan sejuk beku, dingin dan segar: laporkan dalam tempoh <strong>24 jam</strong> selepas penghantaran berserta gambar.</li>
</ul>
<h2>Apa yang tidak boleh dipulangkan</h2>
<p>Produk penjagaan diri dan kebersihan yang telah dibuka, makanan mudah rosak tanpa masalah kualiti, item yang dibuat atau dipotong mengikut pesanan, dan item jualan penghabisan stok yang ditanda sebagai jualan muktamad.</p>
<h2>Cara memohon pemulangan</h2>
<ul>
<li>Pergi ke <a href="/settings/orders?status=RETURNS_CANCELLATION">Pesanan saya, Pembatalan dan pemulangan</a>.</li>
<li>Pilih item dan sebab, kemudian muat naik gambar item, label dan bungkusan.</li>
<li>Penjual akan menjawab dalam 2 hari bekerja. Jika anda tidak bersetuju dengan keputusannya, buka pertikaian dan pasukan kami akan menyemaknya.</li>
</ul>
<h2>Pembatalan</h2>
<p>Anda boleh membatalkan pesanan tanpa caj sehingga penjual menandakannya sedia untuk dihantar, contohnya kerana pertukaran alamat penghantaran, pertukaran kaedah pembayaran atau pesanan berganda.</p>
<h2>Bayaran balik</h2>
<ul>
<li>Apabila anda membatalkan pesanan, anda memilih ke mana bayaran balik dibuat: e-kredit Borong, serta-merta, atau kaedah pembayaran asal (bank atau e-dompet anda mungkin mengambil masa sehingga <strong>14 hari bekerja</strong> untuk memaparkannya).</li>
<li>Bayaran balik yang dipersetujui bagi pemulangan atau pertikaian dikreditkan ke e-kredit Borong anda serta-merta.</li>
<li>Pesanan yang dibayar melalui terma kredit ditolak daripada akaun kredit anda.</li>
<li>Penghantaran pemulangan adalah percuma jika kesilapan berpunca daripada penjual.</li>
</ul>`,
};

const ABOUT = {
  en: `<p>Borong is <strong>the largest B2B one-stop solution in Malaysia</strong>: one marketplace where sundry shops, restaurants, cafés, clinics, offices and resellers buy everything they need at wholesale prices.</p>
<h2>What we do</h2>
<ul>
<li>Search more than 50,000 brands and sellers, from rice mills and frozen food suppliers to stationery and hardware wholesalers.</li>
<li>Order from many sellers in one checkout, with delivery in 3-5 days and express delivery within 24 hours in covered areas.</li>
<li>Keep cash flowing with <a href="/dropee-credit">30 days credit terms</a>.</li>
</ul>
<h2>Why we exist</h2>
<p>Small businesses spend hours calling suppliers, chasing price lists and waiting for lorries. We bring suppliers online so a shop owner in Kota Bharu gets the same prices and choice as a chain store in Kuala Lumpur.</p>
<h2>Where we are</h2>
<p>Our head office is in Kuala Lumpur, with fulfilment partners in Shah Alam, Penang, Johor Bahru, Kota Kinabalu and Kuching.</p>`,
  bm: `<p>Borong ialah <strong>penyelesaian sehenti B2B terbesar di Malaysia</strong>: satu pasaran di mana kedai runcit, restoran, kafe, klinik, pejabat dan penjual semula membeli semua keperluan mereka pada harga borong.</p>
<h2>Apa yang kami lakukan</h2>
<ul>
<li>Cari lebih daripada 50,000 jenama dan penjual, daripada kilang beras dan pembekal makanan sejuk beku hingga pemborong alat tulis dan perkakasan.</li>
<li>Pesan daripada pelbagai penjual dalam satu pembayaran, dengan penghantaran dalam 3-5 hari dan penghantaran ekspres dalam masa 24 jam di kawasan liputan.</li>
<li>Kekalkan aliran tunai dengan <a href="/dropee-credit">terma kredit 30 hari</a>.</li>
</ul>
<h2>Mengapa kami wujud</h2>
<p>Perniagaan kecil menghabiskan berjam-jam menelefon pembekal, mencari senarai harga dan menunggu lori. Kami membawa pembekal ke dalam talian supaya pemilik kedai di Kota Bharu mendapat harga dan pilihan yang sama seperti kedai rangkaian di Kuala Lumpur.</p>
<h2>Lokasi kami</h2>
<p>Ibu pejabat kami terletak di Kuala Lumpur, dengan rakan pemenuhan di Shah Alam, Pulau Pinang, Johor Bahru, Kota Kinabalu dan Kuching.</p>`,
};

const CAREERS = {
  en: `<p>We are building the way Malaysian businesses buy. Join a team of engineers, account managers, credit analysts and logistics specialists who care about small businesses.</p>
<h2>Open positions</h2>
<ul>
<li>Account Manager, Seller Onboarding (Kuala Lumpur)</li>
<li>Warehouse Operations Executive (Shah Alam)</li>
<li>Credit Analyst (Kuala Lumpur)</li>
<li>Software Engineer, Search (Kuala Lumpur or remote within Malaysia)</li>
<li>Customer Care Executive, Bahasa Melayu and English (Kuala Lumpur)</li>
</ul>
<h2>How to apply</h2>
<p>Send your CV and the position you are applying for to <a href="mailto:careers@borong.my">careers@borong.my</a>. Shortlisted candidates are contacted within two weeks.</p>`,
  bm: `<p>Kami sedang membina cara perniagaan Malaysia membeli. Sertai pasukan jurutera, pengurus akaun, penganalisis kredit dan pakar logistik yang mengambil berat tentang perniagaan kecil.</p>
<h2>Jawatan kosong</h2>
<ul>
<li>Pengurus Akaun, Pendaftaran Penjual (Kuala Lumpur)</li>
<li>Eksekutif Operasi Gudang (Shah Alam)</li>
<li>Penganalisis Kredit (Kuala Lumpur)</li>
<li>Jurutera Perisian, Carian (Kuala Lumpur atau secara jarak jauh di Malaysia)</li>
<li>Eksekutif Khidmat Pelanggan, Bahasa Melayu dan Inggeris (Kuala Lumpur)</li>
</ul>
<h2>Cara memohon</h2>
<p>Hantar CV anda dan jawatan yang dipohon ke <a href="mailto:careers@borong.my">careers@borong.my</a>. Calon yang disenarai pendek akan dihubungi dalam tempoh dua minggu.</p>`,
};

function page(slug: string, title: string, titleBm: string, body: string, bodyBm: string): ContentPageDef {
  return { slug, title, titleBm, body, bodyBm };
}

export const CONTENT_PAGES: readonly ContentPageDef[] = [
  page('frequently-asked-questions', 'Frequently asked questions', 'Soalan lazim', FAQ.en, FAQ.bm),
  page('contact-us', 'Contact us', 'Hubungi kami', CONTACT.en, CONTACT.bm),
  page('terms-and-conditions', 'Terms and conditions', 'Terma dan syarat', TERMS.en, TERMS.bm),
  page('terms-service', 'Terms of service', 'Terma perkhidmatan', TERMS.en, TERMS.bm),
  page('privacy-policy', 'Privacy policy', 'Dasar privasi', PRIVACY.en, PRIVACY.bm),
  page('pdpa', 'Personal Data Protection Act (PDPA) notice', 'Notis Akta Perlindungan Data Peribadi (PDPA)', PDPA.en, PDPA.bm),
  page('return-refund-policy', 'Return and refund policy', 'Polisi pemulangan dan bayaran balik', RETURNS.en, RETURNS.bm),
  page('return-and-refund-policy', 'Return and refund policy', 'Polisi pemulangan dan bayaran balik', RETURNS.en, RETURNS.bm),
  page('about-us', 'About Borong', 'Tentang Borong', ABOUT.en, ABOUT.bm),
  page('about', 'About Borong', 'Tentang Borong', ABOUT.en, ABOUT.bm),
  page('careers', 'Careers', 'Kerjaya', CAREERS.en, CAREERS.bm),
  page('career', 'Careers', 'Kerjaya', CAREERS.en, CAREERS.bm),
  page(
    'corporate-social-responsibility',
    'Corporate social responsibility',
    'Tanggungjawab sosial korporat',
    `<p>Through <strong>Borong Peduli</strong> we put part of every month's margin back into the communities our buyers serve.</p>
<ul>
<li><strong>Food banks:</strong> near-expiry dry goods from our sellers go to food banks in Kuala Lumpur, Penang and Kota Kinabalu instead of landfill.</li>
<li><strong>Digital skills for small shops:</strong> free workshops each quarter teach sundry shop owners to order online, keep stock records and use e-wallets.</li>
<li><strong>Greener deliveries:</strong> our fulfilment partners use recycled cartons and consolidate orders per area to cut lorry trips.</li>
</ul>
<p>Want to take part as a seller or partner? Write to <a href="mailto:peduli@borong.my">peduli@borong.my</a>.</p>`,
    `<p>Melalui <strong>Borong Peduli</strong>, kami menyalurkan sebahagian margin setiap bulan kembali kepada komuniti yang dilayani oleh pembeli kami.</p>
<ul>
<li><strong>Bank makanan:</strong> barangan kering yang hampir tamat tempoh daripada penjual kami disalurkan ke bank makanan di Kuala Lumpur, Pulau Pinang dan Kota Kinabalu dan bukannya ke tapak pelupusan.</li>
<li><strong>Kemahiran digital untuk kedai kecil:</strong> bengkel percuma setiap suku tahun mengajar pemilik kedai runcit memesan dalam talian, menyimpan rekod stok dan menggunakan e-dompet.</li>
<li><strong>Penghantaran lebih hijau:</strong> rakan pemenuhan kami menggunakan kotak kitar semula dan menggabungkan pesanan mengikut kawasan untuk mengurangkan perjalanan lori.</li>
</ul>
<p>Ingin menyertai sebagai penjual atau rakan niaga? Tulis kepada <a href="mailto:peduli@borong.my">peduli@borong.my</a>.</p>`,
  ),
  page(
    'news-and-articles',
    'News and articles',
    'Berita dan artikel',
    `<h2>Borong introduces 30 days credit terms for SMEs</h2>
<p>Registered businesses can now apply online for credit terms and pay for orders within 30 days, with a 1% service fee per credit order. <a href="/dropee-credit">Read more</a>.</p>
<h2>Stocking up for Hari Raya: a checklist for sundry shops</h2>
<p>Order biscuits, cordials and cooking oil four to six weeks ahead, watch the festive catalogue for bundle prices, and book express delivery for last-minute top-ups.</p>
<h2>How cafés cut costs by buying in bulk</h2>
<p>Three café owners in Petaling Jaya share how ordering coffee, sugar and takeaway packaging monthly instead of weekly saved them up to 12% on supplies.</p>`,
    `<h2>Borong memperkenalkan terma kredit 30 hari untuk PKS</h2>
<p>Perniagaan berdaftar kini boleh memohon terma kredit secara dalam talian dan membayar pesanan dalam tempoh 30 hari, dengan caj perkhidmatan 1% bagi setiap pesanan kredit. <a href="/dropee-credit">Baca lagi</a>.</p>
<h2>Persediaan stok Hari Raya: senarai semak untuk kedai runcit</h2>
<p>Pesan biskut, kordial dan minyak masak empat hingga enam minggu lebih awal, pantau katalog perayaan untuk harga pakej, dan tempah penghantaran ekspres untuk tambahan stok saat akhir.</p>
<h2>Bagaimana kafe menjimatkan kos dengan membeli secara pukal</h2>
<p>Tiga pemilik kafe di Petaling Jaya berkongsi bagaimana memesan kopi, gula dan bungkusan bawa pulang secara bulanan dan bukannya mingguan menjimatkan sehingga 12% kos bekalan.</p>`,
  ),
  page(
    'corporate-purchase',
    'Corporate purchase',
    'Pembelian korporat',
    `<p>Buying for a company, a chain of outlets or an event? Our corporate team handles large and recurring orders end to end.</p>
<ul>
<li>Formal quotations within one working day, with volume pricing from several sellers.</li>
<li>One consolidated invoice per month and payment on 30 days credit terms for approved companies.</li>
<li>Scheduled deliveries to multiple outlets anywhere in Malaysia.</li>
</ul>
<p>Email <a href="mailto:corporate@borong.my">corporate@borong.my</a> with your company name, the items and quantities, and the delivery locations.</p>`,
    `<p>Membeli untuk syarikat, rangkaian cawangan atau acara? Pasukan korporat kami mengurus pesanan besar dan berulang dari awal hingga akhir.</p>
<ul>
<li>Sebut harga rasmi dalam satu hari bekerja, dengan harga volum daripada beberapa penjual.</li>
<li>Satu invois gabungan setiap bulan dan pembayaran mengikut terma kredit 30 hari bagi syarikat yang diluluskan.</li>
<li>Penghantaran berjadual ke pelbagai cawangan di seluruh Malaysia.</li>
</ul>
<p>E-mel <a href="mailto:corporate@borong.my">corporate@borong.my</a> dengan nama syarikat, item dan kuantiti, serta lokasi penghantaran.</p>`,
  ),
  page(
    'voucher-purchase',
    'Voucher purchase',
    'Pembelian baucar',
    `<p>Borong e-vouchers make simple staff rewards, customer gifts and incentives. Recipients spend them on anything sold on Borong.</p>
<ul>
<li>Values of RM10, RM50 and RM100, valid for 12 months.</li>
<li>Minimum purchase RM1,000 per order; 3% bonus value on orders above RM10,000.</li>
<li>Vouchers are delivered as codes by email within two working days of payment.</li>
</ul>
<p>To order, email <a href="mailto:vouchers@borong.my">vouchers@borong.my</a>.</p>`,
    `<p>E-baucar Borong sesuai sebagai ganjaran kakitangan, hadiah pelanggan dan insentif. Penerima boleh membelanjakannya untuk apa sahaja yang dijual di Borong.</p>
<ul>
<li>Nilai RM10, RM50 dan RM100, sah selama 12 bulan.</li>
<li>Pembelian minimum RM1,000 bagi setiap pesanan; nilai bonus 3% bagi pesanan melebihi RM10,000.</li>
<li>Baucar dihantar sebagai kod melalui e-mel dalam tempoh dua hari bekerja selepas pembayaran.</li>
</ul>
<p>Untuk memesan, e-mel <a href="mailto:vouchers@borong.my">vouchers@borong.my</a>.</p>`,
  ),
  page(
    'collaboration-and-advertising',
    'Collaboration and advertising',
    'Kolaborasi dan pengiklanan',
    `<p>Reach thousands of business buyers who come to Borong ready to order.</p>
<ul>
<li><strong>Home page banners and carousels</strong> seen by every visitor.</li>
<li><strong>Featured catalogues</strong> that group your products around a season or a trade.</li>
<li><strong>Search banners</strong> shown beside store search results.</li>
</ul>
<p>Brands, distributors and agencies can request the media kit from <a href="mailto:ads@borong.my">ads@borong.my</a>.</p>`,
    `<p>Capai ribuan pembeli perniagaan yang datang ke Borong untuk membuat pesanan.</p>
<ul>
<li><strong>Sepanduk dan karusel halaman utama</strong> yang dilihat oleh setiap pelawat.</li>
<li><strong>Katalog pilihan</strong> yang menghimpunkan produk anda mengikut musim atau bidang perniagaan.</li>
<li><strong>Sepanduk carian</strong> yang dipaparkan di sebelah hasil carian kedai.</li>
</ul>
<p>Jenama, pengedar dan agensi boleh meminta kit media daripada <a href="mailto:ads@borong.my">ads@borong.my</a>.</p>`,
  ),
  page(
    'mall-and-tenants-enquiry',
    'Mall and tenants enquiry',
    'Pertanyaan pusat beli-belah dan penyewa',
    `<p>Borong partners with malls and hypermarkets that host wholesale outlets and pick-up points.</p>
<p>If you manage a mall looking for anchor wholesale tenants, or you are a retailer interested in space at a partner location, email <a href="mailto:leasing@borong.my">leasing@borong.my</a> with the location, floor area and preferred start date. Our leasing team replies within three working days.</p>`,
    `<p>Borong bekerjasama dengan pusat beli-belah dan pasar raya besar yang menempatkan cawangan borong dan pusat pengambilan.</p>
<p>Jika anda mengurus pusat beli-belah yang mencari penyewa borong utama, atau anda peruncit yang berminat dengan ruang di lokasi rakan kami, e-mel <a href="mailto:leasing@borong.my">leasing@borong.my</a> dengan lokasi, keluasan lantai dan tarikh mula pilihan. Pasukan pajakan kami akan menjawab dalam tempoh tiga hari bekerja.</p>`,
  ),
  page(
    'monthly-catalogue',
    'Monthly catalogue',
    'Katalog bulanan',
    `<p>Every month our buyers' team picks the best wholesale prices across thousands of sellers and puts them in one catalogue.</p>
<ul>
<li><a href="/catalogue/merdeka-month-specials">Merdeka Month Specials</a>: everyday essentials with extra discounts.</li>
<li><a href="/catalogue/cafe-essentials">Café Essentials</a>: coffee, tea, sugar and takeaway packaging.</li>
<li><a href="/catalogue/household-cleaning-essentials">Household Cleaning Essentials</a>: detergents, tissue and cleaners by the carton.</li>
</ul>
<p>Prices are valid while stocks last and may differ between sellers.</p>`,
    `<p>Setiap bulan, pasukan pembelian kami memilih harga borong terbaik daripada ribuan penjual dan menghimpunkannya dalam satu katalog.</p>
<ul>
<li><a href="/catalogue/merdeka-month-specials">Istimewa Bulan Merdeka</a>: barangan keperluan harian dengan diskaun tambahan.</li>
<li><a href="/catalogue/cafe-essentials">Keperluan Kafe</a>: kopi, teh, gula dan bungkusan bawa pulang.</li>
<li><a href="/catalogue/household-cleaning-essentials">Keperluan Pembersihan Rumah</a>: detergen, tisu dan pencuci mengikut karton.</li>
</ul>
<p>Harga sah selagi stok masih ada dan mungkin berbeza antara penjual.</p>`,
  ),
  page(
    'press-ad',
    'Press advertisements',
    'Iklan akhbar',
    `<p>Our weekly press advertisements highlight wholesale deals on rice, cooking oil, beverages and household essentials.</p>
<p>Prices in press advertisements are valid for the week printed, while stocks last, and apply to orders placed on Borong. Quantities per buyer may be limited to keep stock fair for all shops.</p>`,
    `<p>Iklan akhbar mingguan kami menonjolkan tawaran borong bagi beras, minyak masak, minuman dan barangan keperluan rumah.</p>
<p>Harga dalam iklan akhbar sah untuk minggu yang dicetak, selagi stok masih ada, dan terpakai bagi pesanan di Borong. Kuantiti bagi setiap pembeli mungkin dihadkan supaya stok adil untuk semua kedai.</p>`,
  ),
  page(
    'in-store-promotion',
    'In-store promotion',
    'Promosi dalam kedai',
    `<p>Selected partner stores and wholesale outlets run in-store promotions for Borong members.</p>
<ul>
<li>Show your linked member card at the counter to get member prices.</li>
<li>Promotions differ by outlet; check the store page before you visit.</li>
<li>In-store promotions cannot be combined with online vouchers.</li>
</ul>`,
    `<p>Kedai rakan dan cawangan borong terpilih mengadakan promosi dalam kedai untuk ahli Borong.</p>
<ul>
<li>Tunjukkan kad ahli yang dipautkan di kaunter untuk mendapatkan harga ahli.</li>
<li>Promosi berbeza mengikut cawangan; semak halaman kedai sebelum berkunjung.</li>
<li>Promosi dalam kedai tidak boleh digabungkan dengan baucar dalam talian.</li>
</ul>`,
  ),
  page(
    'special-promotion',
    'Special promotion',
    'Promosi istimewa',
    `<p>Limited-time deals from VIP DIRECT sellers: bulk discounts of up to 40% on selected products.</p>
<ul>
<li>Deals run while stocks last and end at 11:59 pm on the last day shown.</li>
<li>Each business account may buy up to the quantity limit shown on the product.</li>
<li>Discounts are already applied to the price you see.</li>
</ul>`,
    `<p>Tawaran masa terhad daripada penjual VIP DIRECT: diskaun pukal sehingga 40% bagi produk terpilih.</p>
<ul>
<li>Tawaran berjalan selagi stok masih ada dan tamat pada 11:59 malam hari terakhir yang dinyatakan.</li>
<li>Setiap akaun perniagaan boleh membeli sehingga had kuantiti yang dipaparkan pada produk.</li>
<li>Diskaun telah diambil kira dalam harga yang dipaparkan.</li>
</ul>`,
  ),
  page(
    'on-going-campaign',
    'On-going campaigns',
    'Kempen semasa',
    `<p>Campaigns running now on Borong:</p>
<ul>
<li><a href="/catalogue/raya-festive-bundles">Raya Festive Bundles</a>: biscuits, cordials and festive wear in bundle packs.</li>
<li><a href="/catalogue/back-to-school-stationery">Back to School Stationery</a>: exercise books, pens and school bags by the carton.</li>
</ul>`,
    `<p>Kempen yang sedang berjalan di Borong:</p>
<ul>
<li><a href="/catalogue/raya-festive-bundles">Himpunan Pakej Hari Raya</a>: biskut, kordial dan pakaian perayaan dalam pek pakej.</li>
<li><a href="/catalogue/back-to-school-stationery">Kelengkapan Sekolah</a>: buku latihan, pen dan beg sekolah mengikut karton.</li>
</ul>`,
  ),
  page(
    'e-wallet',
    'E-wallet payments',
    'Pembayaran e-dompet',
    `<p>Pay for your orders with Boost or GrabPay at checkout.</p>
<ul>
<li>Choose <strong>E-wallet</strong> as the payment method and confirm the payment in your e-wallet app.</li>
<li>The order is confirmed as soon as the payment succeeds.</li>
<li>If you cancel an order paid by e-wallet, choose to have the refund sent back to the same e-wallet, or to your Borong e-credit at once.</li>
</ul>`,
    `<p>Bayar pesanan anda dengan Boost atau GrabPay semasa pembayaran.</p>
<ul>
<li>Pilih <strong>E-dompet</strong> sebagai kaedah pembayaran dan sahkan pembayaran dalam aplikasi e-dompet anda.</li>
<li>Pesanan disahkan sebaik sahaja pembayaran berjaya.</li>
<li>Jika anda membatalkan pesanan yang dibayar melalui e-dompet, pilih sama ada bayaran balik dihantar semula ke e-dompet yang sama, atau ke e-kredit Borong anda serta-merta.</li>
</ul>`,
  ),
  page(
    'cashback',
    'Cashback',
    'Pulangan tunai',
    `<p>No cashback campaign is running now. When one runs, its terms (who earns it, on which orders, how much and until when) are published on this page before it starts, and the cashback is paid as Borong e-credit.</p>
<p>See the <a href="/on-going-campaign">campaigns running now</a> and the <a href="/promotion-and-deals">promotions and deals</a>.</p>`,
    `<p>Tiada kempen pulangan tunai yang sedang berjalan. Apabila ada, termanya (siapa yang layak, bagi pesanan mana, berapa banyak dan sehingga bila) diterbitkan di halaman ini sebelum ia bermula, dan pulangan tunai dibayar sebagai e-kredit Borong.</p>
<p>Lihat <a href="/on-going-campaign">kempen semasa</a> serta <a href="/promotion-and-deals">promosi dan tawaran</a>.</p>`,
  ),
  page(
    'meriah-loyalty-program',
    'Meriah loyalty program',
    'Program kesetiaan Meriah',
    `<p><strong>Join membership and get more discount.</strong> Meriah is the member card of our partner stores: members get member prices and collect points when they show their card there.</p>
<ul>
<li>Points are collected and redeemed at Meriah partner stores, on the terms of the card.</li>
<li>Link your card to your Borong account to see it, its points and its expiry date in one place.</li>
<li>Orders placed on Borong do not collect or use points yet.</li>
</ul>
<p>Already have a member card? Link it under <a href="/settings/member-cards">Member cards</a> in your account. Questions? Read the <a href="/meriah-loyalty-program-faq">loyalty program FAQ</a>.</p>`,
    `<p><strong>Sertai keahlian dan nikmati lebih diskaun.</strong> Meriah ialah kad ahli kedai rakan kami: ahli menikmati harga ahli dan mengumpul mata apabila menunjukkan kad di sana.</p>
<ul>
<li>Mata dikumpul dan ditebus di kedai rakan Meriah, mengikut terma kad.</li>
<li>Pautkan kad anda kepada akaun Borong untuk melihat kad, matanya dan tarikh tamat tempohnya di satu tempat.</li>
<li>Pesanan di Borong belum lagi mengumpul atau menggunakan mata.</li>
</ul>
<p>Sudah mempunyai kad ahli? Pautkan di bawah <a href="/settings/member-cards">Kad ahli</a> dalam akaun anda. Ada soalan? Baca <a href="/meriah-loyalty-program-faq">soalan lazim program kesetiaan</a>.</p>`,
  ),
  page(
    'meriah-loyalty-program-faq',
    'Meriah loyalty program FAQ',
    'Soalan lazim program kesetiaan Meriah',
    `<p><strong>Who can join?</strong> Anyone who holds a Meriah member card from a partner store. Linking it to Borong is free.</p>
<p><strong>How do I link my member card?</strong> Sign in, open <a href="/settings/member-cards">Member cards</a> in your account and enter the 16-digit number on the front of the card with the 6-digit security code on its back.</p>
<p><strong>Do Borong orders collect points?</strong> Not yet: points are collected and redeemed at Meriah partner stores. Borong shows your card's points as the card holds them.</p>
<p><strong>Do points expire?</strong> On the terms of your card. An expired card shows as expired under Member cards; ask the partner store to renew it.</p>`,
    `<p><strong>Siapa boleh menyertai?</strong> Sesiapa yang memegang kad ahli Meriah daripada kedai rakan. Memautkannya kepada Borong adalah percuma.</p>
<p><strong>Bagaimana saya memautkan kad ahli?</strong> Log masuk, buka <a href="/settings/member-cards">Kad ahli</a> dalam akaun anda dan masukkan nombor 16 digit di hadapan kad bersama kod keselamatan 6 digit di belakangnya.</p>
<p><strong>Adakah pesanan Borong mengumpul mata?</strong> Belum lagi: mata dikumpul dan ditebus di kedai rakan Meriah. Borong memaparkan mata kad anda seperti yang dipegang oleh kad.</p>
<p><strong>Adakah mata tamat tempoh?</strong> Mengikut terma kad anda. Kad yang tamat tempoh dipaparkan sebagai tamat tempoh di bawah Kad ahli; minta kedai rakan memperbaharuinya.</p>`,
  ),
  page(
    'feedback',
    'Feedback',
    'Maklum balas',
    `<p>Tell us what works and what does not. Every message is read by our product team.</p>
<ul>
<li>Ideas and suggestions: <a href="mailto:feedback@borong.my">feedback@borong.my</a></li>
<li>A problem with an order: <a href="/contact-us">contact customer care</a> with your order number so we can fix it quickly.</li>
</ul>`,
    `<p>Beritahu kami apa yang baik dan apa yang perlu diperbaiki. Setiap mesej dibaca oleh pasukan produk kami.</p>
<ul>
<li>Idea dan cadangan: <a href="mailto:feedback@borong.my">feedback@borong.my</a></li>
<li>Masalah dengan pesanan: <a href="/contact-us">hubungi khidmat pelanggan</a> berserta nombor pesanan supaya kami dapat membantu dengan segera.</li>
</ul>`,
  ),
  page(
    'features',
    'Features',
    'Ciri-ciri',
    `<ul>
<li><strong>Search 50,000+ brands and sellers</strong> and filter by category, brand and seller tier.</li>
<li><strong>Shopping lists</strong> for repeat orders.</li>
<li><strong>30 days credit terms</strong> for approved businesses.</li>
<li><strong>Order tracking</strong> from confirmation to delivery.</li>
<li><strong>English and Bahasa Melayu</strong> throughout.</li>
</ul>`,
    `<ul>
<li><strong>Cari lebih 50,000 jenama dan penjual</strong> serta tapis mengikut kategori, jenama dan tahap penjual.</li>
<li><strong>Senarai beli-belah</strong> untuk pesanan berulang.</li>
<li><strong>Terma kredit 30 hari</strong> bagi perniagaan yang diluluskan.</li>
<li><strong>Penjejakan pesanan</strong> dari pengesahan hingga penghantaran.</li>
<li><strong>Bahasa Inggeris dan Bahasa Melayu</strong> sepenuhnya.</li>
</ul>`,
  ),
  page(
    'solutions',
    'Solutions',
    'Penyelesaian',
    `<h2>Sundry shops and mini markets</h2>
<p>Restock provisions, beverages and household goods from many suppliers in one order.</p>
<h2>Restaurants, hotels and cafés</h2>
<p>Rice, cooking oil, frozen food, packaging and kitchenware at wholesale prices, with scheduled deliveries.</p>
<h2>Offices and clinics</h2>
<p>Stationery, pantry supplies, face masks and first aid, invoiced monthly under your company name.</p>`,
    `<h2>Kedai runcit dan pasar mini</h2>
<p>Tambah stok barangan runcit, minuman dan barangan rumah daripada pelbagai pembekal dalam satu pesanan.</p>
<h2>Restoran, hotel dan kafe</h2>
<p>Beras, minyak masak, makanan sejuk beku, bungkusan dan peralatan dapur pada harga borong, dengan penghantaran berjadual.</p>
<h2>Pejabat dan klinik</h2>
<p>Alat tulis, bekalan pantri, pelitup muka dan pertolongan cemas, diinvois setiap bulan atas nama syarikat anda.</p>`,
  ),
  page(
    'pricing',
    'Pricing',
    'Harga',
    `<ul>
<li><strong>Registering and buying is free.</strong> Product prices are set by sellers and shown in ringgit.</li>
<li><strong>Credit ordering:</strong> a 1% service fee per order paid on 30 days credit terms.</li>
<li><strong>Delivery:</strong> standard delivery in 3-5 days, charged per seller as shown at checkout; express delivery within 24 hours from the sellers that offer it, at the fee shown at checkout.</li>
</ul>`,
    `<ul>
<li><strong>Pendaftaran dan pembelian adalah percuma.</strong> Harga produk ditetapkan oleh penjual dan dipaparkan dalam ringgit.</li>
<li><strong>Pesanan kredit:</strong> caj perkhidmatan 1% bagi setiap pesanan yang dibayar melalui terma kredit 30 hari.</li>
<li><strong>Penghantaran:</strong> penghantaran biasa dalam 3-5 hari, dicaj mengikut penjual seperti yang dipaparkan semasa pembayaran; penghantaran ekspres dalam masa 24 jam daripada penjual yang menawarkannya, dengan caj yang dipaparkan semasa pembayaran.</li>
</ul>`,
  ),
  page(
    'initiative-listing',
    'Initiatives',
    'Inisiatif',
    `<ul>
<li><strong>Kedai Runcit Go Digital:</strong> free onboarding and a first-order voucher for neighbourhood sundry shops.</li>
<li><strong>Usahawan Tempatan:</strong> reduced fees for local micro-manufacturers listing their first 50 products.</li>
<li><strong>Borong Peduli:</strong> our <a href="/corporate-social-responsibility">community programme</a>.</li>
</ul>`,
    `<ul>
<li><strong>Kedai Runcit Go Digital:</strong> pendaftaran percuma dan baucar pesanan pertama untuk kedai runcit kejiranan.</li>
<li><strong>Usahawan Tempatan:</strong> caj yang lebih rendah bagi pengeluar mikro tempatan yang menyenaraikan 50 produk pertama mereka.</li>
<li><strong>Borong Peduli:</strong> <a href="/corporate-social-responsibility">program komuniti</a> kami.</li>
</ul>`,
  ),
  page(
    'product-listing',
    'List your products',
    'Senaraikan produk anda',
    `<p>Sell to business buyers across Malaysia.</p>
<ul>
<li>Register your company with its SSM registration number and a business bank account.</li>
<li>Upload products with wholesale prices, units and minimum order quantities.</li>
<li>Receive orders, ship within 2 working days and get paid 7 days after delivery.</li>
</ul>
<p>Start by writing to <a href="mailto:sellers@borong.my">sellers@borong.my</a>.</p>`,
    `<p>Jual kepada pembeli perniagaan di seluruh Malaysia.</p>
<ul>
<li>Daftarkan syarikat anda dengan nombor pendaftaran SSM dan akaun bank perniagaan.</li>
<li>Muat naik produk dengan harga borong, unit dan kuantiti pesanan minimum.</li>
<li>Terima pesanan, hantar dalam 2 hari bekerja dan terima bayaran 7 hari selepas penghantaran.</li>
</ul>
<p>Mulakan dengan menulis kepada <a href="mailto:sellers@borong.my">sellers@borong.my</a>.</p>`,
  ),
  page(
    'dropee-credit',
    '30 days credit term',
    'Terma kredit 30 hari',
    `<p>Order now and pay in 30 days. Credit terms help your business keep cash for stock and payroll.</p>
<h2>Who can apply</h2>
<ul>
<li>Companies and businesses registered with SSM, operating for at least 12 months.</li>
<li>Latest 6 months of business bank statements.</li>
<li>A Borong account in the company's name.</li>
</ul>
<h2>Fees and limits</h2>
<ul>
<li>A <strong>1% service fee</strong> on each order paid on credit terms.</li>
<li>Credit limits from RM1,000 to RM100,000, reviewed every 6 months.</li>
</ul>
<p>Most applications are decided within 3 working days. Email <a href="mailto:credit@borong.my">credit@borong.my</a> to apply.</p>`,
    `<p>Pesan sekarang dan bayar dalam 30 hari. Terma kredit membantu perniagaan anda menyimpan tunai untuk stok dan gaji.</p>
<h2>Siapa boleh memohon</h2>
<ul>
<li>Syarikat dan perniagaan yang berdaftar dengan SSM dan beroperasi sekurang-kurangnya 12 bulan.</li>
<li>Penyata bank perniagaan 6 bulan terkini.</li>
<li>Akaun Borong atas nama syarikat.</li>
</ul>
<h2>Caj dan had</h2>
<ul>
<li><strong>Caj perkhidmatan 1%</strong> bagi setiap pesanan yang dibayar melalui terma kredit.</li>
<li>Had kredit daripada RM1,000 hingga RM100,000, disemak setiap 6 bulan.</li>
</ul>
<p>Kebanyakan permohonan diputuskan dalam tempoh 3 hari bekerja. E-mel <a href="mailto:credit@borong.my">credit@borong.my</a> untuk memohon.</p>`,
  ),
];
