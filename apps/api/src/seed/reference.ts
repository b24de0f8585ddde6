/**
 * Small fixed lists every scale seeds in full: seller tiers, countries, states, towns and the
 * sign-up interests. Ids are explicit because stores, states and the sign-up form refer to them.
 */

export interface TierDef {
  id: number;
  code: string;
  name: string;
  nameBm: string;
  description: string;
  descriptionBm: string;
  upperRightText: string | null;
  /** Share of stores in this tier; the rest have no tier. */
  share: number;
}

export const TIERS: readonly TierDef[] = [
  {
    id: 1,
    code: 'VIP_DIRECT',
    name: 'VIP DIRECT',
    nameBm: 'VIP DIRECT',
    description:
      'VIP DIRECT sellers are brand owners or their appointed distributors selling directly on Borong. Stock is verified, delivery is managed by Borong and orders get priority support. Other tiers: Preferred sellers shipped at least 95% of orders on time over the last six months, Verified sellers had their company registration (SSM) and business bank account checked by the Borong seller team, Standard sellers are registered sellers whose documents are still being reviewed.',
    descriptionBm:
      'Penjual VIP DIRECT ialah pemilik jenama atau pengedar yang dilantik yang menjual terus di Borong. Stok disahkan, penghantaran diurus oleh Borong dan pesanan mendapat sokongan keutamaan. Tahap lain: penjual Pilihan menghantar sekurang-kurangnya 95% pesanan tepat pada masanya sepanjang enam bulan lepas, penjual Disahkan telah disemak pendaftaran syarikat (SSM) dan akaun bank perniagaan oleh pasukan penjual Borong, penjual Standard ialah penjual berdaftar yang dokumennya masih dalam semakan.',
    upperRightText: 'VIP',
    share: 0.08,
  },
  {
    id: 2,
    code: 'PREFERRED',
    name: 'Preferred Seller',
    nameBm: 'Penjual Pilihan',
    description: 'Shipped at least 95% of orders on time, with few cancellations or disputes, over the last six months.',
    descriptionBm: 'Menghantar sekurang-kurangnya 95% pesanan tepat pada masanya, dengan sedikit pembatalan atau pertikaian, sepanjang enam bulan lepas.',
    upperRightText: null,
    share: 0.12,
  },
  {
    id: 3,
    code: 'VERIFIED',
    name: 'Verified Seller',
    nameBm: 'Penjual Disahkan',
    description: 'Company registration (SSM) and business bank account checked by the Borong seller team.',
    descriptionBm: 'Pendaftaran syarikat (SSM) dan akaun bank perniagaan telah disemak oleh pasukan penjual Borong.',
    upperRightText: null,
    share: 0.2,
  },
  {
    id: 4,
    code: 'STANDARD',
    name: 'Standard Seller',
    nameBm: 'Penjual Standard',
    description: 'Registered seller whose documents are still being reviewed. Buyer protection applies to every order.',
    descriptionBm: 'Penjual berdaftar yang dokumennya masih dalam semakan. Perlindungan pembeli terpakai untuk setiap pesanan.',
    upperRightText: null,
    share: 0.15,
  },
];

export const COUNTRIES = [
  { id: 1, code: 'MY', name: 'Malaysia', phoneCode: '+60' },
  { id: 2, code: 'SG', name: 'Singapore', phoneCode: '+65' },
  { id: 3, code: 'BN', name: 'Brunei Darussalam', phoneCode: '+673' },
  { id: 4, code: 'ID', name: 'Indonesia', phoneCode: '+62' },
  { id: 5, code: 'TH', name: 'Thailand', phoneCode: '+66' },
  { id: 6, code: 'PH', name: 'Philippines', phoneCode: '+63' },
] as const;

export interface StateDef {
  id: number;
  code: string;
  name: string;
  federalTerritory: boolean;
  /** How an address names the state when the full name is long ("Penang", "Kuala Lumpur"). */
  short: string;
  /** Where a seller in this state says it delivers, in English and Malay. */
  area: string;
  areaBm: string;
}

