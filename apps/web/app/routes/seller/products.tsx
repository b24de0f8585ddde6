import type { SellerProduct } from '@borong/contracts/seller';
import { useEffect, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import type { Route } from './+types/products';
import { ActionNote, useFocusOnErrors } from '../../features/seller/console';
import { MAX_TIERS, originalOf, productFormValues, readOriginal, readProductForm, tierField } from '../../features/seller/product-form';
import { sellerErrors } from '../../features/seller/messages';
import { consoleApi, consoleRequired, doneRedirect, idParam, messageTools, sellerFailure } from '../../features/seller/seller.server';
import { useT } from '../../i18n/i18n';
import { useUnitName } from '../../i18n/units';
import { pageMeta } from '../../lib/meta';
import { useFormatPrice } from '../../lib/money';
import { useFormatCount } from '../../lib/number-format';
import { parsePage } from '../../lib/paging';
import { FormError, INPUT, PRIMARY, SECONDARY, SubmitButton, TextField } from '../../ui/form/fields';
import { formValues, resultFor, type FieldErrors, type FormResult } from '../../ui/form/form-errors';
import { invalid } from '../../ui/form/form-answer.server';
import { Pagination } from '../../ui/pagination';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'seller.productsTitle' });
}

const PER_PAGE = 20;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const storeId = idParam(params.storeId);
  const url = new URL(request.url);
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const list = consoleRequired(await consoleApi(context, request).products(storeId, { ...(search ? { search } : {}), page: parsePage(url.searchParams.get('page')), per_page: PER_PAGE }), request);
  const edit = Number(url.searchParams.get('edit')) || null;
  return { search, list, edit };
}

/**
 * Saves the editor: only what the seller changed against the product as the editor showed it,
 * after the contract's checks; the API checks the rules between fields and answers each broken
 * one by field. Back to the list (search and page kept) with a note.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const storeId = idParam(params.storeId);
  const api = consoleApi(context, request);
  const values = formValues(await request.formData());
  const id = Number(values.id);
  const original = readOriginal(values.original);
  if (values.intent !== 'save' || !Number.isInteger(id) || id < 1 || !original) return invalid('save', { form: [''] }, values);
  const read = readProductForm(values, original);
  if (!read.ok) return invalid('save', sellerErrors(read.errors, messageTools(request)), values);
  if (!read.change) return doneRedirect(request, 'unchanged', ['edit']);
  const result = await api.updateProduct(storeId, id, read.change);
  if (!result.ok) return sellerFailure(request, 'save', result, values);
  return doneRedirect(request, 'productSaved', ['edit']);
}

/** Field names the editor shows; an error for any other (the tier list as a whole) goes above the form. */
const EDITOR_FIELDS = new Set(['price', 'discount_percent', 'stock_count', 'min_qty', 'qty_step', 'max_qty', ...Array.from({ length: MAX_TIERS }, (_, i) => [tierField(i, 'min_qty'), tierField(i, 'unit_price')]).flat()]);

function formLevel(errors: FieldErrors | undefined): FieldErrors | undefined {
  if (!errors) return undefined;
  const other = Object.entries(errors).filter(([field]) => !EDITOR_FIELDS.has(field));
  return other.length ? { form: other.flatMap(([, messages]) => messages) } : undefined;
}

