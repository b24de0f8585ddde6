import { data } from 'react-router';
import { PRODUCT_TYPES } from '@borong/contracts/catalogue';
import { listProductBodySchema, shoppingListBodySchema } from '@borong/contracts/shopping-lists';
import type { Route } from './+types/shopping-list-save';
import { signedInApi, required } from '../features/account/account.server';
import { apiErrorText, invalid } from '../ui/form/form-answer.server';
import { formValues, issuesToFieldErrors } from '../ui/form/form-errors';
import { shoppingListsApi } from '../features/shopping-lists/api';
import { SaveToPanel, type SaveToResult } from '../features/shopping-lists/save-to';
import { useT } from '../i18n/i18n';
import { pageMeta } from '../lib/meta';
import { notFound } from '../lib/responses.server';
import { CONTAINER } from '../ui/container';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'saveTo.title' });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

function productOf(url: URL) {
  const id = url.searchParams.get('product_id') ?? '';
  const type = url.searchParams.get('product_type') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id) || !(PRODUCT_TYPES as readonly string[]).includes(type)) return null;
  return { id: Number(id), type: type as (typeof PRODUCT_TYPES)[number] };
}

/**
 * The "Save to…" step (spec §2) for one product: the buyer's lists, each saying whether it holds
 * the product already. The product page's modal loads this with a fetcher; without JavaScript the
 * same panel is this page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = shoppingListsApi(signedInApi(context, request));
  const product = productOf(new URL(request.url));
  if (!product) throw notFound();
  const lists = required(await api.shoppingLists({ product_id: product.id }), request);
  return { product, lists: lists.shopping_lists.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = shoppingListsApi(signedInApi(context, request));
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const values = formValues(form);
  if (intent === 'create') {
    const parsed = shoppingListBodySchema.safeParse({ name: values.name, description: values.description });
    if (!parsed.success) return invalid(intent, issuesToFieldErrors(parsed.error.issues), values);
    const result = await api.saveShoppingList(parsed.data);
    if (!result.ok) return data<SaveToResult>({ intent, errors: result.error.errors ?? { form: [result.status >= 500 ? '' : apiErrorText(request, result)] }, values }, { status: 400 });
    return { intent, errors: {}, values, created: { id: result.data.data.id, name: result.data.data.name } } satisfies SaveToResult;
  }
  if (intent === 'add') {
    const parsed = listProductBodySchema.safeParse(values);
    if (!parsed.success) return invalid(intent, issuesToFieldErrors(parsed.error.issues), values);
    const result = await api.addToShoppingList(parsed.data);
    // Spec §8: the server's errorMsg goes to a danger alert; a failure without one gets the generic text.
    if (!result.ok) return data<SaveToResult>({ intent, errors: {}, values, errorMsg: result.status >= 500 ? '' : apiErrorText(request, result) }, { status: result.status === 404 ? 404 : 400 });
    return { intent, errors: {}, values, added: { listId: parsed.data.shopping_list_id, message: result.data.message } } satisfies SaveToResult;
  }
  return invalid(intent, { form: [''] });
}

export default function ShoppingListSavePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={`${CONTAINER} max-w-lg py-8`}>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('saveTo.title')}</h1>
      <SaveToPanel product={loaderData.product} lists={loaderData.lists} result={actionData as SaveToResult | undefined} />
    </div>
  );
}
