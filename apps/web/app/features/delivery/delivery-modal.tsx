import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useT } from '../../i18n/i18n';
import { Modal } from '../../ui/modal';
import { useNoticeTask } from '../notices/notice-provider';
import { POSTCODE_CHECK_PATH, postcodeInUse, postcodeProblem } from './delivery';
import { saveDeliveryPostcode, useDeliveryPostcode } from './delivery-store';

/** The address book's messages (accountV.*), so the two postcode fields speak alike. */
const ERROR_TEXT = { required: 'accountV.required', invalid: 'accountV.postcode', blocked: 'delivery.storageBlocked', failed: 'SOMETHING.WRONG.TRY.LATER' } as const;

/** The small form of the delivery modal: a five-digit postcode, saved on this device. */
function DeliveryForm({ current, onDone, inputRef }: { current: string | null; onDone: () => void; inputRef: RefObject<HTMLInputElement | null> }) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<'required' | 'invalid' | 'blocked' | 'failed' | null>(null);
  const [checking, setChecking] = useState(false);

  const refuse = (problem: 'required' | 'invalid' | 'failed') => {
    setError(problem);
    inputRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const typed = String(new FormData(event.currentTarget).get('postcode') ?? '');
    const problem = postcodeProblem(typed);
    if (problem) return refuse(problem);
    const postcode = typed.trim();
    setChecking(true);
    const inUse = await postcodeInUse(POSTCODE_CHECK_PATH, postcode);
    setChecking(false);
    if (inUse !== true) return refuse(inUse === false ? 'invalid' : 'failed');
    if (!saveDeliveryPostcode(postcode)) return setError('blocked');
    onDone();
  };

  const clear = () => {
    if (!saveDeliveryPostcode(null)) return setError('blocked');
    onDone();
  };

  const fieldError = error === 'required' || error === 'invalid';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={checking} className="space-y-4">
      <p className="text-sm text-slate-700">{t('delivery.intro')}</p>
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
          {t('delivery.postcodeLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="postcode"
          defaultValue={current ?? ''}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          pattern="[0-9]{5}"
          aria-invalid={fieldError || undefined}
          aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
          className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-base tracking-widest focus:border-brand-700 aria-invalid:border-red-700"
        />
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {t('delivery.postcodeHint')}
        </p>
        {/* Always present (empty without an error), so a page without React can fill it too. */}
        <p id={errorId} role="alert" data-static-error className="mt-1 text-sm font-medium text-red-800 empty:hidden">
          {error ? t(ERROR_TEXT[error]) : null}
        </p>
      </div>
      <p className="text-xs text-slate-600">{t('delivery.savedOnDevice')}</p>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={clear} hidden={!current} data-static-clear className="h-11 rounded-lg px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100">
          {t('delivery.clear')}
        </button>
        {/* Disabled while the postcode is checked: a second press would otherwise be lost. */}
        <button type="submit" disabled={checking} aria-busy={checking || undefined} className="h-11 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {t('delivery.save')}
        </button>
      </div>
    </form>
  );
}

/** Found by the inline script of a page served without React (see StaticPageScript). */
export const DELIVERY_DIALOG_ID = 'delivery-dialog';

/**
 * The delivery modal (spec §4 "store selection opens the delivery modal"). `scriptFree`: the page
 * has no React in the browser, so the dialog's content is in the markup while closed and the
 * page's inline script (features/static-page) opens and closes it.
 */
export function DeliveryModal({ open, onClose, scriptFree = false }: { open: boolean; onClose: () => void; scriptFree?: boolean }) {
  const t = useT();
  const postcode = useDeliveryPostcode();
  const inputRef = useRef<HTMLInputElement>(null);
  // Runs after the Modal's own effect has opened the dialog (a parent's effects run after its
  // children's), so the postcode field, not the close button, takes the focus.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} notice title={t('delivery.title')} id={DELIVERY_DIALOG_ID} keepMounted={scriptFree}>
      <DeliveryForm current={postcode} onDone={onClose} inputRef={inputRef} />
    </Modal>
  );
}

/**
 * The notice queue's STORE_SELECTION task: whether the buyer asked for it from the header button
 * or a rule (a new default address) queued it. Goes inside `NoticeProvider`.
 */
export function StoreSelection({ scriptFree = false }: { scriptFree?: boolean }) {
  const { open, done } = useNoticeTask('STORE_SELECTION');
  return <DeliveryModal open={open} onClose={done} scriptFree={scriptFree} />;
}
