import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '@borong/contracts/addresses';
import { rows } from '../src/db/rows';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';

const KL = 14;
const SELANGOR = 12;

const address = (overrides: Record<string, unknown> = {}) => ({
  recipient_name: 'Aminah binti Ali',
  phone: '012-345 6789',
  address_1: 'No. 12, Jalan Tun Razak',
  address_2: 'Taman Maju',
  city: 'Kuala Lumpur',
  state_id: KL,
  zip: '50450',
  ...overrides,
});

describe.each(DATABASE_KINDS)('address book API on %s', (kind) => {
  const t = useTestApi(kind);
  const post = (url: string, auth: Record<string, string>, payload?: unknown) => t.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });
  const list = async (auth: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/address', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: number; default: 'Y' | 'N'; zip: string; phone: string; state_name: string; city: string }[]; billing_address: { zip: string } | null };
  };
  const add = async (auth: Record<string, string>, overrides: Record<string, unknown> = {}) => {
    const res = await post('/api/user/address/add', auth, address(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; default: 'Y' | 'N' };
  };
  const countFor = async (userId: number) => (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from addresses where user_id = ${userId}`))[0]?.n;

  it('refuses guests', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/address' })).statusCode).toBe(401);
    expect((await post('/api/user/address/add', {}, address())).statusCode).toBe(401);
  });

  it('makes the first address the default and normalises the phone', async () => {
    const buyer = await createSignedInUser(t.database);
    const first = await add(buyer.auth, { default: 'N' });
    expect(first.default).toBe('Y');
    const second = await add(buyer.auth, { state_id: SELANGOR, zip: '40000', city: 'Shah Alam' });
    expect(second.default).toBe('N');
    const book = await list(buyer.auth);
    expect(book.data.map((a) => [a.id, a.default])).toEqual([
      [first.id, 'Y'],
      [second.id, 'N'],
    ]);
    expect(book.data[0]).toMatchObject({ phone: '+60123456789', state_name: 'Wilayah Persekutuan Kuala Lumpur' });
  });

  it('moves the default with only default Y, keeping exactly one', async () => {
    const buyer = await createSignedInUser(t.database);
    const a = await add(buyer.auth);
    const b = await add(buyer.auth);
    const res = await post(`/api/user/address/edit/${b.id}`, buyer.auth, { default: 'Y' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.default).toBe('Y');
    const book = await list(buyer.auth);
    expect(book.data.filter((x) => x.default === 'Y').map((x) => x.id)).toEqual([b.id]);
    expect(book.data.find((x) => x.id === a.id)?.default).toBe('N');
    // Adding with default Y moves it again.
    const c = await add(buyer.auth, { default: 'Y' });
    expect((await list(buyer.auth)).data.filter((x) => x.default === 'Y').map((x) => x.id)).toEqual([c.id]);
  });

  it('edits the fields of an address', async () => {
    const buyer = await createSignedInUser(t.database);
    const a = await add(buyer.auth);
    const res = await post(`/api/user/address/edit/${a.id}`, buyer.auth, address({ city: 'Shah Alam', state_id: SELANGOR, zip: '40000' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ city: 'Shah Alam', zip: '40000', state_id: SELANGOR, default: 'Y' });
  });

  it('answers Invalid Postcode for a postcode of another state or a malformed one, writing nothing', async () => {
    const buyer = await createSignedInUser(t.database);
    for (const zip of ['40000', '5045', '5O450', '99999']) {
      const res = await post('/api/user/address/add', buyer.auth, address({ zip }));
      expect(res.statusCode, zip).toBe(400);
      expect(res.json().errors.zip).toEqual(['Invalid Postcode']);
    }
    const unknownState = await post('/api/user/address/add', buyer.auth, address({ state_id: 999 }));
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.json().errors.state_id).toEqual(['Please choose a state']);
    expect(await countFor(buyer.userId)).toBe(0);
  });

  it('answers 400 per field for missing, wrong-typed and over-long fields and for malformed JSON', async () => {
    const buyer = await createSignedInUser(t.database);
    const missing = await post('/api/user/address/add', buyer.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['recipient_name', 'phone', 'address_1', 'city', 'state_id', 'zip']));
    const wrong = await post('/api/user/address/add', buyer.auth, address({ recipient_name: 42, phone: '12345', address_1: 'x'.repeat(151), state_id: 'KL', default: 'yes' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({
      recipient_name: expect.any(Array),
      phone: ['Please enter a valid Malaysian phone number'],
      address_1: ['Address must be at most 150 characters'],
      state_id: ['Please choose a state'],
      default: expect.any(Array),
    });
    const blank = await post('/api/user/address/add', buyer.auth, address({ recipient_name: '   ' }));
    expect(blank.json().errors.recipient_name).toEqual(['This field is required']);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/user/address/add', headers: { ...buyer.auth, 'content-type': 'application/json' }, payload: '{"recipient_name":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: true, message: 'Malformed JSON body' });
    const badEdit = await post('/api/user/address/edit/1', buyer.auth, { default: 'maybe' });
    expect(badEdit.statusCode).toBe(400);
    expect(await countFor(buyer.userId)).toBe(0);
    expect((await post('/api/user/address/edit/abc', buyer.auth, { default: 'Y' })).statusCode).toBe(400);
  });

  it('promotes the most recently updated address when the default is deleted', async () => {
    const buyer = await createSignedInUser(t.database);
    const a = await add(buyer.auth);
    const b = await add(buyer.auth);
    const c = await add(buyer.auth);
    await post(`/api/user/address/edit/${b.id}`, buyer.auth, address({ city: 'Cheras' }));
    const res = await post(`/api/user/address/delete/${a.id}`, buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().new_default_id).toBe(b.id);
    const book = await list(buyer.auth);
    expect(book.data.map((x) => [x.id, x.default])).toEqual([
      [b.id, 'Y'],
      [c.id, 'N'],
    ]);
    const plain = await post(`/api/user/address/delete/${c.id}`, buyer.auth);
    expect(plain.json().new_default_id).toBeNull();
  });

  it("answers 404 for another buyer's address on edit, set default and delete, changing nothing", async () => {
    const owner = await createSignedInUser(t.database);
    const other = await createSignedInUser(t.database);
    const a = await add(owner.auth);
    const before = await list(owner.auth);
    expect((await post(`/api/user/address/edit/${a.id}`, other.auth, address({ city: 'Hijacked' }))).statusCode).toBe(404);
    expect((await post(`/api/user/address/edit/${a.id}`, other.auth, { default: 'Y' })).statusCode).toBe(404);
    expect((await post(`/api/user/address/delete/${a.id}`, other.auth)).statusCode).toBe(404);
    expect((await list(other.auth)).data).toEqual([]);
    expect(await list(owner.auth)).toEqual(before);
  });

  it('bounds the address book', async () => {
    const buyer = await createSignedInUser(t.database);
    await t.database.db.execute(sql`
      insert into addresses (user_id, recipient_name, phone, address_1, city, state_id, zip, is_default)
      select ${buyer.userId}, 'Filler', '+60123456789', 'Jalan 1', 'Kuala Lumpur', ${KL}, '50450', n = 1 from generate_series(1, ${MAX_ADDRESSES}) n`);
    const res = await post('/api/user/address/add', buyer.auth, address());
    expect(res.statusCode).toBe(409);
    expect(await countFor(buyer.userId)).toBe(MAX_ADDRESSES);
  });

  it('keeps one billing address, replaced on each save and apart from the address book', async () => {
    const buyer = await createSignedInUser(t.database);
    const first = await post('/api/user/address/edit-billing-address', buyer.auth, address());
    expect(first.statusCode, first.body).toBe(200);
    const second = await post('/api/user/address/edit-billing-address', buyer.auth, address({ state_id: SELANGOR, zip: '40000', city: 'Shah Alam' }));
    expect(second.json().data.id).toBe(first.json().data.id);
    const book = await list(buyer.auth);
    expect(book.data).toEqual([]);
    expect(book.billing_address).toMatchObject({ zip: '40000' });
    const invalid = await post('/api/user/address/edit-billing-address', buyer.auth, address({ zip: '40000' }));
    expect(invalid.statusCode).toBe(400);
    expect((await list(buyer.auth)).billing_address).toMatchObject({ zip: '40000', city: 'Shah Alam' });
  });
});
