/**
 * The category tree of spec §3 (first static list) with the products each leaf sells, and the
 * nine /all-categories groups (second static list). Product names are built from a leaf's
 * items and pack sizes, so "Beras Wangi" only ever sits under Rice, at a rice price.
 */

import type { ProductArt } from '../media/svg';

export type BrandPosition = 'before' | 'after';

export interface LeafSpec {
  en: string;
  bm: string;
  unit: string;
  /** Price range in ringgit of the base pack (multiplier 1). */
  price: readonly [number, number];
  items: readonly string[];
  /**
   * Pack sizes as `label:multiplier[:unit]`, separated by `|`. The multiplier scales the price;
   * a pack of several ("Pack of 12", "340ml x 12") names the unit it is sold by, so a pack of
   * twelve is priced and sold as one pack, never "per box" at twelve boxes' price.
   */
  variants: string;
}

export interface NodeSpec {
  en: string;
  bm: string;
  children: readonly (NodeSpec | LeafSpec)[];
}

/** What a store of this trade is, in both languages, and what it sells. */
export interface IndustrySpec {
  en: string;
  bm: string;
  /** Trade words for its store names ("Teck Hin Hardware"). */
  trades: readonly string[];
  /** The categories (any level below the top) whose leaves it sells; absent: the whole top category. */
  sells?: readonly string[];
  /** Provision shops and market wholesalers ("Kedai Runcit …", "Pasar Borong …") sell everyday goods. */
  provision?: boolean;
}

export interface TopSpec extends NodeSpec {
  /** Relative share of stores (and brands) whose main category this is. */
  weight: number;
  /** Malay product names put the brand after the item ("Beras Wangi Cap Rambutan 10kg"). */
  brandPosition: BrandPosition;
  industries: readonly IndustrySpec[];
  /** Words brands of this trade add to a name ("Mega Prima Foods"). */
  brandWords: readonly string[];
}

const leaf = (en: string, bm: string, unit: string, min: number, max: number, items: readonly string[], variants: string): LeafSpec => ({
  en,
  bm,
  unit,
  price: [min, max],
  items,
  variants,
});
const node = (en: string, bm: string, children: readonly (NodeSpec | LeafSpec)[]): NodeSpec => ({ en, bm, children });

export function isLeafSpec(spec: NodeSpec | LeafSpec): spec is LeafSpec {
  return 'items' in spec;
}

