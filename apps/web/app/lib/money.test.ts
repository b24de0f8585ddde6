import { describe, expect, it } from 'vitest';
import { toDecimalString } from '@borong/contracts/money';
import { formatPrice, priceValue, ringgitToSen } from './money';

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

describe('ringgitToSen', () => {
  it('reads ringgit as a person types them: whole ringgit, one or two decimals, spaces around', () => {
    expect([ringgitToSen('12'), ringgitToSen('12.5'), ringgitToSen(' 12.50 '), ringgitToSen('0.05'), ringgitToSen('999999999.99')]).toEqual([1_200, 1_250, 1_250, 5, 99_999_999_999]);
  });

  it('refuses a third decimal, a sign, a thousands comma, a currency symbol and nothing', () => {
    for (const text of ['12.505', '-1', '+1', '1,200', 'RM 12', '12.', '.5', '', ' ', null]) expect(ringgitToSen(text), String(text)).toBeNull();
  });

  it('reads back what the editor writes from sen, for every amount', () => {
    for (const sen of [0, 1, 9, 10, 99, 100, 1_275, 100_000_000]) expect(ringgitToSen(toDecimalString(sen))).toBe(sen);
  });
});
