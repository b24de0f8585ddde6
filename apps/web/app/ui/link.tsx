import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { useStaticMarkup } from './static-markup';

/**
 * React Router's `Link`. Where React never runs (`StaticMarkupContext`) it goes without
 * `data-discover`, the mark React Router's browser code finds a page's links by: nothing reads it
 * there, and listings repeat it on every card (issue 13).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const staticMarkup = useStaticMarkup();
  return <RouterLink ref={ref} {...props} discover={staticMarkup ? 'none' : props.discover} />;
});
