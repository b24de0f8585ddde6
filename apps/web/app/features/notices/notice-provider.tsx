import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAlert } from '../../ui/alert-modal';
import { announcementDue, isLandingPage, markAnnouncementElsewhere, markAnnouncementShown } from './announcement';
import { AnnouncementModal } from './announcement-modal';
import { NoticeQueue, type NoticeRequest, type NoticeTask } from './notice-queue';
import { DeliveryModal } from '../delivery/delivery-modal';

interface NoticeApi {
  /** Queues a notice; it shows when its turn comes (see `NoticeQueue`). Returns the task's id. */
  enqueueNotice: (request: NoticeRequest) => number;
  /** The task is done (its modal closed); the next one starts 1.5 s later. */
  completeNotice: (id: number) => void;
}

const NoticeContext = createContext<NoticeApi>({ enqueueNotice: () => 0, completeNotice: () => {} });

/**
 * The layout's notices: `enqueueNotice({ type: 'ALERT', priority: 'HIGH', msg })` from any feature
 * (an expired member card, a changed delivery area …). Nothing is queued on the server: callers
 * enqueue from effects and event handlers.
 */
export function useNotices(): NoticeApi {
  return use(NoticeContext);
}

/**
 * Must sit inside `AlertProvider`: queued alerts use the layout's one alert modal. `staticPage`:
 * the page is served without React (see `usePageScripts`), so the delivery dialog is written
 * for the inline script.
 */
export function NoticeProvider({ staticPage, children }: { staticPage: boolean; children: ReactNode }) {
  const { showAlert } = useAlert();
  const [current, setCurrent] = useState<NoticeTask | null>(null);
  const [queue] = useState(() => new NoticeQueue(setCurrent));
  useEffect(() => () => queue.dispose(), [queue]);

  const enqueueNotice = useCallback((request: NoticeRequest) => queue.enqueue(request).id, [queue]);
  const completeNotice = useCallback((id: number) => queue.complete(id), [queue]);
  const api = useMemo(() => ({ enqueueNotice, completeNotice }), [enqueueNotice, completeNotice]);

  // The announcement is queued on the landing page only; any other page sets the flag to 'false'.
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isLandingPage(pathname)) markAnnouncementElsewhere(sessionStorage);
    else if (announcementDue(sessionStorage) && !queue.has('ANNOUNCEMENT')) queue.enqueue({ type: 'ANNOUNCEMENT', priority: 'LOW' });
  }, [pathname, queue]);

  useEffect(() => {
    if (current?.type === 'ANNOUNCEMENT') markAnnouncementShown(sessionStorage);
    if (current?.type === 'ALERT') {
      const id = current.id;
      showAlert(current.msg, { redirectTo: current.redirectTo, goHome: current.goHome, onClose: () => queue.complete(id) });
    }
  }, [current, queue, showAlert]);

  const done = () => {
    if (current) queue.complete(current.id);
  };

  return (
    <NoticeContext value={api}>
      {children}
      <AnnouncementModal open={current?.type === 'ANNOUNCEMENT'} message={current?.msg} onClose={done} />
      <DeliveryModal open={current?.type === 'STORE_SELECTION'} onClose={done} staticPage={staticPage} />
    </NoticeContext>
  );
}
