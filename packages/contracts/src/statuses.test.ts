import { describe, expect, it } from 'vitest';
import {
  DELIVERY_METHODS,
  FULFILMENT_SCOPES,
  FULFILMENT_STATUSES,
  ORDER_FILTER_STATUSES,
  ORDER_LIST_FILTERS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SETTLED_AT_PLACEMENT,
  TIME_SLOTS,
  isOrderListFilter,
  isOrderStatus,
} from './statuses';
import { deliveryMethodSchema, orderListFilterSchema, orderStatusSchema, paymentMethodSchema, paymentStatusSchema, timeSlotSchema } from './statuses.schema';

describe('spec §3 enumerations', () => {
  it('keeps the spec strings for orders, deliveries, slots and scopes', () => {
    expect(ORDER_STATUSES).toEqual(['NEW_ORDER', 'PROCESSED', 'READY_TO_SHIP', 'SHIPPED', 'COMPLETE', 'CANCELLED']);
    expect(DELIVERY_METHODS).toEqual(['SELF_PICK_UP', 'LOCKER', 'EXPRESS_DELIVERY', 'NATIONWIDE_DELIVERY']);
    expect(TIME_SLOTS).toEqual(['MORNING', 'AFTERNOON', 'NIGHT']);
    expect(FULFILMENT_SCOPES).toEqual(['CLOSE_TO_ME', 'NATIONWIDE']);
  });

  it("keeps the spec's payment methods, plus credit terms settled like e-credit", () => {
    expect(PAYMENT_METHODS.slice(0, 5)).toEqual(['FPX', 'CARD', 'WALLET', 'BOOST', 'E-CREDIT']);
    expect(PAYMENT_METHODS).toContain('CREDIT_TERMS');
    expect([...SETTLED_AT_PLACEMENT].sort()).toEqual(['CREDIT_TERMS', 'E-CREDIT']);
  });

  it('has no duplicates in any list', () => {
    for (const list of [ORDER_STATUSES, ORDER_LIST_FILTERS, PAYMENT_STATUSES, FULFILMENT_STATUSES, PAYMENT_METHODS, DELIVERY_METHODS, FULFILMENT_SCOPES, TIME_SLOTS]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });
});

describe('order-list filters', () => {
  it('list every order status under exactly one filter', () => {
    const listed = ORDER_LIST_FILTERS.flatMap((filter) => ORDER_FILTER_STATUSES[filter]);
    expect([...listed].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('treat RETURNS_CANCELLATION as a filter over cancelled orders, not as a status', () => {
    expect(isOrderListFilter('RETURNS_CANCELLATION')).toBe(true);
    expect(isOrderStatus('RETURNS_CANCELLATION')).toBe(false);
    expect(ORDER_FILTER_STATUSES.RETURNS_CANCELLATION).toEqual(['CANCELLED']);
    expect(isOrderListFilter('CANCELLED')).toBe(false);
    expect(orderListFilterSchema.safeParse('CANCELLED').success).toBe(false);
  });
});

describe('zod enums', () => {
  it('accept exactly the listed strings', () => {
    const pairs = [
      [orderStatusSchema, ORDER_STATUSES],
      [paymentStatusSchema, PAYMENT_STATUSES],
      [paymentMethodSchema, PAYMENT_METHODS],
      [deliveryMethodSchema, DELIVERY_METHODS],
      [timeSlotSchema, TIME_SLOTS],
    ] as const;
    for (const [schema, values] of pairs) {
      expect(schema.options).toEqual([...values]);
      expect(schema.safeParse('new_order').success).toBe(false);
      expect(schema.safeParse('').success).toBe(false);
    }
  });
});
