import { describe, expect, it } from 'vitest';
import { STATES } from '../seed/reference';
import { MAPPED_STATE_CODES, postcodeBelongsToState } from './postcodes';

describe('postcodeBelongsToState', () => {
  it('maps every seeded state to the postcode data set', () => {
    expect(MAPPED_STATE_CODES.sort()).toEqual(STATES.map((s) => s.code).sort());
  });

  it.each([
    ['50450', 'KUL'],
    ['62000', 'PJY'],
    ['87000', 'LBN'],
    ['10000', 'PNG'],
    ['40000', 'SGR'],
    ['01000', 'PLS'],
    ['88000', 'SBH'],
  ])('accepts %s in %s', (postcode, state) => {
    expect(postcodeBelongsToState(postcode, state)).toBe(true);
  });

  it.each([
    ['40000', 'KUL', 'a Selangor postcode in Kuala Lumpur'],
    ['50450', 'SGR', 'a Kuala Lumpur postcode in Selangor'],
    ['99999', 'SGR', 'a postcode nobody uses'],
    ['5045', 'KUL', 'four digits'],
    ['50450', 'XXX', 'an unknown state'],
  ])('refuses %s in %s (%s)', (postcode, state) => {
    expect(postcodeBelongsToState(postcode, state)).toBe(false);
  });
});
