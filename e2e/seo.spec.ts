import { expect, test, type Page } from '@playwright/test';
import { announcementSeen, collectConsoleErrors, expectNoSeriousA11yViolations, hydrated, setPostcodeThroughDialog } from './support';

/** Site-wide rules of "Discovery storefront": sitemap, canonical links, session and variant rules, landing pages. */


interface ParsedXml {
  error: string | null;
  root: string;
  locs: string[];
  /** hreflang → href of the xhtml:link alternates of the first `<url>`. */
  alternates: Record<string, string>;
}

/** Parses XML with the browser's own parser, as a crawler would read it strictly. */
async function parseXml(page: Page, xml: string): Promise<ParsedXml> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
    const locs = Array.from(doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')).map((n) => n.textContent ?? '');
    const first = doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')[0];
    const alternates: Record<string, string> = {};
    for (const link of first ? Array.from(first.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')) : []) alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    return { error, root: doc.documentElement.localName, locs, alternates };
  }, xml);
}

test.beforeEach(({ context }) => announcementSeen(context));

test.describe('sitemap @desktop', () => {
  test('the index, named by robots.txt, lists pages, categories, stores and brands', async ({ page, request, baseURL }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers()['cache-control']).toBe('public, max-age=3600');
    const index = await parseXml(page, await res.text());
    expect(index.error).toBeNull();
    expect(index.root).toBe('sitemapindex');
    // Splitting past 10,000 stores a file is sitemap.test.ts's: the small seed fits one file.
    for (const file of ['pages.xml', 'categories.xml', 'stores-1.xml', 'brands-1.xml']) expect(index.locs).toContain(`${baseURL}/sitemaps/${file}`);
  });

  test('a store file lists a store in both languages with its hreflang alternates', async ({ page, request, baseURL }) => {
    const { data } = await (await request.get('/api/v1/sales-agent/aggregator/domains?per_page=1&page=50')).json();
    const store = data[0] as { id: number; url: string };
    const res = await request.get(`/sitemaps/stores-${Math.ceil(store.id / 10_000)}.xml`);
    expect(res.status()).toBe(200);
    const file = await parseXml(page, await res.text());
    expect(file.error).toBeNull();
    expect(file.root).toBe('urlset');
    expect(file.locs.length).toBeLessThanOrEqual(50_000);
    expect(file.locs).toContain(`${baseURL}/store/${store.url}`);
    expect(file.locs).toContain(`${baseURL}/bm/store/${store.url}`);
    expect(Object.keys(file.alternates).sort()).toEqual(['en', 'ms-MY', 'x-default']);
    expect(file.alternates['ms-MY']).toMatch(new RegExp(`^${baseURL}/bm/store/`));
    expect((await request.get('/sitemaps/stores-99.xml')).status()).toBe(404);
  });

  test('the pages and categories files list landing pages and category searches', async ({ page, request, baseURL }) => {
    const pages = await parseXml(page, await (await request.get('/sitemaps/pages.xml')).text());
    expect(pages.error).toBeNull();
    expect(pages.locs).toEqual(expect.arrayContaining([`${baseURL}/`, `${baseURL}/bm`, `${baseURL}/dropee-credit`, `${baseURL}/bm/meriah-loyalty-program`, `${baseURL}/bm/privacy-policy`]));
    const { data: tree } = await (await request.get('/api/v1/sales-agent/aggregator/categories')).json();
    const categories = await parseXml(page, await (await request.get('/sitemaps/categories.xml')).text());
    expect(categories.error).toBeNull();
    expect(categories.locs).toContain(`${baseURL}/search?${new URLSearchParams({ display_category_name: tree[0].display_category_name })}`);
  });
});

