import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../src/auth/rate-limit';
import { authCalls, PASSWORD, randomEmail, randomIp } from './auth-helpers';
import { createSignedInUser, useTestApi } from './harness';
import { loyaltyCardNo, loyaltyCardSecurityCode } from '../src/seed/loyalty-cards';

// Apart from auth.test.ts (the flows) so the two long suites run side by side on two workers.

/** The limits at a fifth of their size, so the suites reach them in a few calls (sign-in costs a hash each). */
const SCALE = 0.2;
const allowed = (limit: { max: number }) => Math.max(1, Math.floor(limit.max * SCALE));

describe.each([
  ['memory', {}],
  ['Redis', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }],
])('auth rate limits with the %s store', (store, env) => {
  const t = useTestApi('pglite', { env: { ...env, AUTH_RATE_LIMIT_SCALE: String(SCALE) } });
  const { post, register, login } = authCalls(t);
  const statuses = async (n: number, call: () => Promise<{ statusCode: number }>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await call()).statusCode);
    return out;
  };

  it('reports the store in readiness: Redis checked when configured', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json().checks).toEqual({ database: 'ok', redis: store === 'Redis' ? 'ok' : 'not configured' });
  });

  it('limits sign-in per account (email) whatever the address, with 429 and Retry-After', async () => {
    const email = (await register()).json().data.user.email;
    const n = allowed(AUTH_LIMITS.loginEmail);
    expect(await statuses(n, () => login(email, 'wrong password 1'))).toEqual(Array(n).fill(401));
    const limited = await login(email, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ error: true, message: 'Too many attempts. Please wait a moment and try again.' });
    // Another account is unaffected.
    const other = (await register()).json().data.user.email;
    expect((await login(other, PASSWORD)).statusCode).toBe(200);
  });

  it('counts every case and compatibility form of an address toward one account, and no form signs in past the lockout', async () => {
    const local = `ilham.${randomIp().replace(/\D/g, '')}`;
    const email = `${local}@kedai.example.my`;
    expect((await register({ email })).statusCode).toBe(201);
    const reaching = [email.toUpperCase(), ` ${local}@Kedai.Example.MY `, `${local.toUpperCase()}@\u212Aedai.example.my`, `${local}@ＫＥＤＡＩ.example.my`];
    const n = allowed(AUTH_LIMITS.loginEmail);
    expect(await statuses(n, () => login(reaching[Math.floor(Math.random() * reaching.length)]!, 'wrong password 1'))).toEqual(Array(n).fill(401));
    // PostgreSQL's lower() reads İ as I; JavaScript's as i̇. Whatever a form folds to, it never gets in past the limit.
    for (const form of [...reaching, email, `\u0130${local.slice(1).toUpperCase()}@kedai.example.my`, `I${local.slice(1)}@kedai.example.my`]) {
      expect((await login(form, PASSWORD)).statusCode, form).not.toBe(200);
    }
  });

  it('limits sign-in per client IP across accounts', async () => {
    const ip = randomIp();
    const n = allowed(AUTH_LIMITS.loginIp);
    expect(await statuses(n, () => login(randomEmail('spray'), 'wrong password 1', ip))).toEqual(Array(n).fill(401));
    expect((await login(randomEmail('spray'), 'wrong password 1', ip)).statusCode).toBe(429);
    expect((await login(randomEmail('spray'), 'wrong password 1')).statusCode).toBe(401);
  });

  it('limits forgot-password per email and per IP, still without telling whether the email exists', async () => {
    const email = randomEmail('forgot');
    const n = allowed(AUTH_LIMITS.forgotEmail);
    expect(await statuses(n + 1, () => post('/api/user/forgot-password', { email }))).toEqual([...Array(n).fill(200), 429]);
    const ip = randomIp();
    const m = allowed(AUTH_LIMITS.forgotIp);
    expect(await statuses(m + 1, () => post('/api/user/forgot-password', { email: randomEmail('f') }, { ip }))).toEqual([...Array(m).fill(200), 429]);
  });

  it('limits sign-up per client IP and per email', async () => {
    const ip = randomIp();
    const n = allowed(AUTH_LIMITS.registerIp);
    // Well-formed attempts count even when refused later (a common password fails after the limiter).
    const common = { password: 'password', password_confirmation: 'password' };
    expect(await statuses(n + 1, () => register(common, ip))).toEqual([...Array(n).fill(400), 429]);
    const email = randomEmail('signup');
    const m = allowed(AUTH_LIMITS.registerEmail);
    expect(await statuses(m + 1, () => register({ ...common, email }))).toEqual([...Array(m).fill(400), 429]);
  });

  it('limits password resets per email and per IP', async () => {
    const body = (email: string) => ({ token: 'x'.repeat(43), email, password: 'A brand new phrase 1', password_confirmation: 'A brand new phrase 1' });
    const email = randomEmail('reset');
    const n = allowed(AUTH_LIMITS.resetEmail);
    expect(await statuses(n + 1, () => post('/api/user/password/reset', body(email)))).toEqual([...Array(n).fill(422), 429]);
    const ip = randomIp();
    const m = allowed(AUTH_LIMITS.resetIp);
    expect(await statuses(m + 1, () => post('/api/user/password/reset', body(randomEmail('r')), { ip }))).toEqual([...Array(m).fill(422), 429]);
  });

  describe('linking a member card', () => {
    // Account ids restart in every test database while Redis keeps its counts between runs: this run's accounts start at an id of its own.
    beforeAll(async () => {
      await t.database.db.execute(sql`select setval('users_id_seq', ${1_000_000 + randomInt(2_000_000_000)})`);
    });
    const link = (auth: Record<string, string>, cardNo: string, securityCode: string, ip = randomIp()) =>
      t.app.inject({ method: 'POST', url: '/api/member_cards/link', headers: auth, payload: { card_no: cardNo, security_code: securityCode }, remoteAddress: ip });
    /** A 16-digit number of this run's own, so no earlier run (sharing Redis) has counted it. */
    const freshNumber = () => `9${randomIp().replace(/\D/g, '').padEnd(15, '7').slice(0, 15)}`;

    it('limits guesses per account, whatever the card and address', async () => {
      const buyer = await createSignedInUser(t.database);
      const n = allowed(AUTH_LIMITS.cardLinkAccount);
      expect(await statuses(n, () => link(buyer.auth, freshNumber(), '123456'))).toEqual(Array(n).fill(422));
      const limited = await link(buyer.auth, loyaltyCardNo(11), loyaltyCardSecurityCode(11));
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('limits guesses per client IP across accounts', async () => {
      const ip = randomIp();
      const n = allowed(AUTH_LIMITS.cardLinkIp);
      const tries: number[] = [];
      for (let i = 0; i < n; i++) tries.push((await link((await createSignedInUser(t.database)).auth, freshNumber(), '123456', ip)).statusCode);
      expect(tries).toEqual(Array(n).fill(422));
      expect((await link((await createSignedInUser(t.database)).auth, freshNumber(), '123456', ip)).statusCode).toBe(429);
    });

    it('limits guesses per card number, however many accounts and addresses share them out', async () => {
      const card = freshNumber();
      const n = allowed(AUTH_LIMITS.cardLinkCard);
      const tries: number[] = [];
      for (let i = 0; i < n; i++) tries.push((await link((await createSignedInUser(t.database)).auth, card, String(100000 + i))).statusCode);
      expect(tries).toEqual(Array(n).fill(422));
      expect((await link((await createSignedInUser(t.database)).auth, card, '999999')).statusCode).toBe(429);
      expect((await link((await createSignedInUser(t.database)).auth, card.replace(/(\d{4})(?=\d)/g, '$1-'), '999999')).statusCode).toBe(429);
    });
  });
});
