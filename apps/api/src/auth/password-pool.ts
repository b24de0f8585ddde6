import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** One argon2id call, as the worker receives it. */
export type PasswordJob =
  | { op: 'hash'; password: string; salt: Uint8Array; params: { memorySize: number; iterations: number; parallelism: number; hashLength: number } }
  | { op: 'verify'; password: string; hash: string };

/** The queue is full: the caller should answer 503 with Retry-After rather than wait without bound. */
export class PasswordPoolBusy extends Error {
  constructor() {
    super('password hashing queue is full');
  }
}

/*
 * The worker is a script given as text (`eval`), so the server bundle needs no second entry file;
 * it loads hash-wasm by the absolute path the main thread resolved.
 */
const workerSource = (hashWasm: string) => `
const { parentPort } = require('node:worker_threads');
const { argon2id, argon2Verify } = require(${JSON.stringify(hashWasm)});
parentPort.on('message', async (job) => {
  try {
    const result = job.op === 'hash'
      ? await argon2id({ password: job.password, salt: job.salt, ...job.params, outputType: 'encoded' })
      : await argon2Verify({ password: job.password, hash: job.hash });
    parentPort.postMessage({ result });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});
`;

interface Pending {
  job: PasswordJob;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

/**
 * argon2id costs tens of milliseconds of CPU per call; run on the event loop it stalls every
 * other request (ten sign-ins at once took /api/health from 3 to 130 ms). Here it runs in worker
 * threads, one job per worker at a time, with a bounded queue in front of them.
 */
export class PasswordPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private started = 0;
  private readonly source = workerSource(createRequire(import.meta.url).resolve('hash-wasm'));

  constructor(
    private readonly size: number,
    private readonly maxQueued: number,
  ) {}

  /** How many jobs wait for a worker now. */
  get queued(): number {
    return this.queue.length;
  }

  run(job: PasswordJob): Promise<string | boolean> {
    if (this.idle.length === 0 && this.started >= this.size && this.queue.length >= this.maxQueued) return Promise.reject(new PasswordPoolBusy());
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.started < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const next = this.queue.shift()!;
      this.runOn(worker, next);
    }
  }

  private spawn(): Worker {
    this.started += 1;
    const worker = new Worker(this.source, { eval: true });
    // An idle pool must not keep the process alive at shutdown.
    worker.unref();
    return worker;
  }

  private runOn(worker: Worker, pending: Pending): void {
    const settle = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
    };
    const onMessage = (message: { result?: string | boolean; error?: string }) => {
      settle();
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.result!);
      this.idle.push(worker);
      this.dispatch();
    };
    const onError = (error: Error) => {
      settle();
      this.started -= 1;
      pending.reject(error);
      this.dispatch();
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(pending.job);
  }
}

/** One worker per spare core (at least one), and room for a burst of sign-ins behind them. */
export const passwordPool = new PasswordPool(Math.max(1, Math.min(4, availableParallelism() - 1)), 64);
