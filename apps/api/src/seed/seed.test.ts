import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  carouselBlockSchema,
  catalogueBlockRefSchema,
  heroBlockSchema,
  imageBlockSchema,
  promotionBlockSchema,
  recommendedBlockSchema,
  textBlockSchema,
} from '@borong/contracts/content';
import type { Database } from '../db/client';
import { openPgliteCopy } from '../../test/test-databases';
import { contentPages } from '../db/schema';
import { SEED_SCALES, seedDatabase, seededScale, type SeedScale } from './index';

const SCALE: SeedScale = { stores: 300, brands: 400, products: 3000 };

const TABLES = [
  'tiers', 'countries', 'states', 'categories', 'category_groups', 'brands', 'stores', 'store_brands', 'store_categories',
  'products', 'interests', 'page_management_groups', 'page_managements', 'content_pages', 'catalogues',
  'catalogue_products', 'promo_deals', 'page_blocks', 'banners', 'promotions', 'pwp_offers', 'pwp_offer_products',
];

/** Spec §2 "Other content routes", copied from the spec rather than from the seed. */
const SPEC_CONTENT_ROUTES = [
  '/terms-service', '/monthly-catalogue', 'press-ad', '/in-store-promotion', '/special-promotion', '/on-going-campaign',
  '/e-wallet', '/cashback', '/meriah-loyalty-program-faq', '/feedback', '/features', '/solutions', '/pricing',
  'initiative-listing', '/frequently-asked-questions', '/contact-us', '/about', '/career', '/about-us',
  '/corporate-social-responsibility', '/careers', 'news-and-articles', '/product-listing', '/corporate-purchase',
  '/voucher-purchase', '/collaboration-and-advertising', '/mall-and-tenants-enquiry', '/terms-and-conditions',
  '/privacy-policy', '/return-refund-policy', '/return-and-refund-policy', '/pdpa',
].map((route) => route.replace(/^\//, ''));

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  // Both drivers answer with `{ rows }`; Drizzle types the raw result as unknown.
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function one<T>(database: Database, query: SQL): Promise<T> {
  const [row] = await rows<T>(database, query);
  if (row === undefined) throw new Error('query returned no row');
  return row;
}

/** An empty schema of its own: a copy of the test base's migrated PGlite (a second, not a migration's six). */
const freshDatabase = (): Promise<Database> => openPgliteCopy('migrated');

/** One md5 per table over every row, in a stable order; app_meta without its timestamp. */
async function digest(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const row = await one<{ md5: string }>(database, sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${table} t`));
    out[table] = row.md5;
  }
  out.app_meta = (await one<{ md5: string }>(database, sql`select md5(string_agg(key || '=' || value::text, '|' order by key)) as md5 from app_meta`)).md5;
  return out;
}

describe('seedDatabase', () => {
  let database: Database;
  const progress: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    await seedDatabase(database.db, SCALE, (message) => progress.push(message));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const q = <T>(query: SQL) => rows<T>(database, query);
  const count = async (query: SQL) => (await one<{ n: number }>(database, query)).n;

  it('creates as many stores, brands and products as the scale asks for', async () => {
    expect(await count(sql`select count(*)::int as n from stores`)).toBe(SCALE.stores);
    expect(await count(sql`select count(*)::int as n from brands`)).toBe(SCALE.brands);
    expect(await count(sql`select count(*)::int as n from products`)).toBe(SCALE.products);
  });

  it('records the scale, so a restart knows not to seed again', async () => {
    expect(await seededScale(database.db)).toEqual(SCALE);
    const before = await count(sql`select count(*)::int as n from products`);
    const messages: string[] = [];
    await seedDatabase(database.db, SEED_SCALES.demo, (m) => messages.push(m));
    expect(messages.join('\n')).toMatch(/already seeded/);
    expect(await count(sql`select count(*)::int as n from products`)).toBe(before);
    expect(await seededScale(database.db)).toEqual(SCALE);
  });

  it('rejects a scale that is not whole numbers before touching the database', async () => {
    await expect(seedDatabase(database.db, { stores: 1.5, brands: 1, products: 1 })).rejects.toThrow(/whole number/);
    await expect(seedDatabase(database.db, { stores: 0, brands: 1, products: 1 })).rejects.toThrow(/at least one store/);
  });

  it('reports progress as it goes', () => {
    expect(progress.some((m) => /^products [\d,]+ \/ 3,000$/.test(m))).toBe(true);
    expect(progress.some((m) => m.startsWith('stores '))).toBe(true);
    expect(progress.at(-1)).toBe('seed complete');
  });

  it('gives every store a few products', async () => {
    expect(await count(sql`select count(*)::int as n from stores s where not exists (select 1 from products p where p.store_id = s.id)`)).toBe(0);
    expect(await count(sql`select min(c)::int as n from (select count(*) as c from products group by store_id) s`)).toBeGreaterThanOrEqual(3);
  });

  it('fills store_categories with each product category and all its ancestors, and nothing else', async () => {
    const missing = await count(sql`
      select count(*)::int as n from products p join categories c on c.id = p.category_id cross join unnest(c.path) as a(category_id)
      where not exists (select 1 from store_categories sc where sc.store_id = p.store_id and sc.category_id = a.category_id)`);
    expect(missing).toBe(0);
    const expected = await count(sql`select count(distinct (p.store_id, a.category_id))::int as n from products p join categories c on c.id = p.category_id cross join unnest(c.path) as a(category_id)`);
    expect(await count(sql`select count(*)::int as n from store_categories`)).toBe(expected);
    expect(await count(sql`select count(*)::int as n from store_categories sc join categories c on c.id = sc.category_id where c.level = 1`)).toBeGreaterThan(0);
  });

  it('fills store_brands with exactly the brands each store sells', async () => {
    const expected = await count(sql`select count(distinct (store_id, brand_id))::int as n from products where brand_id is not null`);
    expect(await count(sql`select count(*)::int as n from store_brands`)).toBe(expected);
    expect(await count(sql`select count(*)::int as n from store_brands sb where not exists (select 1 from products p where p.store_id = sb.store_id and p.brand_id = sb.brand_id)`)).toBe(0);
  });

  it("marks VIP DIRECT stores with upper_right_text 'VIP', and only them", async () => {
    const byTier = await q<{ code: string | null; vip: number; total: number }>(sql`
      select t.code, count(*) filter (where s.upper_right_text = 'VIP')::int as vip, count(*)::int as total
      from stores s left join tiers t on t.id = s.tier_id group by t.code`);
    const vip = byTier.find((r) => r.code === 'VIP_DIRECT');
    expect(vip?.total).toBeGreaterThan(0);
    expect(vip?.vip).toBe(vip?.total);
    for (const row of byTier.filter((r) => r.code !== 'VIP_DIRECT')) expect(row.vip).toBe(0);
    // A minority are VIP, many have no tier at all.
    expect(vip?.total ?? 0).toBeLessThan(SCALE.stores * 0.2);
    expect(byTier.find((r) => r.code === null)?.total ?? 0).toBeGreaterThan(SCALE.stores * 0.25);
    const tier = await one<{ name: string; name_bm: string; description: string; upper_right_text: string }>(database, sql`select * from tiers where code = 'VIP_DIRECT'`);
    expect(tier.upper_right_text).toBe('VIP');
    expect(tier.description).toMatch(/tier/i);
  });

  it('gives stores unique names, unique slugs and believable texts', async () => {
    const stats = await one<{ names: number; urls: number; bad_urls: number; no_text: number; no_malay: number; bad_logo: number; states: number }>(
      database,
      sql`select count(distinct lower(domain_name))::int as names, count(distinct url)::int as urls,
            count(*) filter (where url !~ '^[a-z0-9]+(-[a-z0-9]+)*$')::int as bad_urls,
            count(*) filter (where description is null or top_category_text is null or industry_text is null)::int as no_text,
            count(*) filter (where description_bm is null or top_category_text_bm is null or industry_text_bm is null)::int as no_malay,
            count(*) filter (where logo !~ ('^/api/media/logo/store-' || id || '(-[a-z]{1,2})?\\.svg$'))::int as bad_logo,
            count(distinct state_id)::int as states
          from stores`,
    );
    expect(stats).toMatchObject({ names: SCALE.stores, urls: SCALE.stores, bad_urls: 0, no_text: 0, no_malay: 0, bad_logo: 0 });
    expect(stats.states).toBeGreaterThan(10);
    const topTexts = await q<{ top_category_text: string }>(sql`select distinct top_category_text from stores`);
    const topNames = await q<{ display_category_name: string }>(sql`select display_category_name from categories where level = 1`);
    for (const { top_category_text } of topTexts) expect(topNames.map((c) => c.display_category_name)).toContain(top_category_text);
  });

  it('gives brands unique names and the spec initial (letter, or # for digits and symbols)', async () => {
    const stats = await one<{ names: number; wrong_initial: number; hashes: number; bad_logo: number }>(
      database,
      sql`select count(distinct brand_name)::int as names,
            count(*) filter (where initial <> case when upper(left(brand_name, 1)) between 'A' and 'Z' then upper(left(brand_name, 1)) else '#' end)::int as wrong_initial,
            count(*) filter (where initial = '#')::int as hashes,
            count(*) filter (where logo <> '/api/media/logo/brand-' || id || '.svg')::int as bad_logo
          from brands`,
    );
    expect(stats).toMatchObject({ names: SCALE.brands, wrong_initial: 0, bad_logo: 0 });
    expect(stats.hashes).toBeGreaterThan(0);
  });

  it('prices products in sen with consistent discounts and leaf categories', async () => {
    const stats = await one<Record<string, number>>(
      database,
      sql`select
            count(*) filter (where rrp_price < price)::int as rrp_below,
            count(*) filter (where discount_percent not between 0 and 40)::int as bad_discount,
            count(*) filter (where price_after_discount <> round(price * (100 - discount_percent) / 100.0))::int as bad_after,
            count(*) filter (where discount_percent > 0)::int as discounted,
            count(*) filter (where stock_count = 0)::int as sold_out,
            count(*) filter (where item_type = 'bundle')::int as bundles,
            count(*) filter (where item_type not in ('product', 'bundle'))::int as bad_type,
            count(*) filter (where brand_id is not null)::int as branded,
            count(*) filter (where is_recommended)::int as recommended,
            count(*) filter (where image_url !~ ('^/api/media/product/[a-z]+-' || id || '\\.svg$'))::int as bad_image,
            count(*) filter (where cardinality(images) not between 1 and 4)::int as bad_images,
            count(*) filter (where price <= 0)::int as free
          from products`,
    );
    expect(stats).toMatchObject({ rrp_below: 0, bad_discount: 0, bad_after: 0, bad_type: 0, bad_image: 0, bad_images: 0, free: 0 });
    for (const key of ['discounted', 'sold_out', 'bundles', 'recommended']) expect(stats[key], key).toBeGreaterThan(0);
    expect(stats.branded).toBeGreaterThan(SCALE.products / 2);
    expect(await count(sql`select count(*)::int as n from products p where exists (select 1 from categories c where c.parent_id = p.category_id)`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from products, unnest(images) with ordinality as u(url, ordinality) where u.url <> regexp_replace(image_url, '\\.svg$', '') || '-' || ordinality || '.svg'`)).toBe(0);
  });

  it('seeds the spec category tree: 19 top-level categories, 3 levels everywhere, 4 in a few branches', async () => {
    const tops = await q<{ display_category_name: string; category_id: string }>(sql`select display_category_name, category_id from categories where level = 1 order by sort`);
    expect(tops.map((t) => t.display_category_name)).toEqual([
      'Food & Beverage', 'Mom & Baby', 'Beauty', 'Health', 'Home & Living', 'Stationery', 'Muslim Fashion', 'Men Clothes',
      'Home Appliances', 'Travel & Luggage', 'Automobiles', 'Books & Magazines', 'Fashion Accessories', 'Mobile & Gadgets',
      'Women Bags', 'Men Bags', 'Audio', 'Gaming & Consoles', 'Hobbies & Collections',
    ]);
    expect(tops[0]?.category_id).toBe('CAT-0001');
    expect(await count(sql`select count(*)::int as n from categories t where t.level = 1 and not exists (select 1 from categories c where c.level = 3 and c.path[1] = t.id)`)).toBe(0);
    expect(await count(sql`select count(distinct path[1])::int as n from categories where level = 4`)).toBeGreaterThanOrEqual(2);
    expect(await count(sql`select count(*)::int as n from categories c left join categories p on p.id = c.parent_id
      where c.path[cardinality(c.path)] <> c.id or cardinality(c.path) <> c.level or (c.level > 1 and (p.id is null or c.path[1:c.level - 1] <> p.path))`)).toBe(0);
    // Names filter store search, so each must be unique.
    expect(await count(sql`select count(*)::int - count(distinct lower(display_category_name))::int as n from categories`)).toBe(0);
    const groups = await q<{ category_name: string; child_categories: string[] }>(sql`select category_name, child_categories from category_groups order by sort`);
    expect(groups.map((g) => g.category_name)).toEqual([
      'Health & Beauty', 'Automotive', 'Fashion', 'Babies Kids and Toys', 'Food & Beverages', 'Home & Kitchen',
      'Household & Cleaning Supplies', 'Office Administration & Stationeries', 'Sports & Outdoors',
    ]);
    const names = new Set((await q<{ display_category_name: string }>(sql`select display_category_name from categories`)).map((c) => c.display_category_name));
    for (const group of groups) for (const child of group.child_categories) expect(names, `${group.category_name} > ${child}`).toContain(child);
  });

  it('seeds Malaysia first with its 16 states, and only the federal territories deliver for MAIWP', async () => {
    const [malaysia] = await q<{ id: number; code: string; phone_code: string }>(sql`select id, code, phone_code from countries order by id`);
    expect(malaysia).toMatchObject({ code: 'MY', phone_code: '+60' });
    const stateCodes = (await q<{ code: string }>(sql`select code from states order by code`)).map((s) => s.code);
    expect(stateCodes).toEqual(['JHR', 'KDH', 'KTN', 'KUL', 'LBN', 'MLK', 'NSN', 'PHG', 'PJY', 'PLS', 'PNG', 'PRK', 'SBH', 'SGR', 'SWK', 'TRG']);
    const forMaiwp = await q<{ code: string }>(sql`select code from states where not ('MAIWP' = any(unavailable_for)) order by code`);
    expect(forMaiwp.map((s) => s.code)).toEqual(['KUL', 'LBN', 'PJY']);
  });

  it('seeds exactly the spec interest ids 6-13 and 100, in both languages', async () => {
    const list = await q<{ id: number; name: string; name_bm: string }>(sql`select id, name, name_bm from interests order by id`);
    expect(list.map((i) => i.id)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 100]);
    expect(list.find((i) => i.id === 100)?.name).toBe('Others');
    for (const interest of list) expect(interest.name_bm).not.toBe('');
  });

  it('has a content page in English and Malay for every content route of the spec', async () => {
    const pages = await database.db.select().from(contentPages);
    const slugs = pages.map((p) => p.slug);
    for (const route of SPEC_CONTENT_ROUTES) expect(slugs).toContain(route);
    for (const page of pages) {
      expect(page.body.length, page.slug).toBeGreaterThan(150);
      expect(page.bodyBm.length, page.slug).toBeGreaterThan(150);
      expect(page.body).not.toBe(page.bodyBm);
      const tags = new Set([...`${page.body}${page.bodyBm}`.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
      for (const tag of tags) expect(['h2', 'p', 'ul', 'li', 'a', 'strong'], `${page.slug} uses <${tag}>`).toContain(tag);
    }
    const faq = pages.find((p) => p.slug === 'frequently-asked-questions');
    expect(faq?.body).toMatch(/1% service fee/);
    expect(faq?.body).toMatch(/3-5 working days/);
    expect(faq?.body).toMatch(/within 24 hours/);
    expect(pages.find((p) => p.slug === 'privacy-policy')?.body).toMatch(/Personal Data Protection Act 2010/);
    expect(pages.find((p) => p.slug === 'contact-us')?.body).toMatch(/Kuala Lumpur/);
  });

  it('seeds header and footer menus, links and link-less entries, and one inactive group', async () => {
    const groups = await q<{ id: number; type: string; name: string; status: string }>(sql`select id, type, name, status from page_management_groups order by sort`);
    expect(groups.filter((g) => g.type === 'header' && g.status === 'active').map((g) => g.name)).toEqual(['PROMOTIONS', 'CAMPAIGN', 'LOYALTY PROGRAM']);
    expect(groups.some((g) => g.type === 'footer' && g.status === 'inactive')).toBe(true);
    const entries = await q<{ name: string; name_bm: string | null; url: string | null; open_in_new_tab: boolean }>(sql`select name, name_bm, url, open_in_new_tab from page_managements`);
    const byUrl = (url: string) => entries.find((e) => e.url === url);
    expect(byUrl('/frequently-asked-questions')?.open_in_new_tab).toBe(true);
    expect(byUrl('/contact-us')?.open_in_new_tab).toBe(true);
    expect(byUrl('/feedback')?.open_in_new_tab).toBe(false);
    expect(entries.filter((e) => e.url === null).map((e) => e.name)).toEqual(
      expect.arrayContaining(['Store location', 'Operation hour', 'Organizational structure', 'Corporate gallery']),
    );
    expect(entries.some((e) => e.name_bm === null)).toBe(true);
    const pageSlugs = new Set((await q<{ slug: string }>(sql`select slug from content_pages`)).map((p) => `/${p.slug}`));
    for (const entry of entries) if (entry.url !== null) expect(pageSlugs, entry.url).toContain(entry.url);
  });

  it('stores home blocks whose content matches the contract schemas', async () => {
    const blocks = await q<{ id: number; type: string; content: Record<string, unknown>; catalogue_id: number | null; status: string }>(
      sql`select id, type, content, catalogue_id, status from page_blocks where placement = 'store_front' order by sort`,
    );
    const schemas: Record<string, z.ZodType> = {
      hero: heroBlockSchema,
      carousel: carouselBlockSchema,
      image: imageBlockSchema,
      text: textBlockSchema,
      catalogue: catalogueBlockRefSchema,
      promotion: promotionBlockSchema,
      recommended: recommendedBlockSchema,
    };
    for (const block of blocks) {
      const schema = schemas[block.type];
      expect(schema, block.type).toBeDefined();
      const parsed = schema?.safeParse({ ...block.content, id: block.id, type: block.type });
      expect(parsed?.success, `${block.type} ${block.id}: ${JSON.stringify(parsed?.error?.issues)}`).toBe(true);
    }
    const active = blocks.filter((b) => b.status === 'active');
    expect(active[0]?.type).toBe('hero');
    expect(new Set(active.map((b) => b.type))).toEqual(new Set(Object.keys(schemas)));

    const hero = heroBlockSchema.parse({ ...active[0]?.content, id: 1, type: 'hero' });
    expect(hero.block_hero_carousel_items.length).toBeGreaterThanOrEqual(2);
    const carouselBlock = active.find((b) => b.type === 'carousel');
    const carousel = carouselBlockSchema.parse({ ...carouselBlock?.content, id: 1, type: 'carousel' });
    expect(carousel).toMatchObject({ loop: true, interval_ms: 8000 });
    expect(new Set(carousel.block_carousel_items.map((i) => i.type))).toEqual(new Set(['website', 'mobile_view']));

    const images = active.filter((b) => b.type === 'image').map((b) => imageBlockSchema.parse({ ...b.content, id: b.id, type: 'image' }));
    expect(images.map((i) => i.layout).sort()).toEqual(['hotspot', 'multiple', 'single']);
    const multiple = images.find((i) => i.layout === 'multiple');
    expect(multiple?.columns).toBe(3);
    expect(multiple?.block_image_redirects.some((r) => r.image_padding > 0)).toBe(true);
    const hotspots = images.find((i) => i.layout === 'hotspot')?.block_image_redirects.flatMap((r) => r.block_image_redirect_hotspots) ?? [];
    expect(hotspots.length).toBeGreaterThanOrEqual(2);
    for (const spot of hotspots) {
      for (const v of [spot.x_axis, spot.y_axis, spot.width, spot.height]) expect(v).toBeGreaterThanOrEqual(0);
      expect(spot.x_axis + spot.width).toBeLessThanOrEqual(100);
      expect(spot.y_axis + spot.height).toBeLessThanOrEqual(100);
    }

    const catalogueBlocks = await q<{ url: string; content_url: string }>(
      sql`select c.url, b.content->>'catalogue_url' as content_url from page_blocks b join catalogues c on c.id = b.catalogue_id where b.type = 'catalogue' and b.status = 'active'`,
    );
    expect(catalogueBlocks).toHaveLength(3);
    for (const block of catalogueBlocks) expect(block.content_url).toBe(block.url);
  });

  it('seeds catalogues on both sides of the 6-or-12 rule and promotions pointing at them', async () => {
    const sizes = await q<{ url: string; n: number; image_url: string; id: number }>(
      sql`select c.id, c.url, c.image_url, count(cp.product_id)::int as n from catalogues c left join catalogue_products cp on cp.catalogue_id = c.id group by c.id order by c.id`,
    );
    expect(sizes.length).toBeGreaterThanOrEqual(10);
    for (const c of sizes) {
      expect(c.n, c.url).toBeGreaterThanOrEqual(4);
      expect(c.n, c.url).toBeLessThanOrEqual(40);
      expect(c.url).toMatch(/^[a-z0-9-]+$/);
      expect(c.image_url).toBe(`/api/media/banner/catalogue-${c.id}.svg`);
    }
    expect(sizes.some((c) => c.n < 12)).toBe(true);
    expect(sizes.some((c) => c.n >= 12)).toBe(true);
    const promos = await q<{ status: string; catalogue_id: number }>(sql`select status, catalogue_id from promo_deals`);
    expect(promos.filter((p) => p.status === 'active').length).toBeGreaterThanOrEqual(5);
    expect(promos.filter((p) => p.status === 'inactive')).toHaveLength(1);
  });

  it('seeds banners for each position with all three link types, each link complete', async () => {
    const list = await q<{ position: string; link_type: string; link_url: string | null; product_id: number | null; product_type: string | null; catalogue_url: string | null; banner_mobile: string }>(
      sql`select position, link_type, link_url, product_id, product_type, catalogue_url, banner_mobile from banners`,
    );
    expect(new Set(list.map((b) => b.position))).toEqual(new Set(['search', 'credit_terms', 'home', 'footer']));
    expect(new Set(list.map((b) => b.link_type))).toEqual(new Set(['custom_url', 'product_id', 'catalogue_id']));
    for (const banner of list) {
      expect(banner.banner_mobile).toMatch(/-mobile\.svg$/);
      if (banner.link_type === 'custom_url') expect(banner.link_url).toBeTruthy();
      if (banner.link_type === 'catalogue_id') expect(await count(sql`select count(*)::int as n from catalogues where url = ${banner.catalogue_url}`)).toBe(1);
      if (banner.link_type === 'product_id') {
        expect(await count(sql`select count(*)::int as n from products where id = ${banner.product_id} and item_type = ${banner.product_type}`)).toBe(1);
      }
    }
    // Every generated banner has its twin with Malay text (spec §1: no English on Malay pages).
    const untranslated = await count(sql`select (
        (select count(*) from banners where image_url_bm is null or banner_mobile_bm is null or banner_desktop_bm is null)
      + (select count(*) from catalogues where image_url_bm is null)
      + (select count(*) from promo_deals where image_url_bm is null)
      + (select count(*) from products where description_bm is null))::int as n`);
    expect(untranslated).toBe(0);
  });

  it('seeds purchase-with-purchase offers at the sellers of the most popular recommended products, each within its seller', async () => {
    const offers = await q<{ store_id: number; addon_store: number; special_price: number; normal: number; min_qty: number; qty_step: number; stock_count: number; scope: string; live: boolean; qualifiers: { store_id: number; recommended: boolean; rank: number }[] | null }>(
      sql`select o.store_id, a.store_id as addon_store, o.special_price, a.price_after_discount as normal, a.min_qty, a.qty_step, a.stock_count, o.qualifier_scope as scope,
                 o.is_active and o.ends_at > now() as live,
                 (select json_agg(json_build_object('store_id', p.store_id, 'recommended', p.is_recommended, 'rank', p.rank)) from pwp_offer_products q join products p on p.id = q.product_id where q.offer_id = o.id) as qualifiers
          from pwp_offers o join products a on a.id = o.addon_product_id order by o.id`,
    );
    expect(new Set(offers.map((o) => o.store_id)).size).toBe(12);
    expect(offers.filter((o) => !o.live)).toHaveLength(2);
    for (const o of offers) {
      expect(o.addon_store).toBe(o.store_id);
      expect(o.special_price).toBeLessThan(o.normal);
      expect([o.min_qty, o.qty_step]).toEqual([1, 1]);
      expect(o.stock_count).toBeGreaterThanOrEqual(50);
      if (o.scope === 'STORE') expect(o.qualifiers).toBeNull();
      else expect(o.qualifiers).toEqual([expect.objectContaining({ store_id: o.store_id, recommended: true })]);
    }
    // The qualifying products are among the most popular recommended ones, where buyers see them first.
    const ranks = offers.flatMap((o) => o.qualifiers ?? []).map((q) => q.rank);
    const [top] = await q<{ rank: number }>(sql`select rank from products where is_recommended order by rank desc offset 40 limit 1`);
    for (const rank of ranks) expect(rank).toBeGreaterThanOrEqual(top?.rank ?? 0);
  });

  it('moves serial sequences past the explicit ids', async () => {
    for (const table of ['stores', 'products', 'brands', 'categories', 'page_blocks', 'pwp_offers']) {
      const row = await one<{ next: number; max: number }>(database, sql.raw(`select nextval(pg_get_serial_sequence('${table}', 'id'))::int as next, (select max(id) from ${table})::int as max`));
      expect(row.next, table).toBe(row.max + 1);
    }
  });
});

