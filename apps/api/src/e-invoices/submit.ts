import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { eInvoiceDocuments } from '../db/schema';
import { MAX_DOCUMENTS_PER_SUBMISSION, MyInvoisError, type MyInvoisClient } from './myinvois';
import { withOriginalUuid } from './ubl';

/*
 * The submission job (issue 11): documents waiting to be submitted go to MyInvois one submission
 * per supplier, then each submission is asked how its validation went. A call that fails is
 * written on its documents and tried again later, each failure waiting twice as long as the last
 * (up to an hour); a document MyInvois refuses is INVALID with its reasons. Safe to run twice at
 * once: the waiting documents are claimed with `skip locked`.
 */

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;
/** How long after the `attempts`-th failed submission the next is tried. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2_000);

export interface SubmitCounts {
  submitted: number;
  rejected: number;
  failed: number;
  valid: number;
  invalid: number;
}

export async function submitEInvoices(db: Db, client: MyInvoisClient, options: { now?: Date } = {}): Promise<SubmitCounts> {
  const now = options.now ?? new Date();
  const counts: SubmitCounts = { submitted: 0, rejected: 0, failed: 0, valid: 0, invalid: 0 };
  await submitWaiting(db, client, now, counts);
  await checkSubmitted(db, client, now, counts);
  return counts;
}

/** Submits the documents due, a supplier at a time, each in a transaction that holds them while MyInvois answers. */
async function submitWaiting(db: Db, client: MyInvoisClient, now: Date, counts: SubmitCounts): Promise<void> {
  const d = eInvoiceDocuments;
  const original = alias(eInvoiceDocuments, 'original');
  // A note waits for its original's UUID, which it must quote.
  const due = await db
    .selectDistinct({ storeId: d.storeId })
    .from(d)
    .leftJoin(original, eq(original.id, d.originalId))
    .where(and(eq(d.status, 'PENDING'), lte(d.nextAttemptAt, now), or(sql`${d.originalId} is null`, isNotNull(original.uuid))));
  for (const { storeId } of due) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: d.id, number: d.number, document: d.document, attempts: d.attempts, originalUuid: original.uuid })
        .from(d)
        .leftJoin(original, eq(original.id, d.originalId))
        .where(and(eq(d.storeId, storeId), eq(d.status, 'PENDING'), lte(d.nextAttemptAt, now), or(sql`${d.originalId} is null`, isNotNull(original.uuid))))
        .orderBy(asc(d.id))
        .limit(MAX_DOCUMENTS_PER_SUBMISSION)
        .for('update', { of: d, skipLocked: true });
      if (claimed.length === 0) return;
      const documents = claimed.map((c) => ({ ...c, document: c.originalUuid ? withOriginalUuid(c.document, c.originalUuid) : c.document }));
      let result;
      try {
        result = await client.submit(documents.map((c) => ({ codeNumber: c.number, document: c.document })));
      } catch (err) {
        if (!(err instanceof MyInvoisError)) throw err;
        for (const c of claimed) {
          await tx
            .update(d)
            .set({ attempts: c.attempts + 1, nextAttemptAt: new Date(now.getTime() + retryDelayMs(c.attempts + 1)), lastError: reason(err) })
            .where(eq(d.id, c.id));
        }
        counts.failed += claimed.length;
        return;
      }
      const byNumber = new Map(documents.map((c) => [c.number, c]));
      for (const accepted of result.accepted) {
        const c = byNumber.get(accepted.codeNumber);
        if (!c) continue;
        await tx
          .update(d)
          .set({ status: 'SUBMITTED', document: c.document, submissionUid: result.submissionUid, uuid: accepted.uuid, attempts: c.attempts + 1, nextAttemptAt: null, lastError: null, submittedAt: now })
          .where(eq(d.id, c.id));
        counts.submitted++;
      }
      for (const rejected of result.rejected) {
        const c = byNumber.get(rejected.codeNumber);
        if (!c) continue;
        await tx
          .update(d)
          .set({ status: 'INVALID', document: c.document, submissionUid: result.submissionUid, attempts: c.attempts + 1, nextAttemptAt: null, lastError: rejected.error.slice(0, 2_000), submittedAt: now })
          .where(eq(d.id, c.id));
        counts.rejected++;
      }
    });
  }
}

/** Asks MyInvois about each submission with documents still being validated; a failed question is asked again next run. */
async function checkSubmitted(db: Db, client: MyInvoisClient, now: Date, counts: SubmitCounts): Promise<void> {
  const d = eInvoiceDocuments;
  const open = await db
    .selectDistinct({ submissionUid: d.submissionUid })
    .from(d)
    .where(and(eq(d.status, 'SUBMITTED'), isNotNull(d.submissionUid)));
  for (const { submissionUid } of open) {
    if (!submissionUid) continue;
    let found;
    try {
      found = await client.submission(submissionUid);
    } catch (err) {
      if (!(err instanceof MyInvoisError)) throw err;
      await db
        .update(d)
        .set({ lastError: reason(err) })
        .where(and(eq(d.submissionUid, submissionUid), eq(d.status, 'SUBMITTED')));
      counts.failed++;
      continue;
    }
    for (const doc of found) {
      const mine = and(eq(d.uuid, doc.uuid), eq(d.submissionUid, submissionUid), inArray(d.status, ['SUBMITTED']));
      if (doc.status === 'Valid' && doc.longId) {
        const done = await db.update(d).set({ status: 'VALID', longId: doc.longId, validatedAt: now, lastError: null }).where(mine).returning({ id: d.id });
        counts.valid += done.length;
      } else if (doc.status === 'Invalid') {
        const errors = await client.validationErrors(doc.uuid).catch((err: unknown) => `Invalid (its reasons could not be read: ${reason(err)})`);
        const done = await db
          .update(d)
          .set({ status: 'INVALID', lastError: (errors || 'Invalid').slice(0, 2_000) })
          .where(mine)
          .returning({ id: d.id });
        counts.invalid += done.length;
      }
    }
  }
}
