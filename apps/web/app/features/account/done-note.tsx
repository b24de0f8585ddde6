import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n';

/** What each `?done=` note says; an unknown note shows nothing. */
const NOTES: Record<string, MessageKey> = {
  addressAdded: 'accountDone.addressAdded',
  addressUpdated: 'accountDone.addressUpdated',
  addressDeleted: 'accountDone.addressDeleted',
  defaultSet: 'accountDone.defaultSet',
  billingSaved: 'accountDone.billingSaved',
  listCreated: 'accountDone.listCreated',
  listUpdated: 'accountDone.listUpdated',
  listsDeleted: 'accountDone.listsDeleted',
  productRemoved: 'accountDone.productRemoved',
  cardLinked: 'accountDone.cardLinked',
  applied: 'accountDone.applied',
  orderCancelled: 'orders.cancelledNote',
  orderCompleted: 'orders.completedNote',
  disputeOpened: 'disputes.openedNote',
  verificationSent: 'accountDone.verificationSent',
  alreadyVerified: 'accountDone.alreadyVerified',
  passwordChanged: 'accountDone.passwordChanged',
};

/**
 * The confirmation after a change (post/redirect/get), announced politely. With `focus`, the
 * note takes the focus when it appears: the control that made the change is gone from the page
 * (a cancelled order has no "Cancel order"), so keyboard users continue from the answer.
 */
export function DoneNote({ focus = false }: { focus?: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const key = NOTES[params.get('done') ?? ''];
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus && key) note.current?.focus();
  }, [focus, key]);
  return (
    <div role="status" className="empty:hidden">
      {key && (
        <p ref={note} tabIndex={focus ? -1 : undefined} className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
          {t(key)}
        </p>
      )}
    </div>
  );
}
