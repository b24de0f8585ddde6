import { expect, test, type Page } from '@playwright/test';
import { registerBuyer, sessionCookieFor } from './auth-helpers';
import { collectConsoleErrors, hydrated } from './support';

/** What a buyer met in the issue 14 walkthrough: notices over their own dialogs, lost intents. */

async function signInThroughModal(page: Page, email: string, password: string) {
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login).toBeHidden();
}

test.describe('notices wait for the buyer (issue 14)', () => {
  test('the announcement never covers the login modal, and a sign-in counts it as seen', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const buyer = await registerBuyer(request);
    // A new browser session on the landing page, the announcement due, with the login modal asked for.
    await page.goto('/?action=auth');
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Help us improve Borong' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('annouceShow'))).toBeNull();

    await signInThroughModal(page, buyer.email, buyer.password);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('annouceShow'))).toBe('true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a guest who closes the login modal on the landing page sees the announcement after it, never over it', async ({ page }) => {
    await page.goto('/?action=auth');
    await hydrated(page);
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Help us improve Borong' })).toBeVisible();
    await expect(login).toHaveCount(0);
  });

  test('"Add to shopping list" asked for as a guest opens once signed in @desktop', async ({ page, request }) => {
    const buyer = await registerBuyer(request);
    await page.addInitScript(() => sessionStorage.setItem('annouceShow', 'true'));
    const product = (await (await request.get('/api/v1/products/recommended?per_page=1')).json()).data[0] as { id: number; item_type: string };
    await page.goto(`/product-detail/${product.id}?type=${product.item_type}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Add to shopping list' }).click();
    await signInThroughModal(page, buyer.email, buyer.password);
    const saveTo = page.getByRole('dialog', { name: 'Save to...' });
    await expect(saveTo).toBeVisible();
    await expect(saveTo.getByRole('button', { name: 'Create new list' })).toBeVisible();
    // The step left the URL: a reload does not open it again.
    await expect(page).not.toHaveURL(/save_to/);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Add to shopping list' })).toBeVisible();
    await expect(saveTo).toHaveCount(0);
  });
});

test.describe('the delivery setting follows the address book rules (issue 14)', () => {
  test('refuses an empty field as required, and postcodes not in use as the address book does @desktop', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('annouceShow', 'true'));
    await page.goto('/bm/search');
    await hydrated(page);
    await page.getByRole('button', { name: 'Tetapkan lokasi penghantaran' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lokasi penghantaran' });
    const postcode = dialog.getByRole('textbox', { name: 'Poskod' });
    const save = dialog.getByRole('button', { name: 'Simpan' });
    await postcode.fill('');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Ruangan ini diperlukan');
    for (const refused of ['00000', '99999']) {
      await postcode.fill(refused);
      await save.click();
      await expect(dialog.getByRole('alert')).toHaveText('Poskod tidak sah');
      await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    }
    await postcode.fill('10200');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Hantar ke 10200' })).toBeVisible();
  });
});

test('closing the login modal returns focus to the Login link, on a page opened with it too', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('annouceShow', 'true'));
  await page.goto('/bm/brands?action=auth');
  await hydrated(page);
  const login = page.getByRole('dialog', { name: 'Log masuk' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(page.getByRole('link', { name: 'Log masuk', exact: true }).first()).toBeFocused();
});

test('in Malay on a wide screen every order status tab shows whole, none cut off behind a scroll @desktop', async ({ page, request, baseURL }) => {
  const buyer = await registerBuyer(request);
  await page.context().addCookies([sessionCookieFor(buyer.token, baseURL)]);
  await page.goto('/bm/settings/orders');
  const tabs = page.getByRole('navigation', { name: 'Status pesanan' });
  const box = await tabs.boundingBox();
  const links = tabs.getByRole('link');
  await expect(links).toHaveCount(7);
  for (const link of await links.all()) {
    const own = await link.boundingBox();
    expect((own?.x ?? 0) + (own?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) + 1);
  }
});
