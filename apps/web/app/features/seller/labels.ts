import { CANCELLATION_REASON_LABELS } from '../orders/labels';
import { CANCELLATION_REASONS } from '@borong/contracts/order-transitions';
import type { OrderActor } from '@borong/contracts/order-transitions';
import { FULFILMENT_STATUSES, ORDER_LIST_FILTERS, type FulfilmentStatus, type OrderListFilter, type OrderStatus } from '@borong/contracts/statuses';
import type { MessageKey } from '../../i18n/en';

/*
 * The console's words for the contracts' codes. Each map is typed over every code, so a new
 * status, reason or filter fails typecheck until it has its words.
 */

export const ORDER_STATUS_LABELS = {
  NEW_ORDER: 'orders.unpaid',
  PROCESSED: 'orders.processed',
  READY_TO_SHIP: 'orders.readyToShip',
  SHIPPED: 'orders.shipped',
  COMPLETE: 'orders.complete',
  CANCELLED: 'seller.cancelledStatus',
} as const satisfies Record<OrderStatus, MessageKey>;

const FILTER_LABELS = {
  NEW_ORDER: 'orders.unpaid',
  PROCESSED: 'orders.processed',
  READY_TO_SHIP: 'orders.readyToShip',
  SHIPPED: 'orders.shipped',
  COMPLETE: 'orders.complete',
  RETURNS_CANCELLATION: 'orders.cancellation',
} as const satisfies Record<OrderListFilter, MessageKey>;

/** The inbox's tabs: all orders, then each filter of the contracts. */
export const INBOX_TABS: readonly { status: OrderListFilter | ''; label: MessageKey }[] = [
  { status: '', label: 'orders.all' },
  ...ORDER_LIST_FILTERS.map((status) => ({ status, label: FILTER_LABELS[status] })),
];

/** The buyer's and the seller's cancellation reasons read the same. */
export const REASON_LABELS = CANCELLATION_REASON_LABELS;

export const REASONS = CANCELLATION_REASONS.map((reason) => ({ reason, label: REASON_LABELS[reason] }));

export const FULFILMENT_LABELS = {
  UNFULFILLED: 'seller.fulfilment.UNFULFILLED',
  PACKED: 'seller.fulfilment.PACKED',
  READY_FOR_PICKUP: 'seller.fulfilment.READY_FOR_PICKUP',
  IN_TRANSIT: 'seller.fulfilment.IN_TRANSIT',
  DELIVERED: 'seller.fulfilment.DELIVERED',
  PICKED_UP: 'seller.fulfilment.PICKED_UP',
  RETURNED: 'seller.fulfilment.RETURNED',
  CANCELLED: 'seller.fulfilment.CANCELLED',
} as const satisfies Record<FulfilmentStatus, MessageKey>;

/** What a tracking event may say after shipping: the goods on their way, then where they ended. */
export const TRACKING_STATUSES: readonly FulfilmentStatus[] = FULFILMENT_STATUSES.filter((s) => s === 'IN_TRANSIT' || s === 'DELIVERED' || s === 'RETURNED');

export const ACTOR_LABELS = {
  buyer: 'seller.actor.buyer',
  seller: 'seller.actor.seller',
  payment: 'seller.actor.payment',
  system: 'seller.actor.system',
} as const satisfies Record<OrderActor, MessageKey>;

export const isActor = (value: string): value is OrderActor => value in ACTOR_LABELS;
