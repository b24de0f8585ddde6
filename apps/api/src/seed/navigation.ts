/**
 * Page-management menus (spec §2 header sub-menu groups and footer groups). Entries with a null
 * url are the footer's "no link yet" items; a null name_bm exercises the fallback to English.
 */

export interface MenuEntryDef {
  name: string;
  nameBm: string | null;
  url: string | null;
  openInNewTab?: boolean;
  status?: 'active' | 'inactive';
}

export interface MenuGroupDef {
  type: 'header' | 'footer';
  name: string;
  nameBm: string | null;
  status: 'active' | 'inactive';
  entries: readonly MenuEntryDef[];
}

export const MENU_GROUPS: readonly MenuGroupDef[] = [
  {
    type: 'header',
    name: 'PROMOTIONS',
    nameBm: 'PROMOSI',
    status: 'active',
    entries: [
      { name: 'Monthly catalogue', nameBm: 'Katalog bulanan', url: '/monthly-catalogue' },
      { name: 'In-store promotion', nameBm: 'Promosi dalam kedai', url: '/in-store-promotion' },
      { name: 'Special promotion', nameBm: 'Promosi istimewa', url: '/special-promotion' },
      { name: 'Press advertisements', nameBm: 'Iklan akhbar', url: '/press-ad' },
    ],
  },
  {
    type: 'header',
    name: 'CAMPAIGN',
    nameBm: 'KEMPEN',
    status: 'active',
    entries: [
      { name: 'On-going campaign', nameBm: 'Kempen semasa', url: '/on-going-campaign' },
      { name: 'E-wallet', nameBm: null, url: '/e-wallet' },
      { name: 'Cashback', nameBm: 'Pulangan tunai', url: '/cashback' },
      { name: 'Merdeka campaign 2024', nameBm: 'Kempen Merdeka 2024', url: '/on-going-campaign', status: 'inactive' },
    ],
  },
  {
    type: 'header',
    name: 'LOYALTY PROGRAM',
    nameBm: 'PROGRAM KESETIAAN',
    status: 'active',
    entries: [
      { name: 'Meriah loyalty program', nameBm: 'Program kesetiaan Meriah', url: '/meriah-loyalty-program' },
      { name: 'Loyalty program FAQ', nameBm: 'Soalan lazim program kesetiaan', url: '/meriah-loyalty-program-faq' },
    ],
  },
  {
    type: 'footer',
    name: 'Customer care',
    nameBm: 'Khidmat pelanggan',
    status: 'active',
    entries: [
      { name: 'Frequently asked questions', nameBm: 'Soalan lazim', url: '/frequently-asked-questions', openInNewTab: true },
      { name: 'Contact us', nameBm: 'Hubungi kami', url: '/contact-us', openInNewTab: true },
      { name: 'Feedback', nameBm: 'Maklum balas', url: '/feedback' },
      { name: 'Return & refund policy', nameBm: 'Polisi pemulangan & bayaran balik', url: '/return-refund-policy' },
    ],
  },
  {
    type: 'footer',
    name: 'About Borong',
    nameBm: 'Tentang Borong',
    status: 'active',
    entries: [
      { name: 'About us', nameBm: 'Tentang kami', url: '/about-us' },
      { name: 'Careers', nameBm: 'Kerjaya', url: '/careers' },
      { name: 'Corporate social responsibility', nameBm: 'Tanggungjawab sosial korporat', url: '/corporate-social-responsibility' },
      { name: 'News & articles', nameBm: 'Berita & artikel', url: '/news-and-articles' },
      { name: 'Store location', nameBm: 'Lokasi kedai', url: null },
      { name: 'Operation hour', nameBm: 'Waktu operasi', url: null },
      { name: 'Organizational structure', nameBm: 'Struktur organisasi', url: null },
      { name: 'Corporate gallery', nameBm: 'Galeri korporat', url: null },
    ],
  },
  {
    type: 'footer',
    name: 'Business',
    nameBm: 'Perniagaan',
    status: 'active',
    entries: [
      { name: 'Corporate purchase', nameBm: 'Pembelian korporat', url: '/corporate-purchase' },
      { name: 'Voucher purchase', nameBm: 'Pembelian baucar', url: '/voucher-purchase' },
      { name: 'Collaboration & advertising', nameBm: 'Kolaborasi & pengiklanan', url: '/collaboration-and-advertising' },
      { name: 'Mall & tenants enquiry', nameBm: 'Pertanyaan pusat beli-belah & penyewa', url: '/mall-and-tenants-enquiry' },
    ],
  },
  {
    type: 'footer',
    name: 'Legal',
    nameBm: 'Perundangan',
    status: 'active',
    entries: [
      { name: 'Terms & conditions', nameBm: 'Terma & syarat', url: '/terms-and-conditions' },
      { name: 'Privacy policy', nameBm: 'Dasar privasi', url: '/privacy-policy' },
      { name: 'PDPA', nameBm: null, url: '/pdpa' },
      // The return and refund policy is listed once, under Customer care (issue 14: it was in both).
    ],
  },
  {
    type: 'footer',
    name: 'Seasonal campaigns',
    nameBm: 'Kempen bermusim',
    status: 'inactive',
    entries: [{ name: 'Chinese New Year deals', nameBm: 'Tawaran Tahun Baru Cina', url: '/special-promotion' }],
  },
];
