import fastifyMultipart from '@fastify/multipart';
import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema, idParam } from '@borong/contracts/common';
import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_REASONS,
  DISPUTE_WINDOW_DAYS,
  MAX_DISPUTE_PHOTO_BYTES,
  MAX_DISPUTE_PHOTOS,
  disputeAnswerBodySchema,
  disputeFieldsSchema,
  sellerDisputeListResponseSchema,
} from '@borong/contracts/disputes';
import { orderActionResponseSchema } from '@borong/contracts/orders';
import { sellerOrderResponseSchema } from '@borong/contracts/seller';
import { z } from 'zod';
import { DomainError, HttpError } from '../app/errors';
import type { ApiApp, ApiDeps } from '../app/types';
import { callerId, requireUser } from '../auth/guard';
import { orderDetail } from '../orders/orders';
import { requireStore, sellerOrder } from '../seller/seller';
import { DISPUTE_MESSAGES, answerDispute, disputePhoto, openDispute, storeDisputes, type NewPhoto } from './disputes';
import { reencodePhoto, sniffPhotoType, unsupportedPhoto } from './photos';

/** Text fields a dispute form carries besides its photos; more is refused. */
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 16 * 1024;

/**
 * Disputes (issue 11): the buyer opens one on a completed order (multipart, with photos); the
 * photos are served to the buyer and the store's sellers only; the sellers list and answer them.
 */
export default async function disputeRoutes(app: ApiApp, { config, database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_DISPUTE_PHOTO_BYTES, files: MAX_DISPUTE_PHOTOS, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_DISPUTE_PHOTOS + MAX_FIELDS } });
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.post(apiPaths.orderDisputeRoute, {
    schema: {
      tags: ['orders'],
      summary: 'The buyer opens a dispute on a completed order',
      description: `multipart/form-data. Fields: reason (${DISPUTE_REASONS.join(', ')}), description (1–${DISPUTE_DESCRIPTION_MAX} characters), items (JSON: [{ "order_line_id", "quantity" }], lines of this order, each at most the quantity bought), and photos: up to ${MAX_DISPUTE_PHOTOS} files named "photos", each at most 5 MB (413 above it, or for more files), JPEG, PNG or WebP by their first bytes whatever their name or declared type (else 415: an HTML page renamed .jpg is refused). Photos are decoded and encoded again without their metadata (EXIF, GPS) at most 2048 px a side, and kept under random names. The order must be COMPLETE, completed at most ${DISPUTE_WINDOW_DAYS} days ago, and without a dispute: one dispute per order, ever, since the seller's answer is final on the platform (else 409, nothing kept). The store's sellers are mailed. Answers the order with its dispute. Another buyer's order is a 404.`,
      params: z.object({ id: idParam('id') }),
      consumes: ['multipart/form-data'],
      response: { 200: orderActionResponseSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
    },
    handler: async (request) => {
      const userId = callerId(request);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the dispute as multipart/form-data');
      const fields: Record<string, string> = {};
      const uploads: Buffer[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'photos') throw new DomainError(400, 'Photos go in the "photos" field', { [part.fieldname]: ['is not a field of a dispute'] });
          const bytes = await part.toBuffer();
          // Refused at once by its first bytes, before any decoding.
          if (!sniffPhotoType(bytes)) throw unsupportedPhoto();
          uploads.push(bytes);
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
      let items: unknown;
      try {
        items = JSON.parse(fields.items ?? '');
      } catch {
        throw new DomainError(400, 'items must be JSON: [{ "order_line_id": …, "quantity": … }]', { items: ['must be JSON'] });
      }
      const parsed = disputeFieldsSchema.safeParse({ reason: fields.reason, description: fields.description, items });
      if (!parsed.success) {
        const byField: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (byField[issue.path.join('.') || 'body'] ??= []).push(issue.message);
        throw new DomainError(400, `Invalid ${Object.keys(byField).join(', ')}`, byField);
      }
      const photos: NewPhoto[] = [];
      for (const bytes of uploads) photos.push(await reencodePhoto(bytes));
      await openDispute(db, userId, request.params.id, parsed.data, photos, config.publicUrl);
      return { error: false as const, message: DISPUTE_MESSAGES.opened, data: await orderDetail(db, userId, request.params.id) };
    },
  });

  app.get(apiPaths.disputePhotoRoute, {
    schema: {
      tags: ['orders'],
      summary: 'A dispute photo',
      description: 'The image as kept (JPEG, PNG or WebP), inline, with X-Content-Type-Options: nosniff and a CSP that runs nothing; for the buyer who sent it and the sellers of the store, and a 404 for anyone else or an unknown name.',
      params: z.object({ name: z.string().regex(/^[0-9a-f]{32}\.(jpg|png|webp)$/) }),
      response: { 200: z.any().describe('The image'), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const photo = await disputePhoto(db, callerId(request), request.params.name);
      return reply
        .header('content-type', photo.contentType)
        .header('content-disposition', `inline; filename="${request.params.name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .send(photo.content);
    },
  });

  const tags = ['seller console'];
  app.get(apiPaths.sellerDisputesRoute, {
    schema: {
      tags,
      summary: 'The store’s disputes',
      description: 'Open disputes first, then the answered ones, newest first within each (at most 200), each with its lines, photos, the answer and what is still refundable on the order.',
      params: z.object({ storeId: idParam('storeId') }),
      response: { 200: sellerDisputeListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      await requireStore(db, callerId(request), request.params.storeId);
      return { data: await storeDisputes(db, request.params.storeId) };
    },
  });

  app.post(apiPaths.sellerDisputeAnswerRoute, {
    schema: {
      tags,
      summary: 'Answers the dispute of one of the store’s orders',
      description:
        'Once, while the dispute is open (else 409). outcome REFUND_FULL gives back all that is still refundable on the order; REFUND_PART gives back amount (sen), at most that (else 409 REFUND_TOO_LARGE, nothing changed); REJECT needs a message (1–1000 characters) for the buyer. A refund goes to the buyer’s e-credit: instant, and the same wherever they paid (the platform chose so; a cancellation lets the buyer choose). The buyer is mailed the outcome and the refund. Another store’s order, or an order without a dispute, is a 404.',
      params: z.object({ storeId: idParam('storeId'), id: idParam('id') }),
      body: disputeAnswerBodySchema,
      response: { 200: sellerOrderResponseSchema, ...errors },
    },
    handler: async (request) => {
      const sellerId = callerId(request);
      const { storeId, id } = request.params;
      await requireStore(db, sellerId, storeId);
      await answerDispute(db, storeId, id, sellerId, request.body, config.publicUrl);
      return { error: false as const, message: DISPUTE_MESSAGES.answered, data: await sellerOrder(db, storeId, id) };
    },
  });
}
