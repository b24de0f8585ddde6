import { describe, expect, it } from 'vitest';
import { footerGroupsFor } from './variant';

const groups = [{ name: 'Customer care' }, { name: 'About Borong' }, { name: ' CUSTOMER CARE ' }, { name: 'Legal' }];

describe('footer groups by variant', () => {
  it('hides Customer care in the retailer variant', () => {
    expect(footerGroupsFor(groups, 'retailer').map((g) => g.name)).toEqual(['About Borong', 'Legal']);
  });
  it('shows every group in the marketplace variant', () => {
    expect(footerGroupsFor(groups, 'marketplace')).toEqual(groups);
  });
});
