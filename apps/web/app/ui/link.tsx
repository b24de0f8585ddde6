import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { useIslandMarkup, useStaticMarkup } from './static-markup';

/**
 * A path React Router would write unchanged as the link's `href` (the app has no basename): from
 * the site's root, with no `.`/`..` segment, doubled or back slash, or bare `?`/`#` for it to
 * normalise. Relative paths, objects and other sites' URLs go through React Router.
 */
const PLAIN_PATH = /^(?![^]*(?:\/\.\.?(?:[/?#]|$)|\/\/|\\|[?#]$|\?#))\//;

/**
 * React Router's `Link`. Where no client router runs (markup React never hydrates, and islands),
 * a link to a plain path is just the `<a>` React Router would have written, without
 * `data-discover` (the mark its browser code finds links by, which nothing reads there):
 * resolving each of the hundreds of links on a listing through React Router's hooks was a
 * twentieth of the home page's render, and the mark alone 3 KB of `/brands` (issue 13). Islands
 * import this `Link`, not React Router's (eslint.config.js), so the server and the islands'
 * browser build write the same `<a>`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const staticMarkup = useStaticMarkup();
  const island = useIslandMarkup();
  const noClientRouter = staticMarkup || island;
  if (noClientRouter && typeof props.to === 'string' && PLAIN_PATH.test(props.to) && (props.prefetch ?? 'none') === 'none' && !props.reloadDocument && !props.mask) {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- what only React Router reads stays off the element
    const { to, discover, prefetch, relative, reloadDocument, replace, mask, state, preventScrollReset, viewTransition, defaultShouldRevalidate, ...anchor } = props;
    return <a ref={ref} {...anchor} href={to} />;
  }
  return <RouterLink ref={ref} {...props} discover={noClientRouter ? 'none' : props.discover} />;
});
