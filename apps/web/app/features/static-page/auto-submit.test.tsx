// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { autoSubmitSelect } from '../../ui/form/auto-submit';
import { StaticPageScript } from './static-page-script';

/**
 * The inline script's half of ui/form/auto-submit.ts, on markup React never hydrates (the search
 * page's product sort on an islands page). Its listeners sit on the document, so the script is
 * run once and serves each test's markup.
 */
const submitted: string[] = [];
let select: HTMLSelectElement;

beforeAll(() => {
  document.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new URLSearchParams([...new FormData(event.target as HTMLFormElement)].map(([name, value]) => [name, String(value)])).toString());
  });
  document.body.innerHTML = renderAt('/bm/search', <StaticPageScript nonce="n0nce" delivery={false} />);
  (0, eval)(document.querySelector('script[nonce="n0nce"]')?.textContent ?? '');
});

beforeEach(() => {
  submitted.length = 0;
  document.body.innerHTML = renderAt(
    '/bm/search',
    <form method="get" action="/bm/search">
      <input type="hidden" name="search" value="beras" />
      <select name="sort" defaultValue="relevance" {...autoSubmitSelect}>
        {['relevance', 'price_asc', 'price_desc', 'newest'].map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <button type="submit">Susun</button>
    </form>,
  );
  select = document.querySelector('select')!;
});

const pick = (value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
const key = (type: 'keydown' | 'keyup') => select.dispatchEvent(new KeyboardEvent(type, { key: 'ArrowDown', bubbles: true }));

describe('a select that applies its form when picked (walkthrough: a sort picked did nothing until "Susun" was pressed)', () => {
  it('submits its form as soon as an option is picked', () => {
    pick('price_asc');
    expect(submitted).toEqual(['search=beras&sort=price_asc']);
  });

  it('leaves an option stepped to with the keys on the closed select to the button, so each step does not load the page', () => {
    key('keydown');
    pick('price_asc');
    key('keyup');
    key('keydown');
    pick('price_desc');
    key('keyup');
    expect(submitted).toEqual([]);
    document.querySelector('button')!.click();
    expect(submitted).toEqual(['search=beras&sort=price_desc']);
  });

  it('applies what the keys stepped to when Enter is pressed on the select (walkthrough: Enter did nothing)', () => {
    key('keydown');
    pick('price_desc');
    key('keyup');
    expect(submitted).toEqual([]);
    select.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(submitted).toEqual(['search=beras&sort=price_desc']);
  });

  it('applies a pick again once the key is up or the focus has left', () => {
    key('keydown');
    select.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    pick('newest');
    key('keydown');
    key('keyup');
    pick('relevance');
    expect(submitted).toEqual(['search=beras&sort=newest', 'search=beras&sort=relevance']);
  });
});
