import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../test/test-databases';
import type { ApiConfig } from './config';
import { prepareDatabase } from './start';

const startModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start.ts');

/** A server started the way `npm start` starts it, with one route that answers only once SIGTERM has arrived. */
const fixture = `
const { readStartConfig, startServer } = await import(${JSON.stringify(startModule)});
await startServer({
  config: readStartConfig(() => undefined).config,
  extend: async (app) => {
    app.get('/slow', async () => {
      process.stderr.write('in-flight\\n');
      await new Promise((resolve) => process.once('SIGTERM', resolve));
      return { finished: true };
    });
  },
});
`;

describe('stopping the server', () => {
  it('finishes a request in flight on SIGTERM, closes its keep-alive connection and the database, and exits 0', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'borong-stop-'));
    writeFileSync(path.join(dir, 'server.mjs'), fixture);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(dir, 'server.mjs')], {
      env: { PATH: process.env.PATH, DATABASE_URL: 'memory://', SEED: 'none', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    });
    let stderr = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const said = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (stderr.includes(text)) resolve();
        };
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          check();
        });
        check();
      });

    await said('ready at');
    const agent = new http.Agent({ keepAlive: true });
    const answer = new Promise<{ status: number | undefined; body: string; connection: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode, body, connection: res.headers.connection }));
        })
        .on('error', reject);
    });
    await said('in-flight');
    child.kill('SIGTERM');

    expect(await answer).toMatchObject({ status: 200, body: JSON.stringify({ finished: true }) });
    expect(await exited).toBe(0);
    expect(stderr).toContain('stopped');
    agent.destroy();
  });
});

describe('prepareDatabase', () => {
  it("migrates, then sizes search's histograms to the data and says so in the start log", async () => {
    const scratch = await createScratchPostgres('migrated');
    // Only what a start's database step reads.
    const config = { database: { kind: 'postgres', url: scratch.url, poolSize: 2 }, seed: 'none' } as unknown as ApiConfig;
    const startLog = async () => {
      const log: string[] = [];
      await (await prepareDatabase(config, (message) => log.push(message))).close();
      return log;
    };
    try {
      const first = await startLog();
      expect(first).toEqual(['search statistics: store_search 100 (0 rows)', 'search statistics: brands 100 (0 rows)']);
      // The next start finds them sized.
      expect(await startLog()).toEqual([]);
    } finally {
      await scratch.drop();
    }
  });
});
