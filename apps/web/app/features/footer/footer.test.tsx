import { describe, expect, it } from 'vitest';
import type { NavGroup } from '../navigation/navigation';
import { renderAt, tagsWith } from '../../test/render';
import { Footer, PAYMENT_NAMES } from './footer';

const groups: NavGroup[] = [
  {
    id: 1,
    name: 'Customer care',
    href: null,
    newTab: false,
    entries: [
      { id: 1, name: 'Contact us', href: '/contact-us', newTab: true },
      { id: 2, name: 'Privacy policy', href: '/privacy-policy', newTab: false },
    ],
  },
];

describe('Footer', () => {
  const html = renderAt('/', <Footer groups={groups} year={2026} />);

  it('shows each group with its entries as links, new tab only when asked', () => {
    expect(html).toContain('Customer care');
    expect(tagsWith(html, '<a', 'href="/contact-us"', 'target="_blank"', 'rel="noopener"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/privacy-policy"')).toEqual([expect.not.stringContaining('target=')]);
  });

  it('shows the copyright line and the accepted payments', () => {
    expect(html).toContain('© 2026 Borong. All rights reserved.');
    for (const name of PAYMENT_NAMES) expect(html).toContain(`>${name}<`);
  });
});
