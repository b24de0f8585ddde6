import { eq, sql } from 'drizzle-orm';
import { accessTokens, outboxEmails } from '../src/db/schema';
import { hashToken } from '../src/auth/tokens';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { authCalls, PASSWORD, randomEmail, signupPayload } from './auth-helpers';
import { DATABASE_KINDS, useTestApi } from './harness';

describe.each(DATABASE_KINDS)('auth API on %s', (kind) => {
  // Limits raised: this suite tests the flows; the limits have their own suites (auth-rate-limits.test.ts).
  const t = useTestApi(kind, { env: { AUTH_RATE_LIMIT_SCALE: '1000' } });
  const { post, register, login, me } = authCalls(t);

  const latestMail = async (to: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/latest?to=${encodeURIComponent(to)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { subject: string; text: string; html: string };
  };
  const resetLinkOf = async (email: string) => {
    const mail = await latestMail(email);
    const link = /https?:\/\/\S+resetPwd\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no reset link in ${mail.text}`);
    const url = new URL(link);
    return { url, token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
  };

  describe('POST /auth/register', () => {
    it('opens an account, normalises the mobile number, keeps the interests and signs in', async () => {
      const res = await register({ mobile_no: '60123456789', interest: [100, 6, 6], interest_other: '  Pet supplies ' });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ error: false, message: expect.stringContaining('created') });
      expect(body.data.user).toMatchObject({ name: 'Aminah binti Yusof', mobile_no: '+60123456789', company_name: 'Kedai Runcit Aminah Sdn Bhd', interest: [6, 100], interest_other: 'Pet supplies' });
      expect(body.data.user).not.toHaveProperty('password_hash');
      expect(body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const profile = await me(body.data.accessToken);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data.email).toBe(body.data.user.email);
    });

    it('stores an argon2id hash, never the password', async () => {
      const res = await register();
      const [row] = await rows<{ password_hash: string }>(t.database.db, sql`select password_hash from users where id = ${res.json().data.user.id}`);
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.password_hash).not.toContain(PASSWORD);
    });

    it('answers every missing field with REQUIRED (and interest with INTEREST.REQUIRED), writing nothing', async () => {
      const [before] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`);
      const res = await post('/api/auth/register', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        name: ['REQUIRED'],
        email: ['REQUIRED'],
        mobile_no: ['REQUIRED'],
        company_name: ['REQUIRED'],
        reg_no: ['REQUIRED'],
        password: ['REQUIRED'],
        password_confirmation: ['REQUIRED'],
        interest: ['INTEREST.REQUIRED'],
      });
      const [after] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`);
      expect(after?.n).toBe(before?.n);
    });

    it.each([
      [{ email: 'not-an-email' }, 'email', 'MUST.BE.EMAIL'],
      [{ name: '   ' }, 'name', 'REQUIRED'],
      [{ mobile_no: '012-3456789' }, 'mobile_no', 'ONLY.NUMBERS'],
      [{ mobile_no: '+60123456789' }, 'mobile_no', 'ONLY.NUMBERS'],
      [{ mobile_no: '12345' }, 'mobile_no', 'INVALID.MOBILE'],
      [{ mobile_no: '14155552671' }, 'mobile_no', 'INVALID.MOBILE'],
      [{ password: 'short1', password_confirmation: 'short1' }, 'password', 'EIGHT.CHARACTER'],
      [{ password: 'a'.repeat(129), password_confirmation: 'a'.repeat(129) }, 'password', 'PASSWORD.TOO.LONG'],
      [{ password_confirmation: 'Something else 99' }, 'password_confirmation', 'PASSWORD.NOT.MATCH'],
      [{ interest: [] }, 'interest', 'INTEREST.REQUIRED'],
      [{ interest: [5] }, 'interest.0', 'INVALID.INTEREST'],
      [{ interest: ['7'] }, 'interest.0', 'INVALID.INTEREST'],
      [{ interest: [7, 100] }, 'interest_other', 'INTEREST.OTHER.REQUIRED'],
      [{ company_name: 'x'.repeat(151) }, 'company_name', 'TOO.LONG'],
      [{ reg_no: 12345 }, 'reg_no', 'MUST.BE.TEXT'],
      [{ email: `${'a'.repeat(250)}@x.my` }, 'email', 'TOO.LONG'],
    ])('refuses %j with %s: %s', async (overrides, field, message) => {
      const res = await register(overrides);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    });

    it('accepts a 128-character passphrase', async () => {
      const long = 'kedai runcit '.repeat(10).slice(0, 128);
      const res = await register({ password: long, password_confirmation: long });
      expect(res.statusCode, res.body).toBe(201);
      expect((await login(res.json().data.user.email, long)).statusCode).toBe(200);
    });

    it('refuses a common password with PASSWORD.TOO.COMMON', async () => {
      const res = await register({ password: 'Password123', password_confirmation: 'Password123' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.password).toEqual(['PASSWORD.TOO.COMMON']);
    });

    it('answers an email already registered (in any letter case) with 409 "already taken"', async () => {
      const email = randomEmail('dup');
      expect((await register({ email })).statusCode).toBe(201);
      const again = await register({ email: email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: true, message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } });
    });

    it('says it in Malay when asked for', async () => {
      const email = randomEmail('dupms');
      await register({ email });
      const again = await post('/api/auth/register', signupPayload({ email }), { headers: { 'accept-language': 'ms' } });
      expect(again.json().message).toBe('E-mel ini telah digunakan.');
    });

    it('answers malformed JSON and a wrong body type with 400, never 500', async () => {
      const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: '{"name":', headers: { 'content-type': 'application/json' } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ error: true, message: 'Malformed JSON body' });
      const array = await post('/api/auth/register', [1, 2]);
      expect(array.statusCode).toBe(400);
    });
  });

  describe('POST /auth/login and /auth/logout', () => {
    it('signs in with a new token each time, case-insensitively on the email', async () => {
      const reg = (await register()).json().data;
      const res = await login(reg.user.email.toLowerCase(), PASSWORD);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.user.id).toBe(reg.user.id);
      expect(body.access_token).not.toBe(reg.accessToken);
      expect((await me(body.access_token)).statusCode).toBe(200);
    });

    it('ends a session left unused for 14 days, and keeps one in use alive by moving its last use forward hourly', async () => {
      const idle = (await register()).json().data;
      const used = (await login(idle.user.email, PASSWORD)).json().access_token as string;
      const setLastUse = (token: string, ago: string) => t.database.db.update(accessTokens).set({ lastUsedAt: sql`now() - ${ago}::interval` }).where(eq(accessTokens.tokenHash, hashToken(token)));
      const lastUse = async (token: string) => (await t.database.db.select({ at: accessTokens.lastUsedAt }).from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(token))))[0]?.at;
      await setLastUse(idle.accessToken, '14 days 1 minute');
      expect((await me(idle.accessToken)).statusCode).toBe(401);
      await setLastUse(used, '13 days');
      expect((await me(used)).statusCode).toBe(200);
      const moved = await lastUse(used);
      expect(Date.now() - (moved?.getTime() ?? 0)).toBeLessThan(3_600_000);
      await setLastUse(used, '30 minutes');
      const before = await lastUse(used);
      expect((await me(used)).statusCode).toBe(200);
      expect(await lastUse(used)).toEqual(before);
    });

    it('gives one message for a wrong password and for an unknown email (no enumeration)', async () => {
      const reg = (await register()).json().data;
      const wrongPassword = await login(reg.user.email, 'Not the password 1');
      const unknownEmail = await login(randomEmail('nobody'), PASSWORD);
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(unknownEmail.json());
      expect(wrongPassword.json().message).toBe('The email or password is incorrect.');
    });

    it('validates the login payload with the spec keys', async () => {
      const res = await post('/api/auth/login', { email: 'nope', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ email: ['MUST.BE.EMAIL'], password: ['REQUIRED'] });
    });

    it('replaces the token the caller signed in with', async () => {
      const reg = (await register()).json().data;
      const res = await login(reg.user.email, PASSWORD, undefined, { authorization: `Bearer ${reg.accessToken}` });
      expect(res.statusCode).toBe(200);
      expect((await me(reg.accessToken)).statusCode).toBe(401);
      expect((await me(res.json().access_token)).statusCode).toBe(200);
    });

    it('logout revokes the token on the server, and is harmless twice', async () => {
      const reg = (await register()).json().data;
      const other = (await login(reg.user.email, PASSWORD)).json().access_token;
      const auth = { authorization: `Bearer ${reg.accessToken}` };
      const out = await post('/api/auth/logout', undefined, { headers: auth });
      expect(out.statusCode).toBe(200);
      expect((await me(reg.accessToken)).statusCode).toBe(401);
      expect((await post('/api/auth/logout', undefined, { headers: auth })).statusCode).toBe(200);
      // Only that session ended.
      expect((await me(other)).statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    it('answers forgot-password the same for a known and an unknown email, mailing only the known one', async () => {
      const reg = (await register()).json().data;
      const known = await post('/api/user/forgot-password', { email: reg.user.email, source_id: 'MYDIN' });
      const nobody = randomEmail('nobody');
      const unknown = await post('/api/user/forgot-password', { email: nobody, source_id: 'MAIWP' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      const mail = await latestMail(reg.user.email);
      expect(mail.subject).toBe('Reset your Borong password');
      expect((await t.app.inject({ method: 'GET', url: `/api/dev/outbox/latest?to=${encodeURIComponent(nobody)}` })).statusCode).toBe(404);
    });

    if (kind === 'postgres') {
      it('answers forgot-password without reading accounts, so its time cannot tell a known address from an unknown one', async () => {
        const reg = (await register()).json().data;
        const mailsTo = () => t.database.db.$count(outboxEmails, eq(outboxEmails.recipient, reg.user.email));
        const before = await mailsTo();
        // While another transaction holds every account row, the answer still comes: the account is looked up after it.
        await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`lock table users in access exclusive mode`);
          for (const email of [reg.user.email, randomEmail('nobody')]) {
            const res = await post('/api/user/forgot-password', { email });
            expect(res.statusCode).toBe(200);
          }
          expect(await mailsTo()).toBe(before);
        });
        expect((await latestMail(reg.user.email)).subject).toBe('Reset your Borong password');
      });
    }

    it('validates forgot-password', async () => {
      const res = await post('/api/user/forgot-password', { email: '', source_id: 'OTHER' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.email).toEqual(['REQUIRED']);
      expect(res.json().errors.source_id).toBeDefined();
    });

    it('resets with the emailed link once, ends every session, and the old password stops working', async () => {
      const reg = (await register()).json().data;
      const second = (await login(reg.user.email, PASSWORD)).json().access_token;
      await post('/api/user/forgot-password', { email: reg.user.email });
      const link = await resetLinkOf(reg.user.email);
      expect(link.url.pathname).toBe('/');
      expect(link.url.searchParams.get('action')).toBe('resetPwd');
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const fresh = 'A brand new passphrase 7';
      const done = await post('/api/user/password/reset', { token: link.token, email: link.email, password: fresh, password_confirmation: fresh });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().error).toBe(false);
      expect((await me(reg.accessToken)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(401);
      expect((await login(reg.user.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(reg.user.email, fresh)).statusCode).toBe(200);
      const again = await post('/api/user/password/reset', { token: link.token, email: link.email, password: 'Yet another phrase 8', password_confirmation: 'Yet another phrase 8' });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toContain('invalid or has expired');
    });

    it('writes a Malay mail with a /bm link when asked in Malay', async () => {
      const reg = (await register()).json().data;
      await post('/api/user/forgot-password', { email: reg.user.email }, { headers: { 'accept-language': 'ms' } });
      const link = await resetLinkOf(reg.user.email);
      expect(link.url.pathname).toBe('/bm/');
      expect((await latestMail(reg.user.email)).subject).toBe('Tetapkan semula kata laluan Borong anda');
    });

    it('refuses an expired token, a token for another email, and a replaced token', async () => {
      const a = (await register()).json().data;
      const b = (await register()).json().data;
      const fresh = 'A brand new passphrase 7';
      const reset = (token: string, email: string) => post('/api/user/password/reset', { token, email, password: fresh, password_confirmation: fresh });

      await post('/api/user/forgot-password', { email: a.user.email });
      const first = await resetLinkOf(a.user.email);
      expect((await reset(first.token, b.user.email)).statusCode).toBe(422);
      await post('/api/user/forgot-password', { email: a.user.email });
      const second = await resetLinkOf(a.user.email);
      expect((await reset(first.token, a.user.email)).statusCode).toBe(422);

      await t.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 minute' where user_id = ${a.user.id} and used_at is null`);
      expect((await reset(second.token, a.user.email)).statusCode).toBe(422);
      expect((await login(a.user.email, PASSWORD)).statusCode).toBe(200);
    });

    it('validates the reset payload and refuses a common password', async () => {
      const bad = await post('/api/user/password/reset', { token: '', email: 'x', password: 'short', password_confirmation: 'other' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject({ token: ['REQUIRED'], email: ['MUST.BE.EMAIL'], password: ['EIGHT.CHARACTER'], password_confirmation: ['EIGHT.CHARACTER'] });
      const reg = (await register()).json().data;
      await post('/api/user/forgot-password', { email: reg.user.email });
      const link = await resetLinkOf(reg.user.email);
      const common = await post('/api/user/password/reset', { token: link.token, email: link.email, password: 'iloveyou', password_confirmation: 'iloveyou' });
      expect(common.statusCode).toBe(400);
      expect(common.json().errors.password).toEqual(['PASSWORD.TOO.COMMON']);
    });

    it('stores only a hash of the reset token', async () => {
      const reg = (await register()).json().data;
      await post('/api/user/forgot-password', { email: reg.user.email });
      const link = await resetLinkOf(reg.user.email);
      const stored = await rows<{ token_hash: string }>(t.database.db, sql`select token_hash from password_resets where user_id = ${reg.user.id}`);
      expect(stored.length).toBe(1);
      expect(stored[0]?.token_hash).not.toContain(link.token);
      expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('POST /user/social_login', () => {
    it('signs up and then signs in again with the development provider', async () => {
      const email = randomEmail('social').toLowerCase();
      const first = await post('/api/user/social_login', { provider: 'google', access_token: `dev:${email}:Siti Social`, source_ids: 'MYDIN' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().user).toMatchObject({ email, name: 'Siti Social' });
      const again = await post('/api/user/social_login', { provider: 'google', access_token: `dev:${email}`, source_ids: ['MYDIN'] });
      expect(again.json().user.id).toBe(first.json().user.id);
      expect((await me(again.json().accessToken)).statusCode).toBe(200);
      // The account has no password to sign in with.
      expect((await login(email, 'anything at all 1')).statusCode).toBe(401);
    });

    it('refuses a token the provider does not accept, and a bad provider', async () => {
      const res = await post('/api/user/social_login', { provider: 'facebook', access_token: 'forged' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('We could not sign you in with Facebook. Please try again.');
      const bad = await post('/api/user/social_login', { provider: 'myspace', access_token: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.provider).toBeDefined();
    });
  });
});

describe('auth API in production without providers or dev tools', () => {
  const t = useTestApi('pglite', { env: { NODE_ENV: 'production' } });
  const { post } = authCalls(t);

  it('answers social login with 501 and a clear message', async () => {
    const res = await post('/api/user/social_login', { provider: 'google', access_token: 'dev:a@b.my' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ error: true, message: 'Sign-in with Google is not available.' });
  });

  it('has no outbox reader', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox/latest?to=a@b.my' });
    expect(res.statusCode).toBe(404);
  });
});
