import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { DATABASE_KINDS, createSignedInUser, requests, useTestApi } from './harness';

const BASE = '/api/mydin-online/shopping_lists';

describe.each(DATABASE_KINDS)('shopping lists API on %s', (kind) => {
  const t = useTestApi(kind);
  const { one } = requests(t);
  const post = (path: string, auth: Record<string, string>, payload?: unknown) => t.app.inject({ method: 'POST', url: `${BASE}${path}`, headers: auth, payload: payload as object });
  const get = (path: string, auth: Record<string, string>) => t.app.inject({ method: 'GET', url: `${BASE}${path}`, headers: auth });
  const create = async (auth: Record<string, string>, name = 'Weekly restock', description = 'Dry goods') => {
    const res = await post('/create_or_update', auth, { name, description });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; name: string; description: string };
  };
  const product = () => one<{ id: number; item_type: 'product' | 'bundle' }>(sql`select id, item_type from products order by id limit 1`);
  const listCount = async (userId: number) => (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shopping_lists where user_id = ${userId}`))[0]?.n;

  it('refuses guests', async () => {
    expect((await get('', {})).statusCode).toBe(401);
    expect((await post('/create_or_update', {}, { name: 'x' })).statusCode).toBe(401);
  });

  it('creates, lists under shopping_lists.data and renames a list, trimming the text', async () => {
    const buyer = await createSignedInUser(t.database);
    const list = await create(buyer.auth, '  Kedai stock  ', '  For the shop ');
    expect(list).toMatchObject({ name: 'Kedai stock', description: 'For the shop' });
    const renamed = await post('/create_or_update', buyer.auth, { name: 'Cafe stock', shopping_list_id: list.id });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: list.id, name: 'Cafe stock', description: '' });
    const res = await get('', buyer.auth);
    expect(res.json().shopping_lists.data).toEqual([expect.objectContaining({ id: list.id, name: 'Cafe stock', product_count: 0, has_product: false })]);
  });

  it("uses the spec's length messages after trimming, and writes nothing on bad input", async () => {
    const buyer = await createSignedInUser(t.database);
    const okAfterTrim = await post('/create_or_update', buyer.auth, { name: `  ${'n'.repeat(30)}  `, description: ` ${'d'.repeat(50)} ` });
    expect(okAfterTrim.statusCode).toBe(200);
    const long = await post('/create_or_update', buyer.auth, { name: 'n'.repeat(31), description: 'd'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ name: ['Name must not be more than 30 character'], description: ['Description must not be more than 50 character'] });
    expect((await post('/create_or_update', buyer.auth, {})).json().errors.name).toEqual(['This field is required']);
    expect((await post('/create_or_update', buyer.auth, { name: 5 })).statusCode).toBe(400);
    expect((await post('/create_or_update', buyer.auth, { name: 'x', shopping_list_id: 'abc' })).statusCode).toBe(400);
    const malformed = await t.app.inject({ method: 'POST', url: `${BASE}/create_or_update`, headers: { ...buyer.auth, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(malformed.statusCode).toBe(400);
    expect(await listCount(buyer.userId)).toBe(1);
  });

  it('adds a product once, shows it in the list, marks has_product and removes it', async () => {
    const buyer = await createSignedInUser(t.database);
    const list = await create(buyer.auth);
    const p = await product();
    const added = await post('/add_product_into_list', buyer.auth, { shopping_list_id: list.id, product_id: p.id, product_type: p.item_type });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ error: false, errorMsg: '' });
    const again = await post('/add_product_into_list', buyer.auth, { shopping_list_id: list.id, product_id: p.id, product_type: p.item_type });
    expect(again.json()).toMatchObject({ error: false, message: 'The product is already in this shopping list' });
    const detail = await get(`/${list.id}`, buyer.auth);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id: list.id, product_count: 1, products: [expect.objectContaining({ id: p.id, item_type: p.item_type })] });
    const marked = await get(`?product_id=${p.id}`, buyer.auth);
    expect(marked.json().shopping_lists.data[0].has_product).toBe(true);
    const removed = await post('/delete_product_from_list', buyer.auth, { shopping_list_id: list.id, product_id: p.id });
    expect(removed.statusCode).toBe(200);
    expect((await get(`/${list.id}`, buyer.auth)).json().data.products).toEqual([]);
    expect((await post('/delete_product_from_list', buyer.auth, { shopping_list_id: list.id, product_id: p.id })).statusCode).toBe(404);
  });

  it('answers error and errorMsg for an unknown product or a wrong type, and requires a list', async () => {
    const buyer = await createSignedInUser(t.database);
    const list = await create(buyer.auth);
    const p = await product();
    const wrongType = await post('/add_product_into_list', buyer.auth, { shopping_list_id: list.id, product_id: p.id, product_type: p.item_type === 'product' ? 'bundle' : 'product' });
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json()).toMatchObject({ error: true, errorMsg: 'Product not found' });
    const noList = await post('/add_product_into_list', buyer.auth, { product_id: p.id, product_type: p.item_type });
    expect(noList.statusCode).toBe(400);
    expect(noList.json().errors.shopping_list_id).toEqual(['Please choose a shopping list']);
    const badType = await post('/add_product_into_list', buyer.auth, { shopping_list_id: list.id, product_id: p.id, product_type: 'service' });
    expect(badType.json().errors.product_type).toBeDefined();
  });

  it('bulk deletes lists, all or nothing', async () => {
    const buyer = await createSignedInUser(t.database);
    const other = await createSignedInUser(t.database);
    const a = await create(buyer.auth, 'A');
    const b = await create(buyer.auth, 'B');
    const c = await create(buyer.auth, 'C');
    const theirs = await create(other.auth, 'Theirs');
    const mixed = await post('/delete_shopping_lists', buyer.auth, { shopping_list_ids: [a.id, theirs.id] });
    expect(mixed.statusCode).toBe(404);
    expect(await listCount(buyer.userId)).toBe(3);
    expect(await listCount(other.userId)).toBe(1);
    const res = await post('/delete_shopping_lists', buyer.auth, { shopping_list_ids: [a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deleted).toBe(2);
    expect((await get('', buyer.auth)).json().shopping_lists.data.map((l: { id: number }) => l.id)).toEqual([c.id]);
    const empty = await post('/delete_shopping_lists', buyer.auth, { shopping_list_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.shopping_list_ids).toEqual(['Choose at least one shopping list']);
  });

  it("answers 404 for another buyer's list on every call that takes a list id, changing nothing", async () => {
    const owner = await createSignedInUser(t.database);
    const other = await createSignedInUser(t.database);
    const list = await create(owner.auth, 'Mine', 'Private');
    const p = await product();
    await post('/add_product_into_list', owner.auth, { shopping_list_id: list.id, product_id: p.id, product_type: p.item_type });
    expect((await get(`/${list.id}`, other.auth)).statusCode).toBe(404);
    expect((await post('/create_or_update', other.auth, { name: 'Hijacked', shopping_list_id: list.id })).statusCode).toBe(404);
    expect((await post('/delete_shopping_lists', other.auth, { shopping_list_ids: [list.id] })).statusCode).toBe(404);
    const add = await post('/add_product_into_list', other.auth, { shopping_list_id: list.id, product_id: p.id, product_type: p.item_type });
    expect(add.statusCode).toBe(404);
    expect(add.json()).toMatchObject({ error: true, errorMsg: 'Shopping list not found' });
    expect((await post('/delete_product_from_list', other.auth, { shopping_list_id: list.id, product_id: p.id })).statusCode).toBe(404);
    const detail = (await get(`/${list.id}`, owner.auth)).json().data;
    expect(detail).toMatchObject({ name: 'Mine', description: 'Private', product_count: 1 });
    expect((await get('', other.auth)).json().shopping_lists.data).toEqual([]);
  });
});
