import { useEffect, useRef, useState } from 'react';
import { Form, Link, data, useFetcher } from 'react-router';
import { PRODUCT_TYPES, type ProductType } from '@borong/contracts/catalogue';
import type { CartGroup, CartItem } from '@borong/contracts/cart';
import type { Route } from './+types/cart';
import { required, signedInApi } from '../features/account/account.server';
import { cartApi } from '../features/cart/api';
import { ordersApi } from '../features/orders/api';
import { shoppingListsApi } from '../features/shopping-lists/api';
import { useCartResultText, type CartActionResult } from '../features/cart/add-to-cart';
import { QuantityStepper, useQuantityProblemText, useRulesText } from '../features/cart/quantity';
import { CartLinePwpNote, CartPwpOffers, isPwpError, pwpBlocks, usePwpErrorText } from '../features/cart/pwp';
import { productHref } from '../features/products/product-card';
import { useLocalePath, useT } from '../i18n/i18n';
import { useUnitName } from '../i18n/units';
import type { ApiResult } from '../lib/api';
import { pageMeta } from '../lib/meta';
import { useFormatPrice } from '../lib/money';
import { useFormatCount } from '../lib/number-format';
import { CONTAINER } from '../ui/container';
import { PRIMARY, SECONDARY } from '../ui/form/fields';
import { CartIcon } from '../ui/icons';
import { ImageWithFallback } from '../ui/image';
import { apiErrorText } from '../ui/form/form-answer.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.cartTitle' });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** The cart, and the buyer's lists for "Move to list" (a failed list call only hides that control). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = signedInApi(context, request);
  const [cart, lists] = await Promise.all([cartApi(api).cart(), shoppingListsApi(api).shoppingLists()]);
  return { cart: required(cart, request).data, lists: lists.ok ? lists.data.shopping_lists.data.map(({ id, name }) => ({ id, name })) : [] };
}

const ID = /^[1-9]\d{0,9}$/;
const QUANTITY = /^\d{1,7}$/;
const idOf = (value: FormDataEntryValue | null) => (typeof value === 'string' && ID.test(value.trim()) ? Number(value.trim()) : null);
const quantityOf = (value: FormDataEntryValue | null) => (typeof value === 'string' && QUANTITY.test(value.trim()) ? Number(value.trim()) : null);

function answer(request: Request, intent: string, result: ApiResult<{ message: string }>) {
  if (result.ok) return { intent, ok: true, message: result.data.message } satisfies CartActionResult;
  if (result.status === 401) return data<CartActionResult>({ intent, ok: false, message: '' }, { status: 401 });
  // A server failure's text is not for buyers; the component shows the generic message instead.
  const message = result.status >= 500 ? '' : apiErrorText(request, result);
  return data<CartActionResult>({ intent, ok: false, message, code: result.error.code }, { status: result.status >= 500 ? 502 : result.status });
}

