import { describe, expect, it } from 'vitest';
import { formatPrice, priceValue } from './money';

/** Intl puts a no-break space between the symbol and the amount; compare on plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('formats integer sen as MYR with two decimals in English', () => {
    expect(plain(formatPrice(16620, 'en'))).toBe('RM 166.20');
    expect(plain(formatPrice(590, 'en'))).toBe('RM 5.90');
    expect(plain(formatPrice(0, 'en'))).toBe('RM 0.00');
    expect(plain(formatPrice(123456789, 'en'))).toBe('RM 1,234,567.89');
  });

  it('formats for ms-MY in Malay, always with two decimals', () => {
    expect(plain(formatPrice(16620, 'bm'))).toBe(plain(new Intl.NumberFormat('ms-MY', { style: 'currency', currency: 'MYR' }).format(166.2)));
    expect(plain(formatPrice(100, 'bm'))).toMatch(/^RM ?1\.00$/);
    expect(plain(formatPrice(123456789, 'bm'))).toBe('RM 1,234,567.89');
  });

  it('never shows float drift', () => {
    expect(plain(formatPrice(7462, 'en'))).toBe('RM 74.62');
    expect(plain(formatPrice(1, 'en'))).toBe('RM 0.01');
  });
});

describe('priceValue', () => {
  it('writes exact decimals for structured data', () => {
    expect(priceValue(16620)).toBe('166.20');
    expect(priceValue(5)).toBe('0.05');
    expect(priceValue(100)).toBe('1.00');
    expect(priceValue(0)).toBe('0.00');
  });
});
