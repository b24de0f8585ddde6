import { sql } from 'drizzle-orm';
import { productSearch } from '../db/schema';
import type { SearchPlan } from './query';

/*
 * A search plan as conditions on the product search table: product search and suggestions ask them, and store search
 * for the stores selling what a text names.
 */

/** The words of a product's name in the search table (hand-written in migration 0026, so not in the Drizzle schema). */
const searchDocument = sql`${productSearch}.document`;
const tsQuery = (query: string) => sql`to_tsquery('borong_search', ${query})`;
export const matches = (query: string) => sql`${searchDocument} @@ ${tsQuery(query)}`;
/** `@@` as a function (`ts_match_vq`), which no index serves: a test of each row found some other way. */
export const checked = (query: string) => sql`ts_match_vq(${searchDocument}, ${tsQuery(query)})`;
/** A plan's matches as a condition: the index finds what `indexQuery` names, and each row found is checked against the whole query. */
export const keepsLastWordOut = (plan: SearchPlan) => plan.indexQuery !== plan.query;
export const planMatches = (plan: SearchPlan) => (keepsLastWordOut(plan) ? sql`${matches(plan.indexQuery)} and ${checked(plan.query)}` : matches(plan.query));
