import { useT } from '../../i18n/i18n';
import { Modal } from '../../ui/modal';

export type ResultOutcome = 'success' | 'failure';

/** The common result modal (spec §2): the text in green on success, red on failure, and Close. */
export function ResultModal({ outcome, message, onClose }: { outcome: ResultOutcome | null; message: string; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={outcome !== null}
      onClose={onClose}
      title={outcome === 'success' ? t('auth.resultSuccess') : t('auth.resultFailure')}
      footer={
        <button type="button" onClick={onClose} className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {t('auth.close')}
        </button>
      }
    >
      <p role="status" className={outcome === 'success' ? 'font-medium text-green-800' : 'font-medium text-red-700'}>
        {message}
      </p>
    </Modal>
  );
}
