import { Link, useFetcher } from 'react-router';
import type { CartItem } from '@borong/contracts/cart';
import { PWP_ERRORS, type CartPwpOffer, type PwpError, type PwpOffer } from '@borong/contracts/pwp';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useUnitName } from '../../i18n/units';
import { useFormatPrice } from '../../lib/money';
import { useFormatCount } from '../../lib/number-format';
import { ImageWithFallback } from '../../ui/image';
import { productHref } from '../../lib/product-href';
import { useCartResultText, type CartActionResult } from './add-to-cart';

/*
 * Purchase with purchase in the storefront (issue 10): the product page names the add-on deals a
 * product unlocks, the cart lists those its lines unlock under each seller with an Add form that
 * works before hydration, and an add-on line says which deal priced it or why it no longer does.
 */

const ERROR_TEXT = {
  PWP_LIMIT: 'pwp.error.limit',
  PWP_SOLD_OUT: 'pwp.error.soldOut',
  PWP_ENDED: 'pwp.error.ended',
  PWP_NOT_UNLOCKED: 'pwp.error.notUnlocked',
  PWP_PRODUCT: 'pwp.error.product',
} as const satisfies Record<PwpError, string>;

export const isPwpError = (code: string | undefined): code is PwpError => (PWP_ERRORS as readonly string[]).includes(code ?? '');

/** The buyer's words for a refused add-on (the API's code), in the page's language. */
export function usePwpErrorText(): (code: PwpError) => string {
  const t = useT();
  return (code) => t(ERROR_TEXT[code]);
}

/** "Up to 2 per order" or "1 for each qualifying item in your cart", and the condition when it asks for more than one. */
function useRuleText(): (offer: Pick<PwpOffer, 'limit_basis' | 'max_addon_qty' | 'condition'>) => string {
  const t = useT();
  const formatCount = useFormatCount();
  return (offer) => {
    const limit = offer.limit_basis === 'PER_ORDER' ? t('pwp.perOrder', { count: formatCount(offer.max_addon_qty) }) : t('pwp.perUnit', { count: formatCount(offer.max_addon_qty) });
    if (offer.condition.scope === 'STORE') return `${limit} · ${t('pwp.storeWide', { count: formatCount(offer.condition.min_qty) })}`;
    return offer.condition.min_qty > 1 ? `${limit} · ${t('pwp.minQualifying', { count: formatCount(offer.condition.min_qty) })}` : limit;
  };
}