export const STATES: readonly StateDef[] = [
  { id: 1, code: 'JHR', name: 'Johor', short: 'Johor', federalTerritory: false, area: 'Johor Bahru, Iskandar Puteri and the rest of Johor', areaBm: 'Johor Bahru, Iskandar Puteri dan seluruh Johor' },
  { id: 2, code: 'KDH', name: 'Kedah', short: 'Kedah', federalTerritory: false, area: 'Kedah, Perlis and Penang mainland', areaBm: 'Kedah, Perlis dan Seberang Perai' },
  { id: 3, code: 'KTN', name: 'Kelantan', short: 'Kelantan', federalTerritory: false, area: 'Kelantan and northern Terengganu', areaBm: 'Kelantan dan utara Terengganu' },
  { id: 4, code: 'MLK', name: 'Melaka', short: 'Melaka', federalTerritory: false, area: 'Melaka and Negeri Sembilan', areaBm: 'Melaka dan Negeri Sembilan' },
  { id: 5, code: 'NSN', name: 'Negeri Sembilan', short: 'Negeri Sembilan', federalTerritory: false, area: 'Negeri Sembilan, Melaka and southern Selangor', areaBm: 'Negeri Sembilan, Melaka dan selatan Selangor' },
  { id: 6, code: 'PHG', name: 'Pahang', short: 'Pahang', federalTerritory: false, area: 'Kuantan, Temerloh and the East Coast', areaBm: 'Kuantan, Temerloh dan Pantai Timur' },
  { id: 7, code: 'PRK', name: 'Perak', short: 'Perak', federalTerritory: false, area: 'Ipoh, Taiping and the rest of Perak', areaBm: 'Ipoh, Taiping dan seluruh Perak' },
  { id: 8, code: 'PLS', name: 'Perlis', short: 'Perlis', federalTerritory: false, area: 'Perlis and northern Kedah', areaBm: 'Perlis dan utara Kedah' },
  { id: 9, code: 'PNG', name: 'Pulau Pinang', short: 'Penang', federalTerritory: false, area: 'Penang island, Seberang Perai and Kulim', areaBm: 'Pulau Pinang, Seberang Perai dan Kulim' },
  { id: 10, code: 'SBH', name: 'Sabah', short: 'Sabah', federalTerritory: false, area: 'Kota Kinabalu, Sandakan, Tawau and Labuan', areaBm: 'Kota Kinabalu, Sandakan, Tawau dan Labuan' },
  { id: 11, code: 'SWK', name: 'Sarawak', short: 'Sarawak', federalTerritory: false, area: 'Kuching, Sibu, Bintulu and Miri', areaBm: 'Kuching, Sibu, Bintulu dan Miri' },
  { id: 12, code: 'SGR', name: 'Selangor', short: 'Selangor', federalTerritory: false, area: 'the Klang Valley', areaBm: 'Lembah Klang' },
  { id: 13, code: 'TRG', name: 'Terengganu', short: 'Terengganu', federalTerritory: false, area: 'Terengganu and Kelantan', areaBm: 'Terengganu dan Kelantan' },
  { id: 14, code: 'KUL', name: 'Wilayah Persekutuan Kuala Lumpur', short: 'Kuala Lumpur', federalTerritory: true, area: 'the Klang Valley', areaBm: 'Lembah Klang' },
  { id: 15, code: 'LBN', name: 'Wilayah Persekutuan Labuan', short: 'Labuan', federalTerritory: true, area: 'Labuan and the west coast of Sabah', areaBm: 'Labuan dan pantai barat Sabah' },
  { id: 16, code: 'PJY', name: 'Wilayah Persekutuan Putrajaya', short: 'Putrajaya', federalTerritory: true, area: 'Putrajaya, Cyberjaya and the Klang Valley', areaBm: 'Putrajaya, Cyberjaya dan Lembah Klang' },
];

/**
 * Sources that do not deliver to a state. The MAIWP storefront only delivers within the
 * Wilayah Persekutuan, so every other state is unavailable to it.
 */
export function unavailableFor(state: StateDef): string[] {
  return state.federalTerritory ? [] : ['MAIWP'];
}

