/**
 * The commerce vocabularies shared by the API, the web app and the database (spec §3
 * "Enumerations"). The strings are the spec's, so a client of the spec's API keeps working. This
 * file has no imports so the browser can take the lists without zod; the zod enums are in
 * `statuses.schema.ts`. Which moves between statuses are allowed is the order state machine's
 * business, not this file's.
 */

/**
 * A seller order's status. NEW_ORDER is placed but unpaid; PROCESSED is paid (or settled by
 * e-credit or credit terms) and with the seller. COMPLETE and CANCELLED are terminal.
 */
export const ORDER_STATUSES = ['NEW_ORDER', 'PROCESSED', 'READY_TO_SHIP', 'SHIPPED', 'COMPLETE', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The buyer's order-list filters (`/settings/orders?status=…`). RETURNS_CANCELLATION is a filter,
 * not a status: it lists cancelled orders and completed orders with a dispute (which COMPLETE
 * lists too), which is why CANCELLED has no filter of its own.
 */
export const ORDER_LIST_FILTERS = ['NEW_ORDER', 'PROCESSED', 'READY_TO_SHIP', 'SHIPPED', 'COMPLETE', 'RETURNS_CANCELLATION'] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];

/** The statuses each filter lists; every status is listed by exactly one filter. */
export const ORDER_FILTER_STATUSES: { readonly [F in OrderListFilter]: readonly OrderStatus[] } = {
  NEW_ORDER: ['NEW_ORDER'],
  PROCESSED: ['PROCESSED'],
  READY_TO_SHIP: ['READY_TO_SHIP'],
  SHIPPED: ['SHIPPED'],
  COMPLETE: ['COMPLETE'],
  RETURNS_CANCELLATION: ['CANCELLED'],
};

/**
 * One payment of a checkout (one per checkout, split over its seller orders). PENDING covers
 * both "buyer at the bank" and FPX corporate banking's "waiting for the second approver" (code
 * 99); the reconciler tells them apart by the provider's answer, not by a status. AUTHORIZED is
 * for cards captured later; FPX and wallets go straight to PAID.
 */
export const PAYMENT_STATUSES = ['PENDING', 'AUTHORIZED', 'PAID', 'FAILED', 'CANCELLED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The goods' side of a seller order, finer than the order status: a SHIPPED order is IN_TRANSIT
 * until the courier reports DELIVERED, and a SELF_PICK_UP order goes READY_FOR_PICKUP →
 * PICKED_UP without ever shipping. RETURNED is goods that came back (a refused delivery or a
 * resolved dispute).
 */
export const FULFILMENT_STATUSES = ['UNFULFILLED', 'PACKED', 'READY_FOR_PICKUP', 'IN_TRANSIT', 'DELIVERED', 'PICKED_UP', 'RETURNED', 'CANCELLED'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/**
 * How the buyer pays (spec §3: FPX, CARD, WALLET, BOOST, E-CREDIT). CREDIT_TERMS is ours, not the
 * spec's: the product advertises 30-day credit terms with a 1 % fee to approved buyers, and that
 * needs its own method because it settles against a credit limit at placement, like E-CREDIT,
 * instead of through a gateway.
 */
export const PAYMENT_METHODS = ['FPX', 'CARD', 'WALLET', 'BOOST', 'E-CREDIT', 'CREDIT_TERMS'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods that settle inside the place-order transaction, with no gateway round trip. */
export const SETTLED_AT_PLACEMENT: readonly PaymentMethod[] = ['E-CREDIT', 'CREDIT_TERMS'];

export const DELIVERY_METHODS = ['SELF_PICK_UP', 'LOCKER', 'EXPRESS_DELIVERY', 'NATIONWIDE_DELIVERY'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The buyer's delivery setting: sellers close to the postcode, or any seller in Malaysia. */
export const FULFILMENT_SCOPES = ['CLOSE_TO_ME', 'NATIONWIDE'] as const;
export type FulfilmentScope = (typeof FULFILMENT_SCOPES)[number];

export const TIME_SLOTS = ['MORNING', 'AFTERNOON', 'NIGHT'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Narrowing for values read from a URL or a database row. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

export function isOrderListFilter(value: unknown): value is OrderListFilter {
  return (ORDER_LIST_FILTERS as readonly unknown[]).includes(value);
}
