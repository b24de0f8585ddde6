import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { STORE_COUNT_LIMIT } from '@borong/contracts/storefront-rules';
import { StoreCount } from './store-count';

const render = (path: string, total: number, estimated: boolean) =>
  renderAt(path, <StoreCount meta={{ total, page: 1, per_page: 27, last_page: Math.ceil(total / 27), total_estimated: estimated }} />).replace(/<!-- -->/g, '');

describe('the store count of a search', () => {
  it('says "about" when the total is an estimate, in either language, and counts exactly otherwise', () => {
    expect(render('/search?search=sup', 44444, true)).toContain('About 44,444 stores found');
    expect(render('/bm/search?search=sup', 44444, true)).toContain('Kira-kira 44,444 kedai ditemui');
    expect(render('/search?search=sup', 812, false)).toContain('812 stores found');
    expect(render('/search?search=sup', 812, false)).not.toContain('About');
    expect(render('/search?search=sup', 1, false)).toContain('1 store found');
  });

  it('says "more than" the limit for the floor of an estimate, one more than the stores counted (walkthrough: "About 1,001 stores")', () => {
    expect(render('/search?search=coffee', STORE_COUNT_LIMIT + 1, true)).toContain('More than 1,000 stores found');
    expect(render('/bm/search?search=coffee', STORE_COUNT_LIMIT + 1, true)).toContain('Lebih daripada 1,000 kedai ditemui');
    expect(render('/search?search=coffee', STORE_COUNT_LIMIT + 2, true)).toContain('About 1,002 stores found');
  });
});
