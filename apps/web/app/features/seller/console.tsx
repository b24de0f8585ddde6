import type { OrderStatus } from '@borong/contracts/statuses';
import { useEffect, useRef, type RefObject } from 'react';
import { Form, NavLink, useLocation, useSearchParams } from 'react-router';
import type { MessageKey } from '../../i18n/en';
import { useLocalePath, useT } from '../../i18n/i18n';
import { INPUT, SECONDARY } from '../../ui/form/fields';
import type { FormResult } from '../../ui/form/form-errors';
import { ORDER_STATUS_LABELS } from './labels';

export interface ConsoleStore {
  id: number;
  domain_name: string;
  role: 'owner' | 'staff';
}

const NAV_LINK =
  'inline-flex min-h-11 items-center whitespace-nowrap border-b-2 border-transparent px-2 font-semibold text-slate-600 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800 sm:px-3';

/**
 * The console's frame above each page: the store (and, for a seller of several, a switcher: a GET
 * form, so it works before hydration) and the sections, the current one marked aria-current. On
 * a phone the sections do not all fit in a row: they scroll sideways, the current one in view.
 */
export function ConsoleHeader({ stores, store }: { stores: readonly ConsoleStore[]; store: ConsoleStore }) {
  const t = useT();
  const localePath = useLocalePath();
  const base = localePath(`/seller/${store.id}`);
  const sections = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = sections.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    // Scrolls the list only, never the page (as scrollIntoView could).
    if (current.offsetLeft < list.scrollLeft || current.offsetLeft + current.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = current.offsetLeft + current.offsetWidth - list.clientWidth;
  }, [pathname]);
  return (
    <div className="mb-6 border-b border-slate-200">
      <div className="flex flex-col gap-3 pb-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('seller.console')}</p>
          <p className="truncate text-lg font-bold text-slate-900">
            {store.domain_name} <span className="text-sm font-medium text-slate-600">· {t(store.role === 'owner' ? 'seller.roleOwner' : 'seller.roleStaff')}</span>
          </p>
        </div>
        {stores.length > 1 && (
          <Form method="get" action={localePath('/seller')} className="flex items-end gap-2">
            <div>
              <label htmlFor="store-switch" className="mb-1 block text-sm font-semibold text-slate-800">
                {t('seller.switchStore')}
              </label>
              <select id="store-switch" name="store" defaultValue={store.id} className={`${INPUT} max-w-[14rem]`}>
                {stores.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.domain_name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={SECONDARY}>
              {t('seller.switch')}
            </button>
          </Form>
        )}
      </div>
      <nav aria-label={t('seller.sections')}>
        <ul ref={sections} className="relative -mb-px flex gap-1 overflow-x-auto [scrollbar-width:none] sm:gap-2">
          <li>
            <NavLink to={`${base}/orders`} className={NAV_LINK}>
              {t('seller.orders')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/products`} className={NAV_LINK}>
              {t('seller.products')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/disputes`} className={NAV_LINK}>
              {t('seller.disputes')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/e-invoices`} className={NAV_LINK}>
              {t('seller.eInvoices')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** What each `?done=` note says after an action. */
const NOTES: Record<string, MessageKey> = {
  accepted: 'seller.done.accepted',
  rejected: 'seller.done.rejected',
  ready: 'seller.done.ready',
  shipped: 'seller.done.shipped',
  collected: 'seller.done.collected',
  cancelled: 'seller.done.cancelled',
  tracked: 'seller.done.tracked',
  disputeAnswered: 'seller.done.disputeAnswered',
  productSaved: 'seller.done.productSaved',
  unchanged: 'seller.done.unchanged',
};

/**
 * The confirmation after an action (post/redirect/get). It takes the focus when it appears, so a
 * keyboard or screen-reader user whose button went away with the order's new state lands on what
 * happened, not at the top of the document.
 */
export function ActionNote() {
  const t = useT();
  const [params] = useSearchParams();
  const { key: locationKey } = useLocation();
  const key = NOTES[params.get('done') ?? ''];
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key, locationKey]);
  return (
    <div role="status" className="empty:hidden">
      {key && (
        <p ref={ref} tabIndex={-1} className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
          {t(key)}
        </p>
      )}
    </div>
  );
}

/** After an action answered with errors: the focus goes to the first flagged field of `form`, or to its message. */
export function useFocusOnErrors(form: RefObject<HTMLElement | null>, result: FormResult | undefined) {
  useEffect(() => {
    if (!result || !form.current) return;
    const target = form.current.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (target && target.getAttribute('role') === 'alert') target.tabIndex = -1;
    target?.focus();
  }, [form, result]);
}

const STATUS_TONES: Record<OrderStatus, string> = {
  NEW_ORDER: 'bg-amber-50 text-amber-900 ring-amber-200',
  PROCESSED: 'bg-sky-50 text-sky-900 ring-sky-200',
  READY_TO_SHIP: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  SHIPPED: 'bg-violet-50 text-violet-900 ring-violet-200',
  COMPLETE: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  CANCELLED: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <span className={`${BADGE} ${STATUS_TONES[status]}`}>{t(ORDER_STATUS_LABELS[status])}</span>;
}

/** The badge of a paid order the seller has not accepted yet: the inbox's call to act. */
export function AcceptBadge() {
  const t = useT();
  return <span className={`${BADGE} bg-orange-100 text-orange-900 ring-orange-300`}>{t('seller.toAccept')}</span>;
}
