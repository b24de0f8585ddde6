import { Form, Link, redirect, useSearchParams } from 'react-router';
import { addressBodySchema, addressFieldsSchema, type Address } from '@borong/contracts/addresses';
import type { Route } from './+types/address-book';
import { signedInApi, done, required } from '../../features/account/account.server';
import { safeRedirect } from '../../features/auth/auth.server';
import { apiFailure, invalid } from '../../ui/form/form-answer.server';
import { formValues, issuesToFieldErrors } from '../../ui/form/form-errors';
import { accountApi } from '../../features/account/api';
import { AddressForm } from '../../features/account/address-form';
import { DoneNote } from '../../features/account/done-note';
import { DANGER, FormError, PRIMARY, SECONDARY, SubmitButton } from '../../ui/form/fields';
import { resultFor, type FormResult } from '../../ui/form/form-errors';
import { SettingsHeading } from '../../features/account/settings-nav';
import { useT } from '../../i18n/i18n';
import { pageMeta } from '../../lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.addressBookTitle' });
}

/**
 * The checkout that sent the buyer here to add an address (`return_to`), to go back to once it is
 * added; only a checkout of this site, through the one redirect gate.
 */
function checkoutToReturnTo(request: Request): string | null {
  const target = safeRedirect(new URL(request.url).searchParams.get('return_to'), '');
  return /^(\/bm)?\/checkout(\?|$)/.test(target) ? target : null;
}

