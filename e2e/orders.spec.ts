import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerBuyer, signIn } from './auth-helpers';
import { addAddress, offersNationwide, orderable, placePaidOrders } from './commerce-helpers';
import { announcementSeen, collectConsoleErrors, expectNoSeriousA11yViolations, hydrated } from './support';

const isPhone = () => test.info().project.name === 'phone';

/** Chooses a status tab: a link on wide screens, the dropdown (by the filter's value) and its Show button on narrow ones. */
async function chooseTab(page: Page, tab: string, value: string, select: { label: string; show: string } = { label: 'Order status', show: 'Show' }) {
  if (isPhone()) {
    await page.getByRole('combobox', { name: select.label }).selectOption(value);
    await page.getByRole('button', { name: select.show, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: select.label }).getByRole('link', { name: new RegExp(`^${tab} \\d+$`) }).click();
  }
  if (value) await expect(page).toHaveURL(new RegExp(`[?&]status=${value}(&|$)`));
  else await expect(page).not.toHaveURL(/status=[A-Z]/);
}

/**
 * Screenshots to look at (/tmp/orders-<name>-<project>*.png): the whole page at 1440 px; at 360 px
 * the first screen and one screen from each of `parts`, at CSS pixels so they stay readable.
 */
async function snap(page: Page, name: string, parts: Locator[]) {
  const file = `/tmp/orders-${name}-${test.info().project.name}`;
  if (!isPhone()) return void (await page.screenshot({ path: `${file}.png`, fullPage: true }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${file}.png`, scale: 'css' });
  for (const [i, part] of parts.entries()) {
    await part.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${file}-${i + 1}.png`, scale: 'css' });
  }
}

/** The chosen tab and its count, as the page shows it on this screen. */
async function expectTab(page: Page, tab: string, count: number, label = 'Order status') {
  if (isPhone()) await expect(page.getByRole('combobox', { name: label }).locator('option:checked')).toHaveText(`${tab} (${count})`);
  else await expect(page.getByRole('navigation', { name: label }).getByRole('link', { name: `${tab} ${count}`, exact: true })).toHaveAttribute('aria-current', 'page');
}

