/**
 * Generated artwork for the demo catalogue: logos, product shots, category tiles and banners,
 * drawn from nothing but the image's name so the route needs no database and every reload of
 * a page shows the same picture. Pure functions; the output is small, self-contained SVG
 * (no scripts, no external references) that is safe to cache forever.
 */

export const MEDIA_KINDS = ['logo', 'product', 'category', 'banner'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** File names the route accepts; anything else is a 404 before any drawing happens. */
export const MEDIA_NAME_PATTERN = /^[a-z0-9-]{1,80}\.svg$/;

export function isMediaKind(value: string): value is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(value);
}

// Saturated tones for shapes and their light tints for backgrounds, chosen to sit well together.
const TONES = ['#0f766e', '#4338ca', '#e11d48', '#d97706', '#15803d', '#7e22ce', '#1d4ed8', '#be185d', '#4d7c0f', '#334155', '#ea580c', '#0e7490'];
const TINTS = ['#ccfbf1', '#e0e7ff', '#ffe4e6', '#fef3c7', '#dcfce7', '#f3e8ff', '#dbeafe', '#fce7f3', '#ecfccb', '#e2e8f0', '#ffedd5', '#cffafe'];
const SHADES = ['#115e59', '#3730a3', '#9f1239', '#b45309', '#166534', '#6b21a8', '#1e40af', '#9d174d', '#3f6212', '#1e293b', '#c2410c', '#155e75'];
const FONT = 'Arial, Helvetica, sans-serif';