/**
 * Every change to the cart, told apart by `intent`: add (product pages and cards), update (the
 * steppers: − and + send `set_quantity`, the box sends `quantity`), remove, move (to a list),
 * add_list (a whole shopping list) and buy_again (an order's products, from the order page). Each answers data, not a redirect, so a fetcher stays on its
 * page; a form posted before hydration lands here on the cart with the answer shown.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const api = signedInApi(context, request);
  const cart = cartApi(api);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const bad = () => data<CartActionResult>({ intent, ok: false, message: '' }, { status: 400 });
  if (intent === 'add') {
    const productId = idOf(form.get('product_id'));
    const type = String(form.get('product_type') ?? '');
    const quantity = quantityOf(form.get('quantity'));
    // An add-on deal's Add form names its offer; the API decides whether the deal applies.
    const offer = form.get('pwp_offer_id');
    const pwpOfferId = offer === null ? undefined : idOf(offer);
    if (!productId || !(PRODUCT_TYPES as readonly string[]).includes(type) || !quantity || pwpOfferId === null) return bad();
    return answer(request, intent, await cart.add({ product_id: productId, product_type: type as ProductType, quantity, ...(pwpOfferId ? { pwp_offer_id: pwpOfferId } : {}) }));
  }
  if (intent === 'update') {
    const itemId = idOf(form.get('cart_item_id'));
    const quantity = quantityOf(form.get('set_quantity')) ?? quantityOf(form.get('quantity'));
    if (!itemId || quantity === null) return bad();
    return answer(request, intent, await cart.update(itemId, quantity));
  }
  if (intent === 'remove') {
    const ids = form.getAll('cart_item_id').map(idOf);
    if (ids.length === 0 || ids.some((id) => id === null)) return bad();
    return answer(request, intent, await cart.remove(ids as number[]));
  }
  if (intent === 'move') {
    const itemId = idOf(form.get('cart_item_id'));
    const listId = idOf(form.get('shopping_list_id'));
    if (!itemId || !listId) return bad();
    return answer(request, intent, await cart.moveToList(itemId, listId));
  }
  if (intent === 'add_list') {
    const listId = idOf(form.get('shopping_list_id'));
    if (!listId) return bad();
    return answer(request, intent, await cart.addList(listId));
  }
  if (intent === 'buy_again') {
    const orderId = idOf(form.get('order_id'));
    if (!orderId) return bad();
    const result = await ordersApi(api).buyAgain(orderId);
    if (!result.ok) return answer(request, intent, result);
    return { intent, ok: true, message: result.data.message, added: result.data.data.added, skipped: result.data.data.skipped } satisfies CartActionResult;
  }
  return bad();
}

/** What a form posted before hydration says on arrival here, by intent. */
const DONE = { add: 'cart.added', update: 'cart.updated', remove: 'cart.removed', move: 'cart.moved', add_list: 'cart.listAdded' } as const;

/** What "Buy again" put in the cart, and what it could not (no longer sold, out of stock, or already there). */
function useBuyAgainText(): (result: CartActionResult) => string {
  const t = useT();
  return (result) => {
    const added = result.added ?? 0;
    const skipped = result.skipped ?? 0;
    const first = added > 0 ? t('cart.boughtAgain', { count: added }) : skipped > 0 ? t('cart.boughtAgainNone') : t('cart.boughtAgainAlready');
    return skipped > 0 ? `${first} ${t('cart.boughtAgainSkipped', { count: skipped })}` : first;
  };
}

type ListOption = { id: number; name: string };

