import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { buildServer, loggerOptions, redactUrl } from '../src/server';
import type { FastifyInstance } from 'fastify';
import { PASSWORD, signupPayload } from './auth-helpers';
import { openPgliteCopy } from './test-databases';

describe('logs of the account calls', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', LOG_LEVEL: 'trace' });
    database = await openPgliteCopy('migrated');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions(config);
    app = await buildServer({ config, database, logger: typeof options === 'object' ? { ...options, stream } : options });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('never hold a password, a token or a reset link', async () => {
    const body = signupPayload();
    const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(reg.statusCode, reg.body).toBe(201);
    const token = reg.json().data.accessToken as string;
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: PASSWORD }, headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: body.email } });
    const mail = await app.inject({ method: 'GET', url: `/api/dev/outbox/latest?to=${encodeURIComponent(body.email)}` });
    const resetToken = new URL(/https?:\/\/\S+/.exec(mail.json().data.text)![0]).searchParams.get('token')!;
    await app.inject({ method: 'GET', url: `/api/nothing?action=resetPwd&token=${resetToken}&email=x` });
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('/api/auth/login');
    for (const secret of [PASSWORD, token, resetToken]) expect(log).not.toContain(secret);
  });
});

describe('redactUrl', () => {
  it('hides token values in a URL and keeps the rest', () => {
    expect(redactUrl('/?action=resetPwd&token=abc123&email=a%40b.my')).toBe('/?action=resetPwd&token=[redacted]&email=a%40b.my');
    expect(redactUrl('/x?access_token=zzz')).toBe('/x?access_token=[redacted]');
    expect(redactUrl('/search?search=token')).toBe('/search?search=token');
  });
});