export const CATEGORY_TREE: readonly TopSpec[] = [
  {
    en: 'Food & Beverage',
    bm: 'Makanan & Minuman',
    weight: 25,
    brandPosition: 'after',
    industries: [
      { en: 'FMCG distributor', bm: 'Pengedar barangan FMCG', trades: ['Food Supply', 'Foodstuff'], provision: true },
      { en: 'Frozen food wholesaler', bm: 'Pemborong makanan sejuk beku', trades: ['Frozen Food'], sells: ['Frozen Food'] },
      { en: 'Rice and dry goods wholesaler', bm: 'Pemborong beras dan barangan kering', trades: ['Rice Trading', 'Dry Goods'], sells: ['Rice, Grains & Staples', 'Cooking Essentials'] },
      { en: 'Beverage distributor', bm: 'Pengedar minuman', trades: ['Beverage'], sells: ['Beverages'] },
      { en: 'Provision wholesaler', bm: 'Pemborong barangan runcit', trades: ['Provision', 'Foodstuff'], provision: true },
      { en: 'Food service supplier', bm: 'Pembekal perkhidmatan makanan', trades: ['Food Supply'], sells: ['Rice, Grains & Staples', 'Cooking Essentials', 'Frozen Food', 'Beverages'] },
      { en: 'Snacks and biscuits wholesaler', bm: 'Pemborong snek dan biskut', trades: ['Snacks', 'Biscuits'], sells: ['Snacks & Confectionery'] },
    ],
    brandWords: ['Foods', 'Food Industries', 'Bakery', 'Beverages', 'Agro', 'Kitchen', 'Rice Mill'],
    children: [
      node('Rice, Grains & Staples', 'Beras, Bijirin & Makanan Ruji', [
        leaf('Rice', 'Beras', 'bag', 16, 32, ['Beras Wangi', 'Beras Putih Tempatan', 'Beras Basmathi', 'Beras Perang', 'Beras Pulut', 'Beras Siam Super'], '5kg:1|10kg:1.9|25kg:4.5'),
        leaf('Flour & Sugar', 'Tepung & Gula', 'pack', 2.5, 4.8, ['Tepung Gandum Serbaguna', 'Tepung Beras', 'Tepung Jagung', 'Gula Pasir Halus', 'Gula Perang', 'Gula Melaka'], '1kg:1|1kg x 10:9.5:carton|25kg:20:bag'),
        leaf('Noodles & Pasta', 'Mi & Pasta', 'pack', 4, 8, ['Mi Kuning Kering', 'Bihun Beras', 'Kuey Teow Kering', 'Mi Segera Perisa Kari', 'Mi Segera Perisa Ayam', 'Spageti'], 'Pack of 5:1|Carton of 30:5.6:carton|Carton of 40:7.4:carton'),
      ]),
      node('Cooking Essentials', 'Bahan Masakan', [
        leaf('Cooking Oil', 'Minyak Masak', 'bottle', 6, 11, ['Minyak Masak Sawit', 'Minyak Kelapa', 'Minyak Bijan', 'Minyak Jagung'], '1kg:1|2kg:1.9|5kg:4.5|5kg x 4:17:carton'),
        leaf('Sauces & Condiments', 'Sos & Perasa', 'bottle', 2.5, 6, ['Kicap Manis', 'Kicap Masin', 'Sos Cili', 'Sos Tomato', 'Sos Tiram', 'Cuka Makan'], '340ml:1|1L:2.4|340ml x 12:11:carton'),
        leaf('Spices & Paste', 'Rempah & Pes', 'pack', 3, 8, ['Serbuk Kari Daging', 'Serbuk Kari Ikan', 'Serbuk Cili', 'Rempah Rendang', 'Pes Tom Yam', 'Belacan Asli'], '250g:1|1kg:3.6|250g x 20:18:carton'),
      ]),
      node('Beverages', 'Minuman', [
        leaf('Coffee & Tea', 'Kopi & Teh', 'pack', 7, 16, ['Kopi O Kaw', 'Kopi 3 dalam 1', 'Serbuk Teh Tarik', 'Teh Uncang', 'Kopi Putih Ipoh'], '20 uncang:1|50 uncang:2.3|1kg:3'),
        leaf('Juices & Cordials', 'Jus & Kordial', 'bottle', 5, 11, ['Kordial Oren', 'Kordial Bandung Ros', 'Kordial Laici', 'Jus Mangga', 'Jus Epal'], '2L:1|2L x 6:5.6:carton|1L x 12:6:carton'),
        leaf('Drinking Water', 'Air Minuman', 'carton', 10, 16, ['Air Mineral', 'Air Minuman Beralkali', 'Air Suling'], '500ml x 24:1|1.5L x 12:1.2|5.5L x 4:1.1'),
      ]),
      node('Frozen Food', 'Makanan Sejuk Beku', [
        node('Frozen Meat', 'Daging Sejuk Beku', [
          leaf('Chicken', 'Ayam', 'pack', 9, 16, ['Ayam Bulat Sejuk Beku', 'Kepak Ayam', 'Peha Ayam Tanpa Tulang', 'Dada Ayam Fillet'], '1kg:1|2kg:1.95|10kg:9'),
          leaf('Beef & Mutton', 'Daging Lembu & Kambing', 'pack', 28, 45, ['Daging Lembu Batang Pinang', 'Daging Kambing Bertulang', 'Daging Lembu Kisar'], '1kg:1|5kg:4.8'),
        ]),
        leaf('Frozen Ready Meals', 'Makanan Sedia Sejuk Beku', 'pack', 7, 14, ['Nuget Ayam', 'Sosej Ayam', 'Karipap Segera', 'Roti Canai Sejuk Beku', 'Samosa Sayur', 'Bebola Ikan'], '500g:1|1kg:1.9|1kg x 10:18:carton'),
      ]),
      node('Snacks & Confectionery', 'Snek & Manisan', [
        leaf('Biscuits', 'Biskut', 'tin', 8, 18, ['Biskut Krim Kelapa', 'Biskut Marie', 'Biskut Lemak', 'Biskut Coklat Cip', 'Kuih Bangkit'], '600g:1|1.2kg:1.9|600g x 6:5.6:carton'),
        leaf('Chips & Crackers', 'Kerepek & Keropok', 'pack', 3, 7, ['Kerepek Pisang', 'Keropok Lekor Kering', 'Kerepek Ubi Pedas', 'Keropok Ikan'], '200g:1|1kg:4.5|200g x 20:18:carton'),
      ]),
    ],
  },
  {
    en: 'Mom & Baby',
    bm: 'Ibu & Bayi',
    weight: 5,
    brandPosition: 'before',
    industries: [
      { en: 'Baby products distributor', bm: 'Pengedar produk bayi', trades: ['Baby Mart', 'Baby Supplies'] },
      { en: 'Mother and baby wholesaler', bm: 'Pemborong barangan ibu dan bayi', trades: ['Mother & Child', 'Kids Store'] },
    ],
    brandWords: ['Baby', 'Kids', 'Little', 'Mommy', 'Bayi'],
    children: [
      node('Diapers & Wipes', 'Lampin & Tisu Basah', [
        leaf('Baby Diapers', 'Lampin Bayi', 'pack', 30, 55, ['Tape Diapers Size S', 'Tape Diapers Size M', 'Pants Diapers Size L', 'Pants Diapers Size XL'], 'Jumbo Pack:1|Mega Pack:1.8|Mega Pack x 4:6.8:carton'),
        leaf('Baby Wipes', 'Tisu Basah Bayi', 'pack', 4, 9, ['Baby Wipes Fragrance Free', 'Baby Wipes Aloe Vera', 'Water Wipes 99%'], '80 sheets:1|80 sheets x 3:2.8|80 sheets x 24:20:carton'),
      ]),
      node('Feeding', 'Penyusuan', [
        leaf('Feeding Bottles', 'Botol Susu', 'unit', 12, 30, ['Wide Neck Feeding Bottle', 'PP Feeding Bottle', 'Glass Feeding Bottle'], '150ml:1|250ml:1.2|250ml x 3:3.2:pack'),
        leaf('Baby Food', 'Makanan Bayi', 'pack', 8, 16, ['Bubur Nasi Bayi Organik', 'Bijirin Bayi Beras Perang', 'Puri Buah Epal'], '200g:1|200g x 12:11:carton'),
      ]),
      node('Baby Care', 'Penjagaan Bayi', [
        leaf('Baby Bath', 'Mandian Bayi', 'bottle', 8, 18, ['Baby Top-to-Toe Wash', 'Baby Shampoo', 'Baby Lotion', 'Minyak Telon'], '200ml:1|500ml:2.2|200ml x 12:11:carton'),
        leaf('Baby Clothing', 'Pakaian Bayi', 'set', 12, 35, ['Cotton Baby Romper', 'Baju Bayi Set 3 Helai', 'Baby Mittens & Booties Set', 'Bedung Bayi Muslin'], '0-3 months:1|3-6 months:1|6-12 months:1.1|Pack of 6:5:pack'),
      ]),
    ],
  },
  {
    en: 'Beauty',
    bm: 'Kecantikan',
    weight: 7,
    brandPosition: 'before',
    industries: [
      { en: 'Cosmetics distributor', bm: 'Pengedar kosmetik', trades: ['Cosmetics', 'Beauty Mart'], sells: ['Skincare', 'Makeup'] },
      { en: 'Salon and spa supplier', bm: 'Pembekal salun dan spa', trades: ['Salon Supplies'], sells: ['Hair Care', 'Skincare'] },
      { en: 'Beauty products wholesaler', bm: 'Pemborong produk kecantikan', trades: ['Beauty Supply', 'Beauty Mart'] },
    ],
    brandWords: ['Beauty', 'Cosmetics', 'Skin', 'Naturals', 'Glow'],
    children: [
      node('Skincare', 'Penjagaan Kulit', [
        leaf('Facial Cleanser', 'Pencuci Muka', 'unit', 9, 25, ['Gentle Foam Cleanser', 'Micellar Water', 'Charcoal Facial Wash', 'Rice Water Cleanser'], '100ml:1|150ml:1.4|100ml x 12:10.5:carton'),
        leaf('Moisturiser & Sunscreen', 'Pelembap & Pelindung Matahari', 'unit', 15, 45, ['Daily Moisturiser SPF30', 'Aloe Vera Gel', 'Sunscreen Lotion SPF50 PA++++', 'Night Repair Cream'], '50ml:1|50ml x 6:5.5:box|50ml x 24:21:carton'),
      ]),
      node('Makeup', 'Solekan', [
        leaf('Lip Makeup', 'Solekan Bibir', 'unit', 8, 25, ['Matte Lip Cream', 'Tinted Lip Balm', 'Satin Lipstick'], 'Shade 01:1|Shade 05:1|Assorted x 12:10.5:box'),
        leaf('Face Makeup', 'Solekan Wajah', 'unit', 12, 40, ['Loose Powder', 'Compact Powder', 'BB Cream', 'Cushion Foundation'], 'Natural:1|Light Beige:1|Assorted x 6:5.5:box'),
      ]),
      node('Hair Care', 'Penjagaan Rambut', [
        leaf('Shampoo & Conditioner', 'Syampu & Perapi', 'bottle', 9, 22, ['Anti-Dandruff Shampoo', 'Hijab Fresh Shampoo', 'Herbal Shampoo', 'Smooth & Silky Conditioner'], '400ml:1|750ml:1.7|400ml x 12:11:carton'),
        leaf('Hair Oil & Treatment', 'Minyak & Rawatan Rambut', 'bottle', 8, 30, ['Minyak Rambut Kelapa Dara', 'Argan Hair Serum', 'Keratin Hair Mask'], '100ml:1|250ml:2.1|100ml x 12:10.5:carton'),
      ]),
    ],
  },
  {
    en: 'Health',
    bm: 'Kesihatan',
    weight: 7,
    brandPosition: 'before',
    industries: [
      { en: 'Pharmacy wholesaler', bm: 'Pemborong farmasi', trades: ['Pharmacy', 'Farmasi', 'Healthcare'] },
      { en: 'Medical supplies distributor', bm: 'Pengedar bekalan perubatan', trades: ['Medical Supplies'], sells: ['Medical Supplies', 'Health Devices'] },
      { en: 'Health supplements distributor', bm: 'Pengedar makanan tambahan', trades: ['Healthcare', 'Wellness'], sells: ['Supplements'] },
    ],
    brandWords: ['Pharma', 'Health', 'Herbs', 'Medic', 'Wellness'],
    children: [
      node('Medical Supplies', 'Bekalan Perubatan', [
        leaf('Face Masks', 'Pelitup Muka', 'box', 6, 18, ['3-Ply Surgical Face Mask', 'KN95 Respirator Mask', 'Kids 3-Ply Face Mask'], '50 pcs:1|Carton of 20 boxes:19:carton|Carton of 40 boxes:37:carton'),
        leaf('First Aid', 'Pertolongan Cemas', 'box', 5, 45, ['Plaster Luka', 'Kain Kasa Steril', 'Antiseptic Solution', 'Office First Aid Kit'], 'Standard:1|Carton of 12 boxes:11:carton'),
        leaf('Examination Gloves', 'Sarung Tangan Pemeriksaan', 'box', 14, 28, ['Nitrile Examination Gloves', 'Powder-Free Latex Gloves', 'Vinyl Gloves'], 'Size S 100 pcs:1|Size M 100 pcs:1|Size L 100 pcs:1|Carton of 10 boxes:9.5:carton'),
      ]),
      node('Supplements', 'Makanan Tambahan', [
        leaf('Vitamins', 'Vitamin', 'bottle', 15, 60, ['Vitamin C 1000mg', 'Multivitamin Dewasa', 'Vitamin D3 1000IU', 'Minyak Ikan Omega-3'], '30 tablets:1|60 tablets:1.8|100 tablets:2.8'),
        leaf('Herbal Products', 'Produk Herba', 'bottle', 20, 60, ['Madu Tualang Asli', 'Habbatus Sauda Kapsul', 'Kopi Tongkat Ali', 'Jus Mengkudu'], '500g:1|1kg:1.9|Carton of 12 bottles:11:carton'),
      ]),
      node('Health Devices', 'Peralatan Kesihatan', [
        leaf('Health Monitors', 'Alat Pemantau Kesihatan', 'unit', 35, 180, ['Digital Blood Pressure Monitor', 'Infrared Forehead Thermometer', 'Pulse Oximeter', 'Glucose Meter Starter Kit'], 'Standard:1|Carton of 5:4.7:carton'),
        leaf('Mobility Aids', 'Alat Bantuan Pergerakan', 'unit', 40, 320, ['Foldable Walking Stick', 'Aluminium Walking Frame', 'Foldable Wheelchair', 'Commode Chair'], 'Standard:1|Carton of 2:1.9:carton'),
      ]),
    ],
  },
  {
    en: 'Home & Living',
    bm: 'Rumah & Kediaman',
    weight: 12,
    brandPosition: 'before',
    industries: [
      { en: 'Hardware wholesaler', bm: 'Pemborong perkakasan', trades: ['Hardware'], sells: ['Home Improvement'] },
      { en: 'Household goods distributor', bm: 'Pengedar barangan rumah', trades: ['Household', 'Home Centre'], provision: true },
      { en: 'Cleaning supplies wholesaler', bm: 'Pemborong bekalan pembersihan', trades: ['Cleaning Supplies'], sells: ['Household Cleaning', 'Tissue & Paper'] },
      { en: 'Kitchenware supplier', bm: 'Pembekal peralatan dapur', trades: ['Kitchenware'], sells: ['Kitchenware'] },
    ],
    brandWords: ['Home', 'Living', 'Clean', 'Hardware', 'Rumah'],
    children: [
      node('Household Cleaning', 'Pembersihan Rumah', [
        leaf('Laundry Care', 'Penjagaan Dobi', 'pack', 8, 18, ['Detergent Serbuk', 'Detergent Cecair', 'Pelembut Fabrik Floral', 'Sabun Buku Cuci Baju'], '1kg:1|3kg:2.7|5kg x 4:17:carton'),
        leaf('Dishwashing', 'Pencuci Pinggan', 'bottle', 3.5, 8, ['Cecair Pencuci Pinggan Limau Nipis', 'Cecair Pencuci Pinggan Serai', 'Cecair Pencuci Pinggan Pekat'], '900ml:1|3.8L:3.3|900ml x 12:11:carton'),
        leaf('Surface Cleaners', 'Pencuci Permukaan', 'bottle', 4, 12, ['Pencuci Lantai Pine', 'Pencuci Tandas', 'Pencuci Kaca', 'Pembasmi Kuman Serbaguna'], '1L:1|4L:3.4|1L x 12:11:carton'),
      ]),
      node('Tissue & Paper', 'Tisu & Kertas', [
        leaf('Facial Tissue', 'Tisu Muka', 'pack', 5, 9, ['Tisu Muka 3-ply', 'Tisu Muka 2-ply Soft Pack', 'Tisu Poket'], 'Pack of 5:1|Carton of 20:3.8:carton|Carton of 40:7.4:carton'),
        leaf('Toilet Rolls', 'Tisu Tandas', 'pack', 8, 16, ['Tisu Tandas 3-ply', 'Tisu Tandas 2-ply', 'Tisu Tandas Wangi'], '10 gulung:1|30 gulung:2.9|Jumbo Roll x 12:3.5:carton'),
      ]),
      node('Kitchenware', 'Peralatan Dapur', [
        leaf('Cookware', 'Periuk & Kuali', 'unit', 25, 90, ['Kuali Besi', 'Periuk Aluminium', 'Non-stick Frying Pan', 'Periuk Kukus 3 Tingkat'], '28cm:1|32cm:1.25|36cm:1.5'),
        leaf('Food Containers', 'Bekas Makanan', 'pack', 12, 30, ['Bekas Makanan Plastik', 'Bekas Makanan Kertas Kraft', 'Microwaveable Food Container'], '650ml x 50:1|750ml x 50:1.15|1000ml x 50:1.4'),
      ]),
      node('Home Improvement', 'Baik Pulih Rumah', [
        leaf('Hand Tools', 'Peralatan Tangan', 'unit', 8, 35, ['Screwdriver Set 6 pcs', 'Claw Hammer', 'Adjustable Spanner', 'Measuring Tape 5m', 'Combination Pliers'], 'Standard:1|Box of 12:11:box'),
        leaf('Paint', 'Cat', 'tin', 22, 45, ['Cat Emulsi Dalaman', 'Cat Emulsi Luaran', 'Cat Enamel Besi', 'Cat Sembur'], '1L:1|5L:4.2|18L:13'),
      ]),
    ],
  },
  {
    en: 'Stationery',
    bm: 'Alat Tulis',
    weight: 6,
    brandPosition: 'before',
    industries: [
      { en: 'Stationery wholesaler', bm: 'Pemborong alat tulis', trades: ['Stationery', 'Book & Stationery'] },
      { en: 'Office supplies distributor', bm: 'Pengedar bekalan pejabat', trades: ['Office Supplies', 'Printing & Stationery'] },
    ],
    brandWords: ['Office', 'Paper', 'Stationery', 'Pen'],
    children: [
      node('Paper Products', 'Produk Kertas', [
        leaf('Copier Paper', 'Kertas Fotokopi', 'ream', 11, 22, ['Kertas A4 80gsm', 'Kertas A4 70gsm', 'Kertas A3 80gsm', 'Kertas Warna A4'], '500 sheets:1|Box of 5 reams:4.8:box|Box of 10 reams:9.4:box'),
        leaf('Notebooks', 'Buku Nota', 'pack', 8, 20, ['Buku Latihan Bergaris 80 muka', 'Buku Tulis Kulit Keras', 'Spiral Notebook A5', 'Buku Log'], 'Pack of 10:1|Pack of 50:4.8'),
      ]),
      node('Writing Instruments', 'Alat Menulis', [
        leaf('Pens & Markers', 'Pen & Penanda', 'box', 6, 20, ['Ballpoint Pen 0.7mm Biru', 'Gel Pen 0.5mm Hitam', 'Whiteboard Marker', 'Pastel Highlighter'], 'Box of 12:1|Box of 50:3.9'),
        leaf('Pencils & Erasers', 'Pensel & Pemadam', 'box', 4, 12, ['Pensel 2B', 'Pensel Mekanikal 0.5mm', 'Pemadam Putih', 'Pengasah Pensel'], 'Box of 12:1|Box of 60:4.6'),
      ]),
      node('Office Supplies', 'Bekalan Pejabat', [
        leaf('Files & Folders', 'Fail & Folder', 'pack', 18, 45, ['Fail Lever Arch A4', 'Fail Plastik L-Shape', 'Box File', 'Ring Binder 2D'], 'Pack of 10:1|Carton of 50:4.7:carton'),
        leaf('Desk Accessories', 'Aksesori Meja', 'box', 5, 25, ['Stapler No.10', 'Dawai Kokot No.10', 'Klip Kertas 33mm', 'Pita Pelekat 24mm', 'Gam Kertas'], 'Box of 12:1|Carton of 96:7.5:carton'),
      ]),
    ],
  },
  {
    en: 'Muslim Fashion',
    bm: 'Fesyen Muslim',
    weight: 5,
    brandPosition: 'before',
    industries: [
      { en: 'Muslim fashion wholesaler', bm: 'Pemborong fesyen Muslim', trades: ['Butik', 'Fesyen'] },
      { en: 'Hijab and prayer wear wholesaler', bm: 'Pemborong tudung dan kelengkapan solat', trades: ['Tudung'], sells: ["Women's Muslim Wear", 'Prayer Essentials'] },
      { en: 'Textile and garment supplier', bm: 'Pembekal tekstil dan pakaian', trades: ['Textile'], sells: ["Women's Muslim Wear", "Men's Muslim Wear"] },
    ],
    brandWords: ['Butik', 'Collection', 'Modest', 'Couture'],
    children: [
      node("Women's Muslim Wear", 'Pakaian Muslimah', [
        leaf('Hijab', 'Tudung', 'unit', 8, 35, ['Tudung Bawal Cotton Voile', 'Tudung Sarung Instant', 'Shawl Chiffon', 'Anak Tudung'], 'Free size:1|Pack of 6:5.5:pack|Pack of 12:10.5:pack'),
        leaf('Baju Kurung & Jubah', 'Baju Kurung & Jubah', 'unit', 45, 120, ['Baju Kurung Moden', 'Baju Kurung Pahang', 'Kurung Kedah', 'Jubah Abaya'], 'S-XL assorted:1|Pack of 5:4.7:pack'),
      ]),
      node("Men's Muslim Wear", 'Pakaian Muslimin', [
        leaf('Baju Melayu', 'Baju Melayu', 'unit', 55, 140, ['Baju Melayu Cekak Musang', 'Baju Melayu Teluk Belanga', 'Kurta Lelaki'], 'S-XXL assorted:1|Pack of 5:4.7:pack'),
        leaf('Songkok & Kopiah', 'Songkok & Kopiah', 'unit', 12, 40, ['Songkok Baldu Hitam', 'Kopiah Putih Rajut', 'Serban'], 'Size 21-24:1|Pack of 12:11:pack'),
      ]),
      node('Prayer Essentials', 'Kelengkapan Solat', [
        leaf('Prayer Mats', 'Sejadah', 'unit', 15, 60, ['Sejadah Turki Baldu', 'Sejadah Poket Travel', 'Sejadah Kanak-kanak'], 'Standard:1|Pack of 10:9.4:pack'),
        leaf('Telekung', 'Telekung', 'unit', 30, 90, ['Telekung Cotton Premium', 'Telekung Travel Parachute', 'Telekung Kanak-kanak'], 'Free size:1|Pack of 5:4.7:pack'),
      ]),
    ],
  },
  {
    en: 'Men Clothes',
    bm: 'Pakaian Lelaki',
    weight: 4,
    brandPosition: 'before',
    industries: [
      { en: 'Apparel wholesaler', bm: 'Pemborong pakaian', trades: ['Apparel', 'Menswear'] },
      { en: 'Garment manufacturer', bm: 'Pengilang pakaian', trades: ['Garment', 'Textile'] },
    ],
    brandWords: ['Apparel', 'Menswear', 'Wear', 'Denim'],
    children: [
      node('Tops', 'Atasan', [
        leaf('T-Shirts & Polos', 'Kemeja-T & Polo', 'unit', 12, 35, ['Cotton Round Neck T-Shirt', 'Dri-Fit Polo Shirt', 'Oversized Tee'], 'M-XXL assorted:1|Pack of 12:11:pack'),
        leaf('Shirts', 'Kemeja', 'unit', 30, 80, ['Long Sleeve Office Shirt', 'Short Sleeve Batik Shirt', 'Flannel Check Shirt'], 'M-XXL assorted:1|Pack of 6:5.6:pack'),
      ]),
      node('Bottoms', 'Bawahan', [
        leaf('Trousers', 'Seluar Panjang', 'unit', 35, 90, ['Slim Fit Slack Pants', 'Cargo Pants', 'Chino Pants'], '30-38 assorted:1|Pack of 6:5.6:pack'),
        leaf('Shorts', 'Seluar Pendek', 'unit', 15, 40, ['Board Shorts', 'Cotton Jogger Shorts', 'Bermuda Shorts'], 'M-XXL assorted:1|Pack of 6:5.6:pack'),
      ]),
      node('Innerwear', 'Pakaian Dalam', [
        leaf('Underwear', 'Seluar Dalam', 'pack', 15, 35, ['Cotton Briefs', 'Microfibre Boxer Briefs', 'Cotton Singlet'], 'Pack of 3:1|Pack of 12:3.8'),
        leaf('Socks', 'Stoking', 'pack', 10, 25, ['Ankle Socks', 'Office Socks', 'Sports Crew Socks'], 'Pack of 6:1|Pack of 12:1.9'),
      ]),
    ],
  },
  {
    en: 'Home Appliances',
    bm: 'Peralatan Elektrik Rumah',
    weight: 5,
    brandPosition: 'before',
    industries: [
      { en: 'Electrical appliances dealer', bm: 'Peniaga peralatan elektrik', trades: ['Electrical', 'Elektrik', 'Electric & Appliances'] },
      { en: 'Home appliances distributor', bm: 'Pengedar peralatan rumah', trades: ['Home Appliances'] },
    ],
    brandWords: ['Electric', 'Appliances', 'Elektrik', 'Home Tech'],
    children: [
      node('Kitchen Appliances', 'Peralatan Dapur Elektrik', [
        leaf('Rice Cookers', 'Periuk Nasi Elektrik', 'unit', 70, 160, ['Rice Cooker 1.8L', 'Digital Rice Cooker 1.0L', 'Commercial Rice Cooker 10L'], 'Standard:1|Carton of 4:3.8:carton'),
        leaf('Blenders & Mixers', 'Pengisar & Pengadun', 'unit', 60, 300, ['Blender 1.5L', 'Stand Mixer 5L', 'Hand Mixer', 'Pengisar Rempah'], 'Standard:1|Carton of 4:3.8:carton'),
        leaf('Kettles & Dispensers', 'Cerek & Dispenser', 'unit', 40, 280, ['Stainless Steel Kettle 1.7L', 'Thermo Pot 3.2L', 'Hot & Cold Water Dispenser'], 'Standard:1|Carton of 4:3.8:carton'),
      ]),
      node('Home Comfort', 'Keselesaan Rumah', [
        leaf('Fans', 'Kipas', 'unit', 80, 350, ['Stand Fan 16 inci', 'Ceiling Fan 56 inci', 'Wall Fan 16 inci', 'Industrial Fan 24 inci'], 'Standard:1|Carton of 2:1.9:carton'),
        leaf('Air Coolers & Purifiers', 'Penyejuk & Penulen Udara', 'unit', 180, 600, ['Air Cooler 20L', 'HEPA Air Purifier', 'Dehumidifier 12L'], 'Standard:1|Carton of 2:1.9:carton'),
      ]),
      node('Laundry Appliances', 'Peralatan Dobi Elektrik', [
        leaf('Irons & Steamers', 'Seterika & Pengukus', 'unit', 35, 200, ['Dry Iron', 'Steam Iron', 'Garment Steamer'], 'Standard:1|Carton of 4:3.8:carton'),
        leaf('Washing Machines', 'Mesin Basuh', 'unit', 700, 1900, ['Top Load Washing Machine 8kg', 'Front Load Washing Machine 9kg', 'Twin Tub Washing Machine 10kg'], 'Standard:1'),
      ]),
    ],
  },
  {
    en: 'Travel & Luggage',
    bm: 'Perjalanan & Bagasi',
    weight: 2,
    brandPosition: 'before',
    industries: [
      { en: 'Luggage wholesaler', bm: 'Pemborong bagasi', trades: ['Luggage'], sells: ['Luggage'] },
      { en: 'Travel goods distributor', bm: 'Pengedar barangan perjalanan', trades: ['Bags & Travel', 'Travel Goods'] },
    ],
    brandWords: ['Travel', 'Luggage', 'Voyage'],
    children: [
      node('Luggage', 'Bagasi', [
        leaf('Suitcases', 'Beg Pakaian Beroda', 'unit', 90, 420, ['Hard Case Luggage 20 inci', 'Hard Case Luggage 24 inci', 'Hard Case Luggage 28 inci', 'Luggage Set 3-in-1'], 'Standard:1|Carton of 4:3.8:carton'),
        leaf('Travel Bags', 'Beg Perjalanan', 'unit', 35, 150, ['Duffel Bag', 'Foldable Travel Bag', 'Travel Backpack 40L'], 'Standard:1|Pack of 6:5.6:pack'),
      ]),
      node('Travel Accessories', 'Aksesori Perjalanan', [
        leaf('Travel Organisers', 'Penyusun Perjalanan', 'set', 12, 50, ['Packing Cube Set', 'Toiletry Pouch', 'RFID Passport Holder'], 'Standard:1|Pack of 12:11:pack'),
        leaf('Travel Comfort', 'Keselesaan Perjalanan', 'unit', 12, 60, ['Memory Foam Neck Pillow', 'Silk Eye Mask', 'Digital Luggage Scale', 'Universal Travel Adaptor'], 'Standard:1|Pack of 12:11:pack'),
      ]),
    ],
  },
  {
    en: 'Automobiles',
    bm: 'Automotif',
    weight: 6,
    brandPosition: 'before',
    industries: [
      { en: 'Auto parts wholesaler', bm: 'Pemborong alat ganti kereta', trades: ['Auto Parts', 'Spare Parts', 'Motor'], sells: ['Spare Parts'] },
      { en: 'Car accessories distributor', bm: 'Pengedar aksesori kereta', trades: ['Auto Accessories'], sells: ['Car Accessories', 'Car Care'] },
      { en: 'Lubricants distributor', bm: 'Pengedar minyak pelincir', trades: ['Lubricants'], sells: ['Engine Oil', 'Filters', 'Car Wash & Wax'] },
    ],
    brandWords: ['Auto', 'Motor', 'Lubricants', 'Parts'],
    children: [
      node('Car Care', 'Penjagaan Kereta', [
        leaf('Car Wash & Wax', 'Syampu & Lilin Kereta', 'bottle', 12, 40, ['Wash & Wax Car Shampoo', 'Tyre Shine', 'Dashboard Polish', 'Glass Cleaner'], '1L:1|4L:3.4|1L x 12:10.5:carton'),
        leaf('Engine Oil', 'Minyak Enjin', 'bottle', 18, 45, ['Engine Oil 10W-40 Semi Synthetic', 'Engine Oil 5W-30 Fully Synthetic', 'Motorcycle Oil 4T 10W-40'], '1L:1|4L:3.7|4L x 6:21:carton'),
      ]),
      node('Spare Parts', 'Alat Ganti', [
        node('Engine Parts', 'Alat Ganti Enjin', [
          leaf('Filters', 'Penapis', 'unit', 12, 45, ['Oil Filter', 'Air Filter', 'Cabin Air Filter', 'Fuel Filter'], 'Standard:1|Box of 10:9.3:box'),
          leaf('Spark Plugs', 'Palam Pencucuh', 'set', 25, 120, ['Iridium Spark Plug', 'Copper Spark Plug'], 'Set of 4:1|Box of 40:9.5:box'),
        ]),
        leaf('Brakes & Batteries', 'Brek & Bateri', 'unit', 35, 260, ['Front Brake Pad Set', 'Brake Fluid DOT 4', 'Car Battery NS40ZL', 'Car Battery NS60'], 'Standard:1|Carton of 4:3.8:carton'),
      ]),
      node('Car Accessories', 'Aksesori Kereta', [
        leaf('Car Interior', 'Dalaman Kereta', 'set', 10, 160, ['Car Seat Cover Set', 'Rubber Floor Mat', 'Gel Car Air Freshener', 'Dashboard Phone Holder'], 'Standard:1|Pack of 12:11:pack'),
        leaf('Car Electronics', 'Elektronik Kereta', 'unit', 30, 250, ['Full HD Dash Cam', 'Portable Tyre Inflator', 'Dual USB Car Charger'], 'Standard:1|Pack of 10:9.3:pack'),
      ]),
    ],
  },
  {
    en: 'Books & Magazines',
    bm: 'Buku & Majalah',
    weight: 2,
    brandPosition: 'after',
    industries: [
      { en: 'Book distributor', bm: 'Pengedar buku', trades: ['Book Centre', 'Bookstore', 'Publications', 'Pustaka'] },
      { en: 'Educational books supplier', bm: 'Pembekal buku pendidikan', trades: ['Book Centre', 'Pustaka'], sells: ['Education', "Children's Books"] },
    ],
    brandWords: ['Publishing', 'Books', 'Press', 'Pustaka'],
    children: [
      node('Education', 'Pendidikan', [
        leaf('Workbooks', 'Buku Latihan', 'unit', 8, 22, ['Buku Latihan Matematik Tahun 4', 'Buku Latihan Bahasa Melayu Tahun 6', 'Modul SPM Sejarah', 'Buku Aktiviti Prasekolah'], 'Single:1|Pack of 10:9:pack|Pack of 30:26:pack'),
        leaf('Dictionaries', 'Kamus', 'unit', 15, 60, ['Kamus Dwibahasa Inggeris-Melayu', 'Kamus Pelajar Bergambar', 'Kamus Mandarin-Melayu'], 'Single:1|Pack of 10:9:pack'),
      ]),
      node('Fiction & Leisure', 'Fiksyen & Santai', [
        leaf('Novels', 'Novel', 'unit', 18, 35, ['Novel Cinta Remaja', 'Novel Seram Nusantara', 'Koleksi Cerpen Remaja', 'Novel Grafik Kampung'], 'Single:1|Pack of 10:9:pack'),
        leaf('Magazines', 'Majalah', 'unit', 6, 15, ['Majalah Masakan Bulanan', 'Majalah Keluarga', 'Majalah Automotif', 'Majalah Perniagaan'], 'Single issue:1|Bundle of 10:8.5:bundle'),
      ]),
      node("Children's Books", 'Buku Kanak-kanak', [
        leaf('Story Books', 'Buku Cerita', 'unit', 5, 25, ['Buku Cerita Dwibahasa', 'Board Book Haiwan', 'Buku Mewarna Jumbo', 'Siri Kisah Teladan'], 'Single:1|Pack of 10:9:pack'),
      ]),
    ],
  },
  {
    en: 'Fashion Accessories',
    bm: 'Aksesori Fesyen',
    weight: 3,
    brandPosition: 'before',
    industries: [
      { en: 'Fashion accessories wholesaler', bm: 'Pemborong aksesori fesyen', trades: ['Accessories', 'Fashion'] },
      { en: 'Watch wholesaler', bm: 'Pemborong jam tangan', trades: ['Watch & Accessories'], sells: ['Watches'] },
    ],
    brandWords: ['Accessories', 'Time', 'Jewel'],
    children: [
      node('Watches', 'Jam Tangan', [
        leaf("Men's Watches", 'Jam Tangan Lelaki', 'unit', 40, 250, ['Leather Strap Analogue Watch', 'Stainless Steel Chronograph', 'Digital Sports Watch'], 'Standard:1|Box of 5:4.7:box'),
        leaf("Women's Watches", 'Jam Tangan Wanita', 'unit', 40, 220, ['Rose Gold Mesh Watch', 'Minimalist Leather Watch', 'Bracelet Watch'], 'Standard:1|Box of 5:4.7:box'),
      ]),
      node('Jewellery', 'Barang Kemas Fesyen', [
        leaf('Earrings, Necklaces & Brooches', 'Anting-anting, Rantai & Kerongsang', 'unit', 5, 40, ['Stud Earrings Set', 'Imitation Pearl Necklace', 'Kerongsang Tudung', 'Hijab Pin Set'], 'Single:1|Pack of 12:10:pack'),
      ]),
      node('Eyewear & Belts', 'Cermin Mata & Tali Pinggang', [
        leaf('Sunglasses', 'Cermin Mata Hitam', 'unit', 15, 80, ['Polarised Sunglasses', 'Aviator Sunglasses', 'Kids Sunglasses UV400'], 'Standard:1|Pack of 12:10.5:pack'),
        leaf('Belts', 'Tali Pinggang', 'unit', 15, 60, ['Automatic Buckle Leather Belt', 'Canvas Belt', 'Skinny Belt Women'], 'Standard:1|Pack of 12:10.5:pack'),
      ]),
    ],
  },
  {
    en: 'Mobile & Gadgets',
    bm: 'Telefon & Gajet',
    weight: 5,
    brandPosition: 'before',
    industries: [
      { en: 'Mobile accessories wholesaler', bm: 'Pemborong aksesori telefon', trades: ['Mobile', 'Telco', 'Phone Accessories'], sells: ['Mobile Accessories'] },
      { en: 'Gadget distributor', bm: 'Pengedar gajet', trades: ['Gadget', 'Digital'] },
    ],
    brandWords: ['Mobile', 'Tech', 'Digital', 'Gadget'],
    children: [
      node('Mobile Accessories', 'Aksesori Telefon', [
        node('Chargers & Cables', 'Pengecas & Kabel', [
          leaf('Wall Chargers', 'Pengecas Dinding', 'unit', 15, 45, ['USB-C Fast Charger 20W', 'Dual Port Charger 35W', 'Wireless Charging Pad 15W'], 'Single:1|Pack of 10:9:pack|Pack of 50:42:pack'),
          leaf('Charging Cables', 'Kabel Pengecas', 'unit', 8, 25, ['USB-C to USB-C Cable 1m', 'Micro USB Cable 1m', 'Braided USB-C Cable 2m'], 'Single:1|Pack of 10:9:pack|Pack of 50:42:pack'),
        ]),
        leaf('Power Banks', 'Bank Kuasa', 'unit', 35, 120, ['Power Bank 10000mAh', 'Power Bank 20000mAh PD', 'Magnetic Power Bank 5000mAh'], 'Single:1|Pack of 10:9.3:pack'),
        leaf('Cases & Screen Protectors', 'Sarung & Pelindung Skrin', 'unit', 5, 30, ['Tempered Glass Screen Protector', 'Shockproof Clear Case', 'Flip Wallet Case'], 'Single:1|Pack of 20:16:pack'),
      ]),
      node('Wearables', 'Peranti Boleh Pakai', [
        leaf('Smartwatches & Bands', 'Jam Pintar & Gelang', 'unit', 80, 350, ['AMOLED Smartwatch 1.9 inci', 'Heart Rate Fitness Band', 'Kids GPS Smartwatch'], 'Standard:1|Box of 5:4.7:box'),
      ]),
      node('Computer Accessories', 'Aksesori Komputer', [
        leaf('Storage Devices', 'Peranti Storan', 'unit', 15, 350, ['USB Flash Drive 64GB', 'MicroSD Card 128GB', 'Portable SSD 1TB'], 'Single:1|Pack of 10:9.3:pack'),
        leaf('Keyboards & Mice', 'Papan Kekunci & Tetikus', 'unit', 25, 180, ['Wireless Mouse', 'Mechanical Keyboard', 'Keyboard & Mouse Combo'], 'Single:1|Pack of 10:9.3:pack'),
      ]),
    ],
  },
  {
    en: 'Women Bags',
    bm: 'Beg Wanita',
    weight: 2,
    brandPosition: 'before',
    industries: [{ en: 'Handbag wholesaler', bm: 'Pemborong beg tangan', trades: ['Bags', 'Handbag', 'Beg'] }],
    brandWords: ['Bags', 'Handbags', 'Atelier'],
    children: [
      node('Handbags', 'Beg Tangan', [
        leaf('Tote Bags', 'Beg Tote', 'unit', 20, 120, ['Canvas Tote Bag', 'PU Leather Tote', 'Large Shopper Tote'], 'Standard:1|Pack of 6:5.6:pack'),
        leaf('Shoulder & Crossbody Bags', 'Beg Bahu & Silang', 'unit', 25, 130, ['Mini Sling Bag', 'Quilted Shoulder Bag', 'Crossbody Phone Bag'], 'Standard:1|Pack of 6:5.6:pack'),
      ]),
      node('Wallets & Clutches', 'Dompet & Klac', [
        leaf('Wallets', 'Dompet', 'unit', 12, 70, ['Zip Long Wallet', 'Slim Card Holder', 'Coin Purse'], 'Standard:1|Pack of 12:10.5:pack'),
        leaf('Clutches', 'Klac', 'unit', 30, 110, ['Beaded Evening Clutch', 'Envelope Clutch'], 'Standard:1|Pack of 6:5.6:pack'),
      ]),
    ],
  },
  {
    en: 'Men Bags',
    bm: 'Beg Lelaki',
    weight: 1.5,
    brandPosition: 'before',
    industries: [
      { en: 'Bag manufacturer', bm: 'Pengilang beg', trades: ['Bags', 'Beg'] },
      { en: 'Leather goods wholesaler', bm: 'Pemborong barangan kulit', trades: ['Leather Goods'], sells: ['Business Bags', 'Waist & Chest Bags'] },
    ],
    brandWords: ['Bags', 'Gear', 'Leather'],
    children: [
      node('Backpacks', 'Beg Galas', [
        leaf('Laptop Backpacks', 'Beg Galas Komputer Riba', 'unit', 45, 180, ['Laptop Backpack 15.6 inci', 'Anti-theft USB Backpack', 'Waterproof Rolltop Backpack'], 'Standard:1|Pack of 6:5.6:pack'),
        leaf('School Bags', 'Beg Sekolah', 'unit', 30, 120, ['Primary School Bag', 'Secondary School Bag', 'Trolley School Bag'], 'Standard:1|Pack of 6:5.6:pack'),
      ]),
      node('Business Bags', 'Beg Perniagaan', [
        leaf('Briefcases & Sleeves', 'Beg Bimbit & Sarung', 'unit', 30, 220, ['Leather Briefcase', 'Nylon Document Bag', 'Laptop Sleeve 14 inci'], 'Standard:1|Pack of 6:5.6:pack'),
      ]),
      node('Waist & Chest Bags', 'Beg Pinggang & Dada', [
        leaf('Chest & Messenger Bags', 'Beg Dada & Utusan', 'unit', 20, 90, ['Chest Bag', 'Waist Pouch', 'Messenger Bag'], 'Standard:1|Pack of 6:5.6:pack'),
      ]),
    ],
  },
  {
    en: 'Audio',
    bm: 'Audio',
    weight: 2,
    brandPosition: 'before',
    industries: [
      { en: 'Audio equipment distributor', bm: 'Pengedar peralatan audio', trades: ['Audio', 'Electronics'] },
      { en: 'PA and sound system supplier', bm: 'Pembekal sistem PA dan bunyi', trades: ['Sound System'], sells: ['Speakers', 'Home Audio'] },
    ],
    brandWords: ['Audio', 'Sound', 'Acoustics'],
    children: [
      node('Headphones', 'Fon Kepala', [
        leaf('Wireless Earbuds', 'Fon Telinga Tanpa Wayar', 'unit', 40, 250, ['True Wireless Earbuds ANC', 'Sports Earbuds IPX5', 'Open-ear Earbuds'], 'Single:1|Pack of 10:9.3:pack'),
        leaf('Over-ear Headphones', 'Fon Kepala Penuh', 'unit', 50, 300, ['Bluetooth Over-ear Headphones', 'Studio Monitor Headphones', 'Volume-limited Kids Headphones'], 'Single:1|Pack of 10:9.3:pack'),
      ]),
      node('Speakers', 'Pembesar Suara', [
        leaf('Portable Speakers', 'Pembesar Suara Mudah Alih', 'unit', 40, 400, ['Waterproof Bluetooth Speaker', 'Party Speaker with Mic', 'Mini Speaker'], 'Single:1|Carton of 4:3.8:carton'),
        leaf('PA Systems', 'Sistem PA', 'unit', 200, 900, ['Portable PA System 12 inci', 'Wireless Microphone Set', '8-Channel Audio Mixer', 'Karaoke Trolley Speaker'], 'Single:1'),
      ]),
      node('Home Audio', 'Audio Rumah', [
        leaf('Soundbars & Home Theatre', 'Bar Bunyi & Teater Rumah', 'unit', 180, 900, ['Soundbar 2.1 with Subwoofer', 'Compact Soundbar', 'Home Theatre 5.1'], 'Single:1'),
      ]),
    ],
  },
  {
    en: 'Gaming & Consoles',
    bm: 'Permainan & Konsol',
    weight: 1.5,
    brandPosition: 'before',
    industries: [{ en: 'Gaming accessories wholesaler', bm: 'Pemborong aksesori permainan', trades: ['Gaming', 'Games', 'Digital'] }],
    brandWords: ['Gaming', 'Play', 'Esports'],
    children: [
      node('Gaming Accessories', 'Aksesori Permainan', [
        leaf('Controllers', 'Alat Kawalan', 'unit', 30, 200, ['Wireless Game Controller', 'Mobile Gaming Trigger', 'Arcade Fight Stick'], 'Single:1|Pack of 10:9.3:pack'),
        leaf('Gaming Headsets', 'Set Kepala Permainan', 'unit', 50, 250, ['Gaming Headset 7.1', 'RGB Gaming Headset'], 'Single:1|Pack of 10:9.3:pack'),
      ]),
      node('Gaming Furniture', 'Perabot Permainan', [
        leaf('Gaming Chairs & Desks', 'Kerusi & Meja Permainan', 'unit', 150, 800, ['Ergonomic Gaming Chair', 'Gaming Desk 120cm', 'RGB Monitor Stand'], 'Single:1'),
      ]),
      node('Consoles & Games', 'Konsol & Permainan', [
        leaf('Handheld & Retro Consoles', 'Konsol Pegang & Retro', 'unit', 30, 300, ['Retro Handheld Console', 'Plug-and-Play TV Console', 'Game Card Storage Case', 'Console Cooling Fan'], 'Single:1|Pack of 10:9.3:pack'),
      ]),
    ],
  },
  {
    en: 'Hobbies & Collections',
    bm: 'Hobi & Koleksi',
    weight: 3,
    brandPosition: 'before',
    industries: [
      { en: 'Toys and hobby wholesaler', bm: 'Pemborong mainan dan hobi', trades: ['Toys', 'Hobby'], sells: ['Toys & Models', 'Collectibles'] },
      { en: 'Art and craft supplier', bm: 'Pembekal seni dan kraf', trades: ['Art & Craft'], sells: ['Arts & Crafts'] },
      { en: 'Sports goods distributor', bm: 'Pengedar barangan sukan', trades: ['Sports'], sells: ['Sports & Outdoor Gear'] },
    ],
    brandWords: ['Toys', 'Hobby', 'Craft', 'Sports'],
    children: [
      node('Toys & Models', 'Mainan & Model', [
        leaf('Building Blocks', 'Blok Binaan', 'set', 30, 180, ['Building Blocks Set 500 pcs', 'City Bricks Set', 'Magnetic Tiles 60 pcs'], 'Standard:1|Carton of 6:5.6:carton'),
        leaf('Model Kits', 'Kit Model', 'set', 20, 150, ['Scale Model Car 1:24', 'Model Kit Kapal Layar', 'Diecast Bus 1:64'], 'Standard:1|Carton of 6:5.6:carton'),
      ]),
      node('Arts & Crafts', 'Seni & Kraf', [
        leaf('Art Supplies', 'Bahan Lukisan', 'set', 8, 60, ['Cat Air 24 Warna', 'Acrylic Paint Set', 'Sketch Pad A3', 'Canvas Board'], 'Standard:1|Pack of 12:11:pack'),
        leaf('Craft Materials', 'Bahan Kraf', 'pack', 5, 45, ['Benang Kait Cotton', 'Manik Kaca Pelbagai', 'Kain Batik Lepas 2m', 'Glue Gun Set'], 'Standard:1|Pack of 12:11:pack'),
      ]),
      node('Sports & Outdoor Gear', 'Peralatan Sukan & Luar', [
        leaf('Fitness Equipment', 'Peralatan Kecergasan', 'unit', 15, 250, ['Yoga Mat 6mm', 'Adjustable Dumbbell Set', 'Resistance Band Set', 'Skipping Rope'], 'Standard:1|Pack of 10:9.3:pack'),
        leaf('Camping Gear', 'Peralatan Perkhemahan', 'unit', 25, 300, ['Camping Tent 4 Person', 'Sleeping Bag', 'Foldable Camping Chair', 'LED Camping Lantern'], 'Standard:1|Pack of 4:3.8:pack'),
      ]),
      node('Collectibles', 'Koleksi', [
        leaf('Souvenirs & Figurines', 'Cenderamata & Patung', 'unit', 10, 90, ['Wayang Kulit Figurine', 'Pewter Keychain Malaysia', 'Stamp Collection Album', 'Miniature Wau Bulan'], 'Standard:1|Pack of 12:10.5:pack'),
      ]),
    ],
  },
];

