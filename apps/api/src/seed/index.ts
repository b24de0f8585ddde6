import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  appMeta,
  banners,
  brands,
  catalogueProducts,
  catalogues,
  categories,
  categoryGroups,
  contentPages,
  countries,
  interests,
  lockers,
  loyaltyCards,
  pageBlocks,
  pageManagementGroups,
  pageManagements,
  productPriceTiers,
  products,
  promoDeals,
  promotions,
  pwpOfferProducts,
  pwpOffers,
  states,
  storeBrands,
  storeCategories,
  storeMembers,
  stores,
  tiers,
  users,
} from '../db/schema';
import { brandRow, buildWorld, generateBrands, generateProducts, generateStores, type ProductPicks } from './catalogue';
import { CATEGORY_GROUPS, flattenCategories, slugify } from './categories';
import { CONTENT_PAGES } from './content-pages';
import { insertRows, resetSequence, type Executor } from './insert';
import { buildMerchandising } from './merchandising';
import { MENU_GROUPS } from './navigation';
import { loyaltyCardRows } from './loyalty-cards';
import { DEMO_SELLERS, lockerRows, promotionRows, pwpOfferRows } from './commerce';
import { COUNTRIES, INTERESTS, STATES, TIERS, unavailableFor } from './reference';

export type SeedScale = { stores: number; brands: number; products: number };

export const SEED_SCALES: { small: SeedScale; demo: SeedScale; large: SeedScale } = {
  // The end-to-end tests' scale: every kind of row the demo has, seeded in seconds on PGlite.
  small: { stores: 2_000, brands: 3_000, products: 15_000 },
  demo: { stores: 20_000, brands: 30_000, products: 150_000 },
  large: { stores: 200_000, brands: 300_000, products: 1_500_000 },
};

const SEED_META_KEY = 'seed';
/** Serialises concurrent seeders (several replicas starting on one empty database). */
const SEED_LOCK_ID = 7270702;
// Rows per statement: big enough to amortise the round trip, small enough to report progress often
// and to stay far below statement timeouts on a busy server.
const BATCH = 10_000;
const PRODUCT_BATCH = 5_000;

const count = new Intl.NumberFormat('en-US');

function checkScale(scale: SeedScale): void {
  for (const key of ['stores', 'brands', 'products'] as const) {
    const value = scale[key];
    if (!Number.isInteger(value) || value < 0) throw new Error(`seed scale ${key} must be a whole number from 0, got ${String(value)}`);
  }
  if (scale.products > 0 && scale.stores === 0) throw new Error('seed scale needs at least one store to hold the products');
}

function isScale(value: unknown): value is SeedScale {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['stores', 'brands', 'products'].every((key) => Number.isInteger(record[key]));
}

/** The scale the database was seeded with, or null when it holds no seed yet. */
export async function seededScale(db: Db): Promise<SeedScale | null> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SEED_META_KEY)).limit(1);
  const value = rows[0]?.value;
  if (value === undefined) return null;
  if (!isScale(value)) throw new Error(`app_meta '${SEED_META_KEY}' holds an unexpected value: ${JSON.stringify(value)}`);
  return { stores: value.stores, brands: value.brands, products: value.products };
}

async function insertInBatches<T extends PgTable>(
  ex: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  size: number,
  progress: ((done: number) => void) | null,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await insertRows(ex, table, rows.slice(i, i + size));
    progress?.(Math.min(i + size, rows.length));
  }
}

/**
 * Fills every table with deterministic demo data: the same scale always gives the same rows.
 * Everything happens in one transaction, so an interrupted seed leaves an empty database rather
 * than half a catalogue; the `seed` marker in app_meta is written last, inside it. A database that
 * already holds a seed is left as it is, whatever its scale.
 */
