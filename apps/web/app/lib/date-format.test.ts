import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';

describe('formatDate', () => {
  it('writes Malaysian time in the visitor’s language, whatever the machine’s time zone', () => {
    // 16:30 UTC is half past midnight the next day in Kuala Lumpur (UTC+8).
    const at = '2026-11-25T16:30:00.000Z';
    expect(formatDate(at, 'en')).toBe('26 Nov 2026');
    expect(formatDate(at, 'bm', 'longDate')).toBe('26 November 2026');
    expect(formatDate(at, 'en', 'dateTime')).toMatch(/^26 Nov 2026, 12:30\s?am$/i);
  });
});
