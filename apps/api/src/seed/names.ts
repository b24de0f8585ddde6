import type { Rng } from './random';

/**
 * Name parts for stores and brands, drawn from how Malaysian businesses are actually named:
 * Malay trading companies ("Syarikat Perniagaan …"), Chinese family shops ("Teck Hin
 * Hardware"), Indian family firms ("Muthu & Sons"), and town-based wholesalers.
 */

const MALAY_MEN = [
  'Mohd Hafiz', 'Ahmad Faizal', 'Azman', 'Rosli', 'Zulkifli', 'Kamarul', 'Ismail', 'Abdul Rahim', 'Azlan', 'Shahrul',
  'Khairul Anuar', 'Roslan', 'Fadzil', 'Mazlan', 'Suhaimi', 'Amirul', 'Syafiq', 'Farhan', 'Hakim', 'Mustafa',
  'Jamaluddin', 'Rashid', 'Yusof', 'Halim', 'Nordin', 'Kassim', 'Saiful',
];
const MALAY_WOMEN = ['Siti Aminah', 'Nurul Huda', 'Hafizah', 'Faridah', 'Salmah', 'Norazlina', 'Haslinda', 'Zainab', 'Noraini', 'Aisyah', 'Izzati', 'Hasnah', 'Ramlah'];
const MALAY_PERSONS = [...MALAY_MEN, ...MALAY_WOMEN];
const CHINESE_NICKNAMES = ['Ah Seng', 'Ah Huat', 'Ah Kow', 'Ah Chong', 'Ah Meng', 'Ah Keat', 'Ah Lek', 'Ah Boon', 'Ah Fook', 'Ah Hock', 'Ah Soon', 'Ah Wah', 'Ah Loy', 'Ah Kiat'];
const CHINESE_SYLLABLES = [
  'Teck', 'Hin', 'Seng', 'Huat', 'Hock', 'Guan', 'Soon', 'Chuan', 'Kee', 'Lee', 'Heng', 'Fatt', 'Fook', 'Kong',
  'Leong', 'Wah', 'Sin', 'Tai', 'Kim', 'Yik', 'Joo', 'Choon', 'Aik', 'Thye', 'Hong', 'Loong', 'Meng', 'Keat', 'Onn',
  'Chye', 'Lian', 'Bee', 'Cheong', 'Foong', 'Yong', 'Weng', 'Shing', 'Chee', 'Yuen', 'Kwong',
];
const CHINESE_SURNAMES = ['Lim', 'Tan', 'Wong', 'Lee', 'Ng', 'Chong', 'Ong', 'Goh', 'Teh', 'Yap', 'Chan', 'Liew', 'Foo', 'Koh', 'Low', 'Khoo', 'Ooi', 'Loh', 'Chin', 'Sim'];
const INDIAN_NAMES = [
  'Muthu', 'Raju', 'Ramasamy', 'Krishnan', 'Subramaniam', 'Ganesan', 'Selvam', 'Kumar', 'Arumugam', 'Maniam',
  'Rajendran', 'Sivakumar', 'Letchumanan', 'Palaniappan', 'Nadarajah', 'Suppiah', 'Govindasamy', 'Velu',
];
const SRI_NAMES = ['Murugan', 'Ganesh', 'Lakshmi', 'Saraswathy', 'Mariamman', 'Venkateswara', 'Vinayaga'];
const MALAY_WORDS = [
  'Mutiara', 'Sinar', 'Cahaya', 'Bintang', 'Permata', 'Seri', 'Mega', 'Jaya', 'Maju', 'Bestari', 'Setia', 'Harmoni',
  'Murni', 'Suria', 'Delima', 'Nilam', 'Kencana', 'Teguh', 'Bakti', 'Makmur', 'Gemilang', 'Wawasan', 'Sentosa',
  'Damai', 'Intan', 'Fajar', 'Warisan', 'Indah', 'Megah', 'Bayu', 'Pelangi', 'Mesra', 'Sejahtera', 'Usaha', 'Restu',
];
const MALAY_SECOND = ['Maju', 'Jaya', 'Makmur', 'Sentosa', 'Gemilang', 'Bersatu', 'Murni', 'Sejati', 'Emas', 'Timur', 'Utara', 'Selatan', 'Baru', 'Abadi'];
const SUFFIXES = ['Sdn Bhd', 'Enterprise', 'Trading', 'Wholesale', 'Supplies', 'Borong', 'Marketing', 'Distributor', 'Sdn Bhd', 'Enterprise', 'Trading', '(M) Sdn Bhd'];

