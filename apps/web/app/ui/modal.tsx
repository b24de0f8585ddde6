import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { CloseIcon } from './icons';

interface ModalProps {
  open: boolean;
  /** Called when the visitor dismisses it: Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** Visually hidden title, still announced by screen readers. */
  hideTitle?: boolean;
  /** Tailwind width classes; the default suits a form or a message. */
  widthClass?: string;
  /** A full-screen sheet on phones (filter modals, search overlay). */
  fullScreenOnPhone?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  id?: string;
  /**
   * The content stays in the markup while closed, for a page whose own script, not React, opens
   * and closes the dialog (the close button carries `data-modal-close` for it).
   */
  keepMounted?: boolean;
  /**
   * Opened by the notice queue rather than by the buyer (the announcement, the store selection, a
   * queued alert). Every other open modal is one the buyer asked for, and holds the queue.
   */
  notice?: boolean;
}

/** The modals open now that the buyer asked for (issue 14: the notice queue never stacks a dialog over one). */
const buyerDialogs = new Set<string>();
const buyerDialogListeners = new Set<() => void>();

function setBuyerDialog(id: string, open: boolean): void {
  if (open === buyerDialogs.has(id)) return;
  if (open) buyerDialogs.add(id);
  else buyerDialogs.delete(id);
  for (const listener of buyerDialogListeners) listener();
}

/** Whether a modal the buyer asked for is open now. */
export function buyerDialogOpen(): boolean {
  return buyerDialogs.size > 0;
}

/** Hears every change of `buyerDialogOpen()`; returns the unsubscribe. */
export function subscribeBuyerDialogs(listener: () => void): () => void {
  buyerDialogListeners.add(listener);
  return () => void buyerDialogListeners.delete(listener);
}

/**
 * Every modal of the storefront. It is a native `<dialog>` opened with `showModal()`, so the
 * browser makes the rest of the page inert (focus cannot leave it), Escape closes it, and focus
 * returns to whatever opened it. The `open` prop is the single source of truth: the dialog follows
 * it, and every way of closing goes through `onClose`.
 */
export function Modal({ open, onClose, title, hideTitle = false, widthClass = 'w-[min(28rem,calc(100vw-2rem))]', fullScreenOnPhone = false, children, footer, id, keepMounted = false, notice = false }: ModalProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Registered before the effect below opens the dialog, and by a child before its layout's notice
  // queue runs its own effects, so a modal open from the first render holds the queue from the start.
  useEffect(() => {
    if (notice || !open) return;
    setBuyerDialog(titleId, true);
    return () => setBuyerDialog(titleId, false);
  }, [open, notice, titleId]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const sheet = fullScreenOnPhone
    ? 'max-md:m-0 max-md:h-dvh max-md:max-h-none max-md:w-screen max-md:max-w-none max-md:rounded-none'
    : '';

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      // A modal open in the server's HTML (one opened by the URL, like ?action=auth) shows before
      // the page hydrates through app.css; after hydration `showModal()` takes over.
      data-ssr-open={open || undefined}
      // Escape fires `cancel`; the dialog must not close itself behind React's back.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`modal-dialog ${widthClass} ${sheet}`}
    >
      {(open || keepMounted) && (
        <div className="flex max-h-[inherit] flex-col max-md:h-full">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
            <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-semibold'}>
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              data-modal-close
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon size={20} />
              <span className="sr-only">{t('modal.close')}</span>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-5 py-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