function CartLine({ item, lists }: { item: CartItem; lists: ListOption[] }) {
  const t = useT();
  const unitName = useUnitName();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const formatCount = useFormatCount();
  const problemText = useQuantityProblemText();
  const rulesText = useRulesText();
  const resultText = useCartResultText();
  const update = useFetcher<CartActionResult>();
  const remove = useFetcher<CartActionResult>();
  const move = useFetcher<CartActionResult>();
  const busy = update.state !== 'idle' || remove.state !== 'idle' || move.state !== 'idle';
  const failed = [update, remove, move].map((f) => (f.state === 'idle' ? f.data : undefined)).find((r) => r && !r.ok);
  const rules = { min_qty: item.min_qty, qty_step: item.qty_step, max_qty: item.max_qty };
  const href = localePath(productHref({ id: item.product_id, item_type: item.product_type }));
  const nextTier = item.price_tiers.find((tier) => tier.min_qty > item.quantity);
  const ruleNote = rulesText(rules);
  return (
    <li className={`grid grid-cols-[64px_minmax(0,1fr)] gap-x-3 gap-y-2 py-4 sm:grid-cols-[80px_minmax(0,1fr)_auto] ${busy ? 'opacity-60' : ''}`} aria-busy={busy}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className="row-span-2">
        <ImageWithFallback src={item.image_url} alt="" width={80} height={80} className="aspect-square w-full rounded-lg border border-slate-200 bg-slate-50 object-contain" fallback={<span className="block aspect-square w-full rounded-lg bg-slate-100" />} />
      </Link>
      <div className="min-w-0">
        <Link to={href} className="line-clamp-2 font-medium text-slate-900 underline-offset-4 hover:text-brand-800 hover:underline">
          {item.product_name}
        </Link>
        <p className="mt-1 text-sm text-slate-600">
          {t('cart.unitPrice', { price: formatPrice(item.unit_price), unit: unitName(item.unit) })}
          {item.unit_price < item.base_price && !item.pwp?.applied && <span className="ml-2 font-semibold text-emerald-800">{t('cart.tierApplied')}</span>}
        </p>
        <CartLinePwpNote item={item} />
        {nextTier && !item.pwp?.applied && <p className="text-sm text-emerald-800">{t('cart.nextTier', { count: formatCount(nextTier.min_qty), price: formatPrice(nextTier.unit_price) })}</p>}
        {ruleNote && <p className="text-xs text-slate-500">{ruleNote}</p>}
        {item.problem && (
          <p className="mt-1 text-sm font-semibold text-red-700" role="alert">
            {problemText(item.problem, rules, item.stock_count)}
          </p>
        )}
        {failed && (
          <p className="mt-1 text-sm font-semibold text-red-700" role="alert">
            {resultText(failed, item)}
          </p>
        )}
      </div>
      <div className="col-start-2 flex flex-wrap items-center gap-2 sm:col-start-3 sm:row-start-1 sm:flex-col sm:items-end">
        <update.Form method="post" className="flex items-center gap-2">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="cart_item_id" value={item.id} />
          <QuantityStepper key={item.quantity} rules={rules} stock={Math.max(item.stock_count, item.quantity)} value={item.quantity} submitName="set_quantity" size="sm" label={t('cart.quantityOf', { name: item.product_name })} disabled={busy} />
          <button type="submit" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t('cart.update')}
          </button>
        </update.Form>
        <p className="font-bold text-slate-900">
          <span className="sr-only">{t('cart.lineTotal')} </span>
          {formatPrice(item.subtotal)}
        </p>
      </div>
      <div className="col-start-2 flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2">
        <remove.Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="cart_item_id" value={item.id} />
          <button type="submit" className="text-sm font-semibold text-red-700 underline-offset-4 hover:underline" aria-label={t('cart.removeNamed', { name: item.product_name })}>
            {t('cart.remove')}
          </button>
        </remove.Form>
        {lists.length > 0 && (
          <move.Form method="post" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="cart_item_id" value={item.id} />
            <label className="sr-only" htmlFor={`move-${item.id}`}>
              {t('cart.moveListOf', { name: item.product_name })}
            </label>
            <select id={`move-${item.id}`} name="shopping_list_id" className="h-9 max-w-40 rounded-lg border border-slate-300 bg-white px-2 text-sm">
              {lists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </select>
            <button type="submit" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
              {t('cart.moveToList')}
            </button>
          </move.Form>
        )}
      </div>
    </li>
  );
}

/** A seller's group can be checked out when it reaches the seller's minimum and every line is orderable. */
const groupReady = (group: CartGroup) => group.min_order_shortfall === 0 && group.items.every((i) => i.problem === null && !pwpBlocks(i));

