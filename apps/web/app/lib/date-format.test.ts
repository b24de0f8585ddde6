import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';

describe('formatDate', () => {
  it('writes the Malaysian day, whatever the server’s time zone', () => {
    // 20:00 UTC is already the next day in Malaysia.
    expect(formatDate('2026-06-11T20:00:00Z', 'en')).toBe('12 Jun 2026');
    expect(formatDate('2026-06-12T00:00:00+08:00', 'bm')).toMatch(/^12 Jun 2026$/);
  });
});
