import type { DisputeReason, DisputeStatus, RefundMethod } from '@borong/contracts/disputes';
import type { CancellationReason, OrderActor } from '@borong/contracts/order-transitions';
import type { OrderSearchField } from '@borong/contracts/orders';
import type { OrderListFilter, OrderStatus, PaymentStatus } from '@borong/contracts/statuses';
import type { MessageKey } from '../../i18n/en';

/*
 * The buyer's words for the order vocabularies of the contracts. Each map is typed over every
 * value, so a status, reason or filter added to the contracts fails typecheck here until it has one.
 */

/** The list's tabs (RETURNS_CANCELLATION is a filter, not a status). */
export const FILTER_LABELS: { readonly [F in OrderListFilter]: MessageKey } = {
  NEW_ORDER: 'orders.unpaid',
  PROCESSED: 'orders.processed',
  READY_TO_SHIP: 'orders.readyToShip',
  SHIPPED: 'orders.shipped',
  COMPLETE: 'orders.complete',
  RETURNS_CANCELLATION: 'orders.cancellation',
};

export const STATUS_LABELS: { readonly [S in OrderStatus]: MessageKey } = {
  NEW_ORDER: 'orders.unpaid',
  PROCESSED: 'orders.processed',
  READY_TO_SHIP: 'orders.readyToShip',
  SHIPPED: 'orders.shipped',
  COMPLETE: 'orders.complete',
  CANCELLED: 'orders.cancelled',
};

/** The badge colour of each status: waiting on the buyer, moving, done, stopped. */
export const STATUS_TONES: { readonly [S in OrderStatus]: string } = {
  NEW_ORDER: 'bg-amber-100 text-amber-900',
  PROCESSED: 'bg-sky-100 text-sky-900',
  READY_TO_SHIP: 'bg-sky-100 text-sky-900',
  SHIPPED: 'bg-indigo-100 text-indigo-900',
  COMPLETE: 'bg-emerald-100 text-emerald-900',
  CANCELLED: 'bg-slate-200 text-slate-800',
};

export const SEARCH_FIELD_LABELS: { readonly [F in OrderSearchField]: MessageKey } = {
  order_no: 'orders.fieldOrderNo',
  product: 'orders.fieldProduct',
  seller: 'orders.fieldSeller',
};

/** Spec §3's eight cancellation reasons. */
export const CANCELLATION_REASON_LABELS: { readonly [R in CancellationReason]: MessageKey } = {
  CHANGE_DELIVERY_ADDRESS: 'orders.reason.CHANGE_DELIVERY_ADDRESS',
  CHANGE_PAYMENT_METHOD: 'orders.reason.CHANGE_PAYMENT_METHOD',
  DELIVERY_TIME_TOO_LONG: 'orders.reason.DELIVERY_TIME_TOO_LONG',
  SELLER_REQUEST: 'orders.reason.SELLER_REQUEST',
  DUPLICATE_ORDER: 'orders.reason.DUPLICATE_ORDER',
  CHANGE_OF_MIND: 'orders.reason.CHANGE_OF_MIND',
  SHIPPING_COST_TOO_HIGH: 'orders.reason.SHIPPING_COST_TOO_HIGH',
  BETTER_PRICE_ELSEWHERE: 'orders.reason.BETTER_PRICE_ELSEWHERE',
};

/** Who moved an order, as the status history says it to the buyer. */
export const ACTOR_LABELS: { readonly [A in OrderActor]: MessageKey } = {
  buyer: 'orders.byBuyer',
  seller: 'orders.bySeller',
  payment: 'orders.byPayment',
  system: 'orders.bySystem',
};

export const PAYMENT_STATUS_LABELS: { readonly [S in PaymentStatus]: MessageKey } = {
  PENDING: 'orders.payment.PENDING',
  AUTHORIZED: 'orders.payment.AUTHORIZED',
  PAID: 'orders.payment.PAID',
  FAILED: 'orders.payment.FAILED',
  CANCELLED: 'orders.payment.CANCELLED',
  REFUNDED: 'orders.payment.REFUNDED',
  PARTIALLY_REFUNDED: 'orders.payment.PARTIALLY_REFUNDED',
};

/** Our dispute reasons (the spec names none). */
export const DISPUTE_REASON_LABELS: { readonly [R in DisputeReason]: MessageKey } = {
  DAMAGED: 'disputes.reason.DAMAGED',
  WRONG_ITEM: 'disputes.reason.WRONG_ITEM',
  MISSING_ITEM: 'disputes.reason.MISSING_ITEM',
  NOT_AS_DESCRIBED: 'disputes.reason.NOT_AS_DESCRIBED',
  EXPIRED: 'disputes.reason.EXPIRED',
  QUALITY: 'disputes.reason.QUALITY',
};

export const DISPUTE_STATUS_LABELS: { readonly [S in DisputeStatus]: MessageKey } = {
  OPEN: 'disputes.status.OPEN',
  REFUNDED: 'disputes.status.REFUNDED',
  PARTLY_REFUNDED: 'disputes.status.PARTLY_REFUNDED',
  REJECTED: 'disputes.status.REJECTED',
};

/** Where a refund went. */
export const REFUND_METHOD_LABELS: { readonly [M in RefundMethod]: MessageKey } = {
  ECREDIT: 'disputes.refundTo.ECREDIT',
  ORIGINAL: 'disputes.refundTo.ORIGINAL',
  CREDIT_TERMS: 'disputes.refundTo.CREDIT_TERMS',
};
