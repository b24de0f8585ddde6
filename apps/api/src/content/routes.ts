import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { apiErrorSchema, paginationMeta } from '@borong/contracts/common';
import {
  catalogueBlockBodySchema,
  catalogueBlockResponseSchema,
  catalogueBlockSize,
  catalogueParamsSchema,
  catalogueQuerySchema,
  catalogueResponseSchema,
  contentPageParamsSchema,
  contentPageResponseSchema,
  countryListResponseSchema,
  interestListResponseSchema,
  pageBlockQuerySchema,
  pageBlockResponseSchema,
  pageBlockSchema,
  pageManagementQuerySchema,
  pageManagementResponseSchema,
  promoDealQuerySchema,
  promoDealResponseSchema,
  stateListResponseSchema,
  stateQuerySchema,
  type PageBlock,
} from '@borong/contracts/content';
import type { ApiApp, ApiDeps } from '../app/types';
import { notFound } from '../app/errors';
import { localized, requestLocale } from '../app/locale';
import { pageOfRows, rows } from '../db/rows';
import { memoize } from '../app/memo';
import { productPage } from '../catalogue/products';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

interface CatalogueRow {
  id: number;
  name: string;
  name_bm: string;
  url: string;
  image_url: string;
  show_title_status: boolean;
}

