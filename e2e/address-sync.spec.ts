import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerBuyer, sessionCookieFor } from './auth-helpers';
import { announcementSeen, collectConsoleErrors, hydrated } from './support';

test.beforeEach(({ context }) => announcementSeen(context));

test.describe('address sync on start (spec §4)', () => {
  test('a default address in another postcode replaces the stored one, and nothing opens by itself', async ({ page, context, baseURL, request }) => {
    const errors = collectConsoleErrors(page);
    const { token } = await registerBuyer(request, { email: `sync.${randomBytes(6).toString('hex')}@example.my` });
    const auth = { authorization: `Bearer ${token}` };
    const states = (await (await request.get('/api/data/states')).json()) as { data: { id: number; name: string }[] };
    const kl = states.data.find((s) => s.name === 'Wilayah Persekutuan Kuala Lumpur');
    expect(kl).toBeDefined();
    const added = await request.post('/api/user/address/add', {
      headers: auth,
      data: { recipient_name: 'Aminah binti Ali', phone: '012-345 6789', address_1: '12 Jalan Tun Razak', city: 'Kuala Lumpur', state_id: kl!.id, zip: '50450', default: 'Y' },
    });
    expect(added.status(), await added.text()).toBe(200);
    const address = (await added.json()).data as { id: number; updated_at: string };

    // A guest visit on this device left the Penang postcode behind.
    await page.goto('/search');
    await page.evaluate(() => localStorage.setItem('delivery', JSON.stringify({ postcode: '10200' })));
    await context.addCookies([sessionCookieFor(token, baseURL)]);

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Deliver to 50450' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The postcode a guest visit kept in local storage moved to the delivery cookie, which loaders read.
    const cookie = (await context.cookies()).find((c) => c.name === 'delivery');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? 'null'))).toEqual({ postcode: '50450', address: { id: address.id, zip: '50450', updated_at: address.updated_at } });
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    expect(await page.evaluate(() => localStorage.getItem('delivery'))).toBeNull();
    // In sync now: the next load renders it from the cookie.
    const html = await (await page.request.get('/search')).text();
    expect(html).toContain('Deliver to 50450');
    expect(errors).toEqual([]);
  });

  test('a guest keeps the stored postcode and sees no store selection', async ({ page }) => {
    await page.goto('/search');
    await page.evaluate(() => localStorage.setItem('delivery', JSON.stringify({ postcode: '10200' })));
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Deliver to 10200' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Delivery location' })).toBeHidden();
    // Moved to the cookie, so the server renders it from now on, before any script runs.
    const html = await (await page.request.get('/search')).text();
    expect(html).toContain('Deliver to 10200');
  });
});