function ProductEditor({ product, result, closeHref }: { product: SellerProduct; result: FormResult | undefined; closeHref: string }) {
  const t = useT();
  const unitName = useUnitName();
  const formatPrice = useFormatPrice();
  const ref = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the editor moves the focus to it; an answer with errors moves it to the first one.
  useEffect(() => heading.current?.focus(), [product.id]);
  useFocusOnErrors(ref, result);
  const values = result?.values ?? productFormValues(product);
  const errors = result?.errors;
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => <TextField name={name} label={label} defaultValue={values[name] ?? ''} errors={errors} inputMode="numeric" autoComplete="off" {...extra} />;
  return (
    <Form method="post" ref={ref} noValidate aria-labelledby={`edit-${product.id}`} className="mt-3 grid gap-5 rounded-xl border-2 border-brand-100 bg-brand-50/30 p-4 sm:p-5">
      <h3 id={`edit-${product.id}`} ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
        {t('seller.editProduct', { name: product.product_name })}
      </h3>
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="original" value={originalOf(product)} />
      <FormError errors={formLevel(errors)} />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">{t('seller.priceAndStock')}</legend>
        {field('price', t('seller.priceRm'), { inputMode: 'decimal', hint: t('seller.priceHint', { unit: unitName(product.unit) }) })}
        {field('discount_percent', t('seller.discountPercent'), { hint: t('seller.afterDiscount', { price: formatPrice(product.price_after_discount) }) })}
        {field('stock_count', t('seller.stock'))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">{t('seller.quantityRules')}</legend>
        {field('min_qty', t('seller.minQty'))}
        {field('qty_step', t('seller.qtyStep'))}
        {field('max_qty', t('seller.maxQty'), { hint: t('seller.maxQtyHint') })}
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('seller.tiers')}</legend>
        <p className="mb-3 text-sm text-slate-600">{t('seller.tiersHint', { max: MAX_TIERS })}</p>
        <ol className="grid max-w-3xl gap-3">
          {Array.from({ length: MAX_TIERS }, (_, i) => (
            <li key={i} className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-3">
              {field(tierField(i, 'min_qty'), t('seller.tierFrom', { n: i + 1 }))}
              {field(tierField(i, 'unit_price'), t('seller.tierPrice', { n: i + 1 }), { inputMode: 'decimal' })}
            </li>
          ))}
        </ol>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent="save">{t('seller.save')}</SubmitButton>
        <Link to={closeHref} className={SECONDARY} preventScrollReset>
          {t('seller.close')}
        </Link>
      </div>
    </Form>
  );
}

export default function SellerProducts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const unitName = useUnitName();
  const formatPrice = useFormatPrice();
  const formatCount = useFormatCount();
  const { pathname, search: query } = useLocation();
  const { search, list, edit } = loaderData;
  const result = resultFor(actionData as FormResult | undefined, 'save');
  const editing = Number(result?.values.id) || edit;
  const href = (editId: number | null) => {
    const params = new URLSearchParams(query);
    params.delete('done');
    if (editId) params.set('edit', String(editId));
    else params.delete('edit');
    const text = params.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('seller.productsTitle')}</h1>
      {!result && <ActionNote />}
      <Form method="get" role="search" aria-label={t('seller.searchProducts')} className="mb-5 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="product-search" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('seller.searchProducts')}
          </label>
          <input id="product-search" type="search" name="search" defaultValue={search} maxLength={100} className={INPUT} />
        </div>
        <button type="submit" className={PRIMARY}>
          {t('seller.search')}
        </button>
      </Form>
      {search && <p className="mb-4 text-slate-700">{t('seller.productsFoundFor', { search, count: formatCount(list.meta.total) })}</p>}
      {list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center font-semibold text-slate-800">{t('NO.RESULT.FOUND')}</p>
      ) : (
        <ul aria-label={t('seller.productsTitle')} className="grid gap-3">
          {list.data.map((p) => (
            <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 sm:grid-cols-[3.5rem_minmax(0,1fr)_auto] sm:items-center">
                {p.image_url ? <img src={p.image_url} alt="" width={56} height={56} loading="lazy" className="size-14 rounded-lg border border-slate-200 object-contain" /> : <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-lg bg-slate-100 text-xl font-bold text-slate-400">{p.product_name.trim().charAt(0).toUpperCase() || '?'}</span>}
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{p.product_name}</p>
                  <p className="text-sm text-slate-600">
                    {unitName(p.unit)} · {formatPrice(p.price_after_discount)}
                    {p.discount_percent > 0 && <span className="ml-1 text-slate-500 line-through">{formatPrice(p.price)}</span>}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t('seller.stockOf', { count: formatCount(p.stock_count) })} · {t('seller.rulesOf', { min: p.min_qty, step: p.qty_step })}
                    {p.max_qty !== null && ` · ${t('seller.maxOf', { max: p.max_qty })}`}
                    {p.price_tiers.length > 0 && ` · ${t('seller.tiersOf', { count: p.price_tiers.length })}`}
                  </p>
                </div>
                {editing !== p.id && (
                  <Link to={href(p.id)} preventScrollReset className={`${SECONDARY} col-span-2 sm:col-span-1`} aria-label={t('seller.editOf', { name: p.product_name })}>
                    {t('seller.edit')}
                  </Link>
                )}
              </div>
              {editing === p.id && <ProductEditor product={p} result={result} closeHref={href(null)} />}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.meta.page} lastPage={list.meta.last_page} />
    </>
  );
}
