import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { ApiLocale } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { countries, interests, states } from '../db/schema';
import { localized } from '../app/locale';

export function listCountries(db: Db) {
  return db.select({ id: countries.id, code: countries.code, name: countries.name, phone_code: countries.phoneCode }).from(countries).orderBy(asc(countries.id));
}

/** States in display order; `unavailableFor` leaves out those a source (MAIWP, MYDIN) does not serve. */
export function listStates(db: Db, filter: { unavailableFor?: string; countryId?: number }) {
  return db
    .select({ id: states.id, code: states.code, name: states.name, country_id: states.countryId })
    .from(states)
    .where(
      and(
        filter.unavailableFor ? not(sql`${filter.unavailableFor} = any(${states.unavailableFor})`) : undefined,
        filter.countryId ? eq(states.countryId, filter.countryId) : undefined,
      ),
    )
    .orderBy(asc(states.sort), asc(states.name));
}

/** The business interest options of sign-up, named in the caller's language. */
export async function listInterests(db: Db, locale: ApiLocale) {
  const found = await db.select().from(interests).orderBy(asc(interests.id));
  return found.map((i) => ({ id: i.id, name: localized(locale, i.name, i.nameBm) }));
}
