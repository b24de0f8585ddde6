// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { parseStoreSearch } from './search-params';
import { InlineFilterPanel } from './search-filters';

const data = { categories: [], tiers: [] };
const queryOf = (url: string) => parseStoreSearch(new URL(url, 'http://test').searchParams);
const show = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};

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
