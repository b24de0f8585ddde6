import { Form, Link } from 'react-router';
import { removeListProductBodySchema } from '@borong/contracts/shopping-lists';
import type { Route } from './+types/shopping-list-detail';
import { signedInApi, done, required } from '../../features/account/account.server';
import { apiFailure, invalid } from '../../ui/form/form-answer.server';
import { formValues, issuesToFieldErrors } from '../../ui/form/form-errors';
import { shoppingListsApi } from '../../features/shopping-lists/api';
import { DoneNote } from '../../features/account/done-note';
import { FormError, PRIMARY, SECONDARY, SubmitButton } from '../../ui/form/fields';
import type { FormResult } from '../../ui/form/form-errors';
import { SettingsHeading } from '../../features/account/settings-nav';
import { ProductPrice, productHref } from '../../features/products/product-card';
import { ProductImagePlaceholder } from '../../features/products/product-image-placeholder';
import { useLocalePath, useT } from '../../i18n/i18n';
import { pageMeta } from '../../lib/meta';
import { notFound } from '../../lib/responses.server';
import { ImageWithFallback } from '../../ui/image';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.shoppingListDetailTitle', vars: { name: loaderData?.list.name ?? '' } });
}

/** One of the buyer's lists; another buyer's id (or a malformed one) is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = shoppingListsApi(signedInApi(context, request));
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
  return { list: required(await api.shoppingList(Number(params.id)), request).data };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const api = shoppingListsApi(signedInApi(context, request));
  const form = await request.formData();
  const values = formValues(form);
  const parsed = removeListProductBodySchema.safeParse({ shopping_list_id: params.id, product_id: values.product_id });
  if (!parsed.success) return invalid('remove', issuesToFieldErrors(parsed.error.issues));
  const result = await api.removeFromShoppingList(parsed.data);
  return result.ok ? done(request, 'productRemoved') : apiFailure(request, 'remove', result);
}

export default function ShoppingListDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const { list } = loaderData;
  const result = actionData as FormResult | undefined;
  return (
    <>
      <p className="mb-3">
        <Link to={localePath('/settings/shopping-list')} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          ← {t('shoppingLists.back')}
        </Link>
      </p>
      <SettingsHeading title={list.name} intro={list.description || undefined} />
      <DoneNote />
      <FormError errors={result?.errors} />
      {list.products.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-slate-800">{t('shoppingLists.empty')}</p>
          <Link to={localePath('/recommended-products')} className={`${SECONDARY} mt-4`}>
            {t('shoppingLists.browse')}
          </Link>
        </div>
      ) : (
        <>
        {/* Posts to the cart's action: the buyer lands on the cart with the list in it (or its answer through a fetcher). */}
        <Form method="post" action={localePath('/cart')} className="mb-4">
          <input type="hidden" name="intent" value="add_list" />
          <input type="hidden" name="shopping_list_id" value={list.id} />
          <button type="submit" className={PRIMARY}>
            {t('cart.addList')}
          </button>
        </Form>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('shoppingLists.productsOf', { name: list.name })}>
          {list.products.map((product) => (
            <li key={product.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <ImageWithFallback
                src={product.image_url}
                alt=""
                width={80}
                height={80}
                className="size-20 shrink-0 rounded-lg bg-slate-50 object-contain"
                fallback={<ProductImagePlaceholder name={product.product_name} className="size-20 shrink-0 rounded-lg text-2xl" />}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <Link to={localePath(productHref(product))} className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-800">
                  {product.product_name}
                </Link>
                <ProductPrice product={product} />
                <Form method="post">
                  <input type="hidden" name="product_id" value={product.id} />
                  <SubmitButton intent="remove" row={['product_id', product.id]} className={SECONDARY} aria-label={t('shoppingLists.removeOf', { name: product.product_name })}>
                    {t('shoppingLists.remove')}
                  </SubmitButton>
                </Form>
              </div>
            </li>
          ))}
        </ul>
        </>
      )}
    </>
  );
}
