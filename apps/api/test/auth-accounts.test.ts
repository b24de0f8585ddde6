import { eq, sql } from 'drizzle-orm';
import { emailVerifications, outboxEmails, users } from '../src/db/schema';
import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '@borong/contracts/email';
import { rows } from '../src/db/rows';
import { authCalls, PASSWORD, randomEmail, randomIp, signupPayload } from './auth-helpers';
import { DATABASE_KINDS, useTestApi } from './harness';

// Issue 14: one form of an e-mail address, its verification, and a signed-in password change.

const DOTTED_CAPITAL_I = '\u0130';
const COMBINING_DOT = '\u0307';

describe.each(DATABASE_KINDS)('account security on %s', (kind) => {
  const t = useTestApi(kind, { env: { AUTH_RATE_LIMIT_SCALE: '1000' } });
  const { post, register, login, me } = authCalls(t);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const unique = () => randomIp().replace(/\D/g, '');

  const latestMail = async (to: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/latest?to=${encodeURIComponent(to)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { subject: string; text: string; html: string };
  };
  const verificationLink = async (email: string) => {
    const mail = await latestMail(email);
    const link = /https?:\/\/\S+verify-email\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no verification link in ${mail.text}`);
    return new URL(link);
  };
  const verify = (token: string, headers: Record<string, string> = {}) => post('/api/user/email/verify', { token }, { headers });

  describe('one form of an e-mail address', () => {
    it('stores the normalized form and answers with it', async () => {
      const local = `aminah.${unique()}`;
      const res = await register({ email: `  ${local.toUpperCase()}@ＫＥＤＡＩ.Example.MY ` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.user.email).toBe(`${local}@kedai.example.my`);
      const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, res.json().data.user.id));
      expect(row?.email).toBe(`${local}@kedai.example.my`);
    });

    it.each([
      ['letter case', (l: string) => `${l}@kedai.example.my`, (l: string) => `${l.toUpperCase()}@Kedai.Example.MY`],
      ['fullwidth letters', (l: string) => `${l}@kedai.example.my`, (l: string) => `${l}@ＫＥＤＡＩ.example.my`],
      ['the Kelvin sign', (l: string) => `${l}@kedai.example.my`, (l: string) => `${l}@\u212Aedai.example.my`],
      ['dotted capital I and i with a combining dot', (l: string) => `${DOTTED_CAPITAL_I}${l}@kedai.example.my`, (l: string) => `i${COMBINING_DOT}${l}@kedai.example.my`],
      ['dotted capital I in either case of the rest', (l: string) => `${DOTTED_CAPITAL_I}${l.toUpperCase()}@kedai.example.my`, (l: string) => `${DOTTED_CAPITAL_I.toLowerCase()}${l}@KEDAI.example.my`],
      ['final sigma', (l: string) => `${l}ΟΔΟΣ@kedai.example.my`, (l: string) => `${l}οδος@kedai.example.my`],
    ])('keeps two accounts from differing only by %s', async (_name, first, second) => {
      const local = `lham.${unique()}`;
      expect((await register({ email: first(local) })).statusCode).toBe(201);
      const again = await register({ email: second(local) });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().errors.email).toEqual(['The email has already been taken.']);
      // And the second form signs in to the first account.
      expect((await login(second(local), PASSWORD)).statusCode).toBe(200);
    });

    it('keeps dotless ı and dotted İ apart from plain i: they are other letters, not case', async () => {
      const local = `lham.${unique()}`;
      const plain = (await register({ email: `i${local}@kedai.example.my` })).json().data.user;
      expect((await login(`${DOTTED_CAPITAL_I}${local}@kedai.example.my`, PASSWORD)).statusCode).toBe(401);
      expect((await login(`\u0131${local}@kedai.example.my`, PASSWORD)).statusCode).toBe(401);
      expect((await login(`I${local.toUpperCase()}@kedai.example.my`, PASSWORD)).json().user.id).toBe(plain.id);
    });

    it('refuses a row written past the API in any other form (the database checks the stored form)', async () => {
      for (const email of ['Upper@kedai.example.my', 'ＦＵＬＬ@kedai.example.my', `${DOTTED_CAPITAL_I}nfo@kedai.example.my`]) {
        await expect(
          t.database.db.execute(sql`insert into users (name, email, mobile_no, company_name, reg_no, password_hash) values ('X', ${email}, '+60123456789', 'C', 'R', '!')`),
          email,
        ).rejects.toThrow();
      }
    });

    it('agrees with the database’s check on every form the normalization writes', async () => {
      const forms = ['İNFO@x.my', 'i̇nfo@x.my', 'ΟΔΟΣ@x.gr', 'ǅemal@x.my', 'ẞtraße@x.de', 'ＡＢＣ@x.my', 'ﬁnance@x.my', 'JOSÉ@x.my', 'ǈ@x.my', 'Ⅻ@x.my', 'ᴬᴮ@x.my', 'ℌ@x.my'].map(normalizeEmail);
      const agreed: string[] = [];
      for (const form of forms) {
        const [row] = await rows<{ ok: boolean }>(t.database.db, sql`select ${form}::text = lower(normalize(${form}::text, NFKC)) as ok`);
        if (row?.ok) agreed.push(form);
      }
      expect(agreed).toEqual(forms);
    });

    it('finds the outbox mail of an address in any form', async () => {
      const reg = (await register()).json().data.user;
      const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/latest?to=${encodeURIComponent(reg.email.toUpperCase())}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.to).toBe(reg.email);
    });
  });

  describe('e-mail verification', () => {
    it('mails a link on sign-up; following it (more than once) verifies the address', async () => {
      const reg = (await register()).json().data;
      expect(reg.user.email_verified).toBe(false);
      const mail = await latestMail(reg.user.email);
      expect(mail.subject).toBe('Verify your email for Borong');
      const link = await verificationLink(reg.user.email);
      expect(link.pathname).toBe('/verify-email');
      const token = link.searchParams.get('token') ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const done = await verify(token);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ error: false, message: 'Your email address is verified. Thank you!' });
      expect((await me(reg.accessToken)).json().data.email_verified).toBe(true);
      // A mail scanner may have opened it first: the buyer's own click still succeeds.
      expect((await verify(token)).statusCode).toBe(200);
      const stored = await t.database.db.select({ token_hash: emailVerifications.tokenHash }).from(emailVerifications).where(eq(emailVerifications.userId, reg.user.id));
      expect(stored.map((s) => s.token_hash)).not.toContain(token);
    });

    it('sends a Malay mail with a /bm link to a buyer who signs up in Malay', async () => {
      const email = randomEmail('ms');
      const res = await post('/api/auth/register', signupPayload({ email }), { headers: { 'accept-language': 'ms' } });
      expect(res.statusCode).toBe(201);
      expect((await latestMail(email)).subject).toBe('Sahkan e-mel anda untuk Borong');
      expect((await verificationLink(email)).pathname).toBe('/bm/verify-email');
    });

    it('refuses a wrong, replaced or expired token, and a token for an address the account no longer has', async () => {
      const reg = (await register()).json().data;
      const first = (await verificationLink(reg.user.email)).searchParams.get('token') ?? '';
      expect((await verify('x'.repeat(43))).statusCode).toBe(422);
      const resent = await post('/api/user/email/verification', {}, { headers: bearer(reg.accessToken) });
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json()).toEqual({ error: false, message: 'We have sent a new verification link to your email address.', sent: true });
      const second = (await verificationLink(reg.user.email)).searchParams.get('token') ?? '';
      expect(second).not.toBe(first);
      const replaced = await verify(first);
      expect(replaced.statusCode).toBe(422);
      expect(replaced.json().message).toBe('This verification link is invalid or has expired. Sign in and ask for a new one.');
      await t.database.db.execute(sql`update email_verifications set email = 'someone.else@kedai.example.my' where user_id = ${reg.user.id}`);
      expect((await verify(second)).statusCode).toBe(422);
      await t.database.db.execute(sql`update email_verifications set email = ${reg.user.email}, expires_at = now() - interval '1 minute' where user_id = ${reg.user.id}`);
      expect((await verify(second)).statusCode).toBe(422);
      expect((await me(reg.accessToken)).json().data.email_verified).toBe(false);
      expect((await verify('')).json().errors.token).toEqual(['REQUIRED']);
    });

    it('resends only to a signed-in buyer, and not once the address is verified', async () => {
      expect((await post('/api/user/email/verification', {})).statusCode).toBe(401);
      const reg = (await register()).json().data;
      await verify((await verificationLink(reg.user.email)).searchParams.get('token') ?? '');
      const count = () => t.database.db.$count(outboxEmails, eq(outboxEmails.recipient, reg.user.email));
      const before = await count();
      const res = await post('/api/user/email/verification', {}, { headers: { ...bearer(reg.accessToken), 'accept-language': 'ms' } });
      expect(res.json()).toEqual({ error: false, message: 'Alamat e-mel anda sudah disahkan.', sent: false });
      expect(await count()).toBe(before);
    });

    it('counts a completed password reset as proof of the address', async () => {
      const reg = (await register()).json().data;
      await post('/api/user/forgot-password', { email: reg.user.email });
      const link = new URL(/https?:\/\/\S+resetPwd\S+/.exec((await latestMail(reg.user.email)).text)?.[0] ?? '');
      const fresh = 'A brand new passphrase 7';
      await post('/api/user/password/reset', { token: link.searchParams.get('token'), email: reg.user.email, password: fresh, password_confirmation: fresh });
      expect((await login(reg.user.email, fresh)).json().user.email_verified).toBe(true);
    });

    it('takes a provider’s verified address as verified', async () => {
      const email = randomEmail('social');
      const res = await post('/api/user/social_login', { provider: 'google', access_token: `dev:${email}` });
      expect(res.json().user).toMatchObject({ email: normalizeEmail(email), email_verified: true });
    });
  });

  describe('changing the password while signed in', () => {
    const change = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => post('/api/user/password/change', body, { headers: { ...bearer(token), ...headers } });
    const fresh = 'Another long phrase 42';

    it('needs the current password, ends every other session and keeps this one', async () => {
      const reg = (await register()).json().data;
      const other = (await login(reg.user.email, PASSWORD)).json().access_token;
      const res = await change(reg.accessToken, { current_password: PASSWORD, password: fresh, password_confirmation: fresh });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ error: false, message: 'Your password has been changed. You have been signed out on your other devices.' });
      expect((await me(reg.accessToken)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await login(reg.user.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(reg.user.email, fresh)).statusCode).toBe(200);
    });

    it('refuses a wrong current password on its field, changing nothing', async () => {
      const reg = (await register()).json().data;
      const other = (await login(reg.user.email, PASSWORD)).json().access_token;
      const res = await change(reg.accessToken, { current_password: 'not my password 1', password: fresh, password_confirmation: fresh }, { 'accept-language': 'ms' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: ['PASSWORD.INCORRECT'] });
      expect(res.json().message).toContain('Kata laluan semasa tidak betul');
      expect((await me(other)).statusCode).toBe(200);
      expect((await login(reg.user.email, PASSWORD)).statusCode).toBe(200);
    });

    it('holds the new password to the sign-up rules', async () => {
      const reg = (await register()).json().data;
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{ current_password: PASSWORD, password: 'short', password_confirmation: 'short' }, { password: ['EIGHT.CHARACTER'], password_confirmation: ['EIGHT.CHARACTER'] }],
        [{ current_password: PASSWORD, password: fresh, password_confirmation: `${fresh}x` }, { password_confirmation: ['PASSWORD.NOT.MATCH'] }],
        [{ current_password: PASSWORD, password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, { password: ['PASSWORD.TOO.LONG'], password_confirmation: ['PASSWORD.TOO.LONG'] }],
        [{ password: fresh, password_confirmation: fresh }, { current_password: ['REQUIRED'] }],
        [{ current_password: PASSWORD, password: 'iloveyou', password_confirmation: 'iloveyou' }, { password: ['PASSWORD.TOO.COMMON'] }],
      ];
      for (const [body, errors] of cases) {
        const res = await change(reg.accessToken, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
      }
      expect((await login(reg.user.email, PASSWORD)).statusCode).toBe(200);
    });

    it('is for signed-in buyers only', async () => {
      const res = await post('/api/user/password/change', { current_password: PASSWORD, password: fresh, password_confirmation: fresh });
      expect(res.statusCode).toBe(401);
    });

    it('refuses an account opened by social login, which has no password to give', async () => {
      const social = (await post('/api/user/social_login', { provider: 'apple', access_token: `dev:${randomEmail('apple')}` })).json();
      const res = await change(social.accessToken, { current_password: 'anything at all 1', password: fresh, password_confirmation: fresh });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('Forgot password');
    });
  });
});
