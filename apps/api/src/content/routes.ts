import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema } from '@borong/contracts/common';
import {
  catalogueBlockBodySchema,
  catalogueBlockResponseSchema,
  catalogueParamsSchema,
  catalogueQuerySchema,
  catalogueResponseSchema,
  contentPageParamsSchema,
  contentPageResponseSchema,
  pageBlockQuerySchema,
  pageBlockResponseSchema,
  pageBlockSchema,
  pageManagementQuerySchema,
  pageManagementResponseSchema,
  promoDealQuerySchema,
  promoDealResponseSchema,
  type PageBlock,
} from '@borong/contracts/content';
import type { ApiApp, ApiDeps } from '../app/types';
import { notFound } from '../app/errors';
import { requestLocale } from '../app/locale';
import { memoize } from '../app/memo';
import { activePageBlocks, catalogueBlock, cataloguePage, contentPage, listPageManagements, listPromoDeals, localizeBlockContent } from './content';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export default async function contentRoutes(app: ApiApp, { database }: ApiDeps) {
  // Public, read-only data: served from the standbys when there are any (DATABASE_REPLICA_URLS).
  const db = database.readDb;

  // Every page's header and footer read these; editors' changes show within half a minute.
  const pageManagements = memoize((query: Parameters<typeof listPageManagements>[1]) => listPageManagements(db, query), { ttlMs: 30_000, key: (query) => JSON.stringify(query), name: 'menus', sharedBy: db });

  app.get(apiPaths.pageManagements, {
    schema: {
      tags: ['content'],
      summary: 'Header and footer menu groups with their active entries',
      description: 'Groups of the given type (header or footer; both when omitted) and status (active by default), 100 a page. An entry whose url is null has no page yet and is shown as text. name_bm may be null: show name then.',
      querystring: pageManagementQuerySchema,
      response: { 200: pageManagementResponseSchema, ...errors },
    },
    handler: (request) => pageManagements(request.query),
  });

  app.get(apiPaths.promoDeals, {
    schema: { tags: ['content'], summary: 'Active promotions, each leading to a catalogue', querystring: promoDealQuerySchema, response: { 200: promoDealResponseSchema, ...errors } },
    handler: (request) => listPromoDeals(db, request.query.page, request.query.per_page, requestLocale(request)),
  });

  app.post(apiPaths.catalogueBlock, {
    schema: {
      tags: ['content'],
      summary: 'The products of one catalogue block',
      description: 'block_ids names one catalogue block (a one-item list, as the home page sends it). The answer holds 12 products when the catalogue has at least 12, otherwise 6 (or fewer when it has fewer). An unknown block answers 404 with error true; the home page then hides the block.',
      body: catalogueBlockBodySchema,
      response: { 200: catalogueBlockResponseSchema, ...errors },
    },
    handler: async (request) => {
      const blockId = request.body.block_ids[0] as number;
      const catalogue = await catalogueBlock(db, blockId, requestLocale(request));
      if (!catalogue) throw notFound('Catalogue block not found');
      return { error: false, data: [{ id: blockId, block_catalogue: { catalogue } }] };
    },
  });

  app.get(apiPaths.catalogueRoute, {
    schema: {
      tags: ['content'],
      summary: 'A catalogue and its products, page by page',
      description: "An unknown catalogue answers 404 'Catalogue Does Not Exist'.",
      params: catalogueParamsSchema,
      querystring: catalogueQuerySchema,
      response: { 200: catalogueResponseSchema, ...errors },
    },
    handler: async (request) => {
      const found = await cataloguePage(db, request.params.catalogue_url, request.query.page, request.query.per_page, requestLocale(request));
      if (!found) throw notFound('Catalogue Does Not Exist');
      return found;
    },
  });

  app.get(apiPaths.homepageBlocks, {
    schema: {
      tags: ['content'],
      summary: 'The page-managed blocks of a placement, in order',
      description: 'store_front is the home page. Texts are in the caller\'s language: an editor field `x` may have a Malay twin `x_bm` in the stored content, which replaces it for Accept-Language ms (English when the twin is missing). Catalogue blocks carry only their id and catalogue_url: their products come from POST /v2/homepage/catalogue_block. A block whose stored content no longer matches its contract is left out (and logged) rather than breaking the page.',
      querystring: pageBlockQuerySchema,
      response: { 200: pageBlockResponseSchema, ...errors },
    },
    handler: async (request) => {
      const locale = requestLocale(request);
      const found = await activePageBlocks(db, request.query.placement);
      const blocks: PageBlock[] = [];
      for (const row of found) {
        const parsed = pageBlockSchema.safeParse({ ...(localizeBlockContent(row.content, locale) as Record<string, unknown>), id: row.id, type: row.type });
        if (parsed.success) blocks.push(parsed.data);
        else request.log.warn({ blockId: row.id, issues: parsed.error.issues.slice(0, 3) }, 'page block skipped: content does not match its contract');
      }
      return { data: blocks };
    },
  });

  app.get(apiPaths.contentPageRoute, {
    schema: {
      tags: ['content'],
      summary: 'A content page (about, FAQ, privacy policy …) in the caller\'s language',
      description: 'body is editor HTML; the web sanitises it before showing it.',
      params: contentPageParamsSchema,
      response: { 200: contentPageResponseSchema, ...errors },
    },
    handler: async (request) => {
      const page = await contentPage(db, request.params.slug, requestLocale(request));
      if (!page) throw notFound('This page could not be found');
      return { data: page };
    },
  });
}
