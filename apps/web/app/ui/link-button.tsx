import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link until the page hydrates (a page that does the same without JavaScript), then a button
 * that does `onPress` instead — on the same element. An `<a>` swapped for a `<button>` at
 * hydration dropped the focus of a visitor who had tabbed to it: the next Tab started again from
 * the top of the page.
 */
export function LinkButton({ to, hydrated, onPress, opensDialog = false, className, children }: { to: string; hydrated: boolean; onPress: () => void; opensDialog?: boolean; className: string; children: ReactNode }) {
  const button = hydrated
    ? {
        role: 'button',
        'aria-haspopup': opensDialog ? ('dialog' as const) : undefined,
        onClick: (event: MouseEvent) => {
          event.preventDefault();
          onPress();
        },
        // A button's key, which a link does not answer to (Enter is a click on either).
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          onPress();
        },
      }
    : {};
  return (
    <Link to={to} className={className} {...button}>
      {children}
    </Link>
  );
}
