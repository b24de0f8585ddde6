import { expect, test } from '@playwright/test';

// Request-only: one screen is enough.
test.describe('what a page accepts as a post @desktop', () => {
  const sameSite = { 'sec-fetch-site': 'same-origin' };

  test('a JSON or text body is refused with 415 and changes nothing', async ({ request }) => {
    const json = await request.post('/register', { data: { name: 'x' }, headers: sameSite, maxRedirects: 0 });
    expect(json.status()).toBe(415);
    const text = await request.post('/auth', { data: 'intent=logout', headers: { ...sameSite, 'content-type': 'text/plain' }, maxRedirects: 0 });
    expect(text.status()).toBe(415);
  });

  test('an oversized form is refused with 413 before an action sees it', async ({ request }) => {
    const res = await request.post('/register', { data: `name=${'a'.repeat(100 * 1024)}`, headers: { ...sameSite, 'content-type': 'application/x-www-form-urlencoded' }, maxRedirects: 0 });
    expect(res.status()).toBe(413);
  });

  test('a malformed multipart body is a 400, not an error page', async ({ request }) => {
    const res = await request.post('/dropee-credit/apply', { data: 'not multipart at all', headers: { ...sameSite, 'content-type': 'multipart/form-data; boundary=zzz' }, maxRedirects: 0 });
    expect(res.status()).toBe(400);
  });

  test('a real form post still reaches its action', async ({ request }) => {
    const res = await request.post('/auth', { form: { intent: 'logout' }, headers: sameSite, maxRedirects: 0 });
    expect(res.status()).toBe(302);
  });
});
