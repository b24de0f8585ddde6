import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FINAL_ORDER_STATUSES, ORDER_ACTORS, ORDER_TRANSITIONS, buyerActions, findTransition, nextStatuses } from './order-transitions';
import { DELIVERY_METHODS, ORDER_STATUSES, type OrderStatus } from './statuses';

describe('the order state machine', () => {
  it('allows exactly these moves, by these actors', () => {
    const moves = (method: (typeof DELIVERY_METHODS)[number]) =>
      ORDER_STATUSES.flatMap((from) => ORDER_ACTORS.flatMap((actor) => nextStatuses(from, actor, method).map((to) => `${from}>${to}:${actor}`))).sort();
    expect(moves('NATIONWIDE_DELIVERY')).toEqual(
      [
        'NEW_ORDER>PROCESSED:payment',
        'NEW_ORDER>CANCELLED:buyer',
        'NEW_ORDER>CANCELLED:system',
        'PROCESSED>READY_TO_SHIP:seller',
        'PROCESSED>CANCELLED:buyer',
        'PROCESSED>CANCELLED:seller',
        'READY_TO_SHIP>CANCELLED:buyer',
        'READY_TO_SHIP>CANCELLED:seller',
        'READY_TO_SHIP>SHIPPED:seller',
        'SHIPPED>COMPLETE:buyer',
        'SHIPPED>COMPLETE:system',
      ].sort(),
    );
    // A pickup is collected, never shipped.
    expect(nextStatuses('READY_TO_SHIP', 'seller', 'SELF_PICK_UP').sort()).toEqual(['CANCELLED', 'COMPLETE']);
    expect(findTransition('READY_TO_SHIP', 'COMPLETE', 'seller', 'LOCKER')).toBeNull();
  });

  it('tells the buyer when they may cancel (before it leaves the seller) and confirm receipt (shipped, or a pickup ready)', () => {
    expect(buyerActions('NEW_ORDER', 'LOCKER')).toEqual({ can_cancel: true, can_complete: false });
    expect(buyerActions('READY_TO_SHIP', 'NATIONWIDE_DELIVERY')).toEqual({ can_cancel: true, can_complete: false });
    expect(buyerActions('READY_TO_SHIP', 'SELF_PICK_UP')).toEqual({ can_cancel: true, can_complete: true });
    expect(buyerActions('SHIPPED', 'EXPRESS_DELIVERY')).toEqual({ can_cancel: false, can_complete: true });
    expect(buyerActions('CANCELLED', 'SELF_PICK_UP')).toEqual({ can_cancel: false, can_complete: false });
  });

  it('lets nothing leave a final status, and nobody but the payment pay', () => {
    for (const from of FINAL_ORDER_STATUSES) for (const actor of ORDER_ACTORS) for (const method of DELIVERY_METHODS) expect(nextStatuses(from, actor, method)).toEqual([]);
    expect(ORDER_TRANSITIONS.filter((t) => t.to === 'PROCESSED').flatMap((t) => t.by)).toEqual(['payment']);
    // Nothing cancels an order once it has left the seller.
    expect(ORDER_TRANSITIONS.filter((t) => t.to === 'CANCELLED').map((t) => t.from)).toEqual(['NEW_ORDER', 'PROCESSED', 'READY_TO_SHIP']);
  });

  it('ends every run of allowed moves in one status, having never moved backwards', () => {
    const rank = (s: OrderStatus) => (s === 'CANCELLED' ? 99 : ORDER_STATUSES.indexOf(s));
    fc.assert(
      fc.property(fc.constantFrom(...DELIVERY_METHODS), fc.array(fc.tuple(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_ACTORS)), { maxLength: 30 }), (method, attempts) => {
        let status: OrderStatus = 'NEW_ORDER';
        for (const [to, actor] of attempts) {
          if (!findTransition(status, to, actor, method)) continue;
          expect(rank(to)).toBeGreaterThan(rank(status));
          status = to;
        }
        if (FINAL_ORDER_STATUSES.includes(status)) expect(nextStatuses(status, 'seller', method)).toEqual([]);
      }),
    );
  });
});