export interface StoreNameInput {
  town: string;
  townShort: string | undefined;
  trade: string;
  /** Food & Beverage and Home & Living stores can be provision shops and market wholesalers. */
  provision: boolean;
}

/** One candidate store name; the caller makes it unique. */
function twoWords(rng: Rng, firsts: readonly string[], seconds: readonly string[]): string {
  const first = rng.pick(firsts);
  let second = rng.pick(seconds);
  while (second === first) second = rng.pick(seconds);
  return `${first} ${second}`;
}

/** Two different syllables: "Teck Hin", never "Hin Hin". */
function syllablePair(rng: Rng): string {
  const first = rng.pick(CHINESE_SYLLABLES);
  let second = rng.pick(CHINESE_SYLLABLES);
  while (second === first) second = rng.pick(CHINESE_SYLLABLES);
  return `${first} ${second}`;
}

/** A word as one of its kind: "Supplies" and "Supply" are one word, "Goods" and "Good" too. */
export function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  return /[^s]s$/.test(lower) ? lower.slice(0, -1) : lower;
}

/**
 * A name that says a word once where a pattern put it twice in a row: a trade ending in the
 * word a pattern adds ("Food Supply" + "Supplies", "Rice Trading" + "Trading") keeps the first.
 */
function sayOnce(name: string): string {
  const words = name.split(' ');
  return words.filter((word, i) => i === 0 || singularWord(word) !== singularWord(words[i - 1] ?? '')).join(' ');
}

export function storeName(rng: Rng, input: StoreNameInput): string {
  return sayOnce(drawStoreName(rng, input));
}

function drawStoreName(rng: Rng, input: StoreNameInput): string {
  const suffix = () => rng.pick(SUFFIXES);
  const optionalSuffix = () => (rng.chance(0.5) ? ` ${suffix()}` : '');
  const town = input.townShort && rng.chance(0.6) ? input.townShort : input.town;
  const patterns: (() => string)[] = [
    () => `Syarikat Perniagaan ${rng.pick(MALAY_PERSONS)}`,
    () => `${rng.pick(MALAY_PERSONS)} & Anak-Anak ${rng.pick(['Trading', 'Enterprise', 'Sdn Bhd'])}`,
    () => `${town} ${input.trade} ${rng.pick(['Supply', 'Supplies', 'Centre', 'Wholesale', 'Sdn Bhd', 'Trading'])}`,
    () => `${syllablePair(rng)} ${input.trade}${optionalSuffix()}`,
    () =>
      rng.chance(0.4)
        ? `${rng.pick(MALAY_WORDS)} Borong ${rng.pick(['Enterprise', 'Trading', 'Sdn Bhd', 'Supplies'])}`
        : `${twoWords(rng, MALAY_WORDS, MALAY_SECOND)} ${suffix()}`,
    () => `${rng.pick(INDIAN_NAMES)} & Sons ${rng.pick(['Trading', 'Enterprise', 'Sdn Bhd', input.trade])}`,
    () => `${twoWords(rng, MALAY_WORDS, MALAY_SECOND)} ${input.trade} ${suffix()}`,
    () => `${rng.pick(CHINESE_SURNAMES)} Brothers ${input.trade}${optionalSuffix()}`,
    () => {
      if (rng.chance(0.5)) return `Sri ${rng.pick(SRI_NAMES)} ${input.trade} ${suffix()}`;
      return rng.chance(0.7) ? `Pemborong ${rng.pick(['Haji', 'Tuan Haji', 'Pak'])} ${rng.pick(MALAY_MEN)}` : `Pemborong ${rng.pick(['Hajah', 'Puan Hajah', 'Mak'])} ${rng.pick(MALAY_WOMEN)}`;
    },
    () => `${syllablePair(rng)} ${rng.pick(['Trading', 'Enterprise', 'Sdn Bhd', 'Marketing', '(M) Sdn Bhd'])}`,
    () => `Syarikat ${syllablePair(rng)} ${input.trade}${optionalSuffix()}`,
  ];
  if (input.provision) {
    patterns.push(
      () => `Kedai Runcit ${rng.pick(CHINESE_NICKNAMES)}${rng.chance(0.5) ? ' Sdn Bhd' : ''}`,
      () => `Pasar Borong ${input.town} ${rng.pick(['Trading', 'Enterprise', 'Supplies', 'Sdn Bhd'])}`,
    );
  }
  return rng.pick(patterns)();
}

