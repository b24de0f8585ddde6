import { describe, expect, it } from 'vitest';
import { formatCount } from './number-format';

describe('formatCount', () => {
  it('writes English counts exactly as the pages did with en-MY', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 50000]) expect(formatCount(n, 'en')).toBe(n.toLocaleString('en-MY'));
    expect(formatCount(12345, 'en')).toBe('12,345');
  });

  it('writes Malay counts by ms-MY', () => {
    expect(formatCount(1234567, 'bm')).toBe(new Intl.NumberFormat('ms-MY').format(1234567));
    expect(formatCount(42, 'bm')).toBe('42');
  });
});
