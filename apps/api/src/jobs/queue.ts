import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { myInvoisSandbox, type MyInvoisClient } from '../e-invoices/myinvois';
import { consolidateEInvoices } from '../e-invoices/consolidate';
import { submitEInvoices } from '../e-invoices/submit';
import { completeShippedOrders } from '../orders/auto-complete';
import { expireUnpaidOrders } from '../orders/expire-unpaid';
import type { PaymentProvider } from '../payments/provider';
import { reconcilePayments } from '../payments/reconcile';

/*
 * The job queue (issue 10, decision 0013): pg-boss, kept in its own `pgboss` schema of the app's
 * database, on PostgreSQL and on embedded PGlite alike (through the database's executeSql). Jobs
 * are claimed with `for update skip locked` and cron slots are taken once per minute across
 * processes, so any number of processes may run workers. A job that throws is retried with
 * backoff; every job below is also safe to run twice.
 */

export const JOBS = {
  expireUnpaidOrders: 'expire-unpaid-orders',
  reconcilePayments: 'reconcile-payments',
  completeShippedOrders: 'complete-shipped-orders',
  submitEInvoices: 'submit-e-invoices',
  consolidateEInvoices: 'consolidate-e-invoices',
} as const;

export interface JobQueueOptions {
  database: Database;
  provider: PaymentProvider;
  /** Where e-invoices are submitted: the configured client, or the sandbox. */
  myInvois?: MyInvoisClient;
  /** PUBLIC_URL, for the links in the mails the jobs send. */
  publicUrl: string;
  log: { warn(obj: object, message: string): void; info?(obj: object, message: string): void };
  /** Cron schedules; off where a test sends the jobs itself. */
  schedule?: boolean;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
}

export interface JobQueue {
  boss: PgBoss;
  /** Jobs waiting in each queue (for /api/metrics). */
  depth(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export async function startJobQueue({ database, provider, myInvois = myInvoisSandbox(), publicUrl, log, schedule = true, pollingIntervalSeconds = 5 }: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Finished jobs are kept a week for whoever looks into a problem, then removed.
    deleteAfterDays: 7,
    schedule,
  });
  // pg-boss reports errors of its own upkeep here; without a listener they would end the process.
  boss.on('error', (err: Error) => log.warn({ err: { message: err.message } }, 'job queue error'));
  await boss.start();

  for (const name of Object.values(JOBS)) {
    await boss.createQueue(name, { name, policy: 'stately', retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 300 });
  }
  const work = { pollingIntervalSeconds, batchSize: 1 };
  await boss.work(JOBS.expireUnpaidOrders, work, async () => {
    const counts = await expireUnpaidOrders(database.db, { provider, publicUrl });
    if (counts.cancelled) log.info?.({ ...counts }, 'unpaid orders cancelled');
  });
  await boss.work(JOBS.reconcilePayments, work, async () => {
    await reconcilePayments(database.db, provider, { publicUrl });
  });
  await boss.work(JOBS.completeShippedOrders, work, async () => {
    await completeShippedOrders(database.db, { publicUrl });
  });
  await boss.work(JOBS.submitEInvoices, work, async () => {
    const counts = await submitEInvoices(database.db, myInvois);
    if (counts.failed || counts.rejected || counts.invalid) log.warn({ ...counts }, 'e-invoices not submitted or not valid');
  });
  await boss.work(JOBS.consolidateEInvoices, work, async () => {
    const counts = await consolidateEInvoices(database.db);
    if (counts.issued) log.info?.({ ...counts }, 'monthly consolidated e-invoices issued');
  });
  if (schedule) {
    await boss.schedule(JOBS.expireUnpaidOrders, '* * * * *');
    await boss.schedule(JOBS.reconcilePayments, '*/2 * * * *');
    await boss.schedule(JOBS.completeShippedOrders, '17 * * * *');
    // Each document waits its own backoff (submit.ts): the job only looks every minute.
    await boss.schedule(JOBS.submitEInvoices, '* * * * *');
    // Hourly (cron is UTC): a finished month is reported within the hour after midnight in
    // Malaysia, and a run that failed is tried again long before LHDN's seven days are up.
    await boss.schedule(JOBS.consolidateEInvoices, '5 * * * *');
  }
  return {
    boss,
    depth: async () => Object.fromEntries(await Promise.all(Object.values(JOBS).map(async (name) => [name, await boss.getQueueSize(name)] as const))),
    // Lets a running job finish, so its transaction commits before the database closes.
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true, close: false }),
  };
}
