import type { InferInsertModel } from 'drizzle-orm';
import type { TaxClass, brands, productPriceTiers, products, storeBrands, storeCategories, stores } from '../db/schema';
import { CATEGORY_TREE, productArt, slugify, type CategoryNode, type IndustrySpec, type Variant } from './categories';
import { brandBase, brandInitial, brandQualifier, isBlockedBrand, storeInitials, storeName } from './names';
import { Rng, WeightedSampler } from './random';
import { STATES, TIERS, TOWNS } from './reference';

/** Brands, stores and products: the part of the seed that grows with the scale. */

type BrandRow = InferInsertModel<typeof brands>;
type StoreRow = InferInsertModel<typeof stores>;
type ProductRow = InferInsertModel<typeof products>;
type PriceTierRow = InferInsertModel<typeof productPriceTiers>;
type StoreBrandRow = InferInsertModel<typeof storeBrands>;
type StoreCategoryRow = InferInsertModel<typeof storeCategories>;

export interface BrandInfo {
  id: number;
  name: string;
  topIndex: number;
  rank: number;
}

export interface StoreInfo {
  id: number;
  topIndex: number;
  town: string;
  /** Whether the seller offers express delivery, which its product descriptions then mention. */
  express: boolean;
  /** The few leaf categories the store specialises in. */
  leaves: CategoryNode[];
  /** Every leaf its industry sells: what it lists beyond its specialities. */
  industryLeaves: CategoryNode[];
  brandIds: number[];
  productCount: number;
}

const TOP_INDEXES = CATEGORY_TREE.map((_, i) => i);
const TOP_WEIGHTS = CATEGORY_TREE.map((top) => top.weight);

function top(index: number) {
  const spec = CATEGORY_TREE[index];
  if (!spec) throw new Error(`no top-level category ${index}`);
  return spec;
}

/** Popularity with a long tail: a few names everyone knows, most rarely seen. */
function popularity(rng: Rng): number {
  return Math.floor(100_000 * rng.next() ** 3);
}

export function generateBrands(count: number): BrandInfo[] {
  const rng = new Rng('brands');
  const seen = new Set<string>();
  const out: BrandInfo[] = [];
  for (let id = 1; id <= count; id++) {
    const topIndex = rng.weighted(TOP_INDEXES, TOP_WEIGHTS);
    const words = top(topIndex).brandWords;
    let name = '';
    for (let attempt = 0; name === ''; attempt++) {
      let candidate = brandBase(rng);
      // Qualifiers add variety, and become the way out once plain names start to clash.
      if (attempt >= 3 || rng.chance(0.35)) candidate = `${candidate} ${brandQualifier(rng, words)}`;
      if (attempt >= 20) candidate = `${candidate} ${attempt}`;
      const key = candidate.toLowerCase();
      if (!seen.has(key) && !isBlockedBrand(candidate)) {
        seen.add(key);
        name = candidate;
      }
    }
    out.push({ id, name, topIndex, rank: popularity(rng) });
  }
  return out;
}

export function brandRow(brand: BrandInfo): BrandRow {
  return { id: brand.id, brandName: brand.name, initial: brandInitial(brand.name), logo: `/api/media/logo/brand-${brand.id}.svg`, rank: brand.rank };
}

export interface World {
  categories: CategoryNode[];
  leaves: CategoryNode[];
  leavesByTop: CategoryNode[][];
  /** Per top-level category, per industry of it: the leaves that industry sells. */
  leavesByIndustry: CategoryNode[][][];
  /** Popularity-weighted brand pickers per top-level category; a store sells its trade's brands. */
  brandsByTop: (WeightedSampler<BrandInfo> | null)[];
  allBrands: WeightedSampler<BrandInfo> | null;
}