describe('seedDatabase determinism and atomicity', () => {
  it('gives identical rows for the same scale', async () => {
    // A third of the main suite's scale: every list the seed writes still has rows, and the two
    // seeds were a third of the whole test run's longest file.
    const scale: SeedScale = { stores: 100, brands: 130, products: 1000 };
    const first = await freshDatabase();
    const second = await freshDatabase();
    try {
      await seedDatabase(first.db, scale);
      await seedDatabase(second.db, scale);
      const a = await digest(first);
      // md5 of no rows: every table must hold some, or its equality proves nothing.
      expect(Object.entries(a).filter(([, md5]) => md5 === 'd41d8cd98f00b204e9800998ecf8427e')).toEqual([]);
      expect(a).toEqual(await digest(second));
    } finally {
      await first.close();
      await second.close();
    }
  }, 120_000);

  it('writes nothing when it fails part-way', async () => {
    const database = await freshDatabase();
    try {
      // A row the seed will collide with near its end, long after stores and products went in.
      await database.db.insert(contentPages).values({ id: 1, slug: 'pdpa', title: 'x', titleBm: 'x', body: 'x', bodyBm: 'x' });
      await expect(seedDatabase(database.db, { stores: 20, brands: 20, products: 100 })).rejects.toThrow();
      for (const table of ['stores', 'brands', 'products', 'categories']) {
        expect((await one<{ n: number }>(database, sql.raw(`select count(*)::int as n from ${table}`))).n, table).toBe(0);
      }
      expect(await seededScale(database.db)).toBeNull();
    } finally {
      await database.close();
    }
  }, 60_000);

  it('still seeds every fixed list at a tiny scale', async () => {
    const database = await freshDatabase();
    try {
      await seedDatabase(database.db, { stores: 2, brands: 1, products: 5 });
      const counts = await one<Record<string, number>>(
        database,
        sql`select (select count(*) from stores)::int as stores, (select count(*) from products)::int as products,
              (select count(*) from categories)::int as categories, (select count(*) from content_pages)::int as pages,
              (select count(*) from page_blocks)::int as blocks, (select count(*) from catalogues)::int as catalogues,
              (select count(*) from banners)::int as banners, (select count(*) from interests)::int as interests`,
      );
      expect(counts).toMatchObject({ stores: 2, products: 5, interests: 9 });
      for (const key of ['categories', 'pages', 'blocks', 'catalogues', 'banners']) expect(counts[key], key).toBeGreaterThan(0);
      expect(await seededScale(database.db)).toEqual({ stores: 2, brands: 1, products: 5 });
    } finally {
      await database.close();
    }
  }, 60_000);
});