function SellerGroup({ group, lists, selected, onToggle }: { group: CartGroup; lists: ListOption[]; selected: boolean; onToggle: (on: boolean) => void }) {
  const t = useT();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const ready = groupReady(group);
  const headingId = `seller-${group.store.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-5">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 py-3">
        <input
          type="checkbox"
          form="checkout"
          name="store_ids"
          value={group.store.id}
          id={`pick-${group.store.id}`}
          checked={ready && selected}
          disabled={!ready}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          className="size-5 accent-brand-700"
        />
        <label htmlFor={`pick-${group.store.id}`} className="sr-only">
          {t('cart.pickSeller', { name: group.store.domain_name })}
        </label>
        <h2 id={headingId} className="min-w-0 flex-1 font-bold text-slate-900">
          <Link to={localePath(`/store/${encodeURIComponent(group.store.url)}`)} className="underline-offset-4 hover:text-brand-800 hover:underline">
            {group.store.domain_name}
          </Link>
        </h2>
        {/* On a phone the subtotal takes its own line under the name, which then needs no wrapping (issue 14). */}
        <p className="text-sm text-slate-700 max-sm:-mt-2 max-sm:basis-full max-sm:pl-8">
          {t('cart.sellerSubtotal')} <span className="font-bold text-slate-900">{formatPrice(group.subtotal)}</span>
        </p>
      </div>
      {group.min_order_shortfall > 0 && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('cart.belowMinOrder', { shortfall: formatPrice(group.min_order_shortfall), minimum: formatPrice(group.min_order_amount) })}
        </p>
      )}
      <ul className="divide-y divide-slate-200">
        {group.items.map((item) => (
          <CartLine key={item.id} item={item} lists={lists} />
        ))}
      </ul>
      <CartPwpOffers offers={group.pwp_offers} storeId={group.store.id} />
    </section>
  );
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const formatCount = useFormatCount();
  const pwpErrorText = usePwpErrorText();
  const { cart, lists } = loaderData;
  const [unpicked, setUnpicked] = useState<ReadonlySet<number>>(new Set());
  const picked = cart.groups.filter((g) => groupReady(g) && !unpicked.has(g.store.id));
  const pickedTotal = picked.reduce((total, g) => total + g.subtotal, 0);
  const result = actionData as CartActionResult | undefined;
  const buyAgainText = useBuyAgainText();
  const notice = useRef<HTMLParagraphElement>(null);
  // Arriving from an order's "Buy again", the buyer starts from what it did.
  useEffect(() => {
    if (result?.intent === 'buy_again') notice.current?.focus();
  }, [result]);
  const toggle = (storeId: number, on: boolean) =>
    setUnpicked((current) => {
      const next = new Set(current);
      if (on) next.delete(storeId);
      else next.add(storeId);
      return next;
    });

  return (
    <div className={`${CONTAINER} py-6`}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {t('cart.title')} {cart.item_count > 0 && <span className="text-lg font-semibold text-slate-600">({t('cart.itemCount', { count: formatCount(cart.item_count) })})</span>}
      </h1>
      {result && (
        <p ref={notice} tabIndex={-1} role="status" className={`mt-4 rounded-lg px-4 py-3 text-sm font-medium focus:outline-none ${result.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}>
          {result.ok ? (result.intent === 'buy_again' ? buyAgainText(result) : t(DONE[result.intent as keyof typeof DONE] ?? 'cart.updated')) : isPwpError(result.code) ? pwpErrorText(result.code) : (result.message ?? '') || t('SOMETHING.WRONG.TRY.LATER')}
        </p>
      )}
      {cart.groups.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <CartIcon size={40} className="text-slate-400" />
          <p className="mt-3 text-lg font-semibold text-slate-800">{t('cart.empty')}</p>
          <p className="mt-1 max-w-md text-slate-600">{t('cart.emptyHint')}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Link to={localePath('/')} className={PRIMARY}>
              {t('cart.continueShopping')}
            </Link>
            <Link to={localePath('/settings/shopping-list')} className={SECONDARY}>
              {t('cart.fromLists')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="space-y-5">
            {cart.groups.map((group) => (
              <SellerGroup key={group.store.id} group={group} lists={lists} selected={!unpicked.has(group.store.id)} onToggle={(on) => toggle(group.store.id, on)} />
            ))}
          </div>
          <aside aria-labelledby="cart-summary" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
            <h2 id="cart-summary" className="text-lg font-bold text-slate-900">
              {t('cart.summary')}
            </h2>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
              <dt className="text-slate-600">{t('cart.sellersPicked', { count: formatCount(picked.length) })}</dt>
              <dd className="text-right font-bold text-slate-900">{formatPrice(pickedTotal)}</dd>
            </dl>
            <p className="mt-2 text-xs text-slate-500">{t('cart.summaryNote')}</p>
            <Form id="checkout" method="get" action={localePath('/checkout')} className="mt-4">
              <button type="submit" disabled={picked.length === 0} className={`${PRIMARY} w-full disabled:cursor-not-allowed`}>
                {t('cart.checkout')}
              </button>
            </Form>
          </aside>
        </div>
      )}
    </div>
  );
}