// Brand parts. Combinations are checked against BLOCKED so no famous trademark comes out.
const NOUNS = [
  'Kapal', 'Ayam', 'Gajah', 'Rambutan', 'Bunga Raya', 'Harimau', 'Kancil', 'Helang', 'Rusa', 'Kerbau', 'Bulan',
  'Matahari', 'Pelangi', 'Kelapa', 'Durian', 'Mangga', 'Nangka', 'Pisang', 'Padi', 'Teratai', 'Melur', 'Mawar',
  'Orkid', 'Kenari', 'Merpati', 'Rajawali', 'Kijang', 'Kuda', 'Singa', 'Naga', 'Payung', 'Kunci', 'Tangga',
  'Jambatan', 'Perahu', 'Wau', 'Gasing', 'Rebana', 'Mahkota', 'Pelita', 'Menara', 'Gunung', 'Sungai', 'Pulau',
  'Ombak', 'Embun', 'Awan', 'Kasturi', 'Pandan', 'Serai', 'Lada', 'Halia', 'Kunyit', 'Belimbing', 'Manggis',
  'Cempedak', 'Salak', 'Jambu', 'Limau', 'Betik', 'Tebu', 'Sagu', 'Rotan', 'Buluh', 'Cendana', 'Meranti',
  'Puteri', 'Pahlawan', 'Laksamana', 'Nelayan', 'Petani', 'Tukang', 'Serindit', 'Enggang', 'Penyu', 'Tapir',
  'Kerang', 'Sotong', 'Ikan Kembung', 'Kipas Angin', 'Tempayan', 'Labu', 'Keris', 'Songket', 'Tanjung', 'Teluk',
];
const ADJECTIVES = [
  'Emas', 'Perak', 'Merah', 'Putih', 'Hijau', 'Biru', 'Jaya', 'Maju', 'Sakti', 'Mas', 'Indah', 'Sejati', 'Murni',
  'Segar', 'Wangi', 'Manis', 'Asli', 'Baru', 'Diraja', 'Gemilang', 'Mulia', 'Bahagia', 'Setia', 'Perkasa', 'Ceria',
  'Lestari', 'Harum', 'Sihat', 'Kencana', 'Nilam',
];
const NUMBER_WORDS = ['Dua', 'Tiga', 'Empat', 'Lima', 'Tujuh', 'Sembilan', 'Seribu'];
const DIGITS = ['3', '5', '7', '8', '88', '99', '123', '1st', '2', '4', '555', '9', '101', '168', '333', '786'];
const EN_PREFIXES = [
  'Mega', 'Prima', 'Super', 'Ultra', 'Royal', 'Golden', 'Happy', 'Lucky', 'Fresh', 'Pure', 'Smart', 'Eco', 'Green',
  'Blue', 'Sun', 'Star', 'Sky', 'Ocean', 'Tropical', 'Nature', 'Vita', 'Nutri', 'Premier', 'Grand', 'Classic',
  'Alpha', 'Bright', 'Clear', 'Soft', 'Prime', 'True', 'Noble', 'Urban', 'Family', 'Harvest', 'Sunny', 'Crystal',
  'Silver', 'Metro', 'Orient', 'Evergreen', 'Summit', 'Coral', 'Jade', 'Amber', 'Maple', 'Rainbow', 'Unity',
];
const EN_SUFFIXES = [
  'Prima', 'Fresh', 'Pro', 'Plus', 'Max', 'Mart', 'Care', 'Home', 'Life', 'Living', 'Choice', 'Gold', 'Star', 'Best',
  'Kitchen', 'Style', 'Tech', 'Power', 'Zone', 'Wave', 'Leaf', 'Bloom', 'Craft', 'Works', 'Line', 'Point', 'Land',
  'Field', 'Way', 'Nest', 'Mate', 'Joy', 'Glow', 'Link',
];
const ROOTS = [
  'Suria', 'Seri', 'Intan', 'Mutiara', 'Bayu', 'Embun', 'Pelangi', 'Delima', 'Kasih', 'Budi', 'Nusa', 'Jaya', 'Tani',
  'Desa', 'Laut', 'Rimba', 'Sutera', 'Wira', 'Mesra', 'Ria', 'Nur', 'Cahaya', 'Sinar', 'Ikhlas', 'Fitri', 'Tiara',
  'Dahlia', 'Anggun', 'Bumi', 'Tanah', 'Alam', 'Kirana',
];
const HONORIFICS = ['Nyonya', 'Mak', 'Pak', 'Tok', 'Opah', 'Atok', 'Mak Cik', 'Pak Cik', 'Uncle', 'Aunty', 'Cik', 'Mami'];
const SHORT_NAMES = [
  'Jah', 'Mat', 'Wan', 'Kim', 'Lim', 'Devi', 'Siti', 'Ali', 'Leong', 'Timah', 'Som', 'Yah', 'Bee', 'Chin', 'Raju',
  'Esah', 'Minah', 'Senah', 'Mah', 'Lan', 'Teh', 'Ros', 'Kiah', 'Ani', 'Mei', 'Lakshmi',
];
const GENERIC_WORDS = ['Premium', 'Original', 'Asli', 'Select', 'Classic', 'Plus', 'Gold', 'Express', 'Global', 'Marketing', 'Industries', 'International', 'Nusantara', 'Heritage'];
const AT_WORDS = ['@Home', '@Work', '@Dapur', '@Kampung', '@Pejabat', '@Kedai'];