export interface CategoryGroupDef {
  code: string;
  name: string;
  nameBm: string;
  /** Names of categories in the tree, so a click can search by display_category_name. */
  children: readonly string[];
}

/** Spec §3, the second static list: the nine groups of /all-categories. */
export const CATEGORY_GROUPS: readonly CategoryGroupDef[] = [
  { code: 'HEALTH_BEAUTY', name: 'Health & Beauty', nameBm: 'Kesihatan & Kecantikan', children: ['Skincare', 'Makeup', 'Hair Care', 'Supplements', 'Medical Supplies', 'Health Devices'] },
  { code: 'AUTOMOTIVE', name: 'Automotive', nameBm: 'Automotif', children: ['Car Care', 'Spare Parts', 'Car Accessories', 'Engine Oil'] },
  { code: 'FASHION', name: 'Fashion', nameBm: 'Fesyen', children: ['Muslim Fashion', 'Men Clothes', 'Fashion Accessories', 'Women Bags', 'Men Bags'] },
  { code: 'BABIES_KIDS_TOYS', name: 'Babies Kids and Toys', nameBm: 'Bayi, Kanak-kanak dan Mainan', children: ['Diapers & Wipes', 'Feeding', 'Baby Care', 'Toys & Models', "Children's Books"] },
  { code: 'FOOD_BEVERAGES', name: 'Food & Beverages', nameBm: 'Makanan & Minuman', children: ['Rice, Grains & Staples', 'Cooking Essentials', 'Beverages', 'Frozen Food', 'Snacks & Confectionery'] },
  { code: 'HOME_KITCHEN', name: 'Home & Kitchen', nameBm: 'Rumah & Dapur', children: ['Kitchenware', 'Kitchen Appliances', 'Home Comfort', 'Home Improvement'] },
  { code: 'HOUSEHOLD_CLEANING', name: 'Household & Cleaning Supplies', nameBm: 'Bekalan Isi Rumah & Pembersihan', children: ['Household Cleaning', 'Tissue & Paper', 'Laundry Appliances'] },
  { code: 'OFFICE_STATIONERY', name: 'Office Administration & Stationeries', nameBm: 'Pentadbiran Pejabat & Alat Tulis', children: ['Paper Products', 'Writing Instruments', 'Office Supplies', 'Computer Accessories'] },
  { code: 'SPORTS_OUTDOORS', name: 'Sports & Outdoors', nameBm: 'Sukan & Aktiviti Luar', children: ['Sports & Outdoor Gear', 'Fitness Equipment', 'Camping Gear', 'Luggage', 'Backpacks'] },
];

