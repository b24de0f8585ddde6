import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, productionSandboxWarnings, type ApiConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { SEED_SCALES, seedDatabase, seededScale } from './seed';
import { startJobQueue } from './jobs/queue';
import { myInvoisClient } from './e-invoices/myinvois';
import { paymentGateway } from './payments/gateway';
import { buildServer } from './server';
import { serverMetrics } from './app/metrics';

/** Migrates, seeds on first start when SEED asks for it, and reports what it did. */
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
  return database;
}

/**
 * Reads the API's configuration and the caller's own (the storefront's) together, before anything
 * touches the database: a bad value in either stops the start with one list of every problem.
 */
export function loadStartConfig<Extra>(readExtra: () => Extra, env: NodeJS.ProcessEnv = process.env): { config: ApiConfig; extra: Extra } {
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      problems.push(...err.problems);
      return undefined;
    }
  };
  const config = attempt(() => loadConfig(env));
  const extra = attempt(readExtra);
  if (problems.length > 0 || config === undefined) throw new ConfigError(problems);
  return { config, extra: extra as Extra };
}

/**
 * Starts the whole server: config (the API's and `readConfig`'s, both validated first), database,
 * HTTP. Ctrl-C or SIGTERM stops taking requests, finishes those in flight and closes the
 * database, so nothing committed is lost.
 */
export async function startServer<Extra = undefined>(
  options: { readConfig?: () => Extra; extend?: (app: FastifyInstance, config: ApiConfig, extra: Extra) => Promise<void> } = {},
): Promise<void> {
  let config: ApiConfig;
  let extra: Extra;
  try {
    ({ config, extra } = loadStartConfig(options.readConfig ?? (() => undefined as Extra)));
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78);
    }
    throw err;
  }
  const { extend } = options;
  const log = (message: string) => process.stderr.write(`[borong] ${message}\n`);
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : config.database.dataDir ? `PGlite at ${config.database.dataDir}` : 'in-memory PGlite';
  log(`starting on ${where}`);
  for (const warning of productionSandboxWarnings(config)) log(`warning: ${warning}`);
  const database = await prepareDatabase(config, log);
  const app = await buildServer({ config, database, extend: extend ? (a) => extend(a, config, extra) : undefined });
  const jobs = await startJobQueue({ database, provider: paymentGateway({ config, database }), myInvois: myInvoisClient(config.myInvois), publicUrl: config.publicUrl, log: app.log });
  serverMetrics(database).setQueueDepth(jobs.depth);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, finishing requests in flight`);
    const force = setTimeout(() => {
      log('requests still in flight after 10 s: stopping anyway');
      void database.close().finally(() => process.exit(1));
    }, 10_000);
    force.unref();
    // A keep-alive connection whose last response has gone out is idle, and would otherwise hold
    // the close open until its client hangs up: close each as soon as it is.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close();
    clearInterval(sweep);
    await jobs.stop();
    await database.close();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log(`ready at http://localhost:${config.port} (API under /api, docs at /api/docs)`);
}