export function buildWorld(categories: CategoryNode[], brandList: BrandInfo[]): World {
  const leaves = categories.filter((c) => c.leaf !== null);
  const leavesByTop = CATEGORY_TREE.map((_, i) => leaves.filter((leaf) => leaf.topIndex === i));
  const leavesByIndustry = CATEGORY_TREE.map((spec, i) => spec.industries.map((industry) => industryLeaves(categories, leavesByTop[i] ?? [], industry)));
  const weight = (b: BrandInfo) => 1 + b.rank;
  const grouped: BrandInfo[][] = CATEGORY_TREE.map(() => []);
  for (const brand of brandList) grouped[brand.topIndex]?.push(brand);
  return {
    categories,
    leaves,
    leavesByTop,
    leavesByIndustry,
    brandsByTop: grouped.map((list) => (list.length > 0 ? new WeightedSampler(list, weight) : null)),
    allBrands: brandList.length > 0 ? new WeightedSampler(brandList, weight) : null,
  };
}

/** The leaves under the categories an industry names, or its whole top category's. */
function industryLeaves(categories: CategoryNode[], topLeaves: CategoryNode[], industry: IndustrySpec): CategoryNode[] {
  if (!industry.sells) return topLeaves;
  const named = new Set(industry.sells);
  const ids = new Set(categories.filter((c) => named.has(c.en)).map((c) => c.id));
  if (ids.size < named.size) throw new Error(`industry ${industry.en} names a category the tree does not have`);
  return topLeaves.filter((leaf) => leaf.path.some((id) => ids.has(id)));
}

/**
 * The second sentence of a store's description, in English and Malay. It names the seller's own
 * minimum order (`minOrder` ringgit, 0: none), so the text and the cart never disagree.
 */
const SECOND_SENTENCES: readonly ((area: { en: string; bm: string }, minOrder: number) => { en: string; bm: string })[] = [
  (area, min) => ({
    en: `We deliver across ${area.en}${min ? ` with a minimum order of RM${min}` : ''}.`,
    bm: `Kami menghantar ke seluruh ${area.bm}${min ? ` dengan pesanan minimum RM${min}` : ''}.`,
  }),
  (area, min) => ({
    en: `Delivery to ${area.en} takes 3-5 working days${min ? `; minimum order RM${min}` : ''}.`,
    bm: `Penghantaran ke ${area.bm} mengambil masa 3-5 hari bekerja${min ? `; pesanan minimum RM${min}` : ''}.`,
  }),
  (area, min) => ({
    en: `Serving retailers, cafés and offices in ${area.en}${min ? `, minimum order RM${min}` : ''}.`,
    bm: `Membekal kepada peruncit, kafe dan pejabat di ${area.bm}${min ? `, pesanan minimum RM${min}` : ''}.`,
  }),
  (area, min) => ({
    en: `Family-run since the 1990s, supplying shops in ${area.en}${min ? `; minimum order RM${min}` : ''}.`,
    bm: `Perniagaan keluarga sejak tahun 1990-an yang membekal kepada kedai di ${area.bm}${min ? `; pesanan minimum RM${min}` : ''}.`,
  }),
];