test.describe('my orders', () => {
  test('a buyer finds an order, searches, filters, downloads the list, cancels with a reason and buys it again', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const buyer = await registerBuyer(request);
    const addressId = await addAddress(request, buyer, page);
    const products = await orderable(request, buyer, addressId, 2, offersNationwide);
    const [first, second] = await placePaidOrders(request, buyer, addressId, products);
    if (!first || !second) throw new Error('two orders expected');
    const sellerOf = async (storeId: number) => (await (await request.get(`/api/v1/products/${products.find((p) => p.store_id === storeId)?.id}`)).json()).data.store.domain_name as string;
    const firstSeller = await sellerOf(first.store_id);
    const secondSeller = await sellerOf(second.store_id);
    await signIn(page, buyer.email, buyer.password);

    // Both paid orders in the list, newest first, under "All" and "Processed".
    await page.goto('/settings/orders');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
    const orderLinks = page.getByRole('main').getByRole('link', { name: /^BR\d{8}$/ });
    await expect(orderLinks).toHaveCount(2);
    await expectTab(page, 'All', 2);
    const card = page.getByRole('article', { name: `Order number ${first.order_no}` });
    await expect(card.getByText('Processed')).toBeVisible();
    await expect(card.getByText(firstSeller)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Items: 1' }).getByRole('img')).toHaveCount(1);
    await snap(page, 'list', [page.getByText('Orders found: 2')]);
    await expectNoSeriousA11yViolations(page);

    // Search by order number, then by seller; the tab counts follow the search.
    await page.getByRole('combobox', { name: 'Search in' }).selectOption('order_no');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(first.order_no.toLowerCase());
    await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(`Orders found for “${first.order_no.toLowerCase()}”: 1`)).toBeVisible();
    await expect(orderLinks).toHaveText([first.order_no]);
    await expectTab(page, 'All', 1);
    await page.getByRole('combobox', { name: 'Search in' }).selectOption('seller');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(secondSeller);
    await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
    await expect(orderLinks).toHaveText([second.order_no]);
    await expect(page).toHaveURL(/search_field=seller/);
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(orderLinks).toHaveCount(2);

    // Tabs: both are processed, nothing is cancelled yet.
    await chooseTab(page, 'Processed', 'PROCESSED');
    await expect(page).toHaveURL(/status=PROCESSED/);
    await expectTab(page, 'Processed', 2);
    await expect(orderLinks).toHaveCount(2);
    await chooseTab(page, 'Returns & cancellation', 'RETURNS_CANCELLATION');
    await expect(page.getByText('No order found')).toBeVisible();
    await chooseTab(page, 'All', '');

    // The CSV of the list, through the storefront with the buyer's session.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('borong-orders.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toBe('order_no,created_at,seller,status,item_count,payment_method,grand_total_rm');
    expect(csv).toContain(`${first.order_no},`);
    expect(csv).toContain(`${second.order_no},`);
    expect(csv).toContain(',PROCESSED,1,E-CREDIT,');

    // The order page: lines, seller, delivery, payment and history; what the buyer may do.
    await card.getByRole('link', { name: first.order_no }).click();
    await expect(page.getByRole('heading', { name: `Order ${first.order_no}`, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`/settings/orders/${first.id}`);
    const lines = page.getByRole('table', { name: `Items of order ${first.order_no}` });
    await expect(lines.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('link', { name: firstSeller })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Delivery, payment and totals' });
    await expect(summary.getByText('Nationwide delivery')).toBeVisible();
    await expect(summary.getByText('E-credit', { exact: true })).toBeVisible();
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Order received' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
    await snap(page, 'detail', [lines, history, summary]);
    await expectNoSeriousA11yViolations(page);

    // Cancel with one of the spec's reasons: the form opens with the focus on it, asks for a reason, then cancels.
    await page.getByRole('link', { name: 'Cancel order' }).click();
    await expect(page.getByRole('heading', { name: `Cancel order ${first.order_no}` })).toBeFocused();
    await expect(page.getByText(/is refunded at once/)).toBeVisible();
    // Paid with e-credit: there is no other method to refund to, so no choice is offered.
    await expect(page.getByRole('radio', { name: /My Borong e-credit/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Cancel this order' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Reason for cancelling' })).toHaveAttribute('aria-invalid', 'true');
    // The refused post (400) is the one failed request the browser reports.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    errors.length = 0;
    await page.getByRole('combobox', { name: 'Reason for cancelling' }).selectOption({ label: 'Duplicate order' });
    await page.getByRole('textbox', { name: 'Note for the seller (optional)' }).fill('Ordered twice by mistake');
    await page.getByRole('button', { name: 'Cancel this order' }).click();
    await expect(page.getByText('Your order has been cancelled')).toBeFocused();
    await expect(page.getByRole('main').getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(history.getByText('Reason: Duplicate order')).toBeVisible();
    await expect(history.getByText('“Ordered twice by mistake”')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);

    // Its documents: the e-invoice issued when it was paid and the cancellation's refund note; the e-invoice's UBL JSON downloads.
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents.getByText(`E-invoice INV-${first.order_no}`)).toBeVisible();
    await expect(documents.getByText(`Refund note RN-${first.order_no}-1`)).toBeVisible();
    const [json] = await Promise.all([page.waitForEvent('download'), documents.getByRole('link', { name: `Download INV-${first.order_no} (JSON)` }).click()]);
    expect(json.suggestedFilename()).toBe(`INV-${first.order_no}.json`);
    const ubl = JSON.parse(await readFile((await json.path()) ?? '', 'utf8')) as { Invoice: [{ ID: [{ _: string }]; InvoiceTypeCode: [{ _: string }] }] };
    expect(ubl.Invoice[0].ID[0]._).toBe(`INV-${first.order_no}`);
    expect(ubl.Invoice[0].InvoiceTypeCode[0]._).toBe('01');

    // The cancellation entry lists it; the other order is still processed.
    await page.goto('/settings/orders?status=RETURNS_CANCELLATION');
    await expectTab(page, 'Returns & cancellation', 1);
    await expect(orderLinks).toHaveText([first.order_no]);

    // Buy again: the product is back in the cart, and the cart says so.
    await orderLinks.first().click();
    await expect(page.getByRole('heading', { name: `Order ${first.order_no}`, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Buy again' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByText("Added 1 of the order's products to your cart.")).toBeFocused();
    await expect(page.getByRole('link', { name: products.find((p) => p.store_id === first.store_id)?.product_name ?? '-' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an id that is no order number is "Invalid Order Number"; another buyer’s order is "No order found" @desktop', async ({ page, request, browser }) => {
    const owner = await registerBuyer(request);
    const ownerAddress = await addAddress(request, owner);
    const [order] = await placePaidOrders(request, owner, ownerAddress, await orderable(request, owner, ownerAddress, 1, offersNationwide));
    const stranger = await registerBuyer(request);
    await signIn(page, stranger.email, stranger.password);
    const invalid = await page.goto('/settings/orders/BR00000001');
    expect(invalid?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Invalid Order Number' })).toBeVisible();
    const hidden = await page.goto(`/settings/orders/${order?.id}`);
    expect(hidden?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No order found' })).toBeVisible();
    await expect(page.getByText(order?.order_no ?? '-')).toHaveCount(0);
    // The CSV is the stranger's own (empty) list, and a guest is sent to sign in.
    const csv = await page.request.get('/settings/orders/export.csv');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).trimEnd().split('\r\n')).toHaveLength(1);
    const guest = await browser.newContext();
    const refused = await guest.request.get(`${test.info().project.use.baseURL}/settings/orders/export.csv`, { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers()['location']).toMatch(/^\/\?action=auth/);
    await guest.close();
  });

  test('an unpaid order says when to pay by, and Pay now leads to its payment @desktop', async ({ page, request }) => {
    const buyer = await registerBuyer(request);
    const addressId = await addAddress(request, buyer, page);
    const [product] = await orderable(request, buyer, addressId, 1, offersNationwide);
    if (!product) throw new Error('no product');
    const auth = { authorization: `Bearer ${buyer.token}` };
    await request.post('/api/mydin-online/cart/add', { headers: auth, data: { product_id: product.id, product_type: product.item_type, quantity: product.min_qty } });
    const placed = await request.post('/api/mydin-online/cart/checkout-mydin-store-cart', {
      headers: { ...auth, 'idempotency-key': `e2e-unpaid-${buyer.email}` },
      data: { address_id: addressId, deliveries: [{ store_id: product.store_id, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'FPX', bank_code: 'MB2U0227' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { orders, payment } = (await placed.json()).data as { orders: { order_no: string }[]; payment: { id: number } };
    await signIn(page, buyer.email, buyer.password);
    await page.goto('/settings/orders?status=NEW_ORDER');
    await expectTab(page, 'Unpaid', 1);
    await expect(page.getByRole('article', { name: `Order number ${orders[0]?.order_no}` }).getByText(/^Pay by /)).toBeVisible();
    await page.getByRole('link', { name: orders[0]?.order_no ?? '-' }).click();
    await expect(page.getByText(/^Pay by .+, or the orders are cancelled/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel order' })).toBeVisible();
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(`/checkout/payment?payment_id=${payment.id}`);
    await expect(page.getByRole('heading', { name: 'Waiting for your bank' })).toBeVisible();
  });

  test('the hamburger menu leads to the orders and the cancellations @phone', async ({ page, request }) => {
    await announcementSeen(page.context());
    const buyer = await registerBuyer(request);
    await signIn(page, buyer.email, buyer.password);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'My orders', exact: true })).toHaveAttribute('href', '/settings/orders');
    await expect(menu.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('href', '/settings/orders');
    await menu.getByRole('link', { name: 'Cancellation', exact: true }).click();
    await expect(page).toHaveURL('/settings/orders?status=RETURNS_CANCELLATION');
    await expectTab(page, 'Returns & cancellation', 0);
    await expect(page.getByText('No order found')).toBeVisible();
  });

  test('in Malay: the list, the order page and a cancellation @desktop', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const buyer = await registerBuyer(request);
    const addressId = await addAddress(request, buyer, page);
    const [order] = await placePaidOrders(request, buyer, addressId, await orderable(request, buyer, addressId, 1, offersNationwide));
    if (!order) throw new Error('no order');
    await signIn(page, buyer.email, buyer.password);
    await page.goto('/bm/settings/orders');
    await expect(page.getByRole('heading', { name: 'Pesanan saya', level: 1 })).toBeVisible();
    await expectTab(page, 'Semua', 1, 'Status pesanan');
    await chooseTab(page, 'Diproses', 'PROCESSED', { label: 'Status pesanan', show: 'Tunjuk' });
    await expect(page).toHaveURL(/\/bm\/settings\/orders\?status=PROCESSED/);
    await expect(page.getByText('Pesanan ditemui: 1')).toBeVisible();
    await page.getByRole('link', { name: order.order_no, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Pesanan ${order.order_no}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sejarah status' }).getByText('Diproses')).toBeVisible();
    await page.getByRole('link', { name: 'Batalkan pesanan' }).click();
    await page.getByRole('combobox', { name: 'Sebab pembatalan' }).selectOption({ label: 'Jumpa harga lebih baik di tempat lain' });
    await page.getByRole('button', { name: 'Batalkan pesanan ini' }).click();
    await expect(page.getByText('Pesanan anda telah dibatalkan')).toBeVisible();
    await expect(page.getByText('Sebab: Jumpa harga lebih baik di tempat lain')).toBeVisible();
    await page.getByRole('button', { name: 'Beli lagi' }).click();
    await expect(page).toHaveURL('/bm/cart');
    await expect(page.getByText('1 produk daripada pesanan ditambah ke troli anda.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
