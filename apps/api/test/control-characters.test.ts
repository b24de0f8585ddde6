import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brandQuerySchema, storeFrontQuerySchema, storeSearchQuerySchema, suggestionQuerySchema } from '@borong/contracts/catalogue';
import { pageManagementQuerySchema } from '@borong/contracts/content';
import { shoppingListQuerySchema } from '@borong/contracts/shopping-lists';
import { rows } from '../src/db/rows';
import { CONTROL_MESSAGE, SURROGATE_MESSAGE } from '../src/app/control-characters';
import { randomIp, signupPayload } from './auth-helpers';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';

/** NUL is what PostgreSQL refuses; ESC and a C1 control stand for the rest a buyer never types. */
const CONTROLS = ['\u0000', '\u001b', '\u0085'];

/** Every string leaf of a payload with its dotted path, as the API names fields. */
function stringLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, String(i)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, [...path, key]));
  return [];
}

function withValue<T>(payload: T, path: string[], mutate: (text: string) => string): T {
  const copy = structuredClone(payload) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  node[last] = mutate(node[last] as string);
  return copy as T;
}

/** The query parameters a contract declares, so a parameter added later is covered too. */
function queryKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return queryKeys(schema.in as z.ZodType);
  throw new Error('a query schema is an object, or an object piped into a transform');
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(DATABASE_KINDS)('control characters at the API edge on %s', (kind) => {
  const t = useTestApi(kind);
  const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(t.database.db, query))[0]?.n;
  const expectRefused = (res: { statusCode: number; body: string; json: () => unknown }, field: string, message = CONTROL_MESSAGE) => {
    expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    const body = res.json() as { error: boolean; message: string; errors: Record<string, string[]> };
    expect(body.error).toBe(true);
    expect(body.errors[field], `${field}: ${res.body}`).toContain(message);
    expect(body.message).toContain(field);
  };

  const bodyCases = [
    {
      name: 'registration',
      url: '/api/auth/register',
      payload: () => signupPayload(),
      written: () => count(sql`select count(*)::int as n from users`),
    },
    {
      name: 'address add',
      url: '/api/user/address/add',
      payload: () => ({ recipient_name: 'Aminah binti Ali', phone: '012-345 6789', address_1: 'No. 12, Jalan Tun Razak', address_2: 'Taman Maju', city: 'Kuala Lumpur', state_id: 14, zip: '50450' }),
      written: () => count(sql`select count(*)::int as n from addresses`),
    },
    {
      name: 'shopping list create_or_update',
      url: '/api/mydin-online/shopping_lists/create_or_update',
      payload: () => ({ name: 'Restock', description: 'Weekly dry goods' }),
      written: () => count(sql`select count(*)::int as n from shopping_lists`),
    },
    {
      name: 'profile edit',
      url: '/api/user/edit',
      payload: () => ({ name: 'Ali bin Abu', mobile_no: '0198765432', company_name: 'Ali Borong Sdn Bhd', reg_no: 'RN-1' }),
      written: async () => JSON.stringify(await rows(t.database.db, sql`select name, mobile_no, company_name, reg_no, updated_at from users order by id`)),
    },
    {
      name: 'credit application',
      url: '/api/credit-terms/applications',
      payload: () => ({
        company_name: 'Kedai Runcit Maju Sdn Bhd',
        ssm_no: '202001012345',
        years_in_business: 6,
        monthly_purchase_rm: 25000,
        contact_name: 'Lim Wei Ling',
        contact_phone: '03-1234 5678',
        contact_email: 'finance@kedaimaju.my',
        documents: [{ file_name: 'ssm.pdf', content_base64: PDF.toString('base64') }],
      }),
      written: () => count(sql`select count(*)::int as n from credit_applications`),
    },
  ];

  it.each(bodyCases)('refuses a control character in every text field of $name, naming it, and writes nothing', async ({ url, payload, written }) => {
    const buyer = await createSignedInUser(t.database);
    const before = await written();
    const fields = stringLeaves(payload());
    expect(fields.length).toBeGreaterThan(1);
    for (const path of fields) {
      for (const control of CONTROLS) {
        const res = await t.app.inject({ method: 'POST', url, headers: buyer.auth, remoteAddress: randomIp(), payload: withValue(payload(), path, (text) => `${text.slice(0, 2)}${control}${text.slice(2)}`) as object });
        expectRefused(res, path.join('.'));
      }
    }
    expect(await written()).toEqual(before);
  });

  it('names a key that carries a control character, and a lone surrogate', async () => {
    const buyer = await createSignedInUser(t.database);
    const url = '/api/mydin-online/shopping_lists/create_or_update';
    const key = await t.app.inject({ method: 'POST', url, headers: { ...buyer.auth, 'content-type': 'application/json' }, payload: '{"name":"Restock","na\\u0000me":"x"}' });
    expectRefused(key, 'na\\u0000me');
    const surrogate = await t.app.inject({ method: 'POST', url, headers: { ...buyer.auth, 'content-type': 'application/json' }, payload: '{"name":"Re\\ud800stock"}' });
    expectRefused(surrogate, 'name', SURROGATE_MESSAGE);
  });

  it('lets tab, line feed and carriage return through in a body, where multi-line text is legitimate', async () => {
    const buyer = await createSignedInUser(t.database);
    const res = await t.app.inject({ method: 'POST', url: '/api/mydin-online/shopping_lists/create_or_update', headers: buyer.auth, payload: { name: 'Restock', description: 'Dry goods\r\n\tand rice' } });
    expect(res.statusCode, res.body).toBe(200);
  });

  const queryCases = [
    { url: '/api/v1/sales-agent/aggregator/domains', schema: storeSearchQuerySchema },
    { url: '/api/v1/sales-agent/aggregator/brands', schema: brandQuerySchema },
    { url: '/api/v1/search/suggestions', schema: suggestionQuerySchema },
    { url: '/api/page_managements', schema: pageManagementQuerySchema },
    { url: '/api/mydin-online/shopping_lists', schema: shoppingListQuerySchema },
    { url: '/api/v1/stores/kedai-maju/products', schema: storeFrontQuerySchema },
  ];

  it.each(queryCases)('refuses a control character, tab and line feed included, in every query parameter of $url', async ({ url, schema }) => {
    const buyer = await createSignedInUser(t.database);
    for (const param of queryKeys(schema)) {
      for (const control of [...CONTROLS, '\t', '\n']) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?${param}=${encodeURIComponent(`ab${control}c`)}`, headers: buyer.auth });
        expectRefused(res, param);
      }
    }
  });

  it.each(['/api/v1/stores/%00kedai', '/api/v1/pages/about%00', '/api/v1/products/1%00', '/api/v1/catalogues/a%0Ab'])('refuses a control character in a path parameter: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.values((res.json() as { errors: Record<string, string[]> }).errors).flat()).toContain(CONTROL_MESSAGE);
  });

  it('leaves an unknown path with a control character to the 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such%00route' });
    expect(res.statusCode, res.body).toBe(404);
  });
});
