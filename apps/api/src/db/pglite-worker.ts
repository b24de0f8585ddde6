/**
 * The embedded database's own thread (issue 12): PGlite runs PostgreSQL compiled to WebAssembly
 * on the thread that calls it, so a search of a few hundred milliseconds stopped every other
 * request of the server. Here it answers the server's queries by message (pglite-thread.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { createPgliteClient } from './client';
import type { WorkerReply, WorkerRequest } from './pglite-thread';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

const { dataDir } = workerData as { dataDir: string | null };
const ROLLBACK = Symbol('rollback');

/** The fields of a database error the app reads (SQLSTATE `code` above all); a clone of an Error keeps only its message. */
function errorFields(error: unknown): Extract<WorkerReply, { ok: false }>['error'] {
  const e = (error ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of ['code', 'severity', 'detail', 'hint', 'schema', 'table', 'column', 'constraint', 'routine']) {
    if (typeof e[key] === 'string') fields[key] = e[key];
  }
  return { message: error instanceof Error ? error.message : String(error), name: error instanceof Error ? error.name : 'Error', fields };
}

/** Keep-as-text parsers for the type ids Drizzle names: its parsers are all the identity. */
const identityParsers = (typeIds: number[] | undefined) => (typeIds ? Object.fromEntries(typeIds.map((id) => [id, (value: string) => value])) : undefined);

async function main() {
  const client = await createPgliteClient({ dataDir });
  const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; settled: Promise<void> }>();
  const reply = (message: WorkerReply) => port!.postMessage(message);

  port!.on('message', (request: WorkerRequest) => {
    void handle(request).then(
      (result) => reply({ id: request.id, ok: true, result }),
      (error: unknown) => reply({ id: request.id, ok: false, error: errorFields(error) }),
    );
  });

  async function handle(request: WorkerRequest): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? client : open.get(request.tx)?.tx;
        if (!target) throw new Error('The transaction has ended');
        const parsers = identityParsers(request.keepAsText);
        return target.query(request.sql, request.params, { ...(request.rowMode ? { rowMode: request.rowMode } : {}), ...(parsers ? { parsers } : {}) });
      }
      case 'exec': {
        const target = request.tx === undefined ? client : open.get(request.tx)?.tx;
        if (!target) throw new Error('The transaction has ended');
        return target.exec(request.sql);
      }
      case 'begin': {
        const txId = request.id;
        // PGlite runs one transaction at a time; other queries wait for it, as on the main thread.
        await new Promise<void>((begun, failed) => {
          const settled = client
            .transaction(
              (tx) =>
                new Promise<void>((commit, rollback) => {
                  open.set(txId, { tx, end: (ok) => (ok ? commit() : rollback(ROLLBACK)), settled });
                  begun();
                }),
            )
            .then(
              () => undefined,
              (error: unknown) => {
                if (error !== ROLLBACK) throw error;
              },
            );
          settled.catch(failed);
        });
        return txId;
      }
      case 'end': {
        const transaction = open.get(request.tx);
        if (!transaction) throw new Error('The transaction has ended');
        open.delete(request.tx);
        transaction.end(request.commit);
        await transaction.settled;
        return null;
      }
      case 'close':
        await client.close();
        return null;
    }
  }
  reply({ id: 0, ok: true, result: 'ready' });
}

main().catch((error: unknown) => port.postMessage({ id: 0, ok: false, error: errorFields(error) } satisfies WorkerReply));
