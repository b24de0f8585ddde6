import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerBuyer, signIn } from './auth-helpers';
import { collectConsoleErrors, expectNoSeriousA11yViolations } from './support';

interface SeededProduct {
  id: number;
  item_type: 'product' | 'bundle';
  product_name: string;
  store_id: number;
  min_qty: number;
  qty_step: number;
  max_qty: number | null;
  stock_count: number;
  image_url: string | null;
}

/** In-stock products of the demo seed, read through the API as a buyer would find them. */
async function recommended(request: APIRequestContext): Promise<SeededProduct[]> {
  const res = await request.get('/api/v1/products/recommended?per_page=100');
  expect(res.status()).toBe(200);
  return ((await res.json()).data as SeededProduct[]).filter((p) => p.stock_count >= p.min_qty * 4);
}

const cartBadge = (page: Page) => page.getByRole('banner').getByTestId('cart-count');

test.describe('the cart', () => {
  test('a guest’s Add to cart signs in on the product page and adds the product on return', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const buyer = await registerBuyer(request);
    const [product] = await recommended(request);
    if (!product) throw new Error('the seed has no recommended product in stock');
    await page.goto(`/product-detail/${product.id}?type=${product.item_type}`);
    await page.getByRole('link', { name: 'Add to cart' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await login.getByLabel('Email').fill(buyer.email);
    await login.getByLabel('Password').fill(buyer.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
    await expect(cartBadge(page)).toHaveText('1');
    // The intent left the URL: a reload adds nothing more.
    await expect(page).not.toHaveURL(/add_to_cart/);
    await page.reload();
    await expect(cartBadge(page)).toHaveText('1');
    const cart = await request.get('/api/mydin-online/cart', { headers: { authorization: `Bearer ${buyer.token}` } });
    expect((await cart.json()).data.groups[0].items[0]).toMatchObject({ product_id: product.id, quantity: product.min_qty });
    expect(errors).toEqual([]);
  });

  test('a buyer adds from two sellers, changes a quantity by the carton step, removes a line and sees the empty cart', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const buyer = await registerBuyer(request);
    await signIn(page, buyer.email, buyer.password);
    const products = await recommended(request);
    const first = products[0];
    const second = products.find((p) => p.store_id !== first?.store_id);
    if (!first || !second) throw new Error('the seed has too few recommended products');

    for (const product of [first, second]) {
      await page.goto(`/product-detail/${product.id}?type=${product.item_type}`);
      const form = page.getByRole('main').locator('form').filter({ has: page.getByRole('button', { name: 'Add to cart' }) });
      await expect(form.getByRole('spinbutton')).toHaveValue(String(product.min_qty));
      await form.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
    }
    await expect(cartBadge(page)).toHaveText('2');

    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cart');
    const groups = page.getByRole('main').locator('section[aria-labelledby^="seller-"]');
    await expect(groups).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    const line = page.getByRole('listitem').filter({ hasText: first.product_name });
    const quantity = line.getByRole('spinbutton', { name: `Quantity of ${first.product_name}` });
    await expect(quantity).toHaveValue(String(first.min_qty));
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue(String(first.min_qty + first.qty_step));

    await page.getByRole('button', { name: `Remove ${first.product_name} from cart` }).click();
    await expect(groups).toHaveCount(1);
    await expect(cartBadge(page)).toHaveText('1');
    await page.getByRole('button', { name: `Remove ${second.product_name} from cart` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(cartBadge(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a whole shopping list goes into the cart at once @desktop', async ({ page, request }) => {
    const buyer = await registerBuyer(request);
    const auth = { authorization: `Bearer ${buyer.token}` };
    const [first, second] = await recommended(request);
    if (!first || !second) throw new Error('the seed has too few recommended products');
    const list = (await (await request.post('/api/mydin-online/shopping_lists/create_or_update', { headers: auth, data: { name: 'Weekly restock' } })).json()).data;
    for (const p of [first, second]) await request.post('/api/mydin-online/shopping_lists/add_product_into_list', { headers: auth, data: { shopping_list_id: list.id, product_id: p.id, product_type: p.item_type } });
    await signIn(page, buyer.email, buyer.password);
    // A product whose picture fails shows its initial in the picture's square, not across the card.
    const brokenImage = new URL(first.image_url ?? '/none', 'http://x').pathname;
    await page.route((url) => url.pathname === brokenImage, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
    await page.goto(`/settings/shopping-list/${list.id}`);
    const placeholder = page.getByRole('listitem').filter({ hasText: first.product_name }).getByRole('img', { name: first.product_name });
    await expect(placeholder).toBeVisible();
    expect(await placeholder.boundingBox()).toMatchObject({ width: 80, height: 80 });
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The shopping list was added to your cart.' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: first.product_name })).toBeVisible();
    await expect(cartBadge(page)).toHaveText('2');
  });

  test('the cart page works in Malay and asks a guest to sign in first', async ({ page, request }) => {
    await page.goto('/bm/cart');
    await expect(page).toHaveURL(/action=auth/);
    const buyer = await registerBuyer(request);
    await signIn(page, buyer.email, buyer.password);
    await page.goto('/bm/cart');
    await expect(page.getByText('Troli anda kosong')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Teruskan membeli-belah' })).toHaveAttribute('href', '/bm');
  });
});