/**
 * FNV-1a with a final avalanche, so a name always maps to the same colours and shapes and
 * names differing only in their last digit still land on different colours (plain FNV's low
 * bits barely move, and colours are picked with a small modulus).
 */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function at(list: readonly string[], n: number): string {
  return list[n % list.length] ?? '#334155';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

const BRAND_MARKS: readonly ((tint: string) => string)[] = [
  (tint) => `<circle cx="64" cy="80" r="32" fill="#fff"/><circle cx="96" cy="80" r="32" fill="${tint}" opacity=".85"/>`,
  (tint) => `<path d="M80 34l46 46-46 46-46-46z" fill="#fff"/><path d="M80 58l22 22-22 22-22-22z" fill="${tint}"/>`,
  (tint) => `<path d="M28 118l34-52 22 32 14-20 34 40z" fill="#fff"/><circle cx="112" cy="50" r="12" fill="${tint}"/>`,
  (tint) => `<circle cx="80" cy="80" r="44" fill="none" stroke="#fff" stroke-width="14"/><circle cx="80" cy="80" r="14" fill="${tint}"/>`,
  (tint) => `<path d="M40 118C40 66 70 38 122 38c0 52-28 80-82 80z" fill="#fff"/><path d="M46 112l56-56" stroke="${tint}" stroke-width="6" stroke-linecap="round"/>`,
  (tint) => `<rect x="38" y="38" width="38" height="38" rx="8" fill="#fff"/><rect x="84" y="38" width="38" height="38" rx="19" fill="${tint}"/><rect x="38" y="84" width="38" height="38" rx="19" fill="${tint}"/><rect x="84" y="84" width="38" height="38" rx="8" fill="#fff"/>`,
];

function logo(key: string): string {
  const h = hash(key);
  const tone = at(TONES, h);
  const tint = at(TINTS, h >>> 5);
  let mark: string;
  if (key === 'borong') {
    mark = `<text x="80" y="110" font-family="${FONT}" font-size="88" font-weight="700" fill="#fff" text-anchor="middle">B</text>`;
  } else if (/^store-\d+-[a-z]{1,2}$/.test(key)) {
    // The store's initials (`store-12-th`: "TH") on a tile of its own colour and shape, so a page of stores is not a page of one icon.
    const initials = key.slice(key.lastIndexOf('-') + 1).toUpperCase();
    const tile = [`<rect width="160" height="160" rx="32" fill="${tone}"/>`, `<circle cx="80" cy="80" r="80" fill="${tone}"/>`, `<rect width="160" height="160" rx="32" fill="${tone}"/><path d="M0 118h160v10a32 32 0 0 1-32 32H32a32 32 0 0 1-32-32z" fill="${tint}" opacity=".45"/>`][(h >>> 11) % 3];
    const text = `<text x="80" y="${initials.length > 1 ? 101 : 106}" font-family="${FONT}" font-size="${initials.length > 1 ? 60 : 76}" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>`;
    return svg(160, 160, 'Logo', `${tile ?? ''}${text}`);
  } else if (key.startsWith('store-')) {
    // A shop front: striped awning, window and door, so store logos read as shops at a glance.
    const stripes = [0, 1, 2, 3, 4, 5].map((i) => `<path d="M${26 + i * 18} 40h18v24a9 9 0 0 1-18 0z" fill="${i % 2 === 0 ? tint : '#fff'}"/>`).join('');
    mark = `${stripes}<path d="M36 64h88v56a6 6 0 0 1-6 6H42a6 6 0 0 1-6-6z" fill="#fff"/><rect x="46" y="76" width="30" height="24" rx="3" fill="${tint}"/><rect x="86" y="80" width="26" height="46" rx="3" fill="${tone}"/>`;
  } else {
    mark = (BRAND_MARKS[(h >>> 9) % BRAND_MARKS.length] ?? BRAND_MARKS[0] ?? (() => ''))(tint);
  }
  return svg(160, 160, 'Logo', `<rect width="160" height="160" rx="32" fill="${tone}"/>${mark}`);
}

/** What a product picture shows: its pack (sack, bottle, carton, pouch, tin) or the thing itself. */
export const PRODUCT_ARTS = ['sack', 'bottle', 'carton', 'pouch', 'tin', 'book', 'garment', 'bag', 'gadget', 'boxed'] as const;
export type ProductArt = (typeof PRODUCT_ARTS)[number];

type Colours = { tone: string; shade: string; tint: string };

// Each drawn on a 480 × 480 canvas, standing on a shadow at y ≈ 396.
const PRODUCT_DRAWINGS: Record<ProductArt, (c: Colours) => string> = {
  sack: ({ tone, shade }) => `<path d="M150 150q90-24 180 0l26 214q-116 30-232 0z" fill="${tone}"/><path d="M172 152l18-46h100l18 46q-68-16-136 0z" fill="${shade}"/><path d="M196 110h88" stroke="#e7c98f" stroke-width="10" stroke-linecap="round"/><rect x="184" y="214" width="112" height="92" rx="10" fill="#fff" opacity=".92"/><path d="M202 244h76M202 268h52" stroke="${tone}" stroke-width="8" stroke-linecap="round"/>`,
  bottle: ({ tone, shade }) => `<rect x="214" y="92" width="52" height="30" rx="6" fill="${shade}"/><path d="M222 122h36v34l28 26v182a16 16 0 0 1-16 16h-60a16 16 0 0 1-16-16V182l28-26z" fill="${tone}"/><rect x="194" y="236" width="92" height="84" rx="6" fill="#fff" opacity=".92"/><path d="M208 262h64M208 282h44" stroke="${tone}" stroke-width="7" stroke-linecap="round"/>`,
  carton: ({ tone, shade, tint }) => `<path d="M240 110l120 60-120 60-120-60z" fill="${tint}" stroke="${shade}" stroke-width="3"/><path d="M120 170l120 60v140l-120-60z" fill="${tone}"/><path d="M360 170l-120 60v140l120-60z" fill="${shade}"/><path d="M180 140l120 60v50" fill="none" stroke="#e7c98f" stroke-width="16"/><path d="M145 232l70 35v48l-70-35z" fill="#fff" opacity=".9"/><path d="M155 252l50 25M155 268l36 18" stroke="${tone}" stroke-width="5"/>`,
  pouch: ({ tone, shade, tint }) => `<path d="M150 130h180l22 236q-112 30-224 0z" fill="${tone}"/><path d="M150 158h180" stroke="${shade}" stroke-width="8"/><rect x="190" y="210" width="100" height="100" rx="50" fill="#fff" opacity=".9"/><circle cx="240" cy="260" r="28" fill="${tint}"/>`,
  tin: ({ tone, shade }) => `<rect x="150" y="140" width="180" height="220" fill="${tone}"/><ellipse cx="240" cy="360" rx="90" ry="24" fill="${tone}"/><ellipse cx="240" cy="140" rx="90" ry="24" fill="${shade}"/><rect x="150" y="206" width="180" height="86" fill="#fff" opacity=".9"/><path d="M186 240h108M186 262h70" stroke="${tone}" stroke-width="8" stroke-linecap="round"/>`,
  book: ({ tone, shade }) => `<rect x="150" y="96" width="190" height="270" rx="8" fill="#fff"/><rect x="140" y="90" width="190" height="270" rx="8" fill="${tone}"/><rect x="140" y="90" width="26" height="270" fill="${shade}"/><rect x="190" y="140" width="110" height="16" rx="8" fill="#fff"/><rect x="190" y="170" width="76" height="12" rx="6" fill="#fff" opacity=".8"/><circle cx="246" cy="266" r="40" fill="#fff" opacity=".25"/>`,
  garment: ({ tone, shade }) => `<path d="M196 106l-84 42 28 66 34-16v178h132V198l34 16 28-66-84-42q-44 38-88 0z" fill="${tone}"/><path d="M196 106q44 38 88 0" fill="none" stroke="${shade}" stroke-width="10"/><path d="M174 198v178M306 198v178" stroke="${shade}" stroke-width="4" opacity=".5"/>`,
  bag: ({ tone, shade }) => `<path d="M186 184v-34a54 54 0 0 1 108 0v34" fill="none" stroke="${shade}" stroke-width="16"/><rect x="136" y="176" width="208" height="190" rx="20" fill="${tone}"/><path d="M136 226h208" stroke="${shade}" stroke-width="8"/><rect x="222" y="214" width="36" height="28" rx="6" fill="#e7c98f"/>`,
  gadget: ({ tone, shade, tint }) => `<rect x="130" y="104" width="220" height="270" rx="14" fill="${tone}"/><rect x="130" y="104" width="220" height="36" rx="14" fill="${shade}"/><rect x="186" y="166" width="108" height="170" rx="18" fill="#1f2937"/><rect x="196" y="180" width="88" height="130" rx="8" fill="${tint}"/><circle cx="240" cy="324" r="6" fill="#fff"/>`,
  boxed: ({ tone, shade, tint }) => `<path d="M134 120h212l14 16v230H120V136z" fill="${tone}"/><path d="M120 136h240" stroke="${shade}" stroke-width="10"/><rect x="170" y="176" width="140" height="120" rx="60" fill="${tint}"/><rect x="160" y="320" width="160" height="14" rx="7" fill="#fff" opacity=".85"/>`,
};

function isProductArt(value: string): value is ProductArt {
  return (PRODUCT_ARTS as readonly string[]).includes(value);
}

/**
 * `sack-123` is product 123 drawn as a sack; `sack-123-2` its second photo (same product
 * colours, another backdrop). A name without a drawing (`123`, `123-2`) gets one of the
 * packages from its number.
 */
function product(key: string): string {
  const [, named = '', id = key, view = '0'] = /^(?:([a-z]+)-)?(\d+)(?:-(\d+))?$/.exec(key) ?? [];
  const h = hash(id);
  const colours = { tone: at(TONES, h), shade: at(SHADES, h), tint: at(TINTS, h + Number(view) * 5) };
  const art: ProductArt = isProductArt(named) ? named : (['carton', 'bottle', 'pouch'] as const)[(h >>> 7) % 3] ?? 'carton';
  return svg(480, 480, 'Product image', `<rect width="480" height="480" fill="${colours.tint}"/><ellipse cx="240" cy="396" rx="150" ry="22" fill="#000" opacity=".08"/>${PRODUCT_DRAWINGS[art](colours)}`);
}

const GLYPHS: readonly string[] = [
  '<path d="M50 70h60l-8 40H58z" fill="#fff"/><path d="M62 70l18-24 18 24" fill="none" stroke="#fff" stroke-width="6"/>',
  '<path d="M52 108c0-36 20-56 56-56 0 36-20 56-56 56z" fill="#fff"/>',
  '<path d="M80 44l10 24 26 2-20 17 6 25-22-14-22 14 6-25-20-17 26-2z" fill="#fff"/>',
  '<rect x="52" y="52" width="24" height="24" rx="4" fill="#fff"/><rect x="84" y="52" width="24" height="24" rx="4" fill="#fff"/><rect x="52" y="84" width="24" height="24" rx="4" fill="#fff"/><rect x="84" y="84" width="24" height="24" rx="4" fill="#fff"/>',
  '<path d="M80 112L50 82a17 17 0 0 1 30-22 17 17 0 0 1 30 22z" fill="#fff"/>',
  '<path d="M88 42L56 88h22l-6 30 32-46H82z" fill="#fff"/>',
];

function category(key: string): string {
  const h = hash(key);
  const glyph = GLYPHS[(h >>> 6) % GLYPHS.length] ?? '';
  return svg(160, 160, 'Category', `<rect width="160" height="160" rx="24" fill="${at(TINTS, h)}"/><circle cx="80" cy="80" r="50" fill="${at(TONES, h)}"/>${glyph}`);
}

// Captions for the banners the seed names, in English and Malay; other names get a title made from their words.
export const BANNER_CAPTIONS: Record<string, { en: readonly string[]; bm: readonly string[] }> = {
  // The retailer variant's fixed hero image (spec §1).
  'hero-retailer': { en: ['Everyday wholesale for your shop'], bm: ['Borong harian untuk kedai anda'] },
  hero: {
    en: ['Wholesale prices for every business', 'Stock up for the festive season', 'Order today, delivered in 3-5 days'],
    bm: ['Harga borong untuk setiap perniagaan', 'Sediakan stok untuk musim perayaan', 'Pesan hari ini, sampai dalam 3-5 hari'],
  },
  carousel: {
    en: ['Meriah members save at partner stores', 'Cafe essentials at wholesale prices', 'Featured product of the week'],
    bm: ['Ahli Meriah jimat di kedai rakan kongsi', 'Keperluan kafe pada harga borong', 'Produk pilihan minggu ini'],
  },
  promo: {
    en: ['Raya festive bundles', 'Back to school deals', 'Cafe essentials', 'Kitchen supplies', 'Cleaning week', 'Gadget deals', 'Merdeka specials'],
    bm: ['Pakej perayaan Raya', 'Tawaran kembali ke sekolah', 'Keperluan kafe', 'Bekalan dapur', 'Minggu pembersihan', 'Tawaran gajet', 'Istimewa Merdeka'],
  },
  catalogue: {
    en: ['Bulk buys, better prices', 'Stock up and save', 'New this month', 'Trade prices', 'Best sellers', 'Pantry picks'],
    bm: ['Beli pukal, harga lebih baik', 'Tambah stok dan jimat', 'Baharu bulan ini', 'Harga dagangan', 'Paling laris', 'Pilihan pantri'],
  },
  tile: { en: ['In-store promotions', 'Office pantry restock', 'Cleaning essentials'], bm: ['Promosi dalam kedai', 'Stok semula pantri pejabat', 'Keperluan pembersihan'] },
  'credit-terms': { en: ['30 days credit term'], bm: ['Terma kredit 30 hari'] },
  'search-promo': { en: ['Gadget accessories deals'], bm: ['Tawaran aksesori gajet'] },
  'home-featured': { en: ['Featured product of the week'], bm: ['Produk pilihan minggu ini'] },
  'home-raya': { en: ['Raya festive bundles'], bm: ['Pakej perayaan Raya'] },
  // The Meriah card's prices are its partner stores' (the loyalty page says so), not Borong's.
  'footer-loyalty': { en: ['Meriah members save at partner stores'], bm: ['Ahli Meriah jimat di kedai rakan kongsi'] },
  'image-single': { en: ['Back to school stationery'], bm: ['Alat tulis kembali ke sekolah'] },
};

type Language = 'en' | 'bm';

function caption(key: string, language: Language): string {
  const match = /^(.*?)(?:-(\d+))?$/.exec(key);
  const base = match?.[1] ?? key;
  const n = Number(match?.[2] ?? '1');
  const list = BANNER_CAPTIONS[base]?.[language];
  if (list && list.length > 0) return list[(Math.max(n, 1) - 1) % list.length] ?? base;
  const words = key.split('-').filter((w) => w !== '' && !/^\d+$/.test(w));
  const title = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  return title === '' ? 'Borong' : title;
}

const HOTSPOT_LABELS: Record<Language, readonly string[]> = { en: ['Kitchen supplies', '30 days credit', 'Product of the week'], bm: ['Bekalan dapur', 'Kredit 30 hari', 'Produk minggu ini'] };
const TAGLINE: Record<Language, string> = { en: 'Borong | Wholesale for business', bm: 'Borong | Borong untuk perniagaan' };

/** How many characters of bold Arial at `size` px fit in `pixels` (0.56 em a character: bold Arial's average over mixed-case words). */
export function captionWidth(pixels: number, size: number): number {
  return Math.floor(pixels / (size * 0.56));
}

/** The words of `text` in lines of at most `width` characters; at most three lines. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines.slice(0, 3);
}

/**
 * Caption size and left margin. Sized for a phone: a banner is shown about 330 px across there, so
 * a wide one's caption is drawn at 84 px to read at about 23 px. The wide margin (10 %) keeps the
 * first letters clear of a carousel's arrows.
 */
export const WIDE_BANNER = { width: 1200, size: 84, left: 120 } as const;
export const SQUARE_BANNER = { width: 750, size: 64, left: 56 } as const;

/** `hero-1`, `carousel-2-mobile`; with `-ms` at the end, the same banner with its text in Malay. */
function banner(file: string): string {
  const language: Language = file.endsWith('-ms') ? 'bm' : 'en';
  const name = language === 'bm' ? file.slice(0, -'-ms'.length) : file;
  const square = /-(mobile|square)$/.test(name);
  const key = name.replace(/-(mobile|square)$/, '');
  const [w, h] = square ? [750, 750] : [1200, 400];
  const hv = hash(key);
  const from = at(TONES, hv);
  const to = at(SHADES, hv + 1);
  const layout = square ? SQUARE_BANNER : WIDE_BANNER;
  const { size, left } = layout;
  const lines = wrap(caption(key, language), captionWidth(w - 2 * left, size));
  const lineHeight = size * 1.15;
  // The tagline goes only on square banners: on a wide one it would be a few pixels high on a phone.
  const subSize = square ? 32 : 0;
  const block = lines.length * lineHeight + (subSize ? 24 + subSize : 0);
  const top = Math.round((h - block) / 2 + size * 0.9);
  const title = lines.map((line, i) => `<text x="${left}" y="${Math.round(top + i * lineHeight)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`).join('');
  const sub = subSize ? `<text x="${left}" y="${Math.round(top + (lines.length - 1) * lineHeight + 24 + subSize * 1.2)}" font-family="${FONT}" font-size="${subSize}" fill="#fff" opacity=".85">${TAGLINE[language]}</text>` : '';
  // A per-image gradient id, so several banners inlined into one page do not share a gradient.
  const id = `g${hv.toString(36)}`;
  const background = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
  if (key.startsWith('hotspot')) {
    // Three panels exactly where the seeded hotspots sit (x 2-32%, 35-65%, 68-98%; y 10-90%).
    const labelSize = 52;
    const panels = HOTSPOT_LABELS[language].map((label, i) => {
      const x = [0.02, 0.35, 0.68][i] ?? 0;
      const lines = wrap(label, captionWidth(0.3 * w - 40, labelSize));
      const first = h / 2 - ((lines.length - 1) * labelSize * 1.15) / 2 + labelSize * 0.35;
      const text = lines.map((line, n) => `<text x="${(x + 0.15) * w}" y="${Math.round(first + n * labelSize * 1.15)}" font-family="${FONT}" font-size="${labelSize}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(line)}</text>`).join('');
      return `<rect x="${x * w}" y="${0.1 * h}" width="${0.3 * w}" height="${0.8 * h}" rx="24" fill="#fff" opacity=".16"/>${text}`;
    }).join('');
    return svg(w, h, HOTSPOT_LABELS[language].join(', '), background + panels);
  }
  const circles = `<circle cx="${w * 0.86}" cy="${h * 0.2}" r="${h * 0.38}" fill="#fff" opacity=".12"/><circle cx="${w * 0.97}" cy="${h * 0.95}" r="${h * 0.5}" fill="#fff" opacity=".08"/>`;
  return svg(w, h, lines.join(' '), background + circles + title + sub);
}

/** Draws the image `kind`/`key` (the file name without `.svg`). Same input, same bytes. */
export function renderMedia(kind: MediaKind, key: string): string {
  switch (kind) {
    case 'logo':
      return logo(key);
    case 'product':
      return product(key);
    case 'category':
      return category(key);
    case 'banner':
      return banner(key);
  }
}
