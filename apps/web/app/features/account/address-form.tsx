import { Form, Link } from 'react-router';
import { addressBodySchema, addressFieldsSchema, type Address } from '@borong/contracts/addresses';
import { useT } from '../../i18n/i18n';
import { FormError, SECONDARY, SelectField, SubmitButton, TextField } from '../../ui/form/fields';
import { useFormValidation } from '../../ui/form/use-form-validation';
import type { FormResult } from '../../ui/form/form-errors';

interface State {
  id: number;
  name: string;
}

interface AddressFormProps {
  intent: 'add' | 'edit' | 'billing';
  title: string;
  states: State[];
  address?: Address | null;
  result?: FormResult;
  cancelHref: string;
}

/** The address fields (ours: the spec does not show them), for add, edit and the billing address. */
export function AddressForm({ intent, title, states, address, result, cancelHref }: AddressFormProps) {
  const t = useT();
  const { errors, form } = useFormValidation(intent === 'billing' ? addressFieldsSchema : addressBodySchema, { serverErrors: result?.errors });
  const value = (name: keyof Address, fallback = '') => result?.values[name] ?? (address ? String(address[name] ?? '') : fallback);
  return (
    <section aria-labelledby={`${intent}-form-title`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${intent}-form-title`} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" {...form}>
        {address && intent === 'edit' && <input type="hidden" name="id" value={address.id} />}
        <div className="sm:col-span-2">
          <FormError errors={errors} />
        </div>
        <TextField name="recipient_name" label={t('address.recipient')} errors={errors} defaultValue={value('recipient_name')} autoComplete="name" required maxLength={100} />
        <TextField name="phone" label={t('address.phone')} hint={t('address.phoneHint')} errors={errors} defaultValue={value('phone')} autoComplete="tel" inputMode="tel" required />
        <div className="sm:col-span-2">
          <TextField name="address_1" label={t('address.line1')} errors={errors} defaultValue={value('address_1')} autoComplete="address-line1" required maxLength={150} />
        </div>
        <div className="sm:col-span-2">
          <TextField name="address_2" label={t('address.line2')} errors={errors} defaultValue={value('address_2')} autoComplete="address-line2" maxLength={150} />
        </div>
        <TextField name="city" label={t('address.city')} errors={errors} defaultValue={value('city')} autoComplete="address-level2" required maxLength={80} />
        <SelectField
          name="state_id"
          label={t('address.state')}
          errors={errors}
          placeholder={t('address.chooseState')}
          options={states.map((s) => ({ value: s.id, label: s.name }))}
          defaultValue={value('state_id')}
          required
          autoComplete="address-level1"
        />
        <TextField name="zip" label={t('address.zip')} hint={t('address.zipHint')} errors={errors} defaultValue={value('zip')} autoComplete="postal-code" inputMode="numeric" maxLength={5} required />
        {intent !== 'billing' && (
          <label className="flex min-h-11 items-center gap-3 self-end font-medium text-slate-800">
            <input type="checkbox" name="default" value="Y" defaultChecked={address?.default === 'Y'} disabled={address?.default === 'Y'} className="size-5 accent-brand-700" />
            {address?.default === 'Y' ? t('address.isDefault') : t('address.makeDefault')}
          </label>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <SubmitButton intent={intent}>{t('accountForm.save')}</SubmitButton>
          <Link to={cancelHref} className={SECONDARY}>
            {t('accountForm.cancel')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
