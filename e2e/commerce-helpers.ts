import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { registerBuyer } from './auth-helpers';

/* A buyer's way to orders, shared by the checkout, order and PWP specs: an address, products the demo seed can sell to it, and a placed order. */

export interface Product {
  id: number;
  item_type: 'product' | 'bundle';
  product_name: string;
  store_id: number;
  min_qty: number;
  stock_count: number;
}
export type Buyer = Awaited<ReturnType<typeof registerBuyer>>;
export type QuoteShape = { groups: { store: { id: number }; delivery_options: { method: string; available: boolean; fee?: number }[] }[]; problems: { code: string }[] };

const KUALA_LUMPUR = 14;

/**
 * A Kuala Lumpur address, and the delivery setting pointing at it (as choosing it in the delivery
 * dialog does), so the store-selection dialog has no reason to open over the checkout.
 */
export async function addAddress(request: APIRequestContext, buyer: Buyer, page?: Page): Promise<number> {
  const res = await request.post('/api/user/address/add', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { recipient_name: buyer.name, phone: '0123456789', address_1: '12 Jalan Ampang', city: 'Kuala Lumpur', state_id: KUALA_LUMPUR, zip: '50450', default: 'Y' },
  });
  expect(res.status()).toBe(200);
  const address = (await res.json()).data as { id: number; zip: string; updated_at: string };
  if (page) {
    const value = JSON.stringify({ postcode: address.zip, address: { id: address.id, zip: address.zip, updated_at: address.updated_at } });
    await page.context().addCookies([{ name: 'delivery', value: encodeURIComponent(value), url: test.info().project.use.baseURL ?? '' }]);
  }
  return address.id;
}

export async function recommended(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get('/api/v1/products/recommended?per_page=100');
  return ((await res.json()).data as Product[]).filter((p) => p.stock_count >= p.min_qty * 4);
}

/**
 * The quote of a cart holding just `lines` (added through the API, as the storefront adds them),
 * which are taken out of the cart again afterwards.
 */
export async function quoteAlone(request: APIRequestContext, buyer: Buyer, addressId: number, lines: Record<string, unknown>[]): Promise<QuoteShape & { added: boolean }> {
  const auth = { authorization: `Bearer ${buyer.token}` };
  let added = true;
  for (const line of lines) added = (await request.post('/api/mydin-online/cart/add', { headers: auth, data: line })).ok() && added;
  const quote = (await (await request.post('/api/mydin-online/cart/quote', { headers: auth, data: { address_id: addressId, payment_method: 'FPX', bank_code: 'MB2U0227' } })).json()).data;
  const ids = (await (await request.get('/api/mydin-online/cart', { headers: auth })).json()).data.groups.flatMap((g: { items: { id: number }[] }) => g.items.map((i) => i.id));
  if (ids.length) await request.post('/api/mydin-online/cart/remove', { headers: auth, data: { cart_item_ids: ids } });
  return { ...quote, added };
}

/** Nothing but the delivery choice stands between the quote and an order. */
export const placeable = (quote: QuoteShape) => !quote.problems.some((p) => p.code !== 'DELIVERY_REQUIRED');

/**
 * In-stock products of the demo seed that can be checked out alone to a Kuala Lumpur address (no
 * seller minimum in the way, some delivery available), each passing `wanted`: found by asking the
 * quote, as the checkout will, then taken out of the cart again.
 */
export async function orderable(request: APIRequestContext, buyer: Buyer, addressId: number, count: number, wanted: (quote: QuoteShape) => boolean = () => true): Promise<Product[]> {
  const found: Product[] = [];
  for (const product of await recommended(request)) {
    if (found.length === count) break;
    if (found.some((p) => p.store_id === product.store_id)) continue;
    const quote = await quoteAlone(request, buyer, addressId, [{ product_id: product.id, product_type: product.item_type, quantity: product.min_qty }]);
    if (placeable(quote) && wanted(quote)) found.push(product);
  }
  if (found.length < count) throw new Error('the demo seed has too few products that fit');
  return found;
}

export const offersPickup = (quote: QuoteShape) => quote.groups[0]?.delivery_options.some((o) => o.method === 'SELF_PICK_UP' && o.available) ?? false;

export async function addOnProductPage(page: Page, product: Product, locale = '') {
  await page.goto(`${locale}/product-detail/${product.id}?type=${product.item_type}`);
  await page.getByRole('main').getByRole('button', { name: /^(Add to cart|Tambah ke troli)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /Added to cart|Ditambah ke troli/ })).toBeVisible();
}

/** A seller of the quote can deliver nationwide, so an order needs no pickup slot or locker. */
export const offersNationwide = (quote: QuoteShape) =>
  quote.groups[0]?.delivery_options.some((o) => o.method === 'NATIONWIDE_DELIVERY' && o.available) ?? false;

/**
 * Places one checkout of `products` (one seller each, at their minimum) by nationwide delivery,
 * paid by e-credit granted first through the development tool: the quickest way to paid
 * (PROCESSED) orders. Answers the seller orders as placed.
 */
export async function placePaidOrders(request: APIRequestContext, buyer: Buyer, addressId: number, products: Product[]): Promise<{ id: number; order_no: string; store_id: number }[]> {
  const auth = { authorization: `Bearer ${buyer.token}` };
  expect((await request.post('/api/dev/e-credit', { data: { email: buyer.email, amount: 50_000_000 } })).status()).toBe(200);
  for (const product of products) {
    const added = await request.post('/api/mydin-online/cart/add', { headers: auth, data: { product_id: product.id, product_type: product.item_type, quantity: product.min_qty } });
    expect(added.status(), await added.text()).toBe(200);
  }
  const placed = await request.post('/api/mydin-online/cart/checkout-mydin-store-cart', {
    headers: { ...auth, 'idempotency-key': `e2e-${buyer.email}-${Date.now()}` },
    data: { address_id: addressId, deliveries: products.map((p) => ({ store_id: p.store_id, method: 'NATIONWIDE_DELIVERY' })), payment_method: 'E-CREDIT' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data.orders;
}
