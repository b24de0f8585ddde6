import pg from 'pg';

/*
 * Read replicas (issue 13): catalogue and search reads go to PostgreSQL standbys named by
 * DATABASE_REPLICA_URLS, round-robin; writes, transactions and a buyer's own reads stay on the
 * primary (read-your-writes: a buyer who just changed their cart or address reads it back from
 * where it was written). A standby that cannot be reached is left out for a while and its reads
 * go to the primary, so a standby stopping mid-run costs no request.
 */

/** How long a standby that failed to answer is left out before it is tried again. */
export const REPLICA_RETRY_MS = 5_000;

export interface ReplicaCounts {
  replica: number;
  primary: number;
}

/** Errors that say the server could not be reached or went away, not that the query was wrong. */
function isUnreachable(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (e.code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08006', '08001', '08003'].includes(e.code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(e.message ?? '');
}

/**
 * A pg.Pool for read-only queries that sends each query, or each read-only transaction's
 * connection, to the next available standby and, when that one cannot be reached, to the primary.
 * The code that reads through it only reads: a standby refuses writes.
 */
export class ReplicaRoutingPool extends pg.Pool {
  private readonly standbys: { pool: pg.Pool; downUntil: number }[];
  private next = 0;

  constructor(
    private readonly primary: pg.Pool,
    replicaUrls: string[],
    options: pg.PoolConfig,
    /** Where reads went: shared by the routers of one database (catalogue reads and searches). */
    readonly counts: ReplicaCounts = { replica: 0, primary: 0 },
  ) {
    super({ max: 1 });
    this.standbys = replicaUrls.map((connectionString) => {
      const pool = new pg.Pool({ ...options, connectionString });
      // An idle client whose standby went away emits 'error'; unhandled, that would end the process.
      pool.on('error', () => {});
      return { pool, downUntil: 0 };
    });
  }

  private pick(): { pool: pg.Pool; downUntil: number } | null {
    const now = Date.now();
    for (let i = 0; i < this.standbys.length; i++) {
      const standby = this.standbys[(this.next + i) % this.standbys.length];
      if (standby && standby.downUntil <= now) {
        this.next = (this.next + i + 1) % this.standbys.length;
        return standby;
      }
    }
    return null;
  }

  // pg's overloads (callback forms included) are wider than what Drizzle uses: a config object, promise form.
  override query(...args: unknown[]): never {
    return this.routed((pool) => (pool.query as (...a: unknown[]) => Promise<unknown>)(...args)) as never;
  }

  /** A connection for a read-only transaction. Drizzle uses the promise form only. */
  override connect(): never {
    return this.routed((pool) => pool.connect()) as never;
  }

  /** Runs `use` on the next available standby, else (none up, or it did not answer) on the primary. */
  private async routed<T>(use: (pool: pg.Pool) => Promise<T>): Promise<T> {
    const standby = this.pick();
    if (standby) {
      try {
        const result = await use(standby.pool);
        this.counts.replica += 1;
        return result;
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        standby.downUntil = Date.now() + REPLICA_RETRY_MS;
      }
    }
    this.counts.primary += 1;
    return use(this.primary);
  }

  override async end(): Promise<void> {
    await Promise.all(this.standbys.map((s) => s.pool.end()));
    await super.end();
  }
}