test.describe('canonical and hreflang links', () => {
  test('search keeps its filters and drops fcat and the login trigger @desktop', async ({ page, baseURL }) => {
    await page.goto('/bm/search?fcat=true&key=kedai&action=auth&t=1');
    const canonical = `${baseURL}/bm/search?search=kedai`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('link[rel="alternate"][hreflang="ms-MY"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/search?search=kedai`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/search?search=kedai`);
  });

  test('a category search links to the other language’s page by that language’s name of the category @desktop', async ({ page, baseURL }) => {
    await page.goto('/bm/search?display_category_name=Beras&fcat=true');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/bm/search?display_category_name=Beras`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/search?display_category_name=Rice`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/search?display_category_name=Rice`);
    await page.goto('/search?display_category_name=Rice');
    await expect(page.locator('link[rel="alternate"][hreflang="ms-MY"]')).toHaveAttribute('href', `${baseURL}/bm/search?display_category_name=Beras`);
  });

  test('a content page has no query in its canonical link, and each page its own title and description @desktop', async ({ page, baseURL }) => {
    await page.goto('/about-us?utm_source=newsletter');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about-us`);
    await expect(page).toHaveTitle(/\| Borong$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  });

  test('an error page asks not to be indexed @desktop', async ({ page }) => {
    const res = await page.goto('/no-such-page-at-all');
    expect(res?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('isMobile session rule', () => {
  test('a visit with isMobile=true keeps the flag on every page reached after it', async ({ page }) => {
    await page.goto('/?isMobile=true');
    await hydrated(page);
    await page.goto('/brands');
    await expect(page).toHaveURL(/\/brands\?isMobile=true$/);
    await hydrated(page);
    await page.getByRole('main').getByRole('link', { name: 'K', exact: true }).click();
    await expect(page).toHaveURL(/\/brands\?letter=K&isMobile=true$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/brands\?letter=K$/);
  });

  test('without the flag, URLs stay as they are @desktop', async ({ page }) => {
    await page.goto('/brands');
    await hydrated(page);
    await page.getByRole('main').getByRole('link', { name: 'K', exact: true }).click();
    await expect(page).toHaveURL(/\/brands\?letter=K$/);
  });
});

test.describe('delivery setting', () => {
  test('the header button opens a postcode modal that checks and remembers the postcode', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/search');
    await hydrated(page);
    const dialog = await setPostcodeThroughDialog(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Deliver to 50450' })).toBeVisible();
    await page.getByRole('button', { name: 'Deliver to 50450' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('is disabled on any path containing payment, even a missing page (checkout and voucher-shipping: e2e/checkout.spec.ts) @desktop', async ({ page }) => {
    const res = await page.goto('/payment');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('button', { name: /Set delivery location/ })).toBeDisabled();
    await page.goto('/bm');
    await expect(page.getByRole('button', { name: 'Tetapkan lokasi penghantaran' })).toBeEnabled();
  });
});

test.describe('landing pages', () => {
  test('the alert bar leads to the loyalty page, which explains membership and card linking', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/register');
    await page.getByRole('link', { name: 'Join membership and get more discount' }).click();
    await expect(page).toHaveURL(/\/meriah-loyalty-program$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join membership and get more discount' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How to link your member card' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to link your card' })).toHaveAttribute('href', /^\/\?action=auth&t=\d+&redirect=%2Fsettings%2Fmember-cards$/);
    await expect(page.getByRole('link', { name: 'Register to join' })).toHaveAttribute('href', '/register');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('the loyalty page is in Malay under /bm @desktop', async ({ page }) => {
    await page.goto('/bm/meriah-loyalty-program');
    await expect(page).toHaveTitle('Program kesetiaan Meriah | Borong');
    await expect(page.getByRole('heading', { level: 1, name: 'Sertai keahlian dan dapatkan lebih diskaun' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log masuk untuk memautkan kad' })).toHaveAttribute('href', /^\/bm\?action=auth&t=\d+&redirect=%2Fbm%2Fsettings%2Fmember-cards$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the credit-terms page states the terms; Apply now sends a guest to sign in, then to the form', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/dropee-credit');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy stock now, pay in 30 days' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('30 days', { exact: true })).toBeVisible();
    await expect(main.getByText('1%', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Who qualifies' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Documents you need' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: 'Apply now' }).first().click();
    await expect(page).toHaveURL(/\/\?action=auth&t=\d+&redirect=%2Fdropee-credit%2Fapply$/);
    expect(errors).toEqual([]);
  });

  test('the credit-terms page is in Malay under /bm @desktop', async ({ page }) => {
    await page.goto('/bm/dropee-credit');
    await expect(page.getByRole('heading', { level: 1, name: 'Beli stok sekarang, bayar dalam 30 hari' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mohon sekarang' }).first()).toHaveAttribute('href', '/bm/dropee-credit/apply');
    await expect(page.getByRole('heading', { name: 'Dokumen yang diperlukan' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
