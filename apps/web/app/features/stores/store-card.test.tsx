import type { Store } from '@borong/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import { StoreCard, StoreGrid, cssString } from './store-card';

const store: Store = {
  id: 7,
  url: 'kedai-runcit-ali',
  logo: '/api/media/stores/7.svg',
  domain_name: 'Kedai Runcit Ali',
  upper_right_text: null,
  top_category_text: 'Food & Beverage',
  industry_text: 'Retail',
  description: null,
  tier: null,
  state: null,
};

describe('StoreCard', () => {
  it('links to the store in a new tab, in the visitor language', () => {
    expect(tagsWith(renderAt('/', <StoreCard store={store} />), '<a', 'href="/store/kedai-runcit-ali"', 'target="_blank"', 'rel="noopener"')).toHaveLength(1);
    expect(tagsWith(renderAt('/bm', <StoreCard store={store} />), '<a', 'href="/bm/store/kedai-runcit-ali"')).toHaveLength(1);
  });

  it('shows the logo with explicit size and alt text, name, top category and industry', () => {
    const html = renderAt('/', <StoreCard store={store} />);
    expect(tagsWith(html, '<img', 'src="/api/media/stores/7.svg"', 'width="72"', 'height="72"', 'alt="Kedai Runcit Ali logo"')).toHaveLength(1);
    expect(html).toContain('Kedai Runcit Ali');
    expect(html).toContain('Food &amp; Beverage');
    expect(html).toContain('Retail');
  });

  it('shows a placeholder when the store has no logo', () => {
    const html = renderAt('/', <StoreCard store={{ ...store, logo: null }} />);
    expect(html).not.toContain('<img');
    expect(tagsWith(html, 'role="img"', 'aria-label="Kedai Runcit Ali logo"')).toHaveLength(1);
  });

  it('shows the VIP badge, explained, only for VIP stores', () => {
    expect(renderAt('/', <StoreCard store={store} />)).not.toContain('VIP DIRECT');
    const vip = renderAt('/', <StoreCard store={{ ...store, upper_right_text: 'VIP' }} />);
    expect(tagsWith(vip, '<button', 'aria-label="VIP DIRECT seller', 'aria-describedby=')).toHaveLength(1);
    expect(tagsWith(vip, 'role="tooltip"')).toHaveLength(1);
  });

  it('explains the badge with the tier from the tiers API when the page has it', () => {
    const tier = { name: 'VIP DIRECT', description: 'Brand owners selling directly.' };
    const vip = renderAt('/', <StoreCard store={{ ...store, upper_right_text: 'VIP' }} vipTier={tier} />);
    const tipId = /aria-describedby="([^"]+)"/.exec(vip)?.[1];
    expect(tipId).toBeTruthy();
    expect(tagsWith(vip, `id="${tipId}"`, 'role="tooltip"')).toHaveLength(1);
    expect(vip).toContain('Brand owners selling directly.');
  });
});

describe('StoreGrid', () => {
  it('renders one list item per store and loads only the first logos eagerly', () => {
    const stores = [1, 2, 3, 4].map((id) => ({ ...store, id, url: `s-${id}` }));
    const html = renderAt('/', <StoreGrid stores={stores} eagerCount={2} />);
    expect(html.match(/<li[\s>]/g)).toHaveLength(4);
    expect(tagsWith(html, '<img', 'loading="eager"')).toHaveLength(2);
    expect(tagsWith(html, '<img', 'loading="lazy"')).toHaveLength(2);
  });
});

describe('StoreGrid with a VIP tier', () => {
  const tier = { name: 'VIP DIRECT', description: 'Brand owners selling "directly".' };
  const stores = [1, 2, 3].map((id) => ({ ...store, id, url: `s-${id}`, upper_right_text: 'VIP' }));

  it('writes the tier description once, and every badge is described by that copy', () => {
    const html = renderAt('/', <StoreGrid stores={stores} vipTier={tier} />);
    expect(html.split('Brand owners selling').length - 1).toBe(2); // the hidden copy and the grid's custom property
    const described = [...html.matchAll(/aria-describedby="([^"]+)"/g)].map((m) => m[1]);
    expect(described).toHaveLength(3);
    expect(new Set(described).size).toBe(1);
    expect(tagsWith(html, '<p', `id="${described[0]}"`, 'hidden')).toHaveLength(1);
    // A word apart from the description: the hidden copy has no layout to break the line after the name.
    expect(html).toContain('VIP DIRECT</strong> Brand owners');
    expect(tagsWith(html, '<ul', 'style="--vip-tip-name:&quot;VIP DIRECT&quot;;--vip-tip-text:&quot;Brand owners selling \\&quot;directly\\&quot;.&quot;"')).toHaveLength(1);
  });

  it('keeps a grid without VIP stores free of the description', () => {
    const html = renderAt('/', <StoreGrid stores={[store]} vipTier={tier} />);
    expect(html).not.toContain('Brand owners');
    expect(html).not.toContain('--vip-tip');
  });
});

describe('cssString', () => {
  it('quotes text so it cannot end the CSS string or declaration', () => {
    expect(cssString('plain')).toBe('"plain"');
    expect(cssString('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
    expect(cssString('line one\nline two;}')).toBe('"line one\\a line two;}"');
  });
});