/** Critical: the address book and the states the form offers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = accountApi(signedInApi(context, request));
  const [book, states] = await Promise.all([api.addresses(), api.states()]);
  return { book: required(book, request), states: states.ok ? states.data.data.map((s) => ({ id: s.id, name: s.name })) : [], returnTo: checkoutToReturnTo(request) };
}

const idOf = (value: FormDataEntryValue | null) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : null);

export async function action({ request, context }: Route.ActionArgs) {
  const api = accountApi(signedInApi(context, request));
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const values = formValues(form);
  if (intent === 'setDefault' || intent === 'delete') {
    const id = idOf(form.get('id'));
    if (id === null) return invalid(intent, { form: [''] });
    const result = intent === 'setDefault' ? await api.setDefaultAddress(id) : await api.deleteAddress(id);
    if (!result.ok) return apiFailure(request, intent, result);
    return done(request, intent === 'setDefault' ? 'defaultSet' : 'addressDeleted');
  }
  if (intent === 'billing') {
    const parsed = addressFieldsSchema.safeParse(values);
    if (!parsed.success) return invalid(intent, issuesToFieldErrors(parsed.error.issues), values);
    const result = await api.saveBillingAddress(parsed.data);
    return result.ok ? done(request, 'billingSaved') : apiFailure(request, intent, result, values);
  }
  if (intent === 'add' || intent === 'edit') {
    const parsed = addressBodySchema.safeParse(values);
    if (!parsed.success) return invalid(intent, issuesToFieldErrors(parsed.error.issues), values);
    const id = idOf(form.get('id'));
    if (intent === 'edit' && id === null) return invalid(intent, { form: [''] }, values);
    const result = intent === 'edit' && id !== null ? await api.editAddress(id, parsed.data) : await api.addAddress(parsed.data);
    const returnTo = checkoutToReturnTo(request);
    if (result.ok && intent === 'add' && returnTo) {
      // Back to the checkout, on its address step with the new address chosen.
      const back = new URL(returnTo, 'http://borong.invalid');
      back.searchParams.set('address_id', String(result.data.data.id));
      back.searchParams.set('step', 'address');
      return redirect(back.pathname + back.search);
    }
    return result.ok ? done(request, intent === 'add' ? 'addressAdded' : 'addressUpdated') : apiFailure(request, intent, result, values);
  }
  return invalid(intent, { form: [''] });
}

function AddressLines({ address }: { address: Address }) {
  return (
    <address className="not-italic text-slate-700">
      <span className="block font-semibold text-slate-900">{address.recipient_name}</span>
      <span className="block">{address.phone}</span>
      <span className="block">{address.address_1}</span>
      {address.address_2 && <span className="block">{address.address_2}</span>}
      <span className="block">
        {address.zip} {address.city}, {address.state_name}
      </span>
    </address>
  );
}

export default function AddressBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { book, states, returnTo } = loaderData;
  const result = actionData as FormResult | undefined;
  const editId = Number(params.get('edit')) || (resultFor(result, 'edit') ? Number(result?.values.id) : null);
  const editing = book.data.find((a) => a.id === editId) ?? null;
  const deleting = book.data.find((a) => a.id === Number(params.get('delete'))) ?? null;
  const adding = params.has('add') || Boolean(resultFor(result, 'add'));
  const billing = params.has('billing') || Boolean(resultFor(result, 'billing'));
  const rowError = resultFor(result, 'setDefault') ?? resultFor(result, 'delete');

  return (
    <>
      <SettingsHeading title={t('accountNav.addressBook')} intro={t('address.intro')} />
      <DoneNote />
      <FormError errors={rowError?.errors} />
      {returnTo && (
        <p className="mb-4">
          <Link to={returnTo} className="font-semibold text-brand-800 underline">
            {t('address.backToCheckout')}
          </Link>
        </p>
      )}
      {adding && <AddressForm intent="add" title={t('address.addTitle')} states={states} result={resultFor(result, 'add')} cancelHref={returnTo ?? '?'} />}
      {editing && <AddressForm intent="edit" title={t('address.editTitle')} states={states} address={editing} result={resultFor(result, 'edit')} cancelHref="?" />}
      {deleting && (
        <section role="alertdialog" aria-labelledby="delete-title" aria-describedby="delete-text" className="mb-5 rounded-xl border border-red-200 bg-red-50 p-5">
          <h2 id="delete-title" className="text-lg font-bold text-red-900">
            {t('address.deleteTitle')}
          </h2>
          <div id="delete-text" className="mt-2">
            <AddressLines address={deleting} />
            {deleting.default === 'Y' && book.data.length > 1 && <p className="mt-2 text-sm text-red-900">{t('address.deleteDefaultNote')}</p>}
          </div>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="id" value={deleting.id} />
            <SubmitButton intent="delete" className={DANGER}>
              {t('address.confirmDelete')}
            </SubmitButton>
            <Link to="?" className={SECONDARY}>
              {t('accountForm.cancel')}
            </Link>
          </Form>
        </section>
      )}

      {!adding && !editing && (
        <p className="mb-5">
          <Link to="?add=1" className={PRIMARY}>
            {t('address.add')}
          </Link>
        </p>
      )}

      {book.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center font-semibold text-slate-800">{t('address.none')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('address.listLabel')}>
          {book.data.map((address) => (
            <li key={address.id} className="flex flex-col justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div>
                {address.default === 'Y' && <span className="mb-2 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800">{t('address.defaultBadge')}</span>}
                <AddressLines address={address} />
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={`?edit=${address.id}`} className={SECONDARY} aria-label={t('address.editOf', { name: address.recipient_name, line: address.address_1 })}>
                  {t('accountForm.edit')}
                </Link>
                {address.default !== 'Y' && (
                  <Form method="post">
                    <input type="hidden" name="id" value={address.id} />
                    <SubmitButton intent="setDefault" row={['id', address.id]} className={SECONDARY} aria-label={t('address.setDefaultOf', { line: address.address_1 })}>
                      {t('address.setDefault')}
                    </SubmitButton>
                  </Form>
                )}
                <Link to={`?delete=${address.id}`} className={SECONDARY} aria-label={t('address.deleteOf', { line: address.address_1 })}>
                  {t('accountForm.delete')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="billing-title" className="mt-10">
        <h2 id="billing-title" className="text-xl font-bold text-slate-900">
          {t('address.billingTitle')}
        </h2>
        {billing ? (
          <div className="mt-3">
            <AddressForm intent="billing" title={t('address.billingEdit')} states={states} address={book.billing_address} result={resultFor(result, 'billing')} cancelHref="?" />
          </div>
        ) : (
          <div className="mt-3 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between">
            {book.billing_address ? <AddressLines address={book.billing_address} /> : <p className="text-slate-700">{t('address.noBilling')}</p>}
            <Link to="?billing=1" className={SECONDARY}>
              {book.billing_address ? t('address.billingEdit') : t('address.billingAdd')}
            </Link>
          </div>
        )}
      </section>
    </>
  );
}
