import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** A request to the database thread (pglite-worker.ts); `id` pairs it with its reply. */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; keepAsText?: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { message: string; name: string; fields: Record<string, string> } };

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The part of PGlite's client the app and Drizzle use, answered by the database thread. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'>;

/**
 * Starts the worker's code: beside the server bundle in a build, or, from the TypeScript source
 * (tests, tsx), through a bootstrap that registers tsx in the new thread first (a worker does
 * not inherit the loader of the thread that starts it).
 */
function startWorker(workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData });
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`, { eval: true, workerData });
}

/**
 * Drizzle passes parsers that keep dates and intervals as text. They cannot cross to another
 * thread, so the type ids travel and the worker makes the same identity parsers; anything but an
 * identity parser would be lost, so it is refused here rather than silently dropped.
 */
function keepAsText(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([typeId, parse]) => {
    if (parse('2026-01-01', Number(typeId)) !== '2026-01-01') throw new Error(`Only keep-as-text parsers reach the database thread (type ${typeId})`);
    return Number(typeId);
  });
}

/**
 * Opens PGlite on its own thread and answers with a client shaped like PGlite's. Queries and
 * transactions go by message; results come back as PGlite gives them (structured clone keeps
 * dates, bigints and bytes), errors with their SQLSTATE and the fields the app reads.
 */
export async function openPgliteThread(dataDir: string | null): Promise<PgliteClient> {
  const worker = startWorker({ dataDir });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;

  const toError = (error: Extract<WorkerReply, { ok: false }>['error']) => Object.assign(new Error(error.message), { name: error.name }, error.fields);
  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(toError(reply.error));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The database thread stopped (exit code ${code})`)));

  const call = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  await ready;

  const query = (tx: number | undefined) =>
    (<T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({ op: 'query', sql, params, rowMode: options?.rowMode, keepAsText: keepAsText(options?.parsers), tx })) as PGlite['query'];
  const exec = (tx: number | undefined) => ((sql: string) => call<Results[]>({ op: 'exec', sql, tx })) as PGlite['exec'];

  const transaction = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    const tx = await call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await work({
        query: query(tx),
        sql: () => {
          throw new Error('tagged-template queries are not used through the database thread');
        },
        exec: exec(tx),
        rollback: () => Promise.reject(new Error('roll back by throwing from the transaction')),
        listen: () => Promise.reject(new Error('listen is not used through the database thread')),
        get closed() {
          return false;
        },
      } as unknown as Transaction);
    } catch (error) {
      await call({ op: 'end', tx, commit: false });
      throw error;
    }
    await call({ op: 'end', tx, commit: true });
    return result;
  };

  return {
    query: query(undefined),
    exec: exec(undefined),
    transaction: transaction as PGlite['transaction'],
    close: async () => {
      await call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
