import { describe, expect, it } from 'vitest';
import { orderFileName, parseOrderFile } from './order-file';

describe('order file names', () => {
  it('reads the invoice PDF and an e-invoice document by id, and round-trips them', () => {
    expect(parseOrderFile('invoice.pdf')).toBe('invoice');
    expect(parseOrderFile('42.json')).toBe(42);
    expect(parseOrderFile(orderFileName(7))).toBe(7);
    expect(parseOrderFile(orderFileName('invoice'))).toBe('invoice');
  });

  it('refuses any other name', () => {
    for (const name of [undefined, '', 'invoice.json', '0.json', '-1.json', '1.5.json', '42', '42.JSON', '../42.json', '12345678901.json']) expect(parseOrderFile(name), String(name)).toBeNull();
  });
});
