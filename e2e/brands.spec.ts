import { expect, test, type Page } from '@playwright/test';
import { announcementSeen, expectNoSeriousA11yViolations, hydrated } from './support';

/** The letter headings of the brand groups on the page. */
const groupHeadings = (page: Page) => page.getByRole('main').locator('section[aria-labelledby^="brands-"] h2');

test.beforeEach(({ context }) => announcementSeen(context));

test.describe('brands directory', () => {
  test('lists brands grouped by letter, each linking to a store search, with the quotation block', async ({ page }) => {
    await page.goto('/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    const letters = page.getByRole('navigation', { name: 'Brands by letter' }).getByRole('link');
    await expect(letters).toHaveCount(27);
    await expect(groupHeadings(page).first()).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="/search?brand_name="]').first()).toBeVisible();
    const quotation = page.getByRole('link', { name: /Request a quotation/ });
    await expect(quotation).toHaveAttribute('href', /^https?:\/\//);
    await expect(quotation).toHaveAttribute('target', '_blank');
    await expectNoSeriousA11yViolations(page);
  });

  test('a letter filters the brands and # clears it', async ({ page }) => {
    await page.goto('/brands');
    const index = page.getByRole('navigation', { name: 'Brands by letter' });
    await index.getByRole('link', { name: 'K', exact: true }).click();
    await expect(page).toHaveURL(/\/brands\?letter=K$/);
    await expect(index.getByRole('link', { name: 'K', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(groupHeadings(page)).toHaveText(['K']);
    await index.getByRole('link', { name: 'All brands' }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(index.getByRole('link', { name: 'K', exact: true })).not.toHaveAttribute('aria-current', 'true');
  });

  test('typing filters by text after a pause, case-insensitively @desktop', async ({ page, request }) => {
    const { data } = await (await request.get('/api/v1/sales-agent/aggregator/brands?letter=M&per_page=1')).json();
    const word = String(data[0].brand_name).split(' ')[0]!.toLowerCase();
    await page.goto('/brands');
    // Before hydration the box is a GET form (Enter searches); filtering as one types is React's.
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'Search brands' }).pressSequentially(word);
    await expect(page).toHaveURL(new RegExp(`/brands\\?search=${word}$`));
    // The page's own brands stay in the document, hidden, behind the search's.
    await expect(page.locator('#brand-page-results')).toBeHidden();
    const names = page.getByRole('main').locator('a[href^="/search?brand_name="]:visible');
    await expect(names.first()).toBeVisible();
    for (const name of await names.allTextContents()) expect(name.toLowerCase()).toContain(word);
  });

  test('typing searches without loading another page, and the pages follow the typed text @desktop', async ({ page }) => {
    await page.goto('/brands?letter=B&page=2');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('searchbox', { name: 'Search brands' }).pressSequentially('sa');
    await expect(page).toHaveURL(/\/brands\?search=sa$/);
    await expect(page.getByRole('navigation', { name: 'Brands by letter' }).getByRole('link', { name: 'B', exact: true })).not.toHaveAttribute('aria-current', 'true');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/brands?search=sa&page=2');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await pagination.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/brands\?search=sa&page=2$/);
    for (const name of await page.getByRole('main').locator('a[href^="/search?brand_name="]').allTextContents()) expect(name.toLowerCase()).toContain('sa');
  });

  test('reached by a client-side navigation, the directory searches and filters the same way @desktop', async ({ page }) => {
    await page.goto('/all-categories');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Shop by' }).getByRole('link', { name: 'Brands' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search brands' }).pressSequentially('sa');
    await expect(page).toHaveURL(/\/brands\?search=sa$/);
    const index = page.getByRole('navigation', { name: 'Brands by letter' });
    await index.getByRole('link', { name: 'K', exact: true }).click();
    await expect(page).toHaveURL(/\/brands\?letter=K$/);
    await expect(groupHeadings(page)).toHaveText(['K']);
    // The letter beats the text, so the box is emptied; and the site's search box never took the brand text up.
    await expect(page.getByRole('searchbox', { name: 'Search brands' })).toHaveValue('');
    // The buyer types while the "All brands" page is still loading (its data held back until then): the page it lands on keeps the text and searches it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/brands\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await index.getByRole('link', { name: 'All brands' }).click();
    const box = page.getByRole('searchbox', { name: 'Search brands' });
    await box.pressSequentially('sa');
    release();
    await expect(groupHeadings(page).first()).not.toHaveText('K');
    await expect(box).toHaveValue('sa');
    await expect(page).toHaveURL(/\/brands\?search=sa$/);
    await expect(page.getByRole('main').locator('a[href^="/search?brand_name="]').first()).toContainText(/sa/i);
    await page.reload();
    await expect(page.locator('#header-search')).toHaveValue('');
  });

  test('after a search, the letter the page was opened with brings its brands back, and the count is announced @desktop', async ({ page }) => {
    await page.goto('/all-categories');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Shop by' }).getByRole('link', { name: 'Brands' }).click();
    const directory = page.getByRole('main');
    // The directory's live region is there, empty, before the first search, so its count is announced.
    await expect(directory.getByRole('status')).toHaveText(['', /^[\d,]+ brands$/]);
    await page.getByRole('searchbox', { name: 'Search brands' }).pressSequentially('sa');
    await expect(page).toHaveURL(/\/brands\?search=sa$/);
    await expect(page.locator('#brand-page-results')).toBeHidden();
    await expect(directory.getByRole('status')).toHaveText([/^[\d,]+ brands$/]);
    // "All brands" is the URL React Router loaded the page at: following it still starts afresh.
    await page.getByRole('navigation', { name: 'Brands by letter' }).getByRole('link', { name: 'All brands' }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(page.locator('#brand-page-results')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search brands' })).toHaveValue('');
    await expect(groupHeadings(page).first()).toHaveText('#');
  });

  test('is in Malay under /bm', async ({ page }) => {
    await page.goto('/bm/brands');
    await expect(page.getByRole('heading', { level: 1, name: 'Jenama' })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="/bm/search?brand_name="]').first()).toBeVisible();
  });
});

test.describe('brands directory without JavaScript @desktop', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box is a GET form', async ({ page }) => {
    await page.goto('/brands?letter=B');
    const box = page.getByRole('searchbox', { name: 'Search brands' });
    await box.fill('ayam');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/brands\?search=ayam$/);
    const names = page.getByRole('main').locator('a[href^="/search?brand_name="]');
    await expect(names.first()).toBeVisible();
    for (const name of await names.allTextContents()) expect(name.toLowerCase()).toContain('ayam');
  });
});