export async function seedDatabase(db: Db, scale: SeedScale, onProgress: (message: string) => void = () => {}): Promise<void> {
  checkScale(scale);
  const existing = await seededScale(db);
  if (existing) {
    onProgress(`already seeded (${count.format(existing.stores)} stores, ${count.format(existing.brands)} brands, ${count.format(existing.products)} products)`);
    return;
  }

  // Generated before the transaction opens, to keep it (and its locks) as short as possible.
  const categoryNodes = flattenCategories();
  const brandList = generateBrands(scale.brands);
  const world = buildWorld(categoryNodes, brandList);
  const storeData = generateStores(scale.stores, scale.products, world);
  const brandNames = brandList.map((b) => b.name);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const raced = await tx.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEED_META_KEY)).limit(1);
    if (raced.length > 0) {
      onProgress('already seeded by another process');
      return;
    }

    onProgress('reference data: tiers, countries, states, categories, interests');
    await insertRows(
      tx,
      tiers,
      TIERS.map((t, i) => ({ id: t.id, code: t.code, name: t.name, nameBm: t.nameBm, description: t.description, descriptionBm: t.descriptionBm, upperRightText: t.upperRightText, sort: i + 1 })),
    );
    await insertRows(tx, countries, COUNTRIES.map((c) => ({ ...c })));
    await insertRows(
      tx,
      states,
      STATES.map((s, i) => ({ id: s.id, code: s.code, name: s.name, countryId: 1, unavailableFor: unavailableFor(s), sort: i + 1 })),
    );
    await insertRows(
      tx,
      categories,
      categoryNodes.map((c) => ({
        id: c.id,
        categoryId: c.categoryId,
        displayCategoryName: c.en,
        displayCategoryNameBm: c.bm,
        parentId: c.parentId,
        level: c.level,
        path: c.path,
        imageUrl: `/api/media/category/${c.id}.svg`,
        imageName: `${slugify(c.en)}.svg`,
        sort: c.sort,
      })),
    );
    await insertRows(
      tx,
      categoryGroups,
      CATEGORY_GROUPS.map((g, i) => ({
        id: i + 1,
        code: g.code,
        categoryName: g.name,
        categoryNameBm: g.nameBm,
        imageUrl: `/api/media/category/group-${slugify(g.code)}.svg`,
        childCategories: [...g.children],
        sort: i + 1,
      })),
    );
    await insertRows(tx, interests, INTERESTS.map((i) => ({ ...i })));
    await insertRows(tx, loyaltyCards, loyaltyCardRows());
    await insertRows(tx, lockers, lockerRows());

    await insertInBatches(tx, brands, brandList.map(brandRow), BATCH, (done) => onProgress(`brands ${count.format(done)} / ${count.format(scale.brands)}`));
    await insertInBatches(tx, stores, storeData.rows, BATCH, (done) => onProgress(`stores ${count.format(done)} / ${count.format(scale.stores)}`));

    const picks: ProductPicks = { byLeaf: new Map(), recommended: [], pwp: [] };
    for (const batch of generateProducts(world, storeData.infos, brandNames, scale.products, PRODUCT_BATCH, picks)) {
      await insertRows(tx, products, batch.products);
      await insertInBatches(tx, productPriceTiers, batch.priceTiers, BATCH, null);
      await insertInBatches(tx, storeBrands, batch.storeBrands, BATCH, null);
      await insertInBatches(tx, storeCategories, batch.storeCategories, BATCH, null);
      onProgress(`products ${count.format(batch.done)} / ${count.format(scale.products)}`);
    }

    onProgress('storefront content: menus, pages, catalogues, promotions, blocks, banners');
    let entryId = 0;
    await insertRows(
      tx,
      pageManagementGroups,
      MENU_GROUPS.map((g, i) => ({ id: i + 1, type: g.type, name: g.name, nameBm: g.nameBm, url: null, isExternalLink: false, status: g.status, sort: i + 1 })),
    );
    await insertRows(
      tx,
      pageManagements,
      MENU_GROUPS.flatMap((g, i) =>
        g.entries.map((e, n) => ({
          id: ++entryId,
          groupId: i + 1,
          name: e.name,
          nameBm: e.nameBm,
          url: e.url,
          openInNewTab: e.openInNewTab ?? false,
          status: e.status ?? 'active',
          sort: n + 1,
        })),
      ),
    );
    await insertRows(
      tx,
      contentPages,
      CONTENT_PAGES.map((p, i) => ({ id: i + 1, slug: p.slug, title: p.title, titleBm: p.titleBm, body: p.body, bodyBm: p.bodyBm })),
    );
    const merch = buildMerchandising(world, picks);
    await insertRows(tx, catalogues, merch.catalogues);
    await insertRows(tx, catalogueProducts, merch.catalogueProducts);
    await insertRows(tx, promoDeals, merch.promoDeals);
    await insertRows(tx, pageBlocks, merch.pageBlocks);
    await insertRows(tx, banners, merch.banners);

    await insertRows(tx, promotions, promotionRows());
    for (const seller of DEMO_SELLERS.filter((s) => s.storeId <= scale.stores)) {
      const [user] = await tx.insert(users).values({ name: seller.name, email: seller.email, mobileNo: '', companyName: '', regNo: '', passwordHash: '!' }).returning({ id: users.id });
      if (user) await tx.insert(storeMembers).values({ userId: user.id, storeId: seller.storeId, role: 'owner' });
    }
    const pwp = pwpOfferRows(picks.pwp);
    await insertRows(tx, pwpOffers, pwp.offers);
    await insertRows(tx, pwpOfferProducts, pwp.qualifiers);
    for (const table of [lockers, promotions, pwpOffers, tiers, countries, states, categories, categoryGroups, brands, stores, products, pageManagementGroups, pageManagements, contentPages, catalogues, promoDeals, pageBlocks, banners]) {
      await resetSequence(tx, table);
    }
    await tx.insert(appMeta).values({ key: SEED_META_KEY, value: { stores: scale.stores, brands: scale.brands, products: scale.products } });
    // Fresh statistics, committed with the data: without them the planner scans whole tables for
    // trigram searches, and PGlite never runs autovacuum to gather them later.
    onProgress('updating planner statistics');
    await tx.execute(sql`analyze`);
  });
  // A bulk load leaves the word index's new entries in its pending list, which every search then
  // reads through (10 ms instead of 1 for a common word), and no page marked all-visible: vacuum
  // as autovacuum soon would on PostgreSQL, and never does on PGlite. Outside the transaction, as vacuum must be.
  onProgress('vacuuming');
  await db.execute(sql`vacuum`);
  onProgress('seed complete');
}
