import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useNotices } from '../notices/notice-provider';
import { isDeliveryLocked } from './delivery';
import { useDeliveryPostcode } from './delivery-store';

function PinIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

/**
 * The header's delivery-setting button (spec §2): it shows the chosen postcode or "Set delivery
 * location" and queues the store-selection task, which opens the delivery modal. On paths where
 * an order is being placed (voucher shipping, checkout, payment) it is disabled, so the address
 * cannot change under the order.
 */
export function DeliveryButton() {
  const t = useT();
  const { pathname } = useLocation();
  const postcode = useDeliveryPostcode();
  const { enqueueNotice } = useNotices();
  const locked = isDeliveryLocked(pathname);
  const label = postcode ? t('delivery.deliverTo', { postcode }) : t('delivery.setLocation');
  return (
    <button
        type="button"
        onClick={() => enqueueNotice({ type: 'STORE_SELECTION', priority: 'HIGH' })}
        disabled={locked}
        title={locked ? t('delivery.locked') : undefined}
        aria-haspopup="dialog"
        data-static-delivery-open
        className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent"
      >
        <PinIcon />
        {/* Narrow screens show the icon (and from 480 px the postcode); the full label stays for screen readers. */}
        <span data-static-delivery-label className="hidden lg:inline">
          {label}
        </span>
        <span data-static-delivery-short aria-hidden="true" className="hidden sm:inline lg:hidden">
          {postcode}
        </span>
        <span data-static-delivery-label className="sr-only lg:hidden">
          {label}
        </span>
        {locked && <span className="sr-only">{t('delivery.locked')}</span>}
    </button>
  );
}
