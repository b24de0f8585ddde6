import { z } from 'zod';
import { DELIVERY_METHODS, FULFILMENT_SCOPES, FULFILMENT_STATUSES, ORDER_LIST_FILTERS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, TIME_SLOTS } from './statuses';

/** zod enums over the lists in `statuses.ts`, for request and response schemas. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderListFilterSchema = z.enum(ORDER_LIST_FILTERS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const fulfilmentStatusSchema = z.enum(FULFILMENT_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);
export const fulfilmentScopeSchema = z.enum(FULFILMENT_SCOPES);
export const timeSlotSchema = z.enum(TIME_SLOTS);