export interface Variant {
  label: string;
  multiplier: number;
  /** What one is sold as: the leaf's unit, or the pack a multi-pack comes in. */
  unit: string;
}

/** A category row ready to insert, plus what product generation needs to know about it. */
export interface CategoryNode {
  id: number;
  categoryId: string;
  en: string;
  bm: string;
  parentId: number | null;
  level: number;
  path: number[];
  sort: number;
  topIndex: number;
  leaf: (LeafSpec & { variantList: Variant[] }) | null;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const ART_BY_UNIT: Readonly<Record<string, ProductArt>> = { bag: 'sack', bottle: 'bottle', carton: 'carton', box: 'carton', pack: 'pouch', tin: 'tin', ream: 'book' };
// Things sold by the unit or set, by what the leaf's name says they are.
const ART_BY_NAME: readonly (readonly [RegExp, ProductArt])[] = [
  [/book|dictionar|novel|magazine/i, 'book'],
  // Caps are worn, but a songkok drawn as a T-shirt is not one: they come in a box.
  [/songkok|kopiah|serban/i, 'boxed'],
  [/cloth|hijab|baju|telekung|shirt|polo|trouser|short/i, 'garment'],
  [/bag|suitcase|wallet|clutch|backpack|briefcase/i, 'bag'],
  [/cleanser|moisturiser|feeding bottle/i, 'bottle'],
  [/charger|cable|power bank|watch|storage|keyboard|earbud|headphone|speaker|pa system|soundbar|controller|headset|console|electronics|monitor/i, 'gadget'],
];

/** What a product's picture shows (media/svg.ts draws it): the pack it is sold in, or the thing itself. */
export function productArt(leafName: string, unit: string): ProductArt {
  // A carton is a carton whatever it holds; a pack of three shirts is still shirts.
  if (unit === 'carton' || unit === 'box') return 'carton';
  return ART_BY_NAME.find(([pattern]) => pattern.test(leafName))?.[1] ?? ART_BY_UNIT[unit] ?? 'boxed';
}

function parseVariants(text: string, baseUnit: string): Variant[] {
  return text.split('|').map((part) => {
    const [label = '', multiplier = '', unit = baseUnit] = part.split(':');
    return { label, multiplier: Number(multiplier), unit };
  });
}

/**
 * Numbers the tree breadth first, so the nineteen top-level categories are ids 1–19 (CAT-0001…)
 * in the spec's order and every parent has a lower id than its children.
 */
export function flattenCategories(): CategoryNode[] {
  const out: CategoryNode[] = [];
  let queue: { spec: NodeSpec | LeafSpec; parent: CategoryNode | null; sort: number; topIndex: number }[] = CATEGORY_TREE.map((spec, i) => ({
    spec,
    parent: null,
    sort: i + 1,
    topIndex: i,
  }));
  while (queue.length > 0) {
    const next: typeof queue = [];
    for (const { spec, parent, sort, topIndex } of queue) {
      const id = out.length + 1;
      const row: CategoryNode = {
        id,
        categoryId: `CAT-${String(id).padStart(4, '0')}`,
        en: spec.en,
        bm: spec.bm,
        parentId: parent?.id ?? null,
        level: (parent?.level ?? 0) + 1,
        path: [...(parent?.path ?? []), id],
        sort,
        topIndex,
        leaf: isLeafSpec(spec) ? { ...spec, variantList: parseVariants(spec.variants, spec.unit) } : null,
      };
      out.push(row);
      if (!isLeafSpec(spec)) spec.children.forEach((child, i) => next.push({ spec: child, parent: row, sort: i + 1, topIndex }));
    }
    queue = next;
  }
  return out;
}
