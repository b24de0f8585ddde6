import { eq, sql } from 'drizzle-orm';
import { creditTermsAccounts, users } from '../src/db/schema';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { PDF, PNG, application } from './credit-application';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';

describe.each(DATABASE_KINDS)('credit-terms applications API on %s', (kind) => {
  const t = useTestApi(kind, { seed: false });
  const post = (auth: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/credit-terms/applications', headers: auth, payload: payload as object });
  const current = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/credit-terms/application', headers: auth });
  const count = async (userId: number) => (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from credit_applications where user_id = ${userId}`))[0]?.n;

  it('refuses guests', async () => {
    expect((await current({})).statusCode).toBe(401);
    expect((await post({}, application())).statusCode).toBe(401);
  });

  it('submits an application with documents and shows its status afterwards', async () => {
    const buyer = await createSignedInUser(t.database);
    expect((await current(buyer.auth)).json()).toEqual({ data: null });
    const res = await post(buyer.auth, application());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'submitted',
      monthly_purchase_rm: 25000,
      contact_phone: '+60312345678',
      documents: [
        { file_name: 'ssm.pdf', content_type: 'application/pdf', size: PDF.length },
        { file_name: 'shopfront.png', content_type: 'image/png', size: PNG.length },
      ],
    });
    const [stored] = await rows<{ content: Buffer | Uint8Array }>(t.database.db, sql`select content from credit_application_documents where file_name = 'ssm.pdf' order by id desc limit 1`);
    expect(Buffer.from(stored!.content).equals(PDF)).toBe(true);
    expect((await current(buyer.auth)).json().data.status).toBe('submitted');
    const again = await post(buyer.auth, application());
    expect(again.statusCode).toBe(409);
    expect(await count(buyer.userId)).toBe(1);
  });

  it('lets a rejected buyer apply again and shows each buyer only their own application', async () => {
    const buyer = await createSignedInUser(t.database);
    const other = await createSignedInUser(t.database);
    await post(buyer.auth, application());
    await t.database.db.execute(sql`update credit_applications set status = 'rejected', decision_note = 'Two years of accounts needed' where user_id = ${buyer.userId}`);
    expect((await current(buyer.auth)).json().data).toMatchObject({ status: 'rejected', decision_note: 'Two years of accounts needed' });
    expect((await current(other.auth)).json().data).toBeNull();
    expect((await post(buyer.auth, application())).statusCode).toBe(200);
    expect((await current(buyer.auth)).json().data.status).toBe('submitted');
  });

  it('refuses a document that is not a PDF, JPEG or PNG by its bytes, whatever its name, writing nothing', async () => {
    const buyer = await createSignedInUser(t.database);
    const fake = await post(buyer.auth, application({ documents: [{ file_name: 'ssm.pdf', content_base64: Buffer.from('MZ\x90\x00 not a pdf').toString('base64') }] }));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors['documents.0.content_base64']).toEqual(['Documents must be PDF, JPG or PNG files']);
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await post(buyer.auth, application({ documents: [{ file_name: 'big.pdf', content_base64: big.toString('base64') }] }));
    expect(tooBig.statusCode).toBe(400);
    expect(await count(buyer.userId)).toBe(0);
  });

  it('answers 400 per field for missing, wrong and over-long fields', async () => {
    const buyer = await createSignedInUser(t.database);
    const res = await post(buyer.auth, application({ company_name: 'x'.repeat(151), ssm_no: 'ABC', years_in_business: -1, monthly_purchase_rm: 'lots', contact_phone: '123', contact_email: 'nope', documents: [] }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['company_name', 'contact_email', 'contact_phone', 'documents', 'monthly_purchase_rm', 'ssm_no', 'years_in_business']);
    const empty = await post(buyer.auth, {});
    expect(empty.statusCode).toBe(400);
    const tooMany = await post(buyer.auth, application({ documents: Array.from({ length: 4 }, () => ({ file_name: 'a.pdf', content_base64: PDF.toString('base64') })) }));
    expect(tooMany.json().errors.documents).toEqual(['Attach from 1 to 3 documents']);
    expect(await count(buyer.userId)).toBe(0);
  });

  describe('accounts', () => {
    const account = (auth: Record<string, string>, query = '') => t.app.inject({ method: 'GET', url: `/api/credit-terms/account${query}`, headers: auth });
    const approve = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/dev/credit-terms', payload: payload as object });
    const emailOf = async (userId: number) => (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;
    const accountId = async (userId: number) => (await t.database.db.select({ id: creditTermsAccounts.id }).from(creditTermsAccounts).where(eq(creditTermsAccounts.userId, userId)))[0]?.id;

    it('approves the open application and opens an account; shows it only to its buyer', async () => {
      const buyer = await createSignedInUser(t.database);
      const other = await createSignedInUser(t.database);
      expect((await account({})).statusCode).toBe(401);
      expect((await account(buyer.auth)).json()).toEqual({ data: null });
      await post(buyer.auth, application());
      const res = await approve({ email: await emailOf(buyer.userId), limit: 500_000 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ status: 'active', limit: 500_000, outstanding: 0, available: 500_000 });
      expect((await current(buyer.auth)).json().data.status).toBe('approved');
      expect(await count(buyer.userId)).toBe(1);
      const mine = await account(buyer.auth);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().data).toMatchObject({ status: 'active', limit: 500_000, outstanding: 0, available: 500_000, transactions: [], meta: { total: 0 } });
      // Another buyer sees no account of theirs, and nothing of this one.
      expect((await account(other.auth)).json()).toEqual({ data: null });
    });

    it('records an approved application for a buyer who has none, and sets a new limit on approving again', async () => {
      const buyer = await createSignedInUser(t.database);
      const email = await emailOf(buyer.userId);
      expect((await approve({ email, limit: 100_000 })).statusCode).toBe(200);
      expect((await current(buyer.auth)).json().data).toMatchObject({ status: 'approved', company_name: 'Kedai Runcit Ujian Sdn Bhd', documents: [] });
      await t.database.db.execute(sql`update credit_terms_accounts set status = 'suspended' where user_id = ${buyer.userId}`);
      expect((await approve({ email, limit: 250_000 })).json().data).toMatchObject({ status: 'active', limit: 250_000 });
      expect(await count(buyer.userId)).toBe(1);
      expect((await approve({ email: 'nobody@example.my', limit: 1 })).statusCode).toBe(404);
      for (const bad of [{ email, limit: -1 }, { email, limit: 1.5 }, { email, limit: '100' }, { limit: 100 }]) expect((await approve(bad)).statusCode, JSON.stringify(bad)).toBe(400);
      expect((await account(buyer.auth)).json().data.limit).toBe(250_000);
    });

    it('pages the ledger newest first and sums it into outstanding and available', async () => {
      const buyer = await createSignedInUser(t.database);
      await approve({ email: await emailOf(buyer.userId), limit: 10_000 });
      const id = await accountId(buyer.userId);
      for (const [i, amount] of [4_000, 3_000, -2_000].entries()) {
        const kind = amount > 0 ? 'ADJUSTMENT' : 'REPAYMENT';
        await t.database.db.execute(sql`insert into credit_terms_transactions (account_id, kind, amount, created_at) values (${id}, ${kind}, ${amount}, now() + ${`${i} minutes`}::interval)`);
      }
      const first = (await account(buyer.auth, '?per_page=2')).json().data;
      expect(first).toMatchObject({ limit: 10_000, outstanding: 5_000, available: 5_000, meta: { total: 3, per_page: 2, last_page: 2 } });
      expect(first.transactions.map((e: { kind: string; amount: number; due_at: string | null }) => [e.kind, e.amount, e.due_at])).toEqual([
        ['REPAYMENT', -2_000, null],
        ['ADJUSTMENT', 3_000, null],
      ]);
      expect((await account(buyer.auth, '?per_page=2&page=2')).json().data.transactions.map((e: { amount: number }) => e.amount)).toEqual([4_000]);
      for (const bad of ['?page=0', '?per_page=51', '?page=x']) expect((await account(buyer.auth, bad)).statusCode, bad).toBe(400);
      // More owed than the limit (a limit lowered after spending) leaves nothing available, never a negative figure.
      await approve({ email: await emailOf(buyer.userId), limit: 4_000 });
      expect((await account(buyer.auth)).json().data).toMatchObject({ limit: 4_000, outstanding: 5_000, available: 0 });
    });

    it('keeps the ledger append-only: the database refuses to change or remove an entry', async () => {
      const buyer = await createSignedInUser(t.database);
      await approve({ email: await emailOf(buyer.userId), limit: 10_000 });
      const id = await accountId(buyer.userId);
      await t.database.db.execute(sql`insert into credit_terms_transactions (account_id, kind, amount) values (${id}, 'ADJUSTMENT', 1000)`);
      const refusal = async (query: ReturnType<typeof sql>) => {
        try {
          await t.database.db.execute(query);
          return 'allowed';
        } catch (error) {
          const e = error as { cause?: { message?: string }; message: string };
          return e.cause?.message ?? e.message;
        }
      };
      expect(await refusal(sql`update credit_terms_transactions set amount = 1 where account_id = ${id}`)).toMatch(/append-only/);
      expect(await refusal(sql`delete from credit_terms_transactions where account_id = ${id}`)).toMatch(/append-only/);
      // A charge needs its due time; a repayment must pay off.
      expect(await refusal(sql`insert into credit_terms_transactions (account_id, kind, amount) values (${id}, 'CHARGE', 100)`)).toMatch(/credit_terms_transactions_sign_check/);
      expect(await refusal(sql`insert into credit_terms_transactions (account_id, kind, amount) values (${id}, 'REPAYMENT', 100)`)).toMatch(/credit_terms_transactions_sign_check/);
      expect((await account(buyer.auth)).json().data.outstanding).toBe(1_000);
    });
  });
});