export default async function contentRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;

  // Every page's header and footer read these; editors' changes show within half a minute.
  const pageManagements = memoize(
    async (query: z.output<typeof pageManagementQuerySchema>) => {
      const { page, per_page: perPage, type, status } = query;
      const where = sql`status = ${status} ${type ? sql`and type = ${type}` : sql``}`;
      const { found: groups, total } = await pageOfRows<{ id: number; type: 'header' | 'footer'; name: string; name_bm: string | null; url: string | null; is_external_link: boolean }>(db, {
        columns: sql`id, type, name, name_bm, url, is_external_link`,
        from: sql`page_management_groups`,
        where,
        order: sql`type, sort, id`,
        page,
        perPage,
      });
      const entries = groups.length
        ? await rows<{ id: number; group_id: number; name: string; name_bm: string | null; url: string | null; open_in_new_tab: boolean }>(
            db,
            sql`select id, group_id, name, name_bm, url, open_in_new_tab from page_managements
                where status = 'active' and group_id in (${sql.join(groups.map((g) => sql`${g.id}`), sql`, `)}) order by sort, id`,
          )
        : [];
      return {
        data: groups.map((g) => ({
          ...g,
          id: Number(g.id),
          active_page_managements: entries.filter((e) => Number(e.group_id) === Number(g.id)).map(({ group_id: _group, ...e }) => ({ ...e, id: Number(e.id) })),
        })),
        meta: paginationMeta(total, page, perPage),
      };
    },
    { ttlMs: 30_000, key: (query) => JSON.stringify(query) },
  );

  app.get('/page_managements', {
    schema: {
      tags: ['content'],
      summary: 'Header and footer menu groups with their active entries',
      description: 'Groups of the given type (header or footer; both when omitted) and status (active by default), 100 a page. An entry whose url is null has no page yet and is shown as text. name_bm may be null: show name then.',
      querystring: pageManagementQuerySchema,
      response: { 200: pageManagementResponseSchema, ...errors },
    },
    handler: (request) => pageManagements(request.query),
  });

  app.get('/promo_deals', {
    schema: { tags: ['content'], summary: 'Active promotions, each leading to a catalogue', querystring: promoDealQuerySchema, response: { 200: promoDealResponseSchema, ...errors } },
    handler: async (request) => {
      const locale = requestLocale(request);
      const { page, per_page: perPage } = request.query;
      const { found, total } = await pageOfRows<{ id: number; image_url: string; c_id: number; c_name: string; c_name_bm: string; c_url: string; c_image_url: string }>(db, {
        columns: sql`d.id, d.image_url, c.id as c_id, c.name as c_name, c.name_bm as c_name_bm, c.url as c_url, c.image_url as c_image_url`,
        from: sql`promo_deals d join catalogues c on c.id = d.catalogue_id`,
        where: sql`d.status = 'active'`,
        order: sql`d.sort, d.id`,
        page,
        perPage,
      });
      return {
        promo_deals: found.map((d) => ({
          id: Number(d.id),
          image_url: d.image_url,
          catalogue: { id: Number(d.c_id), name: localized(locale, d.c_name, d.c_name_bm), url: d.c_url, image_url: d.c_image_url },
        })),
        meta: paginationMeta(total, page, perPage),
      };
    },
  });

  app.post('/v2/homepage/catalogue_block', {
    schema: {
      tags: ['content'],
      summary: 'The products of one catalogue block',
      description: 'block_ids names one catalogue block (a one-item list, as the home page sends it). The answer holds 12 products when the catalogue has at least 12, otherwise 6 (or fewer when it has fewer). An unknown block answers 404 with error true; the home page then hides the block.',
      body: catalogueBlockBodySchema,
      response: { 200: catalogueBlockResponseSchema, ...errors },
    },
    handler: async (request) => {
      const locale = requestLocale(request);
      const blockId = request.body.block_ids[0] as number;
      const [catalogue] = await rows<CatalogueRow>(
        db,
        sql`select c.id, c.name, c.name_bm, c.url, c.image_url, c.show_title_status from page_blocks b join catalogues c on c.id = b.catalogue_id
            where b.id = ${blockId} and b.type = 'catalogue' and b.status = 'active'`,
      );
      if (!catalogue) throw notFound('Catalogue block not found');
      const from = sql`catalogue_products cp join products p on p.id = cp.product_id`;
      const { cards, total } = await productPage(db, sql`cp.catalogue_id = ${catalogue.id}`, sql`cp.sort, p.id`, 1, 12, from);
      return {
        error: false,
        data: [{ id: blockId, block_catalogue: { catalogue: { ...catalogueFields(catalogue, locale), catalogue_products: cards.slice(0, catalogueBlockSize(total)) } } }],
      };
    },
  });

  app.get('/v1/catalogues/:catalogue_url', {
    schema: {
      tags: ['content'],
      summary: 'A catalogue and its products, page by page',
      description: "An unknown catalogue answers 404 'Catalogue Does Not Exist'.",
      params: catalogueParamsSchema,
      querystring: catalogueQuerySchema,
      response: { 200: catalogueResponseSchema, ...errors },
    },
    handler: async (request) => {
      const locale = requestLocale(request);
      const [catalogue] = await rows<CatalogueRow>(db, sql`select id, name, name_bm, url, image_url, show_title_status from catalogues where url = ${request.params.catalogue_url}`);
      if (!catalogue) throw notFound('Catalogue Does Not Exist');
      const { page, per_page: perPage } = request.query;
      const from = sql`catalogue_products cp join products p on p.id = cp.product_id`;
      const { cards, total } = await productPage(db, sql`cp.catalogue_id = ${catalogue.id}`, sql`cp.sort, p.id`, page, perPage, from);
      return { data: catalogueFields(catalogue, locale), products: cards, meta: paginationMeta(total, page, perPage) };
    },
  });

  app.get('/v1/homepage/blocks', {
    schema: {
      tags: ['content'],
      summary: 'The page-managed blocks of a placement, in order',
      description: 'store_front is the home page. Texts are in the caller\'s language: an editor field `x` may have a Malay twin `x_bm` in the stored content, which replaces it for Accept-Language ms (English when the twin is missing). Catalogue blocks carry only their id and catalogue_url: their products come from POST /v2/homepage/catalogue_block. A block whose stored content no longer matches its contract is left out (and logged) rather than breaking the page.',
      querystring: pageBlockQuerySchema,
      response: { 200: pageBlockResponseSchema, ...errors },
    },
    handler: async (request) => {
      const locale = requestLocale(request);
      const found = await rows<{ id: number; type: string; content: Record<string, unknown> }>(
        db,
        sql`select id, type, content from page_blocks where placement = ${request.query.placement} and status = 'active' order by sort, id`,
      );
      const blocks: PageBlock[] = [];
      for (const row of found) {
        const parsed = pageBlockSchema.safeParse({ ...(localizeBlockContent(row.content, locale) as Record<string, unknown>), id: Number(row.id), type: row.type });
        if (parsed.success) blocks.push(parsed.data);
        else request.log.warn({ blockId: row.id, issues: parsed.error.issues.slice(0, 3) }, 'page block skipped: content does not match its contract');
      }
      return { data: blocks };
    },
  });

  app.get('/v1/pages/:slug', {
    schema: {
      tags: ['content'],
      summary: 'A content page (about, FAQ, privacy policy …) in the caller\'s language',
      description: 'body is editor HTML; the web sanitises it before showing it.',
      params: contentPageParamsSchema,
      response: { 200: contentPageResponseSchema, ...errors },
    },
    handler: async (request) => {
      const locale = requestLocale(request);
      const [page] = await rows<{ slug: string; title: string; title_bm: string; body: string; body_bm: string }>(
        db,
        sql`select slug, title, title_bm, body, body_bm from content_pages where slug = ${request.params.slug}`,
      );
      if (!page) throw notFound('This page could not be found');
      return { data: { slug: page.slug, title: localized(locale, page.title, page.title_bm), body: localized(locale, page.body, page.body_bm) } };
    },
  });

  app.get('/data/countries', {
    schema: { tags: ['reference'], summary: 'Countries', response: { 200: countryListResponseSchema } },
    handler: async () => {
      const found = await rows<{ id: number; code: string; name: string; phone_code: string }>(db, sql`select id, code, name, phone_code from countries order by id`);
      return { data: found.map((c) => ({ ...c, id: Number(c.id) })) };
    },
  });

  app.get('/data/states', {
    schema: {
      tags: ['reference'],
      summary: 'States and federal territories',
      description: 'unavailable_id=MAIWP leaves out the states that source does not serve (MAIWP delivers only within the federal territories). The web asks for it when the visitor did not come from MYDIN (session flag enterFromMydin is "false").',
      querystring: stateQuerySchema,
      response: { 200: stateListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { unavailable_id: unavailableId, country_id: countryId } = request.query;
      const found = await rows<{ id: number; code: string; name: string; country_id: number }>(
        db,
        sql`select id, code, name, country_id from states where true
            ${unavailableId ? sql`and not (${unavailableId} = any(unavailable_for))` : sql``}
            ${countryId ? sql`and country_id = ${countryId}` : sql``}
            order by sort, name`,
      );
      return { data: found.map((s) => ({ ...s, id: Number(s.id), country_id: Number(s.country_id) })) };
    },
  });

  app.get('/data/interests', {
    schema: { tags: ['reference'], summary: 'Business interest options for sign-up (ids 6–13 and 100 "Others")', response: { 200: interestListResponseSchema } },
    handler: async (request) => {
      const locale = requestLocale(request);
      const found = await rows<{ id: number; name: string; name_bm: string }>(db, sql`select id, name, name_bm from interests order by id`);
      return { data: found.map((i) => ({ id: Number(i.id), name: localized(locale, i.name, i.name_bm) })) };
    },
  });
}

/**
 * Editors store Malay twins beside the English fields (`title_bm` beside `title`, at any depth).
 * For a Malay caller the twin replaces the field when it is a non-empty string; the twins
 * themselves never leave the API.
 */
export function localizeBlockContent(value: unknown, locale: 'en' | 'ms'): unknown {
  if (Array.isArray(value)) return value.map((item) => localizeBlockContent(item, locale));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(source)) {
    if (key.endsWith('_bm')) continue;
    const twin = source[`${key}_bm`];
    out[key] = locale === 'ms' && typeof twin === 'string' && twin !== '' ? twin : localizeBlockContent(field, locale);
  }
  return out;
}

function catalogueFields(c: CatalogueRow, locale: 'en' | 'ms') {
  return { id: Number(c.id), name: localized(locale, c.name, c.name_bm), url: c.url, image_url: c.image_url, show_title_status: c.show_title_status };
}

