import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Kedai runcit 2024!';

export const newEmail = (tag = 'e2e') => `${tag}.${randomBytes(5).toString('hex')}@kedai.example.my`;

/**
 * A buyer opened straight through the API (for tests about what a buyer does, not how they signed
 * up). Each sign-up comes from its own documentation-range client address (the e2e server
 * trusts the forwarded address from loopback: TRUST_PROXY in playwright.config.ts), so the per-address sign-up limit does not throttle
 * the suite.
 */
export async function registerBuyer(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<{ email: string; password: string; name: string; token: string }> {
  const body = {
    name: 'Siti Aminah',
    email: newEmail(),
    mobile_no: '0123456789',
    company_name: 'Kedai Siti Sdn Bhd',
    reg_no: '202301099999',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    interest: [7],
    ...overrides,
  };
  const ip = `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;
  const res = await request.post('/api/auth/register', { headers: { 'x-forwarded-for': ip }, data: body });
  expect(res.status(), await res.text()).toBe(201);
  const token: string = (await res.json()).data.accessToken;
  return { email: body.email as string, password: body.password as string, name: body.name as string, token };
}

/**
 * The session cookie's name on the e2e server, which runs as production: the `__Host-` name that
 * only a secure origin (127.0.0.1 counts) can set.
 */
export const SESSION_COOKIE = '__Host-borong_session';

/** The cookie the web server would set for `token`, for a context signed in through the API. */
export const sessionCookieFor = (token: string, baseURL: string | undefined) => ({
  name: SESSION_COOKIE,
  value: token,
  // Chromium refuses a Secure cookie named with an http `url`; a host-only cookie for the host is what the server sets.
  domain: new URL(baseURL ?? 'http://127.0.0.1').hostname,
  path: '/',
  secure: true,
  httpOnly: true,
  sameSite: 'Lax' as const,
});

/**
 * Signs the page's browser context in the way the login modal does: a post to the session action,
 * whose answer sets the httpOnly cookie in the context's cookie jar.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/auth', { form: { intent: 'login', email, password, redirect: '/' }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()['set-cookie']).toContain(`${SESSION_COOKIE}=`);
}

/** The link of the latest mail to `email`, read from the development outbox (AUTH_DEV_TOOLS). */
export async function latestMailLink(request: APIRequestContext, email: string): Promise<URL> {
  const res = await request.get(`/api/dev/outbox/latest?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { text: string } };
  const link = /https?:\/\/\S+/.exec(data.text)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!);
}
