import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { paginationMeta, type ApiLocale } from '@borong/contracts/common';
import { catalogueBlockSize, type pageManagementQuerySchema } from '@borong/contracts/content';
import type { Db } from '../db/client';
import { catalogues, contentPages, pageBlocks, pageManagementGroups, pageManagements, promoDeals, type PageBlockPlacement } from '../db/schema';
import { localized } from '../app/locale';
import { catalogueProductPage } from '../catalogue/products';

const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/** Header or footer menu groups with their active entries. */
export async function listPageManagements(db: Db, query: z.output<typeof pageManagementQuerySchema>) {
  const { page, per_page: perPage, type, status } = query;
  const g = pageManagementGroups;
  const where = and(eq(g.status, status), type ? eq(g.type, type) : undefined);
  const [groups, total] = await Promise.all([
    db
      .select({ id: g.id, type: g.type, name: g.name, name_bm: g.nameBm, url: g.url, is_external_link: g.isExternalLink })
      .from(g)
      .where(where)
      .orderBy(asc(g.type), asc(g.sort), asc(g.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.$count(g, where),
  ]);
  const e = pageManagements;
  const entries = groups.length
    ? await db
        .select({ id: e.id, groupId: e.groupId, name: e.name, name_bm: e.nameBm, url: e.url, open_in_new_tab: e.openInNewTab })
        .from(e)
        .where(
          and(
            eq(e.status, 'active'),
            inArray(
              e.groupId,
              groups.map((group) => group.id),
            ),
          ),
        )
        .orderBy(asc(e.sort), asc(e.id))
    : [];
  return {
    data: groups.map((group) => ({
      ...group,
      active_page_managements: entries.filter((entry) => entry.groupId === group.id).map(({ groupId: _group, ...entry }) => entry),
    })),
    meta: paginationMeta(total, page, perPage),
  };
}

/** Active promotions, each with the catalogue it leads to. */
export async function listPromoDeals(db: Db, page: number, perPage: number, locale: ApiLocale) {
  const active = eq(promoDeals.status, 'active');
  const [found, total] = await Promise.all([
    db
      .select({ id: promoDeals.id, imageUrl: promoDeals.imageUrl, imageUrlBm: promoDeals.imageUrlBm, catalogue: catalogues })
      .from(promoDeals)
      .innerJoin(catalogues, eq(catalogues.id, promoDeals.catalogueId))
      .where(active)
      .orderBy(asc(promoDeals.sort), asc(promoDeals.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.$count(promoDeals, active),
  ]);
  return {
    promo_deals: found.map((d) => ({
      id: d.id,
      image_url: localized(locale, d.imageUrl, d.imageUrlBm),
      catalogue: { id: d.catalogue.id, name: localized(locale, d.catalogue.name, d.catalogue.nameBm), url: d.catalogue.url, image_url: localized(locale, d.catalogue.imageUrl, d.catalogue.imageUrlBm) },
    })),
    meta: paginationMeta(total, page, perPage),
  };
}

type CatalogueRow = typeof catalogues.$inferSelect;

function catalogueFields(c: CatalogueRow, locale: ApiLocale) {
  return { id: c.id, name: localized(locale, c.name, c.nameBm), url: c.url, image_url: localized(locale, c.imageUrl, c.imageUrlBm), show_title_status: c.showTitleStatus };
}

/**
 * The catalogue of an active catalogue block with its first products: 12 when it has at least
 * 12, otherwise 6 (or fewer). Null for an unknown block.
 */
export async function catalogueBlock(db: Db, blockId: number, locale: ApiLocale) {
  const [found] = await db
    .select({ catalogue: catalogues })
    .from(pageBlocks)
    .innerJoin(catalogues, eq(catalogues.id, pageBlocks.catalogueId))
    .where(and(eq(pageBlocks.id, blockId), eq(pageBlocks.type, 'catalogue'), eq(pageBlocks.status, 'active')));
  if (!found) return null;
  const { cards, total } = await catalogueProductPage(db, found.catalogue.id, 1, 12);
  return { ...catalogueFields(found.catalogue, locale), catalogue_products: cards.slice(0, catalogueBlockSize(total)) };
}

/** A catalogue by URL with one page of its products; null when there is no such catalogue. */
export async function cataloguePage(db: Db, url: string, page: number, perPage: number, locale: ApiLocale) {
  const [catalogue] = await db.select().from(catalogues).where(eq(catalogues.url, url));
  if (!catalogue) return null;
  const { cards, total } = await catalogueProductPage(db, catalogue.id, page, perPage);
  return { data: catalogueFields(catalogue, locale), products: cards, meta: paginationMeta(total, page, perPage) };
}

/** The active blocks of a placement, in order, as stored (content not yet checked against its contract). */
export function activePageBlocks(db: Db, placement: PageBlockPlacement) {
  return db
    .select({ id: pageBlocks.id, type: pageBlocks.type, content: pageBlocks.content })
    .from(pageBlocks)
    .where(and(eq(pageBlocks.placement, placement), eq(pageBlocks.status, 'active')))
    .orderBy(asc(pageBlocks.sort), asc(pageBlocks.id));
}

/** A content page in the caller's language, or null. */
export async function contentPage(db: Db, slug: string, locale: ApiLocale) {
  const [page] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  if (!page) return null;
  return { slug: page.slug, title: localized(locale, page.title, page.titleBm), body: localized(locale, page.body, page.bodyBm) };
}

/**
 * Editors store Malay twins beside the English fields (`title_bm` beside `title`, at any depth).
 * For a Malay caller the twin replaces the field when it is a non-empty string; the twins
 * themselves never leave the API.
 */
export function localizeBlockContent(value: unknown, locale: ApiLocale): unknown {
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
