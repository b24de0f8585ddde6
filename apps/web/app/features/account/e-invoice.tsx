import type { Company } from '@borong/contracts/e-invoice';
import { NOT_SST_REGISTERED } from '@borong/contracts/e-invoice';
import { useT } from '../../i18n/i18n';
import { TextField } from '../../ui/form/fields';
import type { FieldErrors } from '../../ui/form/form-errors';

/** The e-invoice details a form asks for, as the contract names them: the same fields in the profile and at checkout. */
export const E_INVOICE_FIELDS = ['tin', 'reg_no', 'sst_reg_no', 'email'] as const;

/** The four e-invoice fields, filled from what the profile holds (the sign-up's registration number and e-mail until then). */
export function EInvoiceFields({ company, email, errors }: { company: Company | null; email: string; errors: FieldErrors | undefined }) {
  const t = useT();
  const given = company?.e_invoice;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="tin" label={t('einvoice.tin')} hint={t('einvoice.tinHint')} maxLength={14} autoComplete="off" defaultValue={given?.tin ?? ''} errors={errors} className="[&_input]:uppercase" />
      <TextField name="reg_no" label={t('einvoice.regNo')} maxLength={12} autoComplete="off" defaultValue={given?.reg_no ?? company?.reg_no ?? ''} errors={errors} />
      <TextField name="sst_reg_no" label={t('einvoice.sstNo')} hint={t('einvoice.sstHint')} maxLength={17} autoComplete="off" defaultValue={given && given.sst_reg_no !== NOT_SST_REGISTERED ? given.sst_reg_no : ''} errors={errors} className="[&_input]:uppercase" />
      <TextField name="email" type="email" label={t('einvoice.email')} maxLength={254} autoComplete="email" defaultValue={given?.email ?? email} errors={errors} />
    </div>
  );
}

/** The details an e-invoice names the buyer with, or the consolidated e-invoice's note. */
export function EInvoiceSummary({ company }: { company: Company }) {
  const t = useT();
  const given = company.e_invoice;
  if (!given) return <p className="text-sm text-slate-600">{t('einvoice.none')}</p>;
  const rows: [string, string][] = [
    [t('einvoice.tin'), given.tin],
    [t('einvoice.regNo'), given.reg_no],
    [t('einvoice.sstNo'), given.sst_reg_no === NOT_SST_REGISTERED ? t('einvoice.sstNotRegistered') : given.sst_reg_no],
    [t('einvoice.email'), given.email],
  ];
  return (
    <>
      <p className="text-sm font-semibold text-slate-900">{t('einvoice.to', { company: company.company_name })}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[14rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
