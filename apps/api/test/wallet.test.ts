import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';

describe.each(DATABASE_KINDS)('saved cards and e-credit API on %s', (kind) => {
  const t = useTestApi(kind, { seed: false });
  const get = (url: string, auth: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: auth });

  it('refuses guests', async () => {
    expect((await get('/api/user/credit-card/list')).statusCode).toBe(401);
    expect((await get('/api/user/e-credit/transactions')).statusCode).toBe(401);
  });

  it("lists only the caller's cards, as brand, last four and expiry, never a number", async () => {
    const buyer = await createSignedInUser(t.database);
    const other = await createSignedInUser(t.database);
    await t.database.db.execute(sql`
      insert into saved_cards (user_id, brand, last_four, exp_month, exp_year, gateway_ref) values
        (${buyer.userId}, 'visa', '4242', 12, 2099, 'tok_1'), (${buyer.userId}, 'mastercard', '5100', 1, 2020, 'tok_2'), (${other.userId}, 'visa', '1111', 5, 2099, 'tok_3')`);
    const res = await get('/api/user/credit-card/list', buyer.auth);
    expect(res.statusCode).toBe(200);
    const cards = res.json().data;
    expect(cards).toHaveLength(2);
    expect(cards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2099, is_expired: false }),
        expect.objectContaining({ brand: 'mastercard', last_four: '5100', is_expired: true }),
      ]),
    );
    expect(res.body).not.toContain('tok_');
    expect((await get('/api/user/credit-card/list', (await createSignedInUser(t.database)).auth)).json().data).toEqual([]);
  });

  it('gives the balance and the transactions newest first, in sen', async () => {
    const buyer = await createSignedInUser(t.database);
    const other = await createSignedInUser(t.database);
    await t.database.db.execute(sql`
      insert into e_credit_transactions (user_id, occurred_at, invoice_number, amount) values
        (${buyer.userId}, '2026-01-05T10:00:00Z', 'TOPUP-0001', 50000),
        (${buyer.userId}, '2026-02-01T09:30:00Z', 'INV-2026-0042', -12350),
        (${other.userId}, '2026-02-02T09:30:00Z', 'INV-OTHER', -999)`);
    const res = await get('/api/user/e-credit/transactions', buyer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      balance: 37650,
      data: [
        { invoice_number: 'INV-2026-0042', amount: -12350, date: '2026-02-01T09:30:00.000Z' },
        { invoice_number: 'TOPUP-0001', amount: 50000 },
      ],
      meta: { total: 2, page: 1 },
    });
    expect((await get('/api/user/e-credit/transactions', (await createSignedInUser(t.database)).auth)).json()).toMatchObject({ balance: 0, data: [] });
    expect((await get('/api/user/e-credit/transactions?page=0', buyer.auth)).statusCode).toBe(400);
    expect((await get('/api/user/e-credit/transactions?per_page=abc', buyer.auth)).statusCode).toBe(400);
  });
});
