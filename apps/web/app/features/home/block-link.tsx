import type { Link as BlockLinkData } from '@borong/contracts/content';
import type { ReactNode } from 'react';
import { Link } from '../../ui/link';
import { useLocalePath } from '../../i18n/i18n';
import { resolveBlockLink } from './block-links';

/**
 * A banner, slide, image or hotspot link (see `resolveBlockLink`): another site's address is a
 * plain `<a>`; a page of this site navigates in the app.
 */
export function BlockLink({ link, className, label, style, children }: { link: Partial<BlockLinkData>; className?: string; label?: string; style?: React.CSSProperties; children?: ReactNode }) {
  const localePath = useLocalePath();
  const { href, external } = resolveBlockLink(link, localePath);
  if (external || link.link_type === 'custom_url') {
    return (
      <a href={href} className={className} aria-label={label} style={style}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} aria-label={label} style={style}>
      {children}
    </Link>
  );
}
