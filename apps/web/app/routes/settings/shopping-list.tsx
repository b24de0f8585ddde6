import { Form, Link, useSearchParams } from 'react-router';
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX, deleteShoppingListsBodySchema, shoppingListBodySchema } from '@borong/contracts/shopping-lists';
import type { Route } from './+types/shopping-list';
import { signedInApi, done, required } from '../../features/account/account.server';
import { apiFailure, invalid } from '../../ui/form/form-answer.server';
import { formValues, issuesToFieldErrors, resultFor, type FormResult } from '../../ui/form/form-errors';
import { shoppingListsApi } from '../../features/shopping-lists/api';
import { DoneNote } from '../../features/account/done-note';
import { DANGER, FormError, SECONDARY, SubmitButton, TextField } from '../../ui/form/fields';
import { useFormValidation } from '../../ui/form/use-form-validation';
import { SettingsHeading } from '../../features/account/settings-nav';
import { useLocalePath, useT } from '../../i18n/i18n';
import { pageMeta } from '../../lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.shoppingListTitle' });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const lists = required(await shoppingListsApi(signedInApi(context, request)).shoppingLists(), request);
  return { lists: lists.shopping_lists.data };
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = shoppingListsApi(signedInApi(context, request));
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const values = formValues(form);
  if (intent === 'save') {
    const parsed = shoppingListBodySchema.safeParse(values);
    if (!parsed.success) return invalid(intent, issuesToFieldErrors(parsed.error.issues), values);
    const result = await api.saveShoppingList(parsed.data);
    return result.ok ? done(request, parsed.data.shopping_list_id ? 'listUpdated' : 'listCreated') : apiFailure(request, intent, result, values);
  }
  if (intent === 'bulkDelete') {
    const parsed = deleteShoppingListsBodySchema.safeParse({ shopping_list_ids: form.getAll('shopping_list_ids') });
    if (!parsed.success) return invalid(intent, issuesToFieldErrors(parsed.error.issues));
    const result = await api.deleteShoppingLists(parsed.data.shopping_list_ids);
    return result.ok ? done(request, 'listsDeleted') : apiFailure(request, intent, result);
  }
  return invalid(intent, { form: [''] });
}

export default function ShoppingListsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const { lists } = loaderData;
  const result = actionData as FormResult | undefined;
  const saveResult = resultFor(result, 'save');
  const editing = lists.find((l) => l.id === Number(params.get('edit') ?? saveResult?.values.shopping_list_id)) ?? null;
  const deleteResult = resultFor(result, 'bulkDelete');
  const value = (name: 'name' | 'description') => saveResult?.values[name] ?? editing?.[name] ?? '';
  const save = useFormValidation(shoppingListBodySchema, { serverErrors: saveResult?.errors });

  return (
    <>
      <SettingsHeading title={t('accountNav.shoppingList')} intro={t('shoppingLists.intro')} />
      <DoneNote />
      <section aria-labelledby="list-form-title" className="mb-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="list-form-title" className="text-lg font-bold text-slate-900">
          {editing ? t('shoppingLists.editTitle', { name: editing.name }) : t('shoppingLists.createTitle')}
        </h2>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" {...save.form} key={editing?.id ?? 'new'}>
          {editing && <input type="hidden" name="shopping_list_id" value={editing.id} />}
          <div className="sm:col-span-2">
            <FormError errors={save.errors} />
          </div>
          <TextField name="name" label={t('shoppingLists.name')} hint={t('shoppingLists.nameHint', { max: LIST_NAME_MAX })} errors={save.errors} defaultValue={value('name')} required />
          <TextField name="description" label={t('shoppingLists.description')} hint={t('shoppingLists.descriptionHint', { max: LIST_DESCRIPTION_MAX })} errors={save.errors} defaultValue={value('description')} />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <SubmitButton intent="save">{editing ? t('accountForm.save') : t('shoppingLists.create')}</SubmitButton>
            {editing && (
              <Link to="?" className={SECONDARY}>
                {t('accountForm.cancel')}
              </Link>
            )}
          </div>
        </Form>
      </section>

      {lists.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center font-semibold text-slate-800">{t('shoppingLists.none')}</p>
      ) : (
        <Form method="post" aria-labelledby="lists-title">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="lists-title" className="text-lg font-bold text-slate-900">
              {t('shoppingLists.yourLists', { count: lists.length })}
            </h2>
            <SubmitButton intent="bulkDelete" className={DANGER}>
              {t('shoppingLists.deleteSelected')}
            </SubmitButton>
          </div>
          <FormError errors={deleteResult?.errors} />
          {deleteResult?.errors.shopping_list_ids && (
            <p role="alert" className="mb-3 font-medium text-red-700">
              {t('accountV.chooseLists')}
            </p>
          )}
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {lists.map((list) => (
              <li key={list.id} className="flex flex-wrap items-center gap-3 p-4">
                <input type="checkbox" name="shopping_list_ids" value={list.id} id={`list-${list.id}`} className="size-5 accent-brand-700" />
                <label htmlFor={`list-${list.id}`} className="sr-only">
                  {t('shoppingLists.select', { name: list.name })}
                </label>
                <div className="min-w-0 flex-1">
                  <Link to={localePath(`/settings/shopping-list/${list.id}`)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                    {list.name}
                  </Link>
                  {list.description && <p className="text-sm text-slate-600">{list.description}</p>}
                  <p className="text-sm text-slate-500">{t('shoppingLists.productCount', { count: list.product_count })}</p>
                </div>
                <Link to={`?edit=${list.id}`} className={SECONDARY} aria-label={t('shoppingLists.renameOf', { name: list.name })}>
                  {t('accountForm.edit')}
                </Link>
              </li>
            ))}
          </ul>
        </Form>
      )}
    </>
  );
}
