import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, generateBrands, generateProducts, generateStores, UNIT_WORDS, type ProductBatch } from './catalogue';
import { CATEGORY_GROUPS, CATEGORY_TREE, flattenCategories, type CategoryNode, type Variant } from './categories';
import { PRODUCT_ARTS } from '../media/svg';
import { SEED_SCALES } from './index';
import { singularWord } from './names';
import { TIERS } from './reference';

/**
 * The whole `small` catalogue (the one every end-to-end run buys from), generated without a
 * database, checked for what a buyer would take for a mistake: a store selling outside its
 * trade, one name at two prices, a pack priced as something else, a figure struck through that
 * is not higher, a text with no Malay.
 */

type Product = ProductBatch['products'][number];

const scale = SEED_SCALES.small;
const categories = flattenCategories();
const byId = new Map(categories.map((c) => [c.id, c]));
let stores: ReturnType<typeof generateStores>;
const products: Product[] = [];

beforeAll(() => {
  const brands = generateBrands(scale.brands);
  const world = buildWorld(categories, brands);
  stores = generateStores(scale.stores, scale.products, world);
  const picks = { byLeaf: new Map(), recommended: [], pwp: [] };
  for (const batch of generateProducts(world, stores.infos, brands.map((b) => b.name), scale.products, 5_000, picks)) products.push(...batch.products);
});

function leafOf(product: Product): CategoryNode & { leaf: NonNullable<CategoryNode['leaf']> } {
  const category = byId.get(product.categoryId);
  if (!category?.leaf) throw new Error(`product ${product.id} is not in a leaf category`);
  return { ...category, leaf: category.leaf };
}

/** The pack size a product's name ends with ("… Pack of 12", "… 340ml x 12"), "Standard" and "Single" being left out of names. */
function variantOf(product: Product): Variant {
  const { leaf } = leafOf(product);
  const name = product.productName.replace(/ - Bundle of \d+$/, '');
  const named = leaf.variantList.filter((v) => name.endsWith(` ${v.label}`)).sort((a, b) => b.label.length - a.label.length)[0];
  const base = leaf.variantList.find((v) => v.label === 'Standard' || v.label === 'Single');
  const variant = named ?? base;
  if (!variant) throw new Error(`no pack size of ${leaf.en} in "${product.productName}"`);
  return variant;
}

/** How many single items a pack label holds: "Pack of 12" 12, "Carton of 20 boxes" 20 of the base pack, 1 for a single. */
function pieces(label: string, base: number): number {
  const of = /\b(?:Pack|Box|Carton|Set|Bundle) of (\d+)( [a-z]+)?$/.exec(label);
  if (!of) return 1;
  return Number(of[1]) * (of[2] ? base : 1);
}

const CONTAINERS = ['pack', 'box', 'carton', 'set', 'bundle'];

/** A name without its "- Bundle of N": the item a bundle holds, and how many of it (1: not a bundle). */
function unbundled(name: string): { name: string; count: number } {
  const bundle = / - Bundle of (\d+)$/.exec(name);
  return { name: bundle ? name.slice(0, bundle.index) : name, count: bundle ? Number(bundle[1]) : 1 };
}

/**
 * What a product holds, from its name alone: the item (the name without pack size and bundle),
 * the single it is made of ("*" the leaf's base pack, or a size like "340ml" or "Mega Pack") and
 * how many of that single. "Pack of 12" is 12 of the base, "340ml x 12" 12 of "340ml", "X -
 * Bundle of 3" 3 of X. A size that is no pack of another ("10kg" beside "5kg") is its own single;
 * null when the name does not say ("Jumbo Roll x 12" beside "10 gulung").
 */
function contents(product: Product): { item: string; single: string; count: number } | null {
  const { leaf } = leafOf(product);
  const variant = variantOf(product);
  const { name, count: bundled } = unbundled(product.productName);
  const item = `${product.categoryId}|${name.endsWith(` ${variant.label}`) ? name.slice(0, -variant.label.length - 1) : name}`;
  const base = leaf.variantList.find((v) => v.multiplier === 1);
  const basePieces = base ? pieces(base.label, 1) : 1;
  const of = (v: Variant): { single: string; count: number } | null => {
    const times = /^(.*) x (\d+)$/.exec(v.label);
    if (times) {
      if (times[1] === 'Assorted') return { single: '*', count: Number(times[2]) };
      const inner = leaf.variantList.find((w) => w.label === times[1]);
      const held = inner ? of(inner) : null;
      return held ? { single: held.single, count: held.count * Number(times[2]) } : null;
    }
    const held = pieces(v.label, basePieces) / basePieces;
    if (held > 1 || v.multiplier === 1) return { single: '*', count: held };
    return { single: v.label, count: 1 };
  };
  const held = of(variant);
  return held ? { item, single: held.single, count: held.count * bundled } : null;
}

