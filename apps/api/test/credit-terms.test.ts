import { sql } from 'drizzle-orm';
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
});
