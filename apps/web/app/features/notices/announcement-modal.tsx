import { Link } from '../../ui/link';
import { useLocalePath, useT } from '../../i18n/i18n';
import { Modal } from '../../ui/modal';

/** The announcement (spec §2): Give feedback (to /feedback) or Maybe later; either completes it. */
export function AnnouncementModal({ open, message, onClose }: { open: boolean; message?: string; onClose: () => void }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Modal
      open={open}
      onClose={onClose}
      notice
      title={t('notices.announcementTitle')}
      footer={
        <>
          <button type="button" onClick={onClose} className="inline-flex h-11 items-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50">
            {t('notices.maybeLater')}
          </button>
          <Link to={localePath('/feedback')} onClick={onClose} className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
            {t('notices.giveFeedback')}
          </Link>
        </>
      }
    >
      <p className="text-slate-700">{message || t('notices.announcementText')}</p>
    </Modal>
  );
}
