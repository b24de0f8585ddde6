import { useEffect, useRef } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { Link } from '../../ui/link';
import type { ProductCard } from '@borong/contracts/catalogue';
import { QUANTITY_PROBLEMS, largestQuantity, nearestQuantity, type QuantityProblem } from '@borong/contracts/quantity-rules';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useRootData } from '../session/root-data';
import { QuantityStepper, useQuantityProblemText } from './quantity';
import { isPwpError, usePwpErrorText } from './pwp';

type CartProduct = Pick<ProductCard, 'id' | 'item_type' | 'product_name' | 'stock_count' | 'min_qty' | 'qty_step' | 'max_qty'>;

/** What the cart page's action answers a fetcher (see routes/cart.tsx). */
export interface CartActionResult {
  intent: string;
  ok: boolean;
  /** The API's message: shown as it is on success, replaced by the buyer's words for a known `code`. */
  message?: string;
  code?: string;
  /** "Buy again": how many of the order's products went into the cart, and how many could not. */
  added?: number;
  skipped?: number;
}

/** The query a guest's "Add to cart" carries through sign-in, so the product page adds it on return. */
export const RESUME_PARAM = 'add_to_cart';

/** A product page link that opens the login modal and, once signed in, adds `quantity` of the product. */
export function addAfterSignInHref(product: Pick<ProductCard, 'id' | 'item_type'>, quantity: number): string {
  return `/product-detail/${product.id}?${new URLSearchParams({ type: product.item_type, [RESUME_PARAM]: String(quantity), action: 'auth' })}`;
}

const isProblem = (code: string | undefined): code is QuantityProblem => (QUANTITY_PROBLEMS as readonly string[]).includes(code ?? '');

/** The buyer's words for the action's answer: a known rule in their language, else the API's text or the generic one. */
export function useCartResultText(): (result: CartActionResult, product: Pick<CartProduct, 'min_qty' | 'qty_step' | 'max_qty' | 'stock_count'>) => string {
  const t = useT();
  const problemText = useQuantityProblemText();
  const pwpErrorText = usePwpErrorText();
  return (result, product) => {
    if (result.ok) return t('cart.added');
    if (isProblem(result.code)) return problemText(result.code, { min_qty: product.min_qty, qty_step: product.qty_step, max_qty: product.max_qty }, product.stock_count);
    if (isPwpError(result.code)) return pwpErrorText(result.code);
    return result.message || t('SOMETHING.WRONG.TRY.LATER');
  };
}

/**
 * "Add to cart" with a quantity stepper, on product cards and the product page. A signed-in buyer
 * adds through a fetcher (the header badge follows when the root revalidates); a guest gets a link
 * that signs them in on the product page and adds the product when they come back. Nothing is
 * offered for a product with no orderable quantity.
 */
export function AddToCart({ product, variant }: { product: CartProduct; variant: 'card' | 'page' }) {
  const t = useT();
  const localePath = useLocalePath();
  const signedIn = Boolean(useRootData()?.user);
  const rules = { min_qty: product.min_qty, qty_step: product.qty_step, max_qty: product.max_qty };
  if (largestQuantity(rules, product.stock_count) === 0) return null;
  const button =
    variant === 'page'
      ? 'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70'
      : 'card-button';
  if (!signedIn)
    return (
      <Link to={localePath(addAfterSignInHref(product, product.min_qty))} className={button} aria-label={variant === 'card' ? t('cart.addNamed', { name: product.product_name }) : undefined}>
        {t('cart.add')}
      </Link>
    );
  return <AddToCartForm product={product} variant={variant} buttonClass={button} />;
}

function AddToCartForm({ product, variant, buttonClass }: { product: CartProduct; variant: 'card' | 'page'; buttonClass: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const fetcher = useFetcher<CartActionResult>();
  const resultText = useCartResultText();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const rules = { min_qty: product.min_qty, qty_step: product.qty_step, max_qty: product.max_qty };
  return (
    <fetcher.Form method="post" action={localePath('/cart')} className={variant === 'page' ? 'flex flex-wrap items-center gap-3' : 'flex flex-wrap items-center gap-2'}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="product_type" value={product.item_type} />
      <QuantityStepper rules={rules} stock={product.stock_count} value={product.min_qty} label={t('cart.quantityOf', { name: product.product_name })} size={variant === 'page' ? 'md' : 'sm'} />
      <button type="submit" disabled={busy} className={buttonClass} aria-label={variant === 'card' ? t('cart.addNamed', { name: product.product_name }) : undefined}>
        {busy ? t('cart.adding') : t('cart.add')}
      </button>
      <p role="status" className={`w-full text-sm ${result?.ok === false ? 'text-red-700' : 'text-emerald-800'}`}>
        {result ? resultText(result, product) : ''}
        {result?.ok && (
          <>
            {' '}
            <Link to={localePath('/cart')} className="font-semibold underline">
              {t('cart.view')}
            </Link>
          </>
        )}
      </p>
    </fetcher.Form>
  );
}

/**
 * On the product page of a buyer who has just signed in from a guest's "Add to cart": adds the
 * product once, then takes the intent out of the URL so a reload does not add it again.
 */
export function ResumeAddToCart({ product }: { product: CartProduct }) {
  const t = useT();
  const localePath = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<CartActionResult>();
  const resultText = useCartResultText();
  const started = useRef(false);
  const params = new URLSearchParams(location.search);
  const wanted = Number(params.get(RESUME_PARAM));
  useEffect(() => {
    if (started.current || !Number.isInteger(wanted) || wanted <= 0) return;
    started.current = true;
    const quantity = nearestQuantity(wanted, { min_qty: product.min_qty, qty_step: product.qty_step, max_qty: product.max_qty }, product.stock_count) || wanted;
    void fetcher.submit({ intent: 'add', product_id: String(product.id), product_type: product.item_type, quantity: String(quantity) }, { method: 'post', action: localePath('/cart') });
    params.delete(RESUME_PARAM);
    void navigate(`${location.pathname}?${params}`, { replace: true, preventScrollReset: true });
  });
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (!result) return null;
  return (
    <p role="status" className={`rounded-lg px-4 py-3 text-sm font-medium ${result.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}>
      {resultText(result, product)}{' '}
      {result.ok && (
        <Link to={localePath('/cart')} className="font-semibold underline">
          {t('cart.view')}
        </Link>
      )}
    </p>
  );
}
