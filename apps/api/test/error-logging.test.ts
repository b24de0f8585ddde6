import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { registerErrorHandling } from '../src/app/errors';
import { buildServer, loggerOptions } from '../src/server';
import { createSignedInUser, createScratchPostgres, DATABASE_KINDS } from './harness';
import { openPgliteCopy } from './test-databases';

const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', LOG_LEVEL: 'trace' });
const secret = () => `sk_live_${randomBytes(8).toString('hex')}`;

/** The production logger options writing into an array, as auth-logging.test.ts captures them. */
function capturedLogger(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions(config);
  if (typeof options !== 'object') throw new Error('expected logger options');
  return { ...options, stream };
}

async function openKind(kind: (typeof DATABASE_KINDS)[number]): Promise<{ database: Database; drop?: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await openPgliteCopy('migrated') };
  const scratch = await createScratchPostgres('migrated');
  return { database: await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 }), drop: scratch.drop };
}

describe('a failing query through a real route', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openPgliteCopy('migrated');
    app = await buildServer({ config: { ...config, database: { kind: 'pglite', dataDir: null } }, database, logger: capturedLogger(lines) });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is logged without the parameters the buyer sent', async () => {
    const buyer = await createSignedInUser(database);
    // A column the code no longer finds makes the insert fail with the buyer's text bound as parameters.
    await database.db.execute(sql`alter table shopping_lists rename column description to description_gone`);
    const name = secret();
    const description = secret();
    const res = await app.inject({ method: 'POST', url: '/api/mydin-online/shopping_lists/create_or_update', headers: buyer.auth, payload: { name, description } });
    expect(res.statusCode, res.body).toBe(500);
    expect(res.body).not.toContain(name);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('shopping_lists');
    expect(log).not.toContain(name);
    expect(log).not.toContain(description);
  });
});

describe.each(DATABASE_KINDS)('errors the API logs on %s', (kind) => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, drop } = await openKind(kind));
    await database.db.execute(sql`create table if not exists log_probe (v text unique, n integer)`);
    app = Fastify({ logger: capturedLogger(lines) });
    registerErrorHandling(app);
    app.post<{ Body: { value: string; route: string } }>('/probe', async (request) => {
      const { value } = request.body;
      if (request.body.route === 'unique') {
        await database.db.execute(sql`insert into log_probe (v) values (${value})`);
        await database.db.execute(sql`insert into log_probe (v) values (${value})`);
      } else if (request.body.route === 'cast') {
        await database.db.execute(sql`select ${value}::integer`);
      } else {
        await database.db.execute(sql`select * from no_such_table where v = ${value}`);
      }
      return {};
    });
    // Any other code path that logs an error object goes through the logger's own serializer.
    app.post<{ Body: { value: string } }>('/logged', async (request) => {
      try {
        await database.db.execute(sql`select * from no_such_table where v = ${request.body.value}`);
      } catch (err) {
        request.log.error({ err }, 'logged by a handler');
      }
      return {};
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  it.each(['missing table', 'unique', 'cast'])('keep the query and the code of a %s failure, never its parameters or row values', async (route) => {
    lines.length = 0;
    const value = secret();
    const res = await app.inject({ method: 'POST', url: '/probe', payload: { value, route } });
    expect(res.statusCode, res.body).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toMatch(/"code":"(42P01|23505|22P02)"/);
    expect(log).not.toContain(value);
  });

  it('hold no parameters when a handler logs the error itself', async () => {
    lines.length = 0;
    const value = secret();
    await app.inject({ method: 'POST', url: '/logged', payload: { value } });
    const log = lines.join('');
    expect(log).toContain('logged by a handler');
    expect(log).toContain('no_such_table');
    expect(log).not.toContain(value);
  });
});
