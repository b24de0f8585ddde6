import type { FastifyInstance } from 'fastify';
import { ConfigError, loadStartConfig, productionSandboxWarnings, type ApiConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { sizeSearchStatistics } from './db/statistics';
import { SEED_SCALES, seedDatabase, seededScale } from './seed';
import { startJobQueue } from './jobs/queue';
import { myInvoisClient } from './e-invoices/myinvois';
import { paymentGateway } from './payments/gateway';
import { buildServer } from './server';
import { serverMetrics } from './app/metrics';

/** Migrates, seeds on first start when SEED asks for it, sizes search's statistics to the data, and reports what it did. */
export async function prepareDatabase(config: ApiConfig, log: (message: string) => void): Promise<Database> {
  const database = await openDatabase(config.database);
  await database.migrate();
  if (config.seed !== 'none') {
    const existing = await seededScale(database.db);
    if (existing) log(`database already seeded (${existing.stores.toLocaleString('en')} stores, ${existing.products.toLocaleString('en')} products)`);
    else {
      const started = Date.now();
      log(`seeding the ${config.seed} data set, once; later starts reuse it`);
      await seedDatabase(database.db, SEED_SCALES[config.seed], (message) => log(`seed: ${message}`));
      log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  for (const change of await sizeSearchStatistics(database.db)) log(`search statistics: ${change}`);
  return database;
}

/**
 * The validated configuration of a start (the API's and `readExtra`'s together), or the exit
 * with every problem listed (78, "configuration error", as a service manager reads it).
 */
export function readStartConfig<Extra>(readExtra: () => Extra): { config: ApiConfig; extra: Extra } {
  try {
    return loadStartConfig(readExtra);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78);
    }
    throw err;
  }
}

export const startLog = (message: string) => process.stderr.write(`[borong] ${message}\n`);

/**
 * Serves `app` on the configured port until Ctrl-C or SIGTERM, then stops taking requests,
 * finishes those in flight and runs `release` (the job queue, the database), so nothing committed
 * is lost; exit 0. Requests still running after 10 s are cut: `release` runs and the exit is 1.
 */
export async function serveUntilStopped(app: FastifyInstance, config: ApiConfig, { release = async () => {}, ready }: { release?: () => Promise<void>; ready: string }): Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    startLog(`${signal} received, finishing requests in flight`);
    const force = setTimeout(() => {
      startLog('requests still in flight after 10 s: stopping anyway');
      void release().finally(() => process.exit(1));
    }, 10_000);
    force.unref();
    // A keep-alive connection whose last response has gone out is idle, and would otherwise hold
    // the close open until its client hangs up: close each as soon as it is.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close();
    clearInterval(sweep);
    await release();
    startLog('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  startLog(`ready at http://localhost:${config.port} (${ready})`);
}

/**
 * Starts the API with its database and job queue, and whatever `extend` mounts beside it (the
 * storefront, in the one-process default).
 */
export async function startServer({ config, extend }: { config: ApiConfig; extend?: (app: FastifyInstance) => Promise<void> }): Promise<void> {
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : config.database.dataDir ? `PGlite at ${config.database.dataDir}` : 'in-memory PGlite';
  startLog(`starting on ${where}`);
  for (const warning of productionSandboxWarnings(config)) startLog(`warning: ${warning}`);
  const database = await prepareDatabase(config, startLog);
  const app = await buildServer({ config, database, extend });
  const jobs = await startJobQueue({ database, provider: paymentGateway({ config, database }), myInvois: myInvoisClient(config.myInvois), publicUrl: config.publicUrl, log: app.log });
  serverMetrics(database).setQueueDepth(jobs.depth);
  await serveUntilStopped(app, config, {
    release: async () => {
      await jobs.stop();
      await database.close();
    },
    ready: extend ? 'API under /api, docs at /api/docs' : 'the API alone: /api, docs at /api/docs',
  });
}
