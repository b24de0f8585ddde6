import { count, sql } from 'drizzle-orm';
import { loyaltyCards } from '../src/db/schema';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { isSeededCardExpired, loyaltyCardNo, loyaltyCardSecurityCode } from '../src/seed/loyalty-cards';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';

const VALID = loyaltyCardNo(1);
const EXPIRED = loyaltyCardNo(5);
const code = (n: number) => loyaltyCardSecurityCode(n);
/** A code that is not the card's: the printed one with its last digit changed. */
const wrongCode = (n: number) => code(n).slice(0, 5) + String((Number(code(n)[5]) + 1) % 10);

const REFUSED = 'This card number and security code do not match a card you can link. Check both; if they are right, please contact us.';

describe.each(DATABASE_KINDS)('member cards API on %s', (kind) => {
  // Limits raised: this suite tests the rules; the card-link limits are tested in auth-rate-limits.test.ts.
  const t = useTestApi(kind, { env: { AUTH_RATE_LIMIT_SCALE: '1000' } });
  const post = (path: string, auth: Record<string, string>, payload?: unknown) => t.app.inject({ method: 'POST', url: `/api/member_cards${path}`, headers: auth, payload: payload as object });
  const link = (auth: Record<string, string>, n: number, securityCode = code(n)) => post('/link', auth, { card_no: loyaltyCardNo(n), security_code: securityCode });
  const cards = async (auth: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/member_cards', headers: auth })).json().member_cards as { card_no: string; is_expired: boolean }[];
  const linkedCount = async () => (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from member_cards`))[0]?.n;

  it('seeds expired and valid cards, each with a six-digit security code', async () => {
    expect(isSeededCardExpired(5)).toBe(true);
    expect(isSeededCardExpired(1)).toBe(false);
    const [row] = await t.database.db.select({ n: count(), coded: count(loyaltyCards.securityCode) }).from(loyaltyCards);
    expect(row).toEqual({ n: expect.any(Number), coded: row?.n });
    expect(code(1)).toMatch(/^\d{6}$/);
  });

  it('refuses guests', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/member_cards' })).statusCode).toBe(401);
    expect((await link({}, 1)).statusCode).toBe(401);
  });

  it('links a card with its number and security code, spaces ignored, and lists it under member_cards', async () => {
    const buyer = await createSignedInUser(t.database);
    const spaced = VALID.replace(/(\d{4})(?=\d)/g, '$1 ');
    const res = await post('/link', buyer.auth, { card_no: spaced, security_code: ` ${code(1).slice(0, 3)} ${code(1).slice(3)} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ card_no: VALID, is_expired: false, name: 'Meriah Member 1' });
    expect((await link(buyer.auth, 1)).statusCode).toBe(200);
    expect(await cards(buyer.auth)).toEqual([expect.objectContaining({ card_no: VALID })]);
  });

  it('answers a number never issued, a wrong code, a card without a code and a card held by another account alike, telling and writing nothing', async () => {
    const holder = await createSignedInUser(t.database);
    const prober = await createSignedInUser(t.database);
    expect((await link(holder.auth, 2)).statusCode).toBe(200);
    await t.database.db.execute(sql`update loyalty_cards set security_code = null where card_no = ${loyaltyCardNo(4)}`);
    const before = await linkedCount();
    const refusals = [
      await post('/link', prober.auth, { card_no: '1234567812345678', security_code: '123456' }),
      await post('/link', prober.auth, { card_no: loyaltyCardNo(199), security_code: '123456' }),
      await link(prober.auth, 3, wrongCode(3)),
      await link(prober.auth, 4, '000000'),
      // The right number and code of a card someone else linked: the holder keeps it, and the answer is the same.
      await link(prober.auth, 2),
      await link(prober.auth, 2, wrongCode(2)),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ error: true, message: REFUSED, errors: { card_no: [REFUSED] } });
      // Nothing of the card (its holder's name, its points) comes back before proof.
      expect(res.body).not.toMatch(/Meriah Member|balance|holder/i);
    }
    expect(new Set(refusals.map((r) => r.body)).size).toBe(1);
    expect(await linkedCount()).toBe(before);
    expect(await cards(prober.auth)).toEqual([]);
    expect(await cards(holder.auth)).toEqual([expect.objectContaining({ card_no: loyaltyCardNo(2) })]);
  });

  it('names the malformed field, writing nothing', async () => {
    const buyer = await createSignedInUser(t.database);
    const before = await linkedCount();
    for (const [bad, field] of [
      [{ card_no: '1234', security_code: '123456' }, 'card_no'],
      [{ card_no: 1234567812345678, security_code: '123456' }, 'card_no'],
      [{ security_code: '123456' }, 'card_no'],
      [{ card_no: 'abcdabcdabcdabcd', security_code: '123456' }, 'card_no'],
      [{ card_no: VALID }, 'security_code'],
      [{ card_no: VALID, security_code: '12345' }, 'security_code'],
      [{ card_no: VALID, security_code: 'abcdef' }, 'security_code'],
      [{ card_no: VALID, security_code: 123456 }, 'security_code'],
    ] as const) {
      const res = await post('/link', buyer.auth, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(bad)).toBeDefined();
    }
    expect(await linkedCount()).toBe(before);
  });

  it('checks expiry of the caller’s own cards only', async () => {
    const buyer = await createSignedInUser(t.database);
    const other = await createSignedInUser(t.database);
    await link(buyer.auth, 5);
    await link(buyer.auth, 3);
    const expired = await post('/check_expiry', buyer.auth, { card_no: EXPIRED });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ is_expired: true, message: expect.stringContaining('expired') });
    expect((await post('/check_expiry', buyer.auth, { card_no: loyaltyCardNo(3) })).json().is_expired).toBe(false);
    expect((await post('/check_expiry', other.auth, { card_no: EXPIRED })).statusCode).toBe(404);
    expect((await post('/check_expiry', buyer.auth, { card_no: 'x' })).statusCode).toBe(400);
  });

  it('checks membership by the caller’s own verified email, in any case form, and links the cards issued to it', async () => {
    const member = await createSignedInUser(t.database, { email: 'Member7@Example.my' });
    const res = await post('/check_membership', member.auth, { email: 'MEMBER7@example.MY' });
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

  it('claims nothing by an address the buyer has not verified', async () => {
    // Someone signs up with the address on member 9's card; until they follow the link, the address proves nothing.
    const claimant = await createSignedInUser(t.database, { email: 'member9@example.my', verified: false });
    const before = await linkedCount();
    const res = await post('/check_membership', claimant.auth, { email: 'member9@example.my' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      errors: { email: ['Please verify your email address first: follow the link we sent to it. Cards issued to an address are found only for a verified address.'] },
    });
    expect(res.body).not.toContain('Meriah Member 9');
    expect(await linkedCount()).toBe(before);
    await t.database.db.execute(sql`update users set email_verified_at = now() where id = ${claimant.userId}`);
    const verified = await post('/check_membership', claimant.auth, { email: 'member9@example.my' });
    expect(verified.json().member_cards).toEqual([expect.objectContaining({ card_no: loyaltyCardNo(9) })]);
  });
});
