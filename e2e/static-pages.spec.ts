import { expect, test } from '@playwright/test';
import { announcementSeen, collectConsoleErrors, hydrated, setPostcodeThroughDialog } from './support';

// Content and landing pages are served without the app's scripts (docs/decisions/0009, 0007); the
// shell's small behaviours come from one inline script.
test.describe('pages served without the app scripts', () => {
  test.beforeEach(({ context }) => announcementSeen(context));

  for (const path of ['/about-us', '/bm/privacy-policy', '/meriah-loyalty-program', '/dropee-credit']) {
    test(`${path} loads no script file @desktop`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const errors = collectConsoleErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('load');
      expect(scripts).toEqual([]);
      await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('the delivery button checks and keeps a postcode that hydrated pages then show', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/about-us');
    const dialog = await setPostcodeThroughDialog(page);
    const postcode = dialog.getByRole('textbox', { name: 'Postcode' });

    // Escape and the close button leave it as it was; Clear forgets it.
    await page.getByRole('button', { name: 'Deliver to 50450' }).click();
    await expect(postcode).toHaveValue('50450');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/search');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Deliver to 50450' })).toBeVisible();

    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Deliver to 50450' }).click();
    await dialog.getByRole('button', { name: 'Remove postcode' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Set delivery location' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the delivery modal is in Malay under /bm @desktop', async ({ page }) => {
    await page.goto('/bm/about-us');
    await page.getByRole('button', { name: 'Tetapkan lokasi penghantaran' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('12');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/Poskod/i);
  });

  test('the scroll-to-top button shows past 100 px and goes back to the top', async ({ page }) => {
    await page.goto('/frequently-asked-questions');
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(toTop).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toBeHidden();
  });

  test('keeps the isMobile flag of the session in the URL @desktop', async ({ page }) => {
    await page.goto('/?isMobile=true');
    await hydrated(page);
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/about-us\?isMobile=true$/);
  });

  test('a content page asked to open the login modal is hydrated, so the modal works', async ({ page }) => {
    await page.goto('/about-us?action=auth');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});
