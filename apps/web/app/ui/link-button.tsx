import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from './link';

/**
 * A link until the page hydrates (a page that does the same without JavaScript), then a button
 * that does `onPress` instead — on the same element. An `<a>` swapped for a `<button>` at
 * hydration dropped the focus of a visitor who had tabbed to it: the next Tab started again from
 * the top of the page.
 */
export function LinkButton({ to, hydrated, onPress, opensDialog = false, className, children }: { to: string; hydrated: boolean; onPress: () => void; opensDialog?: boolean; className: string; children: ReactNode }) {
  // A button acts on Space when the key comes up, as a <button> does: acting on keydown opened a
  // dialog whose close button then took the keyup (Firefox acts on it), and a held key repeated.
  const spacePressed = useRef(false);
  const button = hydrated
    ? {
        role: 'button',
        'aria-haspopup': opensDialog ? ('dialog' as const) : undefined,
        onClick: (event: MouseEvent) => {
          event.preventDefault();
          onPress();
        },
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key !== ' ') return;
          // No page scroll; Enter is a click on a link already.
          event.preventDefault();
          if (!event.repeat) spacePressed.current = true;
        },
        onKeyUp: (event: KeyboardEvent) => {
          if (event.key !== ' ' || !spacePressed.current) return;
          spacePressed.current = false;
          onPress();
        },
      }
    : {};
  // tabIndex: Safari, and Firefox on macOS, leave links out of the Tab order by default; a button must be in it.
  return (
    <Link to={to} className={className} tabIndex={0} {...button}>
      {children}
    </Link>
  );
}
