import { z } from 'zod';
import { ORDER_STATUSES } from './statuses';

const int = () => z.number().int();

/*
 * Refunds and disputes (issue 11). A refund gives back part or all of what was paid for one seller
 * order; a dispute is the buyer's claim on a completed order, which the store's seller answers.
 */

/** Where the buyer asks for a refund to go: their Borong e-credit, or the method they paid with. */
export const REFUND_DESTINATIONS = ['ECREDIT', 'ORIGINAL'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/**
 * Where the money of a refund actually went: e-credit, the original payment method through the
 * provider, or off the buyer's credit-terms charge (an order on credit terms was never paid in money).
 */
export const REFUND_METHODS = ['ECREDIT', 'ORIGINAL', 'CREDIT_TERMS'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** REFUNDED: the money went where asked; FALLBACK_ECREDIT: the provider cannot refund, so it went to e-credit. */
export const REFUND_STATUSES = ['REFUNDED', 'FALLBACK_ECREDIT'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const orderRefundSchema = z.object({
  id: int(),
  amount: int(),
  requested: z.enum(REFUND_DESTINATIONS),
  method: z.enum(REFUND_METHODS),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  dispute_id: int().nullable(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** Days after an order completes during which the buyer may open a dispute on it. */
export const DISPUTE_WINDOW_DAYS = 7;
export const MAX_DISPUTE_PHOTOS = 5;
export const MAX_DISPUTE_PHOTO_BYTES = 5 * 1024 * 1024;
export const DISPUTE_DESCRIPTION_MAX = 1000;
export const DISPUTE_ANSWER_MAX = 1000;
export const DISPUTE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The spec names no dispute reasons (§8 has none), so these are ours. */
export const DISPUTE_REASONS = ['DAMAGED', 'WRONG_ITEM', 'MISSING_ITEM', 'NOT_AS_DESCRIBED', 'EXPIRED', 'QUALITY'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** OPEN until the seller answers; then REFUNDED (in full), PARTLY_REFUNDED or REJECTED. */
export const DISPUTE_STATUSES = ['OPEN', 'REFUNDED', 'PARTLY_REFUNDED', 'REJECTED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const disputeSchema = z.object({
  id: int(),
  order_id: int(),
  order_no: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  store: z.object({ id: int(), domain_name: z.string() }),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  description: z.string(),
  items: z.array(z.object({ order_line_id: int(), name: z.string(), unit: z.string(), quantity: int(), ordered: int() })),
  /** Paths under the API (`/api` + path) serving each photo, for the buyer and the store's sellers only. */
  photos: z.array(z.object({ id: z.string(), url: z.string(), content_type: z.enum(DISPUTE_PHOTO_TYPES) })),
  created_at: z.string(),
  /** The seller's answer, once given. */
  answer: z.object({ message: z.string(), refund_amount: int(), answered_at: z.string() }).nullable(),
  /** What may still be refunded on the order (what was paid, less earlier refunds). */
  refundable: int(),
});
export type Dispute = z.infer<typeof disputeSchema>;
export const disputeResponseSchema = z.object({ data: disputeSchema });
export const disputeCreatedResponseSchema = z.object({ error: z.literal(false), message: z.string(), data: disputeSchema });

/** The multipart fields of a new dispute besides its photos (`photos`, repeated). */
export const disputeFieldsSchema = z.object({
  reason: z.enum(DISPUTE_REASONS),
  description: z.string().trim().min(1).max(DISPUTE_DESCRIPTION_MAX),
  /** JSON: [{ order_line_id, quantity }], one entry per disputed line. */
  items: z
    .array(z.object({ order_line_id: int().min(1), quantity: int().min(1).max(1_000_000) }))
    .min(1)
    .max(200)
    .refine((items) => new Set(items.map((i) => i.order_line_id)).size === items.length, 'Each line at most once'),
});
export type DisputeFields = z.infer<typeof disputeFieldsSchema>;

/** The seller's answer: refund in full, refund a part (amount in sen, at most what is refundable), or reject with a message. */
export const disputeAnswerBodySchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('REFUND_FULL'), message: z.string().trim().max(DISPUTE_ANSWER_MAX).default('') }),
  z.object({ outcome: z.literal('REFUND_PART'), amount: int().min(1).max(1_000_000_000), message: z.string().trim().max(DISPUTE_ANSWER_MAX).default('') }),
  z.object({ outcome: z.literal('REJECT'), message: z.string().trim().min(1).max(DISPUTE_ANSWER_MAX) }),
]);
export type DisputeAnswerBody = z.input<typeof disputeAnswerBodySchema>;

export const sellerDisputeListResponseSchema = z.object({ data: z.array(disputeSchema) });