const BLOCKED = new Set(['cap ayam', 'kapal api', 'cap kaki tiga', 'ayam brand', 'cap kipas udang', 'kipas udang', 'cap bintang', 'royal umbrella', 'golden churn']);

export function isBlockedBrand(name: string): boolean {
  const lower = name.toLowerCase();
  for (const blocked of BLOCKED) if (lower.includes(blocked)) return true;
  return false;
}

/** One candidate brand base name; the caller adds qualifiers and makes it unique. */
export function brandBase(rng: Rng): string {
  const pattern = rng.int(100);
  if (pattern < 6) return `Cap ${rng.pick(NOUNS)}`;
  if (pattern < 22) return `${rng.pick(NOUNS)} ${rng.pick(ADJECTIVES)}`;
  if (pattern < 28) return `${rng.pick(NUMBER_WORDS)} ${rng.pick(NOUNS)}`;
  // Names starting with a digit or a symbol land under the brand directory's '#' link.
  if (pattern < 31) return `${rng.pick(DIGITS)} ${rng.chance(0.5) ? rng.pick(NOUNS) : rng.pick(EN_SUFFIXES)}`;
  if (pattern < 32) return `${rng.pick(AT_WORDS)} ${rng.pick(EN_SUFFIXES)}`;
  if (pattern < 48) return twoWords(rng, EN_PREFIXES, EN_SUFFIXES);
  if (pattern < 60) return `${rng.pick(ROOTS)}${rng.pick(EN_SUFFIXES)}`;
  if (pattern < 67) return `${rng.pick(HONORIFICS)} ${rng.pick(SHORT_NAMES)}`;
  if (pattern < 77) return syllablePair(rng);
  if (pattern < 88) return `${rng.pick(EN_PREFIXES)} ${rng.pick(NOUNS)}`;
  return `${rng.pick(NOUNS)} ${rng.pick(EN_SUFFIXES)}`;
}

/** Adds a trade or generic word, used for variety and to resolve clashes. */
export function brandQualifier(rng: Rng, words: readonly string[]): string {
  return rng.chance(0.7) ? rng.pick(words) : rng.pick(GENERIC_WORDS);
}

/** Spec: upper-case first letter, or '#' for names that start with a digit or a symbol. */
export function brandInitial(name: string): string {
  const first = name.charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}

/** Words that say what kind of business a store is, not which one: an avatar's letters skip them. */
const GENERIC_STORE_WORDS = new Set(['syarikat', 'perniagaan', 'kedai', 'runcit', 'pemborong', 'pasar', 'borong', 'haji', 'hajah', 'tuan', 'puan', 'pak', 'mak', 'sri', 'sdn', 'bhd', 'm', 'sons', 'brothers', 'anak-anak']);

/** Up to two letters naming a store on its avatar: "Teck Hin Hardware" TH, "Kedai Runcit Ah Lek" AL. */
export function storeInitials(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z\s-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !GENERIC_STORE_WORDS.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}
