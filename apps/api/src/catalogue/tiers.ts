import { asc } from 'drizzle-orm';
import type { ApiLocale } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { tiers } from '../db/schema';
import { localized } from '../app/locale';

/** Store tiers in display order, texts in the caller's language. */
export async function listTiers(db: Db, locale: ApiLocale) {
  const found = await db.select().from(tiers).orderBy(asc(tiers.sort), asc(tiers.id));
  return found.map((t) => ({
    id: t.id,
    code: t.code,
    name: localized(locale, t.name, t.nameBm),
    description: localized(locale, t.description, t.descriptionBm),
    upper_right_text: t.upperRightText,
  }));
}
