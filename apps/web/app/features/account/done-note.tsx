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
  verificationSent: 'accountDone.verificationSent',
  alreadyVerified: 'accountDone.alreadyVerified',
  passwordChanged: 'accountDone.passwordChanged',
};

/** The confirmation after a change (post/redirect/get), announced politely. */
export function DoneNote() {
  const t = useT();
  const [params] = useSearchParams();
  const key = NOTES[params.get('done') ?? ''];
  return (
    <div role="status" className="empty:hidden">
      {key && <p className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900">{t(key)}</p>}
    </div>
  );
}
