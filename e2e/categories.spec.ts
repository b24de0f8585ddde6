import { expect, test, type Page } from '@playwright/test';
import { announcementSeen, expectNoSeriousA11yViolations } from './support';

/** The all-categories page and robots.txt. */

const groupsSection = (page: Page, name: string) => page.getByRole('region', { name });

test.beforeEach(({ context }) => announcementSeen(context));

test.describe('all categories', () => {
  test('lists the nine category groups and the whole category tree', async ({ page }) => {
    await page.goto('/all-categories');
    await expect(page).toHaveTitle(/^All categories \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();

    const groups = groupsSection(page, 'Shop by category group');
    await expect(groups.getByRole('heading', { level: 3 })).toHaveCount(9);
    // Group names are headings only; their child categories are the links.
    await expect(groups.getByRole('heading', { level: 3 }).getByRole('link')).toHaveCount(0);
    await expect(groups.getByRole('img', { name: 'Food & Beverages' })).toHaveAttribute('width', /\d+/);

    const tree = groupsSection(page, 'Browse every category');
    await expect(tree.getByRole('heading', { level: 3, name: 'Food & Beverage', exact: true })).toBeVisible();
    await expect(tree.getByRole('link', { name: 'Food & Beverage', exact: true })).toHaveAttribute('href', '/search?display_category_name=Food+%26+Beverage&fcat=true');
    await expectNoSeriousA11yViolations(page);
  });

  test('a category link leads to the stores of that category', async ({ page }) => {
    await page.goto('/all-categories');
    await groupsSection(page, 'Browse every category').getByRole('link', { name: 'Food & Beverage', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?display_category_name=Food\+%26\+Beverage&fcat=true(#search-filters)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stores in Food & Beverage' })).toBeVisible();
    // Reached from a category, the breadcrumb follows the category path.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Food & Beverage']);
    await expect(page.getByRole('main').locator('a[href^="/store/"]').first()).toBeVisible();
  });

  test('is in Malay under /bm', async ({ page }) => {
    await page.goto('/bm/all-categories');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page).toHaveTitle(/^Semua kategori \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Semua kategori' })).toBeVisible();
    await expect(groupsSection(page, 'Beli mengikut kumpulan kategori').getByRole('heading', { level: 3 })).toHaveCount(9);
    await expect(page.getByRole('main').locator('a[href^="/bm/search?display_category_name="]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a category page in the other language @desktop', () => {
  test('the language switch lands on the same category, named and with its breadcrumb in Malay (issue 14)', async ({ page }) => {
    await page.goto('/search?display_category_name=Rice&fcat=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stores in Rice');
    await page.getByRole('navigation', { name: 'Language' }).locator('a[hreflang="ms-MY"]').click();
    await expect(page).toHaveURL(/\/bm\/search\?display_category_name=Beras&fcat=true(#search-filters)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kedai dalam Beras');
    await expect(page.getByRole('link', { name: 'Beras, Bijirin & Makanan Ruji' })).toBeVisible();
  });
});

test.describe('robots.txt @desktop', () => {
  test('is plain text that keeps crawlers out of the API and names the sitemap', async ({ request, baseURL }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /settings/');
    expect(lines).toContain('Disallow: /register');
    expect(lines).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });
});
