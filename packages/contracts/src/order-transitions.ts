import type { DeliveryMethod, OrderStatus } from './statuses';

/*
 * The order state machine (issue 11): one table of the moves a seller order may make, who may make
 * each, and on what condition. Every actor goes through it — the buyer, the seller, the payment
 * callbacks and the timed jobs — so a move missing here is refused (409) wherever it is asked for.
 * The effects of a move (stock back, refunds, the dispute window) belong to the API's transition
 * function, which applies them in the same transaction as the move and its history row.
 */

export const ORDER_ACTORS = ['buyer', 'seller', 'payment', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
  /** Only for orders delivered this way (a pickup is collected, never shipped). */
  only?: readonly DeliveryMethod[];
  /** Not for orders delivered this way. */
  except?: readonly DeliveryMethod[];
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // Paid by the gateway's callback or the reconciler; settled at placement never passes here.
  { from: 'NEW_ORDER', to: 'PROCESSED', by: ['payment'] },
  // The buyer gives up an unpaid order, or the unpaid-order job lapses it.
  { from: 'NEW_ORDER', to: 'CANCELLED', by: ['buyer', 'system'] },
  // The seller accepts and packs: ready to ship, or ready for pickup.
  { from: 'PROCESSED', to: 'READY_TO_SHIP', by: ['seller'] },
  // Before anything leaves the seller, the buyer may cancel (with a reason) and the seller may reject.
  { from: 'PROCESSED', to: 'CANCELLED', by: ['buyer', 'seller'] },
  { from: 'READY_TO_SHIP', to: 'CANCELLED', by: ['buyer', 'seller'] },
  { from: 'READY_TO_SHIP', to: 'SHIPPED', by: ['seller'], except: ['SELF_PICK_UP'] },
  // A pickup completes when the buyer collects it, which the seller records.
  { from: 'READY_TO_SHIP', to: 'COMPLETE', by: ['seller', 'buyer'], only: ['SELF_PICK_UP'] },
  // The buyer confirms receipt, or the order completes itself some days after shipping.
  { from: 'SHIPPED', to: 'COMPLETE', by: ['buyer', 'system'] },
];

/** The move from `from` to `to` by `actor` for an order delivered by `method`, or null when it is not allowed. */
export function findTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor, method: DeliveryMethod): OrderTransition | null {
  return (
    ORDER_TRANSITIONS.find(
      (t) => t.from === from && t.to === to && t.by.includes(actor) && (!t.only || t.only.includes(method)) && !(t.except ?? []).includes(method),
    ) ?? null
  );
}

/** Where `actor` may take an order in status `from` delivered by `method`. */
export function nextStatuses(from: OrderStatus, actor: OrderActor, method: DeliveryMethod): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && findTransition(from, t.to, actor, method)).map((t) => t.to);
}

/** What the buyer may do to an order now: the order list and the order page both say it with these flags. */
export function buyerActions(status: OrderStatus, method: DeliveryMethod): { can_cancel: boolean; can_complete: boolean } {
  return { can_cancel: findTransition(status, 'CANCELLED', 'buyer', method) !== null, can_complete: findTransition(status, 'COMPLETE', 'buyer', method) !== null };
}

/** Statuses no move leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['COMPLETE', 'CANCELLED'];

/** Spec §3's cancellation reasons, as codes; the storefront's catalogues hold their wording. */
export const CANCELLATION_REASONS = [
  'CHANGE_DELIVERY_ADDRESS',
  'CHANGE_PAYMENT_METHOD',
  'DELIVERY_TIME_TOO_LONG',
  'SELLER_REQUEST',
  'DUPLICATE_ORDER',
  'CHANGE_OF_MIND',
  'SHIPPING_COST_TOO_HIGH',
  'BETTER_PRICE_ELSEWHERE',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