/** The product page's "Buy with … at RM x", one per offer this product unlocks; nothing when there is none. */
export function ProductPwpOffers({ offers }: { offers: readonly PwpOffer[] }) {
  const t = useT();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const ruleText = useRuleText();
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="pwp-offers" className="mt-6 max-w-xl rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="pwp-offers" className="text-sm font-bold uppercase tracking-wide text-amber-900">
        {t('pwp.productHeading')}
      </h2>
      <ul className="mt-2 divide-y divide-amber-200">
        {offers.map((offer) => (
          <li key={offer.id} className="grid grid-cols-[48px_minmax(0,1fr)] items-center gap-3 py-2">
            <ImageWithFallback src={offer.product.image_url} alt="" width={48} height={48} className="aspect-square w-12 rounded-md border border-amber-200 bg-white object-contain" fallback={<span className="block aspect-square w-12 rounded-md bg-white" />} />
            <div className="min-w-0 text-sm">
              <p className="text-slate-900">
                <Link to={localePath(productHref({ id: offer.product.id, item_type: offer.product.product_type }))} className="font-semibold underline-offset-4 hover:text-brand-800 hover:underline">
                  {t('pwp.buyWith', { name: offer.product.product_name, price: formatPrice(offer.special_price) })}
                </Link>
              </p>
              <p className="text-slate-700">
                <span className="line-through">{t('pwp.usual', { price: formatPrice(offer.normal_price) })}</span> · {ruleText(offer)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-amber-900">{t('pwp.productHint')}</p>
    </section>
  );
}

function OfferRow({ offer }: { offer: CartPwpOffer }) {
  const t = useT();
  const unitName = useUnitName();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const formatCount = useFormatCount();
  const ruleText = useRuleText();
  const resultText = useCartResultText();
  const fetcher = useFetcher<CartActionResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const name = offer.product.product_name;
  const price = formatPrice(offer.special_price);
  return (
    <li className="grid grid-cols-[48px_minmax(0,1fr)] gap-x-3 gap-y-2 py-3 sm:grid-cols-[48px_minmax(0,1fr)_auto] sm:items-center">
      <ImageWithFallback src={offer.product.image_url} alt="" width={48} height={48} className="row-span-2 aspect-square w-12 rounded-md border border-slate-200 bg-white object-contain sm:row-span-1" fallback={<span className="row-span-2 block aspect-square w-12 rounded-md bg-slate-100 sm:row-span-1" />} />
      <div className="min-w-0 text-sm">
        <Link to={localePath(productHref({ id: offer.product.id, item_type: offer.product.product_type }))} className="line-clamp-2 font-medium text-slate-900 underline-offset-4 hover:text-brand-800 hover:underline">
          {name}
        </Link>
        <p>
          <span className="font-bold text-emerald-800">{t('cart.unitPrice', { price, unit: unitName(offer.product.unit) })}</span>{' '}
          <span className="text-slate-600 line-through">{t('pwp.usual', { price: formatPrice(offer.normal_price) })}</span>
        </p>
        <p className="text-xs text-slate-600">
          {ruleText(offer)} · {t('pwp.allowed', { count: formatCount(offer.max_quantity) })}
          {offer.in_cart_quantity > 0 && ` · ${t('pwp.inCart', { count: formatCount(offer.in_cart_quantity) })}`}
        </p>
        {result && (
          <p role="status" className={`text-sm ${result.ok ? 'text-emerald-800' : 'font-semibold text-red-700'}`}>
            {resultText(result, offer.product)}
          </p>
        )}
      </div>
      {offer.add_quantity > 0 ? (
        <fetcher.Form method="post" className="col-start-2 sm:col-start-3">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="product_id" value={offer.product.id} />
          <input type="hidden" name="product_type" value={offer.product.product_type} />
          <input type="hidden" name="quantity" value={offer.add_quantity} />
          <input type="hidden" name="pwp_offer_id" value={offer.id} />
          <button type="submit" disabled={busy} aria-label={t('pwp.addNamed', { name, price })} className="inline-flex h-9 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70">
            {busy ? t('cart.adding') : t('pwp.add')}
          </button>
        </fetcher.Form>
      ) : (
        <p className="col-start-2 text-sm font-semibold text-emerald-800 sm:col-start-3">{t('pwp.added')}</p>
      )}
    </li>
  );
}

/** Under a seller's lines: the add-on deals they unlock, each with its Add form. */
export function CartPwpOffers({ offers, storeId }: { offers: readonly CartPwpOffer[]; storeId: number }) {
  const t = useT();
  if (offers.length === 0) return null;
  const headingId = `pwp-${storeId}`;
  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3">
      <h3 id={headingId} className="pt-3 text-sm font-bold text-amber-900">
        {t('pwp.cartHeading')}
      </h3>
      <ul className="divide-y divide-amber-200">
        {offers.map((offer) => (
          <OfferRow key={offer.id} offer={offer} />
        ))}
      </ul>
    </section>
  );
}

/** On an add-on line: the deal that priced it, or why it is at its usual price and what brings the deal price back. */
export function CartLinePwpNote({ item }: { item: CartItem }) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const formatCount = useFormatCount();
  const pwp = item.pwp;
  if (!pwp) return null;
  const price = formatPrice(pwp.special_price);
  const qualifying = pwp.condition.products[0]?.product_name;
  if (pwp.applied)
    return (
      <p className="text-sm">
        <span className="font-semibold text-emerald-800">{pwp.condition.scope === 'STORE' || !qualifying ? t('pwp.appliedStore') : t('pwp.applied', { name: qualifying })}</span>{' '}
        <span className="text-slate-600 line-through">{t('pwp.usual', { price: formatPrice(pwp.normal_price) })}</span>
      </p>
    );
  const text =
    pwp.reason === 'ENDED'
      ? t('pwp.ended')
      : pwp.reason === 'SOLD_OUT'
        ? t('pwp.soldOut')
        : pwp.reason === 'LIMIT_EXCEEDED'
          ? t('pwp.limitExceeded', { count: formatCount(pwp.max_quantity), price })
          : pwp.condition.scope === 'STORE' || !qualifying
            ? t('pwp.conditionStore', { count: formatCount(pwp.condition.min_qty), price })
            : t('pwp.condition', { name: qualifying, price });
  const blocking = pwp.reason === 'ENDED' || pwp.reason === 'SOLD_OUT';
  return (
    <p className={`mt-1 text-sm font-semibold ${blocking ? 'text-red-700' : 'text-amber-800'}`} role={blocking ? 'alert' : undefined}>
      {text}
    </p>
  );
}

/** An add-on whose deal ended or sold out stops its seller's checkout until it is removed (the quote's problem PWP). */
export const pwpBlocks = (item: CartItem) => item.pwp?.reason === 'ENDED' || item.pwp?.reason === 'SOLD_OUT';
