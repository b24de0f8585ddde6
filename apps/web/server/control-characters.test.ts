import type { FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@borong/api/config';
import { openDatabase, type Database } from '@borong/api/db/client';
import { buildServer } from '@borong/api/server';
import { settle } from '../app/test/route-call';
import { action as registerAction } from '../app/routes/register';
import { loader as searchLoader } from '../app/routes/search';
import { inProcessApiFetch } from './storefront';

/**
 * Page actions and loaders against the real API in memory (not a stub): a control character a
 * buyer sends through a page reaches the API's edge check and comes back as a 4xx the page shows.
 */
describe('a control character sent through a page, with the real API behind it', () => {
  let app: FastifyInstance;
  let database: Database;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    const config = { ...loadConfig({ NODE_ENV: 'test' }), database: { kind: 'pglite' as const, dataDir: null } };
    app = await buildServer({ config, database, logger: false });
    await app.ready();
    context = { apiFetch: inProcessApiFetch(app)('203.0.113.9'), nonce: 'n', publicConfig: { variant: 'marketplace', quotationUrl: 'https://borong.example/q', socialProviders: [] }, publicOrigin: 'https://borong.example', secureCookies: false, islandsEntry: null };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('in the registration form comes back as a field error beside the name', async () => {
    const form = new URLSearchParams({
      name: 'Aminah\u0000 binti Yusof',
      email: 'aminah.nul@kedai.example.my',
      mobile_no: '0123456789',
      company_name: 'Kedai Runcit Aminah Sdn Bhd',
      reg_no: '202301012345',
      password: 'Kedai runcit 2024!',
      password_confirmation: 'Kedai runcit 2024!',
      interest: '7',
    });
    const request = new Request('http://shop.test/register', { method: 'POST', body: form });
    const outcome = await settle(registerAction, { request, context });
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ fieldErrors: { name: ['must not contain control characters'] } });
  });

  it.each(['%00', 'kopi%1B', '%C2%85'])('in the search query (search=%s) gives the page no results, not a failure', async (search) => {
    const outcome = await settle(searchLoader, { request: new Request(`http://shop.test/search?search=${search}`), context });
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({ stores: { ok: false, status: 400 } });
  });
});
