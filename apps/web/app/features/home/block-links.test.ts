import { describe, expect, it } from 'vitest';
import type { Link } from '@borong/contracts/content';
import { localizePath } from '../../i18n/locale';
import { resolveBlockLink } from './block-links';

const none: Link = { link_type: 'custom_url', link_url: null, product_id: null, product_type: null, catalogue_url: null };
const en = (path: string) => localizePath(path, 'en');
const bm = (path: string) => localizePath(path, 'bm');

describe('resolveBlockLink', () => {
  it('follows a custom URL as a plain external link', () => {
    expect(resolveBlockLink({ ...none, link_url: 'https://example.com/deals' }, en)).toEqual({ href: 'https://example.com/deals', external: true });
  });

  it('puts a custom site path in the visitor language', () => {
    expect(resolveBlockLink({ ...none, link_url: '/meriah-loyalty-program' }, bm)).toEqual({ href: '/bm/meriah-loyalty-program', external: false });
  });

  it('leads a product link to its detail page with its type', () => {
    const link: Link = { ...none, link_type: 'product_id', product_id: 42, product_type: 'bundle' };
    expect(resolveBlockLink(link, en)).toEqual({ href: '/product-detail/42?type=bundle', external: false });
    expect(resolveBlockLink(link, bm).href).toBe('/bm/product-detail/42?type=bundle');
  });

  it('leads a catalogue link to the catalogue page', () => {
    expect(resolveBlockLink({ ...none, link_type: 'catalogue_id', catalogue_url: 'cafe-essentials' }, en).href).toBe('/catalogue/cafe-essentials');
  });

  it('falls back home when the link is incomplete or not a web address', () => {
    expect(resolveBlockLink({ ...none, link_type: 'product_id' }, bm)).toEqual({ href: '/bm', external: false });
    expect(resolveBlockLink({ ...none, link_type: 'catalogue_id' }, en).href).toBe('/');
    expect(resolveBlockLink({}, en).href).toBe('/');
    expect(resolveBlockLink({ ...none, link_url: 'javascript:alert(1)' }, en)).toEqual({ href: '/', external: false });
    expect(resolveBlockLink({ ...none, link_url: '//evil.example' }, en).href).toBe('/');
  });
});
