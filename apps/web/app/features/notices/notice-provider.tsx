import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAlert } from '../../ui/alert-modal';
import { buyerDialogOpen, subscribeBuyerDialogs } from '../../ui/modal';
import { useRootData } from '../session/root-data';
import { announcementDue, isLandingPage, markAnnouncementElsewhere, markAnnouncementShown } from './announcement';
import { AnnouncementModal } from './announcement-modal';
import { NoticeQueue, type NoticeRequest, type NoticeTask, type NoticeType } from './notice-queue';

interface NoticeApi {
  /** Queues a notice; it shows when its turn comes (see `NoticeQueue`). Returns the task's id. */
  enqueueNotice: (request: NoticeRequest) => number;
  /** The task is done (its modal closed); the next one starts 1.5 s later. */
  completeNotice: (id: number) => void;
}

const NoticeContext = createContext<NoticeApi>({ enqueueNotice: () => 0, completeNotice: () => {} });

/** The task on screen, for the modals that features render for their own notice types. */
const CurrentNoticeContext = createContext<NoticeTask | null>(null);

/**
 * The layout's notices: `enqueueNotice({ type: 'ALERT', priority: 'HIGH', msg })` from any feature
 * (an expired member card, a changed delivery area …). Nothing is queued on the server: callers
 * enqueue from effects and event handlers.
 */
export function useNotices(): NoticeApi {
  return use(NoticeContext);
}

/**
 * Whether a task of `type` is the one on screen, and how to complete it. The feature that owns a
 * notice type renders its modal with this (the delivery feature's store selection), so the queue
 * needs to know no feature's modal.
 */
export function useNoticeTask(type: NoticeType): { open: boolean; done: () => void } {
  const current = use(CurrentNoticeContext);
  const { completeNotice } = useNotices();
  const open = current?.type === type;
  const id = current?.id;
  return { open, done: () => (open && id !== undefined ? completeNotice(id) : undefined) };
}

/**
 * Whether this document has seen the visitor signed out, kept across layouts (registration has
 * its own layout and goes on to the home page): a change to signed in is a sign-in or
 * registration that just happened, not a page opened with a session.
 */
let seenSignedIn: boolean | null = null;

/** Must sit inside `AlertProvider`: queued alerts use the layout's one alert modal. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const { showAlert } = useAlert();
  const [current, setCurrent] = useState<NoticeTask | null>(null);
  const [queue] = useState(() => new NoticeQueue(setCurrent));
  useEffect(() => () => queue.dispose(), [queue]);

  const enqueueNotice = useCallback((request: NoticeRequest) => queue.enqueue(request).id, [queue]);
  const completeNotice = useCallback((id: number) => queue.complete(id), [queue]);
  const api = useMemo(() => ({ enqueueNotice, completeNotice }), [enqueueNotice, completeNotice]);

  // Before anything is queued: a modal the buyer asked for (open from the first render when the
  // URL opened it) holds the queue.
  useEffect(() => {
    queue.hold(buyerDialogOpen());
    return subscribeBuyerDialogs(() => queue.hold(buyerDialogOpen()));
  }, [queue]);

  // Nothing opens by itself right after a sign-in or a registration: the buyer came to do
  // something, so the announcement counts as seen for this session.
  const signedIn = Boolean(useRootData()?.user);
  useEffect(() => {
    if (seenSignedIn === false && signedIn) {
      markAnnouncementShown(sessionStorage);
      queue.withdraw('ANNOUNCEMENT');
    }
    seenSignedIn = signedIn;
  }, [signedIn, queue]);

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
      showAlert(current.msg, { redirectTo: current.redirectTo, goHome: current.goHome, onClose: () => queue.complete(id), queued: true });
    }
  }, [current, queue, showAlert]);

  const done = () => {
    if (current) queue.complete(current.id);
  };

  return (
    <NoticeContext value={api}>
      <CurrentNoticeContext value={current}>
        {children}
        <AnnouncementModal open={current?.type === 'ANNOUNCEMENT'} message={current?.msg} onClose={done} />
      </CurrentNoticeContext>
    </NoticeContext>
  );
}
