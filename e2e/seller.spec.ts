import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerBuyer, signIn } from './auth-helpers';
import { announcementSeen, collectConsoleErrors, expectNoSeriousA11yViolations, hydrated } from './support';

type Account = Awaited<ReturnType<typeof registerBuyer>>;
interface Product {
  id: number;
  item_type: 'product' | 'bundle';
  store_id: number;
  min_qty: number;
  stock_count: number;
}
interface SellerProduct {
  id: number;
  product_name: string;
  price_after_discount: number;
  stock_count: number;
  min_qty: number;
  qty_step: number;
  price_tiers: { min_qty: number; unit_price: number }[];
}

const KUALA_LUMPUR = 14;
const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/**
 * A buyer with e-credit who has paid, through the API, for one order delivered nationwide from a
 * demo store (the checkout's own pages are checkout.spec.ts's): the seller's side starts there.
 */
async function paidOrder(request: APIRequestContext) {
  const buyer = await registerBuyer(request);
  const auth = bearer(buyer);
  const added = await request.post('/api/user/address/add', { headers: auth, data: { recipient_name: buyer.name, phone: '0123456789', address_1: '12 Jalan Ampang', city: 'Kuala Lumpur', state_id: KUALA_LUMPUR, zip: '50450', default: 'Y' } });
  expect(added.status()).toBe(200);
  const addressId = (await added.json()).data.id as number;
  expect((await request.post('/api/dev/e-credit', { data: { email: buyer.email, amount: 5_000_000 } })).status()).toBe(200);
  const candidates = ((await (await request.get('/api/v1/products/recommended?per_page=100')).json()).data as Product[]).filter((p) => p.stock_count >= p.min_qty * 4);
  for (const product of candidates) {
    await request.post('/api/mydin-online/cart/add', { headers: auth, data: { product_id: product.id, product_type: product.item_type, quantity: product.min_qty } });
    const body = { address_id: addressId, deliveries: [{ store_id: product.store_id, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'E-CREDIT' };
    const quote = (await (await request.post('/api/mydin-online/cart/quote', { headers: auth, data: body })).json()).data as { problems: unknown[] };
    if (quote.problems.length === 0) {
      const placed = await request.post('/api/mydin-online/cart/checkout-mydin-store-cart', { headers: { ...auth, 'idempotency-key': `seller-e2e-${buyer.email}` }, data: body });
      expect(placed.status(), await placed.text()).toBe(201);
      const order = (await placed.json()).data.orders[0] as { id: number; order_no: string };
      return { buyer, order, storeId: product.store_id, productId: product.id };
    }
    const lines = (await (await request.get('/api/mydin-online/cart', { headers: auth })).json()).data.groups.flatMap((g: { items: { id: number }[] }) => g.items.map((i) => i.id));
    await request.post('/api/mydin-online/cart/remove', { headers: auth, data: { cart_item_ids: lines } });
  }
  throw new Error('no demo product can be delivered nationwide to Kuala Lumpur');
}

/** A registered account made a seller of the store with the development tool. */
async function sellerOf(request: APIRequestContext, storeId: number): Promise<Account> {
  const seller = await registerBuyer(request, { name: 'Encik Rahman', company_name: 'Kedai Rahman Sdn Bhd' });
  expect((await request.post('/api/dev/seller', { data: { email: seller.email, store_id: storeId } })).status()).toBe(200);
  return seller;
}

/** One of the store's products other than the ordered one, a different one for each test so they can run side by side. */
async function productToEdit(request: APIRequestContext, seller: Account, storeId: number, avoid: number, pick: number): Promise<SellerProduct> {
  const list = (await (await request.get(`/api/seller/stores/${storeId}/products?per_page=100`, { headers: bearer(seller) })).json()).data as SellerProduct[];
  const product = list.filter((p) => p.id !== avoid && p.price_after_discount >= 20)[pick];
  if (!product) throw new Error('the store has too few products');
  return product;
}

async function signInAtConsole(page: Page, seller: Account, prefix: string, labels: { email: string; password: string; button: string }) {
  await page.goto(`${prefix}/seller`);
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel(labels.email).fill(seller.email);
  await main.getByLabel(labels.password).fill(seller.password);
  await main.getByRole('button', { name: labels.button }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/seller/\\d+/orders$`));
}

/** A 1 × 1 red PNG: a dispute photo. */
const RED_DOT_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const ringgit = (sen: number) => (sen / 100).toFixed(2);
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/seller-${name}-${test.info().project.name === 'phone' ? 360 : 1440}.png`, fullPage: true });
/** The refused posts a test makes on purpose log a failed resource load; nothing else may. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e));

test.describe('the seller console', () => {
  test.beforeEach(async ({ context }) => announcementSeen(context));

  test('a seller accepts, packs, ships and tracks a paid order the buyer then follows, and edits a product’s stock and tier', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { buyer, order, storeId, productId } = await paidOrder(request);
    const seller = await sellerOf(request, storeId);
    const phone = test.info().project.name === 'phone';

    await signInAtConsole(page, seller, '', { email: 'Email', password: 'Password', button: 'Login' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // The header knows the seller signed in (its data is not the one read before the session existed).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(main.getByRole('navigation', { name: 'Seller console' }).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    if (phone) await expect(main.getByRole('combobox', { name: 'Order status' })).toHaveValue('');
    else await expect(main.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');

    // The paid order is in the "Processed" tab, with the badge asking to accept it.
    if (phone) {
      await main.getByRole('combobox', { name: 'Order status' }).selectOption('PROCESSED');
      await main.getByRole('button', { name: 'Show' }).click();
    } else {
      await main.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: /^Processed/ }).click();
    }
    await expect(page).toHaveURL(/status=PROCESSED/);
    await main.getByRole('combobox', { name: 'Search in' }).selectOption('order_no');
    await main.getByRole('searchbox', { name: 'Search orders' }).fill(order.order_no);
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(main.getByText(`Orders found for “${order.order_no}”: 1`)).toBeVisible();
    const row = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: order.order_no }) });
    await expect(row.getByText('To accept')).toBeVisible();
    await expect(row.getByText('Siti Aminah')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'inbox');
    await row.getByRole('link', { name: order.order_no }).click();

    await expect(main.getByRole('heading', { level: 1, name: `Order ${order.order_no}` })).toBeVisible();
    await expect(main.getByText('Your payout')).toBeVisible();
    await expect(main.getByText(/Platform fee \(5% of goods\)/)).toBeVisible();
    await expect(main.getByRole('region', { name: 'Buyer' }).getByText('Siti Aminah')).toBeVisible();
    await shot(page, 'order');
    await main.getByRole('button', { name: 'Accept order' }).click();
    await expect(main.getByText('Order accepted. Pack it next.')).toBeFocused();
    await main.getByRole('button', { name: 'Mark packed' }).click();
    await expect(main.getByText('Order marked ready.')).toBeFocused();

    // The API's own validation, beside the field it is about, and the focus on it.
    const ship = main.getByRole('form', { name: 'Ship the order' });
    await ship.getByLabel('Courier').fill('Pos Laju');
    await ship.getByLabel('Tracking number').fill('ab');
    await ship.getByRole('button', { name: 'Ship order' }).click();
    await expect(ship.getByLabel('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    await expect(ship.getByLabel('Tracking number')).toBeFocused();
    await expect(ship.getByText('Letters, digits and dashes, 4 to 40', { exact: true })).toBeVisible();
    await ship.getByLabel('Tracking number').fill('EP123456789MY');
    await ship.getByRole('button', { name: 'Ship order' }).click();
    await expect(main.getByText('Order shipped. The buyer can follow it with the tracking number.')).toBeFocused();

    const tracking = main.getByRole('form', { name: 'Add a tracking event' });
    await tracking.getByLabel('Status').selectOption('DELIVERED');
    await tracking.getByLabel('Description').fill('Delivered to the shop');
    await tracking.getByLabel('Location (optional)').fill('Kuala Lumpur');
    await tracking.getByRole('button', { name: 'Add tracking event' }).click();
    await expect(main.getByText('Tracking event added.')).toBeFocused();
    await expect(main.getByRole('region', { name: 'Tracking' }).getByText('Delivered to the shop')).toBeVisible();
    // The form is empty again for the next event.
    await expect(tracking.getByLabel('Description')).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'order-shipped');

    // The buyer's tracking shows what the seller did.
    const followed = await request.get(`/api/mydin-online/order/shipping/detail/${order.id}`, { headers: bearer(buyer) });
    expect(followed.status()).toBe(200);
    const trail = (await followed.json()).data;
    expect(trail).toMatchObject({ order_no: order.order_no, courier: 'Pos Laju', tracking_no: 'EP123456789MY' });
    expect(trail.events.map((e: { status: string }) => e.status)).toEqual(['UNFULFILLED', 'PACKED', 'IN_TRANSIT', 'DELIVERED']);
    expect(trail.events.at(-1)).toMatchObject({ description: 'Delivered to the shop', location: 'Kuala Lumpur' });

    // Products: the stock and a volume tier.
    const product = await productToEdit(request, seller, storeId, productId, phone ? 1 : 0);
    await main.getByRole('navigation', { name: 'Seller console' }).getByRole('link', { name: 'Products' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await main.getByRole('searchbox', { name: 'Search products' }).fill(product.product_name);
    await main.getByRole('button', { name: 'Search' }).click();
    await main.getByRole('link', { name: `Edit ${product.product_name}`, exact: true }).click();
    const editor = main.getByRole('form', { name: `Edit ${product.product_name}` });
    await expect(editor.getByRole('heading', { name: `Edit ${product.product_name}` })).toBeFocused();
    const stock = 1_000 + Math.floor(Math.random() * 9_000);
    const tier = { min_qty: product.min_qty + product.qty_step, unit_price: product.price_after_discount - 1 - Math.floor(Math.random() * 10) };
    await editor.getByLabel('Stock', { exact: true }).fill(String(stock));
    // A tier dearer than the price is the API's refusal, beside the tier's price.
    await editor.getByLabel('Tier 1: from quantity').fill(String(tier.min_qty));
    await editor.getByLabel('Tier 1: unit price (RM)').fill(ringgit(product.price_after_discount + 100));
    for (let i = 2; i <= 5; i++) {
      await editor.getByLabel(`Tier ${i}: from quantity`).fill('');
      await editor.getByLabel(`Tier ${i}: unit price (RM)`).fill('');
    }
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'product-editor');
    await editor.getByRole('button', { name: 'Save product' }).click();
    await expect(editor.getByLabel('Tier 1: unit price (RM)')).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByText('Each tier is cheaper than the price before it')).toBeVisible();
    await expect(editor.getByLabel('Tier 1: unit price (RM)')).toBeFocused();
    await expect(editor.getByLabel('Stock', { exact: true })).toHaveValue(String(stock));
    await editor.getByLabel('Tier 1: unit price (RM)').fill(ringgit(tier.unit_price));
    await editor.getByRole('button', { name: 'Save product' }).click();
    await expect(main.getByText('Product saved. Buyers see the change now.')).toBeFocused();
    await expect(main.getByText(`Stock ${stock.toLocaleString('en-MY')}`)).toBeVisible();
    const saved = (await productToEdit(request, seller, storeId, productId, phone ? 1 : 0)) as SellerProduct;
    expect(saved).toMatchObject({ id: product.id, stock_count: stock, price_tiers: [tier] });
    expect(unexpected(errors)).toEqual([]);
  });

  test('a buyer disputes a completed order with a photo, the seller refunds a part, and the buyer sees the outcome and the e-credit @desktop', async ({ page, browser, request }) => {
    const errors = collectConsoleErrors(page);
    const { buyer, order, storeId } = await paidOrder(request);
    const seller = await sellerOf(request, storeId);
    for (const [step, data] of [['accept'], ['ready'], ['ship', { courier: 'Pos Laju', tracking_no: 'EP123456789MY' }]] as const) {
      const res = await request.post(`/api/seller/stores/${storeId}/orders/${order.id}/${step}`, { headers: bearer(seller), ...(data ? { data } : {}) });
      expect(res.status(), await res.text()).toBe(200);
    }

    // The buyer confirms receipt, then opens a dispute with a photo from the order page.
    await signIn(page, buyer.email, buyer.password);
    await page.context().addCookies([{ name: 'delivery', value: encodeURIComponent(JSON.stringify({ postcode: '50450', address: null })), url: test.info().project.use.baseURL ?? '' }]);
    await page.goto(`/settings/orders/${order.id}`);
    await hydrated(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Order received' }).click();
    await expect(main.getByText('Thank you: the order is marked as received.')).toBeFocused();
    await main.getByRole('link', { name: 'Open a dispute' }).click();
    await expect(main.getByRole('heading', { level: 1, name: `Dispute about order ${order.order_no}` })).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: order.order_no })).toBeVisible();
    await hydrated(page);
    await main.getByRole('button', { name: 'Send the dispute' }).click();
    await expect(main.getByRole('combobox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    await main.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Damaged goods' });
    await main.getByRole('textbox', { name: 'What happened?' }).fill('Two packs arrived torn open.');
    await main.getByLabel('Photos (optional)').setInputFiles({ name: 'torn.png', mimeType: 'image/png', buffer: Buffer.from(RED_DOT_PNG, 'base64') });
    const preview = main.getByRole('img', { name: 'Preview of torn.png' });
    await expect(preview).toHaveJSProperty('naturalWidth', 1);
    expect(await preview.evaluate((img) => img.getBoundingClientRect().width)).toBe(100);
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('button', { name: 'Send the dispute' }).click();
    await expect(main.getByText('Your dispute has been sent to the seller.')).toBeFocused();
    await expect(main.getByText('Waiting for the seller')).toBeVisible();
    await expect(main.getByRole('img', { name: 'Photo 1 of the dispute' })).toHaveJSProperty('naturalWidth', 1);

    // The seller finds it under Disputes and refunds RM 1.00 of it.
    const sellerContext = await browser.newContext();
    const console_ = await sellerContext.newPage();
    await signInAtConsole(console_, seller, '', { email: 'Email', password: 'Password', button: 'Login' });
    const sellerMain = console_.getByRole('main');
    await sellerMain.getByRole('navigation', { name: 'Seller console' }).getByRole('link', { name: 'Disputes' }).click();
    const listed = sellerMain.getByRole('listitem').filter({ has: console_.getByRole('link', { name: `Order ${order.order_no}` }) });
    await expect(listed.getByText('Two packs arrived torn open.')).toBeVisible();
    await expect(listed.getByText('Waiting for the seller')).toBeVisible();
    await listed.getByRole('link', { name: `Order ${order.order_no}` }).click();
    const answer = sellerMain.getByRole('form', { name: 'Answer the dispute' });
    await answer.getByRole('radio', { name: 'Refund a part' }).check();
    await answer.getByLabel('Amount to refund (RM)').fill('1.00');
    await answer.getByLabel('Message to the buyer').fill('Sorry, refunding the torn packs.');
    await answer.getByRole('button', { name: 'Send the answer' }).click();
    await expect(sellerMain.getByText('Dispute answered. The buyer has been told.')).toBeVisible();
    await expect(sellerMain.getByText('Partly refunded')).toBeVisible();
    await sellerContext.close();

    // The buyer sees the outcome on the order and the refund among their e-credit transactions.
    await page.reload();
    await expect(main.getByText('Partly refunded')).toBeVisible();
    await expect(main.getByText(/Refunded: RM\s*1\.00/)).toBeVisible();
    await expect(main.getByText('Sorry, refunding the torn packs.')).toBeVisible();
    await expect(main.getByRole('region', { name: 'Refunds' }).getByText(/RM\s*1\.00 to e-credit/)).toBeVisible();
    await page.goto('/settings/e-credit');
    // The e-credit entry names the refund note the refund was written as on the order's e-invoice.
    await expect(page.getByRole('main').getByRole('row').filter({ hasText: `RN-${order.order_no}-` })).toContainText(/RM\s*1\.00/);
    expect(unexpected(errors)).toEqual([]);
  });

  test('the journey in Malay: sign in at /bm/seller, accept, pack, ship with Malay messages, track, edit stock @desktop', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { order, storeId, productId } = await paidOrder(request);
    const seller = await sellerOf(request, storeId);
    await signInAtConsole(page, seller, '/bm', { email: 'E-mel', password: 'Kata laluan', button: 'Log masuk' });
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Cari pesanan' }).fill(order.order_no);
    await main.getByRole('button', { name: 'Cari' }).click();
    const row = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: order.order_no }) });
    await expect(row.getByText('Perlu diterima')).toBeVisible();
    await row.getByRole('link', { name: order.order_no }).click();
    await expect(main.getByRole('heading', { level: 1, name: `Pesanan ${order.order_no}` })).toBeVisible();
    await expect(main.getByText('Bayaran kepada anda', { exact: true })).toBeVisible();

    await main.getByRole('button', { name: 'Terima pesanan' }).click();
    await expect(main.getByText('Pesanan diterima. Bungkus seterusnya.')).toBeFocused();
    await main.getByRole('button', { name: 'Tandakan sudah dibungkus' }).click();
    await expect(main.getByText('Pesanan ditandakan sedia.')).toBeFocused();
    const ship = main.getByRole('form', { name: 'Hantar pesanan' });
    await ship.getByLabel('Nombor penjejakan').fill('EP1');
    await ship.getByRole('button', { name: 'Hantar pesanan' }).click();
    await expect(ship.getByText('Ruangan ini diperlukan')).toBeVisible();
    await expect(ship.getByText('Huruf, angka dan sempang, 4 hingga 40', { exact: true })).toBeVisible();
    await expect(ship.getByLabel('Kurier')).toBeFocused();
    await ship.getByLabel('Kurier').fill('J&T Express');
    await ship.getByLabel('Nombor penjejakan').fill('JT-600123456');
    await ship.getByRole('button', { name: 'Hantar pesanan' }).click();
    await expect(main.getByText('Pesanan dihantar. Pembeli boleh menjejakinya dengan nombor penjejakan.')).toBeFocused();
    const tracking = main.getByRole('form', { name: 'Tambah peristiwa penjejakan' });
    await tracking.getByLabel('Status').selectOption({ label: 'Dalam perjalanan' });
    await tracking.getByLabel('Keterangan').fill('Tiba di hab Shah Alam');
    await tracking.getByRole('button', { name: 'Tambah peristiwa penjejakan' }).click();
    await expect(main.getByText('Peristiwa penjejakan ditambah.')).toBeFocused();
    await expect(main.getByRole('region', { name: 'Sejarah status' }).getByText('Diproses → Sedia untuk dihantar')).toBeVisible();
    await expect(main.getByRole('region', { name: 'Penjejakan' }).getByText('Diserahkan kepada J&T Express, nombor penjejakan JT-600123456')).toBeVisible();
    await expect(main.getByRole('region', { name: 'Sejarah status' }).getByText(/Penjual · Dihantar melalui J&T Express/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const product = await productToEdit(request, seller, storeId, productId, 2);
    await main.getByRole('link', { name: 'Produk', exact: true }).click();
    await main.getByRole('searchbox', { name: 'Cari produk' }).fill(product.product_name);
    await main.getByRole('button', { name: 'Cari' }).click();
    await main.getByRole('link', { name: `Sunting ${product.product_name}`, exact: true }).click();
    const editor = main.getByRole('form', { name: `Sunting ${product.product_name}` });
    await editor.getByLabel('Stok', { exact: true }).fill('sepuluh');
    await editor.getByRole('button', { name: 'Simpan produk' }).click();
    await expect(editor.getByText('Masukkan nombor bulat')).toBeVisible();
    const stock = 2_000 + Math.floor(Math.random() * 9_000);
    await editor.getByLabel('Stok', { exact: true }).fill(String(stock));
    await editor.getByRole('button', { name: 'Simpan produk' }).click();
    await expect(main.getByText('Produk disimpan. Pembeli melihat perubahan itu sekarang.')).toBeFocused();
    expect((await productToEdit(request, seller, storeId, productId, 2)).stock_count).toBe(stock);
    expect(unexpected(errors)).toEqual([]);
  });

  test('without JavaScript the console still signs in and takes an order through its forms @desktop', async ({ browser, request }) => {
    const { order, storeId } = await paidOrder(request);
    const seller = await sellerOf(request, storeId);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/seller');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(seller.email);
    await main.getByLabel('Password').fill(seller.password);
    await main.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/seller/${storeId}/orders$`));
    await page.goto(`/seller/${storeId}/orders/${order.id}`);
    await main.getByRole('button', { name: 'Accept order' }).click();
    await expect(main.getByText('Order accepted. Pack it next.')).toBeVisible();
    await main.getByText('Cancel order').click();
    await main.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(main.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText('Choose one of the options')).toBeVisible();
    await main.getByLabel('Reason').selectOption({ label: 'Seller request to cancel' });
    await main.getByLabel('Note for the buyer (optional)').fill('Out of stock this week');
    await main.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(main.getByText('Order cancelled. The buyer has been refunded.')).toBeVisible();
    await expect(main.getByText('Seller request to cancel: Out of stock this week')).toBeVisible();
    await context.close();
  });

  test('an account that sells for no store is told so, and a console page sends a guest to sign in first @desktop', async ({ page, request }) => {
    await page.goto('/seller/1/orders');
    await expect(page).toHaveURL(/\/seller\?redirect=%2Fseller%2F1%2Forders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to sell on Borong' })).toBeVisible();
    const buyer = await registerBuyer(request);
    await hydrated(page);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(buyer.email);
    await main.getByLabel('Password').fill(buyer.password);
    await main.getByRole('button', { name: 'Login' }).click();
    // Back at the page they asked for, which is not theirs: the store's 404.
    await expect(page).toHaveURL(/\/seller\/1\/orders$/);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.goto('/seller');
    await expect(page.getByRole('heading', { level: 1, name: 'No store to manage' })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${buyer.email}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
