import { describe, expect, it } from 'vitest';
import { historyReason, orderListSearch, parseCancellationReason, parseOrderId, parseOrderListParams } from './order-params';

const parse = (query: string) => parseOrderListParams(new URLSearchParams(query));

describe('the order list query', () => {
  it('reads a tab, a search in one field and a page', () => {
    expect(parse('status=RETURNS_CANCELLATION&search=%20BR0001%20&search_field=seller&page=3')).toEqual({ status: 'RETURNS_CANCELLATION', search: 'BR0001', search_field: 'seller', page: 3 });
    expect(parse('')).toEqual({ search_field: 'order_no', page: 1 });
  });

  it('turns what the API would refuse into the nearest list instead of an error', () => {
    // CANCELLED is a status, not a tab: the cancellations are RETURNS_CANCELLATION.
    expect(parse('status=CANCELLED&search_field=email&page=0')).toEqual({ search_field: 'order_no', page: 1 });
    expect(parse('status=processed&page=-2')).toEqual({ search_field: 'order_no', page: 1 });
    expect(parse(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
    expect(parse('search=%00BR%0A12%7F').search).toBe('BR12');
    expect(parse('search=%20%20')).toEqual({ search_field: 'order_no', page: 1 });
  });

  it('writes the URL of a tab, a search or a page, starting again at page 1 when the filter changes', () => {
    const params = parse('status=PROCESSED&search=kopi&search_field=product&page=4');
    expect(orderListSearch(params)).toBe('?status=PROCESSED&search=kopi&search_field=product&page=4');
    expect(orderListSearch(params, { status: 'SHIPPED' })).toBe('?status=SHIPPED&search=kopi&search_field=product');
    expect(orderListSearch(params, { status: undefined })).toBe('?search=kopi&search_field=product');
    expect(orderListSearch(params, { search: undefined })).toBe('?status=PROCESSED');
    expect(orderListSearch(parse(''))).toBe('');
    // The field means nothing without a search, so it stays out of the URL.
    expect(orderListSearch(parse('search_field=seller&page=2'))).toBe('?page=2');
    expect(orderListSearch(params, { search: 'a&b=c' })).toBe('?status=PROCESSED&search=a%26b%3Dc&search_field=product');
  });
});

describe('an order id in the page URL', () => {
  it('is a whole number the API can hold, or "Invalid Order Number"', () => {
    expect(parseOrderId('42')).toBe(42);
    expect(parseOrderId('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '007', '-1', '1.5', '1e3', 'BR00000042', '2147483648', '99999999999', ' 42']) expect(parseOrderId(bad), String(bad)).toBeNull();
  });
});

describe('cancellation reasons', () => {
  it('takes only the spec’s eight codes from the form', () => {
    expect(parseCancellationReason('DUPLICATE_ORDER')).toBe('DUPLICATE_ORDER');
    for (const bad of [null, '', 'duplicate_order', 'BORED', new File(['x'], 'x.txt')]) expect(parseCancellationReason(bad)).toBeNull();
  });

  it('reads a history reason as a translatable code with the buyer’s note, or as text', () => {
    expect(historyReason('CHANGE_OF_MIND')).toEqual({ code: 'CHANGE_OF_MIND', note: null });
    expect(historyReason('DUPLICATE_ORDER: Ordered twice: by mistake\nsorry')).toEqual({ code: 'DUPLICATE_ORDER', note: 'Ordered twice: by mistake\nsorry' });
    expect(historyReason('Paid by FPX')).toEqual({ text: 'Paid by FPX' });
    expect(historyReason('OUT_OF_STOCK: seller ran out')).toEqual({ text: 'OUT_OF_STOCK: seller ran out' });
    expect(historyReason(null)).toBeNull();
  });
});
