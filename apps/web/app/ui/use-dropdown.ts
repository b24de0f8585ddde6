import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';

const HOVER_CLOSE_DELAY_MS = 150;

/** Links and buttons a keyboard can reach inside `root`, in document order, visible ones only. */
export function focusableIn(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter((el) => el.getClientRects().length > 0);
}

/** Moves focus within `items` for Arrow keys, Home and End; returns whether it handled the key. */
export function moveFocus(items: HTMLElement[], key: string): boolean {
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (key === 'ArrowDown') next = current < 0 ? 0 : (current + 1) % items.length;
  else if (key === 'ArrowUp') next = current < 0 ? items.length - 1 : (current - 1 + items.length) % items.length;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}

/**
 * A disclosure dropdown (a button that shows a panel of links): `aria-expanded`,
 * `aria-haspopup` and `aria-controls` on the button; opens on click, on hover when asked, and
 * with ArrowDown; Arrow keys move between the links; Escape closes it and gives focus back to
 * the button; a click outside, tabbing away or navigating closes it.
 */
export function useDropdown({ openOnHover = false }: { openOnHover?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Opened by the pointer passing over it: a click then keeps it open (the buyer reached for the
  // button to open it) and it stays until a click or Escape, no longer closing when the pointer leaves.
  const openedByHover = useRef(false);

  // Close when the page changes (a link in the panel was followed).
  const { key: locationKey } = useLocation();
  const [seenKey, setSeenKey] = useState(locationKey);
  if (seenKey !== locationKey) {
    setSeenKey(locationKey);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const close = useCallback(
    (restoreFocus: boolean) => {
      setOpen(false);
      if (restoreFocus) buttonRef.current?.focus();
    },
    [],
  );

  const openAndFocus = (which: 'first' | 'last') => {
    flushSync(() => setOpen(true));
    const items = focusableIn(panelRef.current);
    (which === 'first' ? items[0] : items[items.length - 1])?.focus();
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-haspopup': 'true' as const,
    'aria-controls': panelId,
    onClick: () => {
      // A click on a menu hovering opened pins it open; any other click toggles it.
      const pin = open && openedByHover.current;
      openedByHover.current = false;
      if (!pin) setOpen(!open);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        close(true);
      }
    },
  };

  const containerProps = {
    ref: containerRef,
    onMouseEnter: openOnHover
      ? () => {
          clearTimeout(hoverTimer.current);
          if (!open) {
            openedByHover.current = true;
            setOpen(true);
          }
        }
      : undefined,
    onMouseLeave: openOnHover
      ? () => {
          clearTimeout(hoverTimer.current);
          if (open && openedByHover.current) hoverTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
        }
      : undefined,
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
    },
  };

  const panelProps = {
    ref: panelRef,
    id: panelId,
    'data-open': open ? '' : undefined,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close(true);
      } else if (moveFocus(focusableIn(panelRef.current), event.key)) {
        event.preventDefault();
      }
    },
  };

  return { open, setOpen, close, panelRef, buttonProps, containerProps, panelProps };
}
