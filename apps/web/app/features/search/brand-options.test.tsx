// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { BrandOptions } from './brand-options';
import { parseStoreSearch } from './search-params';
import { InlineFilterPanel } from './search-filters';

const data = { categories: [], tiers: [] };
const queryOf = (url: string) => parseStoreSearch(new URL(url, 'http://test').searchParams);
const show = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};
const liveRegions = (root: Element) => Array.from(root.querySelectorAll('[aria-live]'));

describe('the brand list’s live region (walkthrough: each change read out all 20 brands)', () => {
  it('says how many brands were found, and holds none of them', () => {
    const url = '/search?search=kopi&filter=brand';
    const brands = { q: '', names: ['Kancil', 'Aik Cheong', 'Nescafé'], origin: 'text' as const };
    const root = show(renderAt(url, <InlineFilterPanel panel="brand" query={queryOf(url)} data={{ ...data, brands }} />));
    expect(root.querySelectorAll('input[name="brand_name"]')).toHaveLength(3);
    for (const region of liveRegions(root)) expect(region.querySelectorAll('input, li')).toHaveLength(0);
    expect(liveRegions(root).map((region) => region.textContent)).toContain('3 brands found');
  });

  it('is busy while the list loads, in Malay too, and says "one brand" for one', () => {
    const url = '/bm/search?search=kopi';
    const loading = show(renderAt(url, <BrandOptions panel="brand" form="f" query={queryOf(url)} pending={undefined} onPick={() => {}} searchNow={0} />));
    const busy = liveRegions(loading).filter((region) => region.getAttribute('aria-busy') === 'true');
    expect(busy.map((region) => region.textContent)).toEqual(['Memuatkan…']);
    const one = show(renderAt(url, <BrandOptions panel="brand" form="f" query={queryOf(url)} pending={undefined} onPick={() => {}} initial={{ q: 'kan', names: ['Kancil'], origin: 'typed' }} searchNow={0} />));
    expect(liveRegions(one).map((region) => region.textContent)).toEqual(['1 jenama ditemui']);
    expect(liveRegions(one)[0]?.getAttribute('aria-busy')).toBe('false');
  });
});

describe('the brand search box (walkthrough: Enter on a picked brand searched brands instead of applying)', () => {
  it('and its button belong to a form of their own, which carries the page’s query; the panel’s first button is Apply', () => {
    const url = '/search?search=kopi&tier=PREFERRED&display_category_name=Rice&fcat=true&type=products&sort=price_asc&page=3&filter=all';
    const root = show(renderAt(url, <InlineFilterPanel panel="all" query={queryOf(url)} data={data} />));
    const box = root.querySelector<HTMLInputElement>('input[name="brand_q"]')!;
    const search = root.querySelector<HTMLButtonElement>('button[name="filter"]')!;
    const own = document.getElementById(box.getAttribute('form') ?? '') as HTMLFormElement;
    expect(own.tagName).toBe('FORM');
    expect(search.getAttribute('form')).toBe(own.id);
    expect(own.contains(box)).toBe(false);
    expect(Array.from(own.querySelectorAll('input[type="hidden"]'), (input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`)).toEqual([
      'search=kopi',
      'display_category_name=Rice',
      'tier=PREFERRED',
      'fcat=true',
      'type=products',
      'sort=price_asc',
    ]);
    const panel = Array.from(root.querySelectorAll('form')).find((form) => form !== own)!;
    expect(panel.contains(box)).toBe(true);
    expect(panel.querySelector('button[type="submit"]:not([form])')?.textContent).toBe('Apply');
  });
});
