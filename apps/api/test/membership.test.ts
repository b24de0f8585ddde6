import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { isSeededCardExpired, loyaltyCardNo } from '../src/seed/loyalty-cards';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';

const VALID = loyaltyCardNo(1);
const EXPIRED = loyaltyCardNo(5);

describe.each(DATABASE_KINDS)('member cards API on %s', (kind) => {
  const t = useTestApi(kind);
  const post = (path: string, auth: Record<string, string>, payload?: unknown) => t.app.inject({ method: 'POST', url: `/api/member_cards${path}`, headers: auth, payload: payload as object });
  const cards = async (auth: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/member_cards', headers: auth })).json().member_cards as { card_no: string; is_expired: boolean }[];
  const linkedCount = async () => (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from member_cards`))[0]?.n;

  it('seeds expired and valid cards', () => {
    expect(isSeededCardExpired(5)).toBe(true);
    expect(isSeededCardExpired(1)).toBe(false);
  });

  it('refuses guests', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/member_cards' })).statusCode).toBe(401);
    expect((await post('/link', {}, { card_no: VALID })).statusCode).toBe(401);
  });

  it('links a card, spaces ignored, and lists it under member_cards', async () => {
    const buyer = await createSignedInUser(t.database);
    const spaced = VALID.replace(/(\d{4})(?=\d)/g, '$1 ');
    const res = await post('/link', buyer.auth, { card_no: spaced });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ card_no: VALID, is_expired: false, name: 'Meriah Member 1' });
    expect((await post('/link', buyer.auth, { card_no: VALID })).statusCode).toBe(200);
    expect(await cards(buyer.auth)).toEqual([expect.objectContaining({ card_no: VALID })]);
  });

  it('links a card to one account only, and refuses numbers the programme never issued or malformed ones', async () => {
    const first = await createSignedInUser(t.database);
    const second = await createSignedInUser(t.database);
    const card = loyaltyCardNo(2);
    expect((await post('/link', first.auth, { card_no: card })).statusCode).toBe(200);
    const taken = await post('/link', second.auth, { card_no: card });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.card_no).toEqual(['This member card is already linked to another account']);
    const before = await linkedCount();
    expect((await post('/link', second.auth, { card_no: '1234567812345678' })).statusCode).toBe(422);
    for (const bad of [{ card_no: '1234' }, { card_no: 1234567812345678 }, {}, { card_no: 'abcdabcdabcdabcd' }]) {
      const res = await post('/link', second.auth, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.card_no).toBeDefined();
    }
    expect(await linkedCount()).toBe(before);
    expect(await cards(second.auth)).toEqual([]);
  });

  it('checks expiry of the caller’s own cards only', async () => {
    const buyer = await createSignedInUser(t.database);
    const other = await createSignedInUser(t.database);
    await post('/link', buyer.auth, { card_no: EXPIRED });
    await post('/link', buyer.auth, { card_no: loyaltyCardNo(3) });
    const expired = await post('/check_expiry', buyer.auth, { card_no: EXPIRED });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ is_expired: true, message: expect.stringContaining('expired') });
    expect((await post('/check_expiry', buyer.auth, { card_no: loyaltyCardNo(3) })).json().is_expired).toBe(false);
    expect((await post('/check_expiry', other.auth, { card_no: EXPIRED })).statusCode).toBe(404);
    expect((await post('/check_expiry', buyer.auth, { card_no: 'x' })).statusCode).toBe(400);
  });

  it('checks membership by the caller’s own email and links the cards issued to it', async () => {
    const member = await createSignedInUser(t.database, { email: 'Member7@Example.my' });
    const res = await post('/check_membership', member.auth, { email: 'member7@example.my' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_member: true, member_cards: [expect.objectContaining({ card_no: loyaltyCardNo(7) })] });
    expect(await cards(member.auth)).toHaveLength(1);
    const again = await post('/check_membership', member.auth, { email: 'member7@example.my' });
    expect(again.json()).toMatchObject({ is_member: true, member_cards: [] });
    const stranger = await createSignedInUser(t.database);
    expect((await post('/check_membership', stranger.auth, { email: 'member8@example.my' })).statusCode).toBe(403);
    expect(await cards(stranger.auth)).toEqual([]);
    expect((await post('/check_membership', stranger.auth, { email: 'not-an-email' })).statusCode).toBe(400);
  });
});