/** Towns stores sit in, weighted roughly by how much wholesale trade each sees. */
export const TOWNS: readonly { name: string; state: string; weight: number; short?: string }[] = [
  { name: 'Kuala Lumpur', state: 'KUL', weight: 10, short: 'KL' },
  { name: 'Kepong', state: 'KUL', weight: 4 },
  { name: 'Cheras', state: 'KUL', weight: 4 },
  { name: 'Setapak', state: 'KUL', weight: 2 },
  { name: 'Sentul', state: 'KUL', weight: 2 },
  { name: 'Shah Alam', state: 'SGR', weight: 6 },
  { name: 'Petaling Jaya', state: 'SGR', weight: 6, short: 'PJ' },
  { name: 'Klang', state: 'SGR', weight: 5 },
  { name: 'Selayang', state: 'SGR', weight: 3 },
  { name: 'Kajang', state: 'SGR', weight: 3 },
  { name: 'Puchong', state: 'SGR', weight: 3 },
  { name: 'Rawang', state: 'SGR', weight: 2 },
  { name: 'Seri Kembangan', state: 'SGR', weight: 2 },
  { name: 'Subang Jaya', state: 'SGR', weight: 3 },
  { name: 'Banting', state: 'SGR', weight: 1 },
  { name: 'Putrajaya', state: 'PJY', weight: 1 },
  { name: 'Labuan', state: 'LBN', weight: 1 },
  { name: 'Johor Bahru', state: 'JHR', weight: 6, short: 'JB' },
  { name: 'Skudai', state: 'JHR', weight: 2 },
  { name: 'Batu Pahat', state: 'JHR', weight: 2 },
  { name: 'Muar', state: 'JHR', weight: 2 },
  { name: 'Kluang', state: 'JHR', weight: 1 },
  { name: 'Segamat', state: 'JHR', weight: 1 },
  { name: 'Alor Setar', state: 'KDH', weight: 2 },
  { name: 'Sungai Petani', state: 'KDH', weight: 2 },
  { name: 'Kulim', state: 'KDH', weight: 1 },
  { name: 'Kota Bharu', state: 'KTN', weight: 2, short: 'KB' },
  { name: 'Pasir Mas', state: 'KTN', weight: 1 },
  { name: 'Melaka', state: 'MLK', weight: 3 },
  { name: 'Alor Gajah', state: 'MLK', weight: 1 },
  { name: 'Seremban', state: 'NSN', weight: 3 },
  { name: 'Nilai', state: 'NSN', weight: 1 },
  { name: 'Port Dickson', state: 'NSN', weight: 1 },
  { name: 'Kuantan', state: 'PHG', weight: 3 },
  { name: 'Temerloh', state: 'PHG', weight: 1 },
  { name: 'Bentong', state: 'PHG', weight: 1 },
  { name: 'Ipoh', state: 'PRK', weight: 4 },
  { name: 'Taiping', state: 'PRK', weight: 2 },
  { name: 'Teluk Intan', state: 'PRK', weight: 1 },
  { name: 'Sitiawan', state: 'PRK', weight: 1 },
  { name: 'Kangar', state: 'PLS', weight: 1 },
  { name: 'Arau', state: 'PLS', weight: 1 },
  { name: 'George Town', state: 'PNG', weight: 3 },
  { name: 'Butterworth', state: 'PNG', weight: 2 },
  { name: 'Bukit Mertajam', state: 'PNG', weight: 2 },
  { name: 'Bayan Lepas', state: 'PNG', weight: 1 },
  { name: 'Kota Kinabalu', state: 'SBH', weight: 3, short: 'KK' },
  { name: 'Sandakan', state: 'SBH', weight: 1 },
  { name: 'Tawau', state: 'SBH', weight: 1 },
  { name: 'Kuching', state: 'SWK', weight: 3 },
  { name: 'Miri', state: 'SWK', weight: 1 },
  { name: 'Sibu', state: 'SWK', weight: 1 },
  { name: 'Bintulu', state: 'SWK', weight: 1 },
  { name: 'Kuala Terengganu', state: 'TRG', weight: 2, short: 'KT' },
  { name: 'Kemaman', state: 'TRG', weight: 1 },
];

/** Spec §3 and §9: the sign-up interest options, ids 6–13 and 100. */
export const INTERESTS = [
  { id: 6, name: 'Everyday Supplies', nameBm: 'Bekalan Harian' },
  { id: 7, name: 'Food & Beverages', nameBm: 'Makanan & Minuman' },
  { id: 8, name: 'Office Supplies', nameBm: 'Bekalan Pejabat' },
  { id: 9, name: 'Events', nameBm: 'Acara' },
  { id: 10, name: 'Health & Beauty', nameBm: 'Kesihatan & Kecantikan' },
  { id: 11, name: 'Hospitality', nameBm: 'Hospitaliti' },
  { id: 12, name: 'Baby/Kids Products', nameBm: 'Produk Bayi/Kanak-kanak' },
  { id: 13, name: 'Home & Living', nameBm: 'Rumah & Kediaman' },
  { id: 100, name: 'Others', nameBm: 'Lain-lain' },
] as const;
