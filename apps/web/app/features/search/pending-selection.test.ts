import { describe, expect, it } from 'vitest';
import { appliedFilters, pendingReducer } from './pending-selection';

describe('the pending selection of a filter modal', () => {
  const applied = appliedFilters({ brand_name: 'Nestle', tier: 'VIP_DIRECT', display_category_name: 'Drinks' }, ['display_category_name', 'brand_name']);

  it('starts as the applied filters of its own keys only', () => {
    expect(applied).toEqual({ display_category_name: 'Drinks', brand_name: 'Nestle' });
  });

  it('changes with each pick, without touching the other keys', () => {
    const next = pendingReducer(applied, { type: 'pick', key: 'brand_name', value: 'Milo' });
    expect(next).toEqual({ display_category_name: 'Drinks', brand_name: 'Milo' });
    expect(applied.brand_name).toBe('Nestle');
  });

  it('Clear all empties every key of the modal', () => {
    expect(pendingReducer(applied, { type: 'clear', keys: ['display_category_name', 'brand_name'] })).toEqual({ display_category_name: undefined, brand_name: undefined });
  });
});
