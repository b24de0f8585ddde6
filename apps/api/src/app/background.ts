import type { Database } from '../db/client';

/**
 * Work a request starts and does not wait for, so that its answer cannot depend on it (how long
 * a password reset takes must not tell whether the address has an account). Failures go to
 * `onError`; the app's close waits for what is still running, and tests wait with `drain()`.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  run(task: () => Promise<unknown>): void {
    const done: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => this.onError(error),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

const byDatabase = new WeakMap<Database, BackgroundWork>();

/** The background work of the API serving `database`: one per app, shared by its routes. */
export function backgroundWork(database: Database, onError: (error: unknown) => void = () => undefined): BackgroundWork {
  let work = byDatabase.get(database);
  if (!work) {
    work = new BackgroundWork(onError);
    byDatabase.set(database, work);
  }
  return work;
}