describe('the small seed catalogue', () => {
  it('has every product in a category its store trades in', () => {
    const misfits = products.filter((p) => {
      const store = stores.infos[p.storeId - 1];
      return !store?.industryLeaves.some((leaf) => leaf.id === p.categoryId);
    });
    expect(misfits.map((p) => `${stores.rows[p.storeId - 1]?.industryText}: ${p.productName}`).slice(0, 5)).toEqual([]);
    for (const p of products) expect(leafOf(p).topIndex).toBe(stores.infos[p.storeId - 1]?.topIndex);
  });

  it('names a store after the trade of its industry', () => {
    for (const [i, row] of stores.rows.entries()) {
      const top = CATEGORY_TREE[stores.infos[i]?.topIndex ?? -1];
      const industry = top?.industries.find((x) => x.en === row.industryText);
      expect(industry, row.domainName).toBeDefined();
      // A name with another industry's trade in it ("Teck Hin Hardware") must be named after its own ("… Kitchenware").
      const has = (trade: string) => row.domainName.includes(` ${trade} `) || row.domainName.endsWith(` ${trade}`);
      const others = top?.industries.filter((x) => x !== industry).flatMap((x) => x.trades) ?? [];
      if (others.some(has)) expect(industry?.trades.some(has), `${row.domainName} (${row.industryText})`).toBe(true);
    }
  });

  it('lists no name twice in one store, and one name across stores is one item', () => {
    const seen = new Set<string>();
    const items = new Map<string, string>();
    for (const p of products) {
      const key = `${p.storeId}|${p.productName.toLowerCase()}`;
      expect(seen.has(key), `store ${p.storeId}: ${p.productName}`).toBe(false);
      seen.add(key);
      const what = `${p.categoryId}|${p.brandId}|${p.unit}|${p.itemType}`;
      expect(items.get(p.productName) ?? what, p.productName).toBe(what);
      items.set(p.productName, what);
    }
  });

  it('sells a pack as a pack, at a price for what it holds', () => {
    for (const p of products) {
      const { leaf } = leafOf(p);
      const variant = variantOf(p);
      const bundle = /- Bundle of (\d+)$/.exec(p.productName);
      expect(p.unit, p.productName).toBe(bundle ? 'bundle' : variant.unit);
      // "Pack of 12" is sold per pack, "Carton of 20 boxes" per carton, "340ml x 12" by a pack of some kind.
      const word = /\b(Pack|Box|Carton|Set|Bundle) of \d+/.exec(variant.label)?.[1]?.toLowerCase();
      if (word && variant.multiplier > 1) expect(variant.unit, `${leaf.en}: ${variant.label}`).toBe(word);
      if (/ x \d+$/.test(variant.label)) expect(CONTAINERS, `${leaf.en}: ${variant.label}`).toContain(variant.unit);
      // Its price is the leaf's price range times what it holds.
      const count = variant.multiplier * (bundle ? Number(bundle[1]) * 0.92 : 1);
      expect(p.price / 100, p.productName).toBeGreaterThanOrEqual(leaf.price[0] * count - 0.1);
      expect(p.price / 100, p.productName).toBeLessThanOrEqual(Math.ceil(leaf.price[1] * count) + 0.1);
    }
  });

  it('prices a pack of several as a little less than that many singles', () => {
    for (const category of categories) {
      if (!category.leaf) continue;
      const base = category.leaf.variantList.find((v) => v.multiplier === 1);
      const basePieces = base ? pieces(base.label, 1) : 1;
      for (const v of category.leaf.variantList) {
        const held = pieces(v.label, basePieces) / basePieces;
        if (held > 1) expect(v.multiplier / held, `${category.en}: ${v.label}`).toBeGreaterThanOrEqual(0.75);
        if (held > 1) expect(v.multiplier / held, `${category.en}: ${v.label}`).toBeLessThanOrEqual(1);
        const times = / x (\d+)$/.exec(v.label);
        const single = times ? category.leaf.variantList.find((w) => w.label === v.label.replace(/ x \d+$/, '')) : undefined;
        if (times && single) expect(v.multiplier / (single.multiplier * Number(times[1])), `${category.en}: ${v.label}`).toBeGreaterThanOrEqual(0.75);
        if (times && single) expect(v.multiplier / (single.multiplier * Number(times[1])), `${category.en}: ${v.label}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('prices one item alike at every seller: the dearest at most 1.35 times the cheapest', () => {
    // Per item: a bundle of 5 is 5 of the item, at its bundle discount.
    const each = new Map<string, number[]>();
    for (const p of products) {
      const { name, count } = unbundled(p.productName);
      const prices = each.get(name) ?? [];
      prices.push(p.price / count);
      each.set(name, prices);
    }
    const far = [...each].filter(([, prices]) => Math.max(...prices) / Math.min(...prices) > 1.35);
    expect(far.map(([name, prices]) => `${name}: ${prices.map((x) => (x / 100).toFixed(2)).join(', ')}`).slice(0, 5)).toEqual([]);
    // Enough names are sold by several stores for the rule to mean something.
    expect([...each.values()].filter((prices) => prices.length > 1).length).toBeGreaterThan(100);
  });

  it('prices a pack or bundle of an item as about that many of its single, at any seller', () => {
    const singles = new Map<string, number[]>();
    const packs: { product: Product; key: string; count: number }[] = [];
    for (const p of products) {
      const held = contents(p);
      if (!held) continue;
      const key = `${held.item}|${held.single}`;
      if (held.count === 1) singles.set(key, [...(singles.get(key) ?? []), p.price]);
      else packs.push({ product: p, key, count: held.count });
    }
    const wrong: string[] = [];
    let compared = 0;
    let bundles = 0;
    for (const { product, key, count } of packs) {
      for (const single of singles.get(key) ?? []) {
        compared++;
        const ratio = product.price / (count * single);
        if (ratio < 0.7 || ratio > 1.1) wrong.push(`${product.productName} RM${product.price / 100} against ${count} x RM${single / 100}`);
        // A bundle of several of an item costs more than one of it ("a bundle of 2 sets" above one set).
        if (product.itemType === 'bundle') {
          bundles++;
          if (product.price <= single) wrong.push(`${product.productName} RM${product.price / 100} is not above one at RM${single / 100}`);
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(compared).toBeGreaterThan(100);
    expect(bundles).toBeGreaterThan(10);
  });

  it('keeps stock at or above the minimum order, or at none', () => {
    const stranded = products.filter((p) => p.stockCount > 0 && p.stockCount < (p.minQty ?? 1));
    expect(stranded.map((p) => p.productName)).toEqual([]);
  });

  it('shows a price before the discount and an RRP only above the price paid', () => {
    for (const p of products) {
      const after = p.priceAfterDiscount;
      if ((p.discountPercent ?? 0) > 0) expect(p.price, p.productName).toBeGreaterThan(after);
      // An RRP is either the price (none to show) or above it: never between the two prices, never below.
      expect(p.rrpPrice === p.price || p.rrpPrice > p.price, p.productName).toBe(true);
    }
    expect(products.some((p) => p.rrpPrice > p.price)).toBe(true);
  });

  it('has every buyer-visible text in Malay too', () => {
    for (const row of stores.rows) {
      expect(row.topCategoryTextBm, row.domainName).toBe(CATEGORY_TREE.find((t) => t.en === row.topCategoryText)?.bm);
      expect(row.industryTextBm, row.domainName).toBeTruthy();
      expect(row.descriptionBm, row.domainName).toMatch(/ ialah .* yang berpangkalan di /);
      expect(row.descriptionBm).not.toMatch(/\b(based|deliver|minimum order|the)\b/);
    }
    for (const p of products) {
      expect(p.descriptionBm, p.productName).toMatch(/\. Dijual setiap /);
      expect(p.descriptionBm?.replace(p.productName, '')).not.toMatch(/\b(Sold|per|order|Ships|working days|cartons|express)\b/);
      expect(Object.keys(UNIT_WORDS)).toContain(p.unit);
    }
    for (const category of categories) expect(category.bm, category.en).not.toBe('');
    for (const top of CATEGORY_TREE) for (const industry of top.industries) expect(industry.bm, industry.en).not.toBe(industry.en);
    // Group children name categories of the tree, which the API shows by their Malay names.
    const names = new Set(categories.map((c) => c.en));
    for (const group of CATEGORY_GROUPS) for (const child of group.children) expect(names, child).toContain(child);
  });

  it('names a store with no word said twice in a row ("Food Supply Supplies")', () => {
    for (const row of stores.rows) {
      const words = row.domainName.split(' ').map(singularWord);
      const repeated = words.filter((w, i) => i > 0 && w === words[i - 1]);
      expect(repeated, row.domainName).toEqual([]);
      expect(row.domainName).not.toMatch(/Suppl(y|ies) Suppl(y|ies)$/i);
    }
  });

  it('gives stores their own initials for a logo', () => {
    const logos = new Set(stores.rows.map((r) => r.logo));
    expect(logos.size).toBe(stores.rows.length);
    const withInitials = stores.rows.filter((r) => /^\/api\/media\/logo\/store-\d+-[a-z]{1,2}\.svg$/.test(r.logo ?? ''));
    expect(withInitials.length).toBeGreaterThan(stores.rows.length * 0.95);
    expect(new Set(withInitials.map((r) => r.logo?.replace(/^.*-([a-z]+)\.svg$/, '$1'))).size).toBeGreaterThan(100);
  });

  it('pictures each product as what its name says it is: rice in a sack, oil in a bottle, a shirt as a shirt', () => {
    const artOf = (p: Product) => /^\/api\/media\/product\/([a-z]+)-\d+\.svg$/.exec(p.imageUrl ?? '')?.[1];
    const expected: [RegExp, string][] = [
      [/^Beras .* (5|10|25)kg$/, 'sack'],
      [/^Minyak Masak Sawit .*(1|2|5)kg$/, 'bottle'],
      [/x 12$/, 'carton'],
      [/T-Shirt|Polo/, 'garment'],
      [/Earbuds|Power Bank/, 'gadget'],
      [/Novel|Dictionary/, 'book'],
      [/Backpack|Long Wallet/, 'bag'],
      // A songkok, kopiah or serban is a cap, not a shirt.
      [/Songkok|Kopiah|Serban/, 'boxed'],
    ];
    for (const [pattern, art] of expected) {
      const matching = products.filter((p) => pattern.test(p.productName.replace(/ - Bundle of \d+$/, '')));
      expect(matching.length, String(pattern)).toBeGreaterThan(0);
      expect(new Set(matching.map(artOf)), String(pattern)).toEqual(new Set([art]));
    }
    for (const p of products) expect(PRODUCT_ARTS, p.productName).toContain(artOf(p));
  });
});

/** Words that carry no claim about a tier: a sentence about another tier may use them freely. */
const FUNCTION_WORDS = new Set(['have', 'has', 'had', 'their', 'been', 'are', 'were', 'that', 'whose', 'which', 'with', 'ialah', 'yang', 'telah', 'oleh', 'dengan', 'mereka']);

type Tier = (typeof TIERS)[number];

/** Each language's "Other tiers:" sentence, and how it names a tier there ("Standard sellers", "penjual Standard"). */
const TIER_TEXTS = [
  { text: 'description', lead: 'Other tiers:', nameOf: (t: Tier) => `${t.name.replace(/ Seller$/, '')} sellers` },
  { text: 'descriptionBm', lead: 'Tahap lain:', nameOf: (t: Tier) => `penjual ${t.nameBm.replace(/^Penjual /, '')}` },
] as const;

const contentWords = (text: string) => (text.toLowerCase().match(/[\p{L}\d%-]+/gu) ?? []).map(singularWord).filter((w) => w.length > 3 && !FUNCTION_WORDS.has(w));

describe('the seller tiers', () => {
  it('say of each other only what each says of itself', () => {
    const checked: string[] = [];
    for (const { text, lead, nameOf } of TIER_TEXTS) {
      for (const tier of TIERS) {
        const start = tier[text].indexOf(lead);
        if (start < 0) continue;
        const sentence = tier[text].slice(start + lead.length).replace(/\.$/, '');
        const others = TIERS.filter((t) => t !== tier);
        for (const other of others) {
          // "… Standard sellers are registered sellers whose documents are still being reviewed", up to the next tier it names.
          const at = sentence.indexOf(nameOf(other));
          expect(at, `${tier.code} ${text} names ${nameOf(other)}`).toBeGreaterThanOrEqual(0);
          const rest = sentence.slice(at + nameOf(other).length);
          const end = Math.min(rest.length, ...others.map((t) => rest.indexOf(`, ${nameOf(t)}`)).filter((i) => i >= 0));
          // Every word it says of the other tier is one that tier says of itself: "Standard sellers are newly registered" was not.
          const own = new Set(contentWords(other[text]));
          expect(contentWords(rest.slice(0, end)).filter((w) => !own.has(w)), `${tier.code} ${text} on ${other.code}`).toEqual([]);
          checked.push(`${tier.code} ${text} on ${other.code}`);
        }
      }
    }
    // The VIP description sums up the three other tiers, in both languages.
    expect(checked).toHaveLength(6);
  });
});
