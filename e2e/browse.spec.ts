import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { announcementSeen, collectConsoleErrors, expectNoSeriousA11yViolations, PRODUCT_LINK } from './support';

/** The browsing pages of "Discovery storefront": stores, products, catalogues, content pages. */

interface ApiProduct {
  id: number;
  item_type: string;
  product_name: string;
  stock_count: number;
  price_after_discount: number;
  unit: string;
}

const STORE_PAGE_SIZE = 12;
const MONEY = /RM\s?[\d,]+\.\d{2}/;

async function storeProducts(request: APIRequestContext, url: string): Promise<{ data: ApiProduct[]; total: number }> {
  const res = await request.get(`/api/v1/stores/${url}/products?per_page=100`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/** The JSON-LD objects of the page. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

// The landing page queues a once-per-session announcement modal (see e2e/home.spec.ts); these
// journeys are of a visitor who has already dismissed it.
test.beforeEach(({ context }) => announcementSeen(context));

test.describe('store page', () => {
  test('opens from a store card in a new tab and loads more products in place', async ({ page, context, request }) => {
    await page.goto('/');
    const cards = page.getByRole('main').locator('a[href^="/store/"]');
    await expect(cards.first()).toBeVisible();
    // A store with more than one page of products, among the home page's cards.
    let chosen: { href: string; total: number } | null = null;
    for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
      const { total } = await storeProducts(request, href.replace('/store/', ''));
      if (total > STORE_PAGE_SIZE) {
        chosen = { href, total };
        break;
      }
    }
    expect(chosen, 'a home store with more than one page of products').not.toBeNull();
    const { href, total } = chosen!;

    const [storePage] = await Promise.all([context.waitForEvent('page'), page.locator(`main a[href="${href}"]`).click()]);
    const errors = collectConsoleErrors(storePage);
    await expect(storePage).toHaveURL(new RegExp(`${href}$`));
    await expect(storePage.getByRole('heading', { level: 1 })).toBeVisible();
    const products = storePage.getByRole('main').locator(PRODUCT_LINK);
    await expect(products).toHaveCount(STORE_PAGE_SIZE);
    await expect(storePage.getByRole('status')).toHaveText(`Showing ${STORE_PAGE_SIZE} of ${total} products`);
    await expectNoSeriousA11yViolations(storePage);

    const loadMore = storePage.getByRole('link', { name: 'Load more' });
    await expect(loadMore).toHaveAttribute('href', `${href}?page=2`);
    await loadMore.click();
    await expect(products).toHaveCount(Math.min(total, STORE_PAGE_SIZE * 2));
    // Appended in place: the address stays on the store front.
    await expect(storePage).toHaveURL(new RegExp(`${href}$`));
    if (total <= STORE_PAGE_SIZE * 2) await expect(loadMore).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an unknown store is a real 404 @desktop', async ({ page }) => {
    const res = await page.goto('/store/no-such-store-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  });

  test('is in Malay under /bm', async ({ page, request }) => {
    const { data } = await (await request.get('/api/v1/sales-agent/aggregator/domains?per_page=1')).json();
    await page.goto(`/bm/store/${data[0].url}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 2, name: 'Produk' })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="/bm/product-detail/"]').first()).toBeVisible();
  });

  test('shows a Malay store and product page without English texts or units (issue 14) @desktop', async ({ page, request }) => {
    // A store selling packs or cartons, whose units a Malay page must name in Malay.
    const { data: stores } = await (await request.get('/api/v1/sales-agent/aggregator/domains?per_page=27')).json();
    let found: { store: string; product: ApiProduct } | null = null;
    for (const store of stores as { url: string }[]) {
      const product = (await storeProducts(request, store.url)).data.find((p) => ['pack', 'carton', 'box', 'bottle'].includes(p.unit));
      if (product) found = { store: store.url, product };
      if (found) break;
    }
    expect(found, 'a store selling packs, cartons, boxes or bottles').not.toBeNull();
    const english = /\b(is an? |based in|We deliver|Delivery to|Serving retailers|Family-run|Sold per|Ships from|working days|per (pack|carton|box|bottle|unit|bag|tin|set|bundle)\b)/;
    const malayUnit = { pack: 'pek', carton: 'karton', box: 'kotak', bottle: 'botol' }[found!.product.unit] ?? '';

    await page.goto(`/bm/store/${found!.store}`);
    await expect(page.getByRole('main')).toContainText(' ialah ');
    await expect(page.getByRole('main')).toContainText(/setiap (pek|karton|kotak|botol|beg|tin|set|unit|rim|pakej)/);
    expect(await page.getByRole('main').innerText()).not.toMatch(english);

    await page.goto(`/bm/product-detail/${found!.product.id}?type=${found!.product.item_type}`);
    const main = page.getByRole('main');
    await expect(main).toContainText(`${found!.product.product_name}. Dijual setiap ${malayUnit}`);
    await expect(main.locator('dt', { hasText: /^Unit$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(malayUnit);
    // Product names are names (some say "Pack of 12"); everything else on the page is Malay.
    expect((await main.innerText()).replaceAll(found!.product.product_name, '')).not.toMatch(english);
  });
});

test.describe('store page without JavaScript @desktop', () => {
  test.use({ javaScriptEnabled: false });

  test('"Load more" is a real link to the next page', async ({ page, request }) => {
    const { data } = await (await request.get('/api/v1/sales-agent/aggregator/domains?per_page=27')).json();
    let url: string | null = null;
    for (const store of data as { url: string }[]) {
      if ((await storeProducts(request, store.url)).total > STORE_PAGE_SIZE) {
        url = store.url;
        break;
      }
    }
    expect(url).not.toBeNull();
    await page.goto(`/store/${url}`);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(new RegExp(`/store/${url}\\?page=2$`));
    await expect(page.getByRole('main').locator(PRODUCT_LINK).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the first products' })).toBeVisible();
  });
});

test.describe('product detail', () => {
  test('opens from a store and shows its price, stock and structured data', async ({ page, request }) => {
    const { data } = await (await request.get('/api/v1/sales-agent/aggregator/domains?per_page=1')).json();
    await page.goto(`/store/${data[0].url}`);
    const errors = collectConsoleErrors(page);
    const card = page.getByRole('main').locator(PRODUCT_LINK).first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/product-detail\/\d+\?type=(product|bundle)$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('main').getByText(MONEY).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to shopping list' })).toHaveAttribute('href', /\?type=\w+&save_to=1&action=auth$/);
    // The breadcrumb's categories search stores by category.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('a[href*="/search?display_category_name="]').first()).toBeVisible();
    // The seller's card opens its store in a new tab.
    await expect(page.getByRole('main').locator(`a[href="/store/${data[0].url}"]`)).toHaveAttribute('target', '_blank');

    const [product] = (await jsonLd(page)).filter((ld) => ld['@type'] === 'Product');
    expect(product).toMatchObject({ name, offers: { '@type': 'Offer', priceCurrency: 'MYR' } });
    expect((product?.offers as { price: string }).price).toMatch(/^\d+\.\d{2}$/);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('shows Sold Out for a product without stock @desktop', async ({ page, request }) => {
    const { data } = await (await request.get('/api/v1/sales-agent/aggregator/domains?per_page=27')).json();
    let soldOut: ApiProduct | undefined;
    for (const store of data as { url: string }[]) {
      soldOut = (await storeProducts(request, store.url)).data.find((p) => p.stock_count === 0);
      if (soldOut) break;
    }
    expect(soldOut, 'a product without stock in the first stores').toBeDefined();
    const errors = collectConsoleErrors(page);
    await page.goto(`/product-detail/${soldOut!.id}?type=${soldOut!.item_type}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(soldOut!.product_name);
    await expect(page.getByRole('main').getByText('Sold Out').first()).toBeVisible();
    const [product] = (await jsonLd(page)).filter((ld) => ld['@type'] === 'Product');
    expect((product?.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
    await expectNoSeriousA11yViolations(page);
    // A server-rendered product page hydrates without a mismatch (prices, nonce, structured data).
    expect(errors).toEqual([]);
  });

  test('a wrong id, a type mismatch or an unknown product is a real 404 @desktop', async ({ page, request }) => {
    const { data } = await (await request.get('/api/v1/products/recommended?per_page=1')).json();
    const other = data[0].item_type === 'product' ? 'bundle' : 'product';
    for (const path of [`/product-detail/${data[0].id}?type=${other}`, '/product-detail/abc', '/product-detail/2000000000', `/product-detail/${data[0].id}?type=nonsense`]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
});

test.describe('catalogues and promotions', () => {
  test('promotions link to their catalogue, which shows its products', async ({ page }) => {
    await page.goto('/promotion-and-deals');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions & deals' })).toBeVisible();
    const promotions = page.getByRole('main').locator('a[href^="/catalogue/"]');
    await expect(promotions.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const href = (await promotions.first().getAttribute('href')) ?? '';
    await promotions.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').locator(PRODUCT_LINK).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(MONEY).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a missing catalogue says "Catalogue Does Not Exist" with a 404 @desktop', async ({ page }) => {
    const res = await page.goto('/catalogue/no-such-catalogue');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogue Does Not Exist');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/bm/catalogue/no-such-catalogue');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Katalog Tidak Wujud');
  });

  test('recommended products are paged with real links', async ({ page }) => {
    await page.goto('/recommended-products');
    await expect(page.getByRole('heading', { level: 1, name: 'Recommended products' })).toBeVisible();
    const products = page.getByRole('main').locator(PRODUCT_LINK);
    await expect(products).toHaveCount(24);
    await expectNoSeriousA11yViolations(page);
    const first = await products.first().getAttribute('href');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/recommended-products\?page=2$/);
    await expect(products.first()).not.toHaveAttribute('href', first ?? '');
  });
});

test.describe('content pages', () => {
  test('about us in English and Malay, with sanitised editor content @desktop', async ({ page, request }) => {
    const en = (await (await request.get('/api/v1/pages/about-us', { headers: { 'accept-language': 'en' } })).json()).data;
    const ms = (await (await request.get('/api/v1/pages/about-us', { headers: { 'accept-language': 'ms' } })).json()).data;

    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);
    await expect(page).toHaveTitle(`${en.title} | Borong`);
    await expect(page.locator('article h2').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/bm/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ms.title);
    // Links to the site inside the content stay in Malay.
    const siteLinks = page.locator('article a[href^="/"]');
    for (const href of await siteLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) expect(href).toMatch(/^\/bm\//);
  });

  test('the FAQ and the PDPA page are served, an unknown slug is not @desktop', async ({ page }) => {
    await page.goto('/frequently-asked-questions');
    await expect(page.getByRole('main').getByText(/1% service fee/)).toBeVisible();
    await page.goto('/bm/pdpa');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const res = await page.goto('/about-them');
    expect(res?.status()).toBe(404);
  });
});