/** Industries start lower-case inside a sentence; "FMCG distributor" and "PA and sound system supplier" keep their capitals. */
function midSentence(text: string): string {
  return /^[A-Z]{2,}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** A store's logo: its initials on a tile whose colour and shape come from the store (media/svg.ts draws it). */
function storeLogo(id: number, name: string): string {
  const initials = storeInitials(name);
  return `/api/media/logo/store-${id}${initials ? `-${initials.toLowerCase()}` : ''}.svg`;
}

function withArticle(text: string): string {
  return /^([aeiou]|FMCG)/i.test(text) ? `an ${text}` : `a ${text}`;
}

export interface GeneratedStores {
  rows: StoreRow[];
  infos: StoreInfo[];
}

export function generateStores(count: number, productTotal: number, world: World): GeneratedStores {
  const rng = new Rng('stores');
  const minOrderRng = new Rng('store-min-orders');
  const deliveryRng = new Rng('store-delivery');
  const names = new Set<string>();
  const slugs = new Set<string>();
  const rows: StoreRow[] = [];
  const infos: StoreInfo[] = [];
  const townWeights = TOWNS.map((t) => t.weight);
  const tierShares = TIERS.map((t) => t.share);
  const noTierShare = 1 - tierShares.reduce((a, b) => a + b, 0);
  const tierChoices = [...TIERS.map((t) => t.id), null];
  const weights: number[] = [];
  for (let id = 1; id <= count; id++) {
    const topIndex = rng.weighted(TOP_INDEXES, TOP_WEIGHTS);
    const spec = top(topIndex);
    const town = rng.weighted(TOWNS, townWeights);
    const state = STATES.find((s) => s.code === town.state);
    if (!state) throw new Error(`town ${town.name} has an unknown state ${town.state}`);
    // The industry decides the trade in the store's name and what it sells: a kitchenware supplier sells kitchenware.
    const industryIndex = rng.int(spec.industries.length);
    const industry = spec.industries[industryIndex];
    if (!industry) throw new Error(`${spec.en} has no industry ${industryIndex}`);
    const trade = rng.pick(industry.trades);
    const provision = industry.provision === true;
    let name = '';
    for (let attempt = 0; attempt < 12 && name === ''; attempt++) {
      const candidate = storeName(rng, { town: town.name, townShort: town.short, trade, provision });
      if (!names.has(candidate.toLowerCase())) name = candidate;
    }
    if (name === '') {
      // Only when fresh names keep clashing: the town first, then a branch number.
      const base = storeName(rng, { town: town.name, townShort: town.short, trade, provision });
      const stem = base.includes(town.name) ? base : `${base} (${town.name})`;
      name = stem;
      for (let n = 2; names.has(name.toLowerCase()); n++) name = `${stem} ${n}`;
    }
    names.add(name.toLowerCase());
    let url = slugify(name);
    if (slugs.has(url)) {
      const base = url;
      for (let n = 2; slugs.has(url); n++) url = `${base}-${n}`;
    }
    slugs.add(url);

    const tierId = rng.weighted(tierChoices, [...tierShares, noTierShare]);
    const vip = tierId === 1;
    const place = town.name === state.short ? town.name : `${town.name}, ${state.short}`;
    // A third of the sellers take no order below RM 50 to RM 300.
    const minOrderAmount = minOrderRng.chance(0.33) ? minOrderRng.pick([5_000, 10_000, 20_000, 30_000]) : 0;
    const second = rng.pick(SECOND_SENTENCES)({ en: state.area, bm: state.areaBm }, minOrderAmount / 100);
    const delivery = deliverySettings(deliveryRng);
    rows.push({
      id,
      url,
      domainName: name,
      logo: storeLogo(id, name),
      upperRightText: vip ? 'VIP' : null,
      topCategoryText: spec.en,
      topCategoryTextBm: spec.bm,
      industryText: industry.en,
      industryTextBm: industry.bm,
      description: `${name} is ${withArticle(midSentence(industry.en))} based in ${place}. ${second.en}`,
      descriptionBm: `${name} ialah ${midSentence(industry.bm)} yang berpangkalan di ${place}. ${second.bm}`,
      tierId,
      stateId: state.id,
      rank: popularity(rng) + (vip ? 25_000 : 0),
      isActive: true,
      minOrderAmount,
      ...delivery,
      ...taxIdentity(id, place, delivery.sstRegistered),
    });

    const sells = world.leavesByIndustry[topIndex]?.[industryIndex] ?? [];
    const leaves = rng.shuffle(sells).slice(0, rng.between(2, 5));
    const brandIds = new Set<number>();
    const sampler = world.brandsByTop[topIndex] ?? world.allBrands;
    if (sampler) {
      const wanted = Math.min(rng.between(2, 8), sampler.size);
      for (let i = 0; i < wanted * 3 && brandIds.size < wanted; i++) brandIds.add(sampler.draw(rng).id);
    }
    infos.push({ id, topIndex, town: town.name, express: delivery.expressFee !== null, leaves, industryLeaves: sells, brandIds: [...brandIds], productCount: 0 });
    // Most stores list a handful of products; about one in a hundred is a big distributor.
    weights.push((0.3 + 3 * rng.next() ** 4 + (rng.chance(0.01) ? 60 : 0)) * (vip ? 2 : 1));
  }
  allocateProducts(infos, weights, productTotal, rng);
  return { rows, infos };
}

/** Every store gets a few products (three when the scale allows), the rest go by store weight. */
function allocateProducts(infos: StoreInfo[], weights: number[], total: number, rng: Rng): void {
  if (infos.length === 0) return;
  const floor = Math.min(3, Math.floor(total / infos.length));
  for (const info of infos) info.productCount = floor;
  const sampler = new WeightedSampler(infos, (info) => weights[info.id - 1] ?? 1);
  for (let left = total - floor * infos.length; left > 0; left--) sampler.draw(rng).productCount++;
}

const DISCOUNTS = [5, 10, 12, 15, 20, 25, 30, 35, 40];
const BUNDLE_SIZES = [2, 3, 5];

/**
 * The units the seed sells by, as its descriptions name them: English plural and Malay. The
 * storefront names the unit itself through its message catalogues (`unit.*`).
 */
export const UNIT_WORDS: Readonly<Record<string, { plural: string; bm: string }>> = {
  bag: { plural: 'bags', bm: 'beg' },
  bottle: { plural: 'bottles', bm: 'botol' },
  box: { plural: 'boxes', bm: 'kotak' },
  bundle: { plural: 'bundles', bm: 'pakej' },
  carton: { plural: 'cartons', bm: 'karton' },
  pack: { plural: 'packs', bm: 'pek' },
  ream: { plural: 'reams', bm: 'rim' },
  set: { plural: 'sets', bm: 'set' },
  tin: { plural: 'tins', bm: 'tin' },
  unit: { plural: 'units', bm: 'unit' },
};

function unitWords(unit: string): { plural: string; bm: string } {
  const words = UNIT_WORDS[unit];
  if (!words) throw new Error(`no words for the unit ${unit}`);
  return words;
}

/** A product's description in English and Malay: how it is sold and how it ships, as its store offers. */
function productDescriptions(name: string, unit: string, rules: { minQty: number; qtyStep: number }, store: StoreInfo): { description: string; descriptionBm: string } {
  const words = unitWords(unit);
  const min = rules.minQty > 1;
  const step = rules.qtyStep > 1;
  return {
    description:
      `${name}. Sold per ${unit}${min ? `, minimum order ${rules.minQty} ${words.plural}` : ''}${step ? ` in cartons of ${rules.qtyStep}` : ''}. ` +
      `Ships from ${store.town} within 3-5 working days${store.express ? '; express delivery within 24 hours is also offered' : ''}.`,
    descriptionBm:
      `${name}. Dijual setiap ${words.bm}${min ? `, pesanan minimum ${rules.minQty} ${words.bm}` : ''}${step ? ` dalam karton ${rules.qtyStep}` : ''}. ` +
      `Dihantar dari ${store.town} dalam masa 3-5 hari bekerja${store.express ? '; penghantaran ekspres dalam masa 24 jam juga ditawarkan' : ''}.`,
  };
}

interface DrawnProduct {
  category: CategoryNode;
  leaf: NonNullable<CategoryNode['leaf']>;
  variant: Variant;
  brandId: number | null;
  /** 1: not a bundle. */
  bundleSize: number;
  name: string;
  /** What the name is made of besides the pack size: the item's price comes from these. */
  item: string;
  brand: string | null;
}

/**
 * One product a store lists: mostly from its specialities, otherwise from what its industry
 * sells, never under a name it already lists (two "Beras Wangi 5kg" at two prices read as a
 * mistake). A clash is drawn again, soon with a brand of the trade rather than the store's few,
 * then with any brand.
 */
function drawProduct(rng: Rng, world: World, store: StoreInfo, brandNames: readonly string[], taken: ReadonlySet<string>): DrawnProduct {
  for (let attempt = 0; attempt < 100; attempt++) {
    const category = rng.chance(0.85) && store.leaves.length > 0 ? rng.pick(store.leaves) : rng.pick(store.industryLeaves);
    const leaf = category.leaf;
    if (!leaf) throw new Error(`category ${category.categoryId} is not a leaf`);
    const item = rng.pick(leaf.items);
    const variant = rng.pick(leaf.variantList);
    let brandId: number | null = null;
    if (rng.chance(0.88)) {
      if (attempt < 5 && store.brandIds.length > 0 && rng.chance(0.85)) brandId = rng.pick(store.brandIds);
      // A trade with few brands (small scales, a big distributor in a narrow trade) runs out of names: any brand then.
      else brandId = ((attempt < 20 ? world.brandsByTop[category.topIndex] : null) ?? world.allBrands)?.draw(rng).id ?? null;
    }
    const brand = brandId === null ? null : (brandNames[brandId - 1] ?? null);
    // "Standard" and "Single" are how a price list names the base pack, not part of a product name.
    const size = variant.label === 'Standard' || variant.label === 'Single' ? '' : ` ${variant.label}`;
    let name = `${item}${size}`;
    if (brand !== null && top(category.topIndex).brandPosition === 'after') name = `${item} ${brand}${size}`;
    else if (brand !== null) {
      // A brand ending in the word the item starts with ("Little Baby" + "Baby Lotion") says it once: "Little Baby Lotion".
      const [first = '', ...rest] = item.split(' ');
      name = brand.split(' ').at(-1)?.toLowerCase() === first.toLowerCase() && rest.length > 0 ? `${brand} ${rest.join(' ')}${size}` : `${brand} ${item}${size}`;
    }
    // Bundles are of single items: a bundle of multi-packs would be sold as neither.
    const bundleSize = rng.chance(0.07) && variant.unit === leaf.unit ? rng.pick(BUNDLE_SIZES) : 1;
    if (bundleSize > 1) name = `${name} - Bundle of ${bundleSize}`;
    if (!taken.has(name.toLowerCase())) return { category, leaf, variant, brandId, bundleSize, name, item, brand };
  }
  throw new Error(`store ${store.id} has run out of products it has not listed yet`);
}

/**
 * How far one seller's price for an item strays from the item's own price, either way. Small
 * enough that a pack bought from one seller never costs more than that many singles bought from
 * another: the dearest pack (0.96 of its singles) at +6 % against the cheapest single at -6 %
 * is 1.08 of the singles, and one name across stores varies by at most 1.06 / 0.94.
 */
const SELLER_SPREAD = 0.06;
/** A bundle of K costs K singles less 8 %. */
const BUNDLE_DISCOUNT = 0.92;

/**
 * The price in ringgit of one base pack (multiplier 1) of an item of a brand, the same at every
 * seller: hashed from the item and brand into the leaf's range, kept far enough inside it that
 * every seller's spread around it stays in the range too. Derived, not drawn, so no stream shifts.
 */
function itemPrice(leaf: NonNullable<CategoryNode['leaf']>, item: string, brand: string | null): number {
  const [min, max] = leaf.price;
  const low = min / (1 - SELLER_SPREAD);
  const high = max / (1 + SELLER_SPREAD);
  const at = new Rng(`item-price|${leaf.en}|${item}|${brand ?? ''}`).next();
  return high > low ? low + at * (high - low) : (min + max) / 2;
}

/**
 * One seller's price in sen for a product whose price at no spread is `ideal` ringgit: `spread`
 * (0 to 1) places it within the seller spread; `charm` asks for a price just under a ringgit
 * (RM12.90), which many sellers use, when the nearest one is still within the spread.
 */
function sellerPrice(ideal: number, spread: number, charm: boolean): number {
  const ringgit = ideal * (1 - SELLER_SPREAD + 2 * SELLER_SPREAD * spread);
  const under = Math.round(ringgit + 0.1) - 0.1;
  if (charm && ringgit > 2 && Math.abs(under / ideal - 1) <= SELLER_SPREAD) return Math.round(under * 100);
  return toSen(ringgit);
}

/** Rounds ringgit to sen in steps of 10 sen, as wholesale price lists do. */
function toSen(ringgit: number): number {
  return Math.max(50, Math.round(ringgit * 10) * 10);
}

/**
 * What a seller offers for delivery: most deliver nationwide for RM 8 to RM 25 (free from RM 300
 * to RM 1,000 for many), two in three offer self-pickup, half express delivery nearby, a few only
 * deliver close by; a third are registered for service tax.
 */
function deliverySettings(rng: Rng) {
  const nationwideEnabled = rng.chance(0.92);
  return {
    pickupEnabled: rng.chance(0.66),
    lockerEnabled: rng.chance(0.5),
    nationwideEnabled,
    nationwideFee: rng.pick([800, 1_000, 1_200, 1_500, 2_000, 2_500]),
    expressFee: rng.chance(0.5) ? rng.pick([1_500, 2_000, 3_000]) : null,
    lockerFee: rng.pick([500, 600, 800]),
    freeDeliveryFrom: rng.chance(0.45) ? rng.pick([30_000, 50_000, 100_000]) : null,
    sstRegistered: rng.chance(0.33),
    slotCapacity: rng.pick([3, 5, 8]),
  };
}

/**
 * A seller's business address and tax numbers, derived from its id so the seed stays
 * deterministic: a company TIN (C + 10 digits), a 12-digit SSM number and, for SST-registered
 * sellers, an SST registration number (W10-YYMM-3XXXXXXX).
 */
function taxIdentity(id: number, place: string, sstRegistered: boolean) {
  const digits = (n: number, width: number) => String(n).padStart(width, '0').slice(-width);
  return {
    businessAddress: `Lot ${(id % 97) + 1}, Jalan Perindustrian ${(id % 12) + 1}, ${place}`,
    tin: `C${digits(2_000_000_000 + id * 7_919, 10)}`,
    regNo: `20${digits(10 + (id % 15), 2)}01${digits(id * 37, 6)}`,
    sstRegNo: sstRegistered ? `W10-${digits(18 + (id % 7), 2)}0${(id % 9) + 1}-3${digits(id * 13, 7)}` : null,
  };
}

const CARTONS = [6, 12, 24];

/**
 * Wholesale quantity rules for about half the products: a minimum order (the `moq` the product's
 * description always named), cartons of 6, 12 or 24 for some, a per-order maximum for a few.
 */
function quantityRules(rng: Rng, moq: number, sold: 'single' | 'pack' | 'bundle'): { minQty: number; qtyStep: number; maxQty: number | null } {
  if (sold === 'bundle' || rng.chance(0.5)) return { minQty: 1, qtyStep: 1, maxQty: null };
  // Cartons are of single items: a product already sold as a pack or carton is ordered one by one.
  const qtyStep = rng.chance(0.35) && sold === 'single' ? rng.pick(CARTONS) : 1;
  const minQty = Math.ceil(moq / qtyStep) * qtyStep;
  const maxQty = rng.chance(0.2) ? minQty * rng.pick([10, 20, 50]) : null;
  return { minQty, qtyStep, maxQty };
}

/** Volume prices for about a third of the products with rules: 5 % off from about 10 minimum orders, 10 % off from about 50. */
function volumeTiers(rng: Rng, rules: { minQty: number; qtyStep: number; maxQty: number | null }, price: number): { minQty: number; unitPrice: number }[] {
  if (rules.minQty === 1 && rules.qtyStep === 1 ? !rng.chance(0.2) : !rng.chance(0.35)) return [];
  const roundUp = (q: number) => Math.ceil(q / rules.qtyStep) * rules.qtyStep;
  const tiers = [
    { minQty: roundUp(Math.max(10, rules.minQty * 5)), unitPrice: Math.max(1, Math.round((price * 0.95) / 10) * 10) },
    { minQty: roundUp(Math.max(50, rules.minQty * 25)), unitPrice: Math.max(1, Math.round((price * 0.9) / 10) * 10) },
  ];
  return tiers.filter((t, i) => (rules.maxQty === null || t.minQty <= rules.maxQty) && t.unitPrice < price && (i === 0 || t.unitPrice < (tiers[i - 1]?.unitPrice ?? 0)));
}

/** Food and baby basics are mostly exempt or at 5 %; everything else at 10 % (SST, issue 10). */
function taxClass(rng: Rng, topIndex: number): TaxClass {
  const name = top(topIndex).en;
  if (name === 'Food & Beverage') return rng.chance(0.6) ? 'EXEMPT' : 'SST_5';
  if (name === 'Mom & Baby' || name === 'Health') return rng.chance(0.5) ? 'EXEMPT' : 'SST_5';
  if (name === 'Books & Magazines') return 'EXEMPT';
  return 'SST_10';
}

export interface ProductBatch {
  products: ProductRow[];
  priceTiers: PriceTierRow[];
  storeBrands: StoreBrandRow[];
  storeCategories: StoreCategoryRow[];
  /** Products generated so far, this batch included. */
  done: number;
}

/** A seller that could run purchase-with-purchase offers: its most popular recommended product to qualify, and add-ons sold one at a time. */
export interface PwpPick {
  storeId: number;
  qualifyingId: number;
  /** The qualifying product's popularity: the seed gives offers to the sellers of the most popular ones. */
  rank: number;
  addOns: { id: number; price: number }[];
}

/** Products remembered for catalogues, banners and blocks without keeping every row in memory. */
export interface ProductPicks {
  /** A random sample of in-stock products per leaf category id. */
  byLeaf: Map<number, { id: number; itemType: 'product' | 'bundle' }[]>;
  recommended: { id: number; itemType: 'product' | 'bundle' }[];
  /** Every seller with a recommended product and other products to add on (a few hundred at most: recommended products are). */
  pwp: PwpPick[];
}

const SAMPLE_PER_LEAF = 64;

export function* generateProducts(world: World, storeInfos: StoreInfo[], brandNames: readonly string[], total: number, batchSize: number, picks: ProductPicks): Generator<ProductBatch> {
  const rng = new Rng('products');
  const sampleRng = new Rng('product-picks');
  const seenPerLeaf = new Map<number, number>();
  // A few hundred recommended products at demo scale, and never fewer than a home page's worth.
  const recommendedTarget = Math.min(total, Math.max(24, Math.min(400, Math.round(total / 400))));
  const recommendedChance = total > 0 ? recommendedTarget / total : 0;
  let id = 0;
  // Drawn from their own stream, so adding them left every other generated value as it was.
  const rulesRng = new Rng('product-rules');
  let batch: ProductBatch = { products: [], priceTiers: [], storeBrands: [], storeCategories: [], done: 0 };

  for (const store of storeInfos) {
    const takenNames = new Set<string>();
    const usedBrands = new Set<number>();
    const usedCategories = new Set<number>();
    // Chosen from what was generated, without drawing from any stream, so every other value stays as it was.
    let featured: { id: number; rank: number } | null = null;
    const addOns: PwpPick['addOns'] = [];
    for (let n = 0; n < store.productCount; n++) {
      id++;
      const { category, leaf, variant, brandId, bundleSize, name: productName, item, brand } = drawProduct(rng, world, store, brandNames, takenNames);
      takenNames.add(productName.toLowerCase());
      const bundle = bundleSize > 1;
      const unit = bundle ? 'bundle' : variant.unit;
      // The item has one price, whoever sells it; a pack and a bundle are priced from it, and each seller strays a little.
      const ideal = itemPrice(leaf, item, brand) * variant.multiplier * bundleSize * (bundle ? BUNDLE_DISCOUNT : 1);
      const spread = rng.next();
      const price = sellerPrice(ideal, spread, rng.chance(0.4));
      // An RRP equal to the price is "no RRP": the storefront shows only one that is higher.
      const rrpPrice = rng.chance(0.3) ? price : Math.max(price + 10, toSen((price / 100) * (1.05 + rng.next() * 0.3)));
      const discountPercent = rng.chance(0.55) ? 0 : rng.pick(DISCOUNTS);
      let stockCount = rng.chance(0.07) ? 0 : 1 + Math.floor(4999 * rng.next() ** 3);
      const imageCount = rng.between(1, 4);
      const image = `/api/media/product/${productArt(leaf.en, variant.unit)}-${id}`;
      const images: string[] = [];
      for (let i = 1; i <= imageCount; i++) images.push(`${image}-${i}.svg`);
      const isRecommended = stockCount > 0 && rng.chance(recommendedChance);
      const moq = rng.pick([1, 2, 5, 10, 20]);
      const itemType = bundle ? 'bundle' : 'product';
      const rules = quantityRules(rulesRng, moq, bundle ? 'bundle' : unit === leaf.unit ? 'single' : 'pack');
      // A product in stock has at least one orderable quantity: stock below the minimum would say "in stock" and refuse every order.
      if (stockCount > 0 && stockCount < rules.minQty) stockCount = rules.minQty * rulesRng.between(3, 40);
      const priceAfterDiscount = Math.round((price * (100 - discountPercent)) / 100);
      for (const tier of volumeTiers(rulesRng, rules, priceAfterDiscount)) batch.priceTiers.push({ productId: id, ...tier });

      batch.products.push({
        id,
        itemType,
        productName,
        ...productDescriptions(productName, unit, rules, store),
        imageUrl: `${image}.svg`,
        images,
        unit,
        stockCount,
        price,
        rrpPrice,
        discountPercent,
        priceAfterDiscount,
        storeId: store.id,
        brandId,
        categoryId: category.id,
        isRecommended,
        rank: popularity(rng),
        ...rules,
        taxClass: taxClass(rulesRng, category.topIndex),
      });

      if (brandId !== null) usedBrands.add(brandId);
      for (const ancestor of category.path) usedCategories.add(ancestor);
      if (isRecommended) picks.recommended.push({ id, itemType });
      const row = batch.products.at(-1);
      if (isRecommended && row?.rank !== undefined && (featured === null || row.rank > featured.rank)) featured = { id, rank: row.rank };
      else if (stockCount >= 50 && !bundle && rules.minQty === 1 && rules.qtyStep === 1 && rules.maxQty === null && addOns.length < 2) addOns.push({ id, price: priceAfterDiscount });
      if (stockCount > 0) {
        // Reservoir sampling keeps a fair sample per leaf whatever the scale.
        const seen = (seenPerLeaf.get(category.id) ?? 0) + 1;
        seenPerLeaf.set(category.id, seen);
        let sample = picks.byLeaf.get(category.id);
        if (!sample) picks.byLeaf.set(category.id, (sample = []));
        if (sample.length < SAMPLE_PER_LEAF) sample.push({ id, itemType });
        else {
          const slot = sampleRng.int(seen);
          if (slot < SAMPLE_PER_LEAF) sample[slot] = { id, itemType };
        }
      }
    }
    const others = addOns.filter((a) => a.id !== featured?.id);
    if (featured !== null && others.length > 0) picks.pwp.push({ storeId: store.id, qualifyingId: featured.id, rank: featured.rank, addOns: others });
    for (const brandId of usedBrands) batch.storeBrands.push({ storeId: store.id, brandId });
    for (const categoryId of usedCategories) batch.storeCategories.push({ storeId: store.id, categoryId });
    if (batch.products.length >= batchSize) {
      batch.done = id;
      yield batch;
      batch = { products: [], priceTiers: [], storeBrands: [], storeCategories: [], done: 0 };
    }
  }
  if (batch.products.length > 0 || batch.priceTiers.length > 0 || batch.storeBrands.length > 0 || batch.storeCategories.length > 0) {
    batch.done = id;
    yield batch;
  }
}
