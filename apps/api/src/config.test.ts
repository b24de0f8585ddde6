import { describe, expect, it } from 'vitest';
import { ConfigError, configProblem, loadConfig, loadStartConfig, productionSandboxWarnings } from './config';

describe('loadConfig', () => {
  it('defaults to PGlite under ./data, port 3000 and the demo seed', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.seed).toBe('demo');
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/data[/\\]pglite$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads memory:// as in-memory PGlite and postgres:// as PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: null });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/borong', DB_POOL_SIZE: '4' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/borong', poolSize: 4 });
  });

  it('lists every bad key at once, with the value it got', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED: 'huge', REDIS_URL: 'localhost' });
      expect.unreachable('loadConfig accepted bad values');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const { problems } = err as ConfigError;
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'PORT', 'REDIS_URL', 'SEED']);
      expect((err as Error).message).toContain('"mysql://x"');
    }
  });
});

describe('configProblem', () => {
  it('masks the password of a URL setting and hides a secret setting whole', () => {
    const env = { SMTP_URL: 'smtp://mailer:s3cret-pass@smtp.example.my:587 x', MAIWP_VERIFY_KEY: 'short' };
    expect(configProblem(env, ['SMTP_URL'], 'bad')).toBe('SMTP_URL: bad (got "smtp://mailer:***@smtp.example.my:587 x")');
    expect(configProblem(env, ['MAIWP_VERIFY_KEY'], 'too short')).toBe('MAIWP_VERIFY_KEY: too short (hidden)');
  });
});

describe('loadStartConfig', () => {
  const readWeb = (problems: string[]) => () => {
    if (problems.length > 0) throw new ConfigError(problems);
    return { web: true };
  };

  it('answers both configurations when both are valid', () => {
    expect(loadStartConfig(readWeb([]), { PORT: '3001' })).toMatchObject({ config: { port: 3001 }, extra: { web: true } });
  });

  it('lists the problems of both configurations in one error', () => {
    try {
      loadStartConfig(readWeb(['STOREFRONT_VARIANT: bad']), { PORT: 'eighty' });
      expect.unreachable('a bad configuration was accepted');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'STOREFRONT_VARIANT']);
    }
  });
});

describe('development tools', () => {
  it('refuses to start with them on when the public URL is not a loopback origin, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_DEV_TOOLS: 'true', PUBLIC_URL: 'https://borong.my' })).toThrow(/AUTH_DEV_TOOLS.*not a loopback origin/);
    expect(() => loadConfig({ AUTH_DEV_TOOLS: 'true', PUBLIC_URL: 'http://10.0.0.5:3000' })).toThrow(ConfigError);
  });

  it('keeps them for tests and local runs on a loopback origin', () => {
    expect(loadConfig({ NODE_ENV: 'production', AUTH_DEV_TOOLS: 'true' }).authDevTools).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_DEV_TOOLS: 'true', PUBLIC_URL: 'http://127.0.0.1:3100' }).authDevTools).toBe(true);
    expect(loadConfig({}).authDevTools).toBe(true);
  });

  it('leaves them off by default on a public origin, even outside production', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://staging.borong.my' }).authDevTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).authDevTools).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
  });

  it('reads a hop count or a list of addresses, ranges and range names', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1' }).trustProxy).toEqual({ addresses: '10.0.0.0/8,loopback,::1' });
  });

  it('refuses anything else', () => {
    for (const value of ['yes', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/9', 'loopback,']) expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
  });
});

describe('PAYMENT_GATEWAY', () => {
  const keys = { BILLPLZ_API_KEY: 'a-billplz-api-key-0001', BILLPLZ_COLLECTION_ID: 'inbmmepb', BILLPLZ_X_SIGNATURE_KEY: 'an-x-signature-key-0001' };

  it('is the sandbox by default, with no Billplz settings read', () => {
    expect(loadConfig({})).toMatchObject({ paymentGateway: 'sandbox', billplz: null });
    expect(loadConfig(keys)).toMatchObject({ paymentGateway: 'sandbox', billplz: null });
  });

  it('takes Billplz with its keys, against Billplz’s sandbox unless told otherwise', () => {
    expect(loadConfig({ PAYMENT_GATEWAY: 'billplz', ...keys }).billplz).toEqual({ apiUrl: 'https://www.billplz-sandbox.com', apiKey: keys.BILLPLZ_API_KEY, collectionId: 'inbmmepb', xSignatureKey: keys.BILLPLZ_X_SIGNATURE_KEY });
    expect(loadConfig({ PAYMENT_GATEWAY: 'billplz', BILLPLZ_API_URL: 'https://www.billplz.com/', ...keys }).billplz?.apiUrl).toBe('https://www.billplz.com');
  });

  it('names every missing Billplz key at start, beside the other bad settings', () => {
    try {
      loadConfig({ PAYMENT_GATEWAY: 'billplz', BILLPLZ_COLLECTION_ID: 'inbmmepb', BILLPLZ_X_SIGNATURE_KEY: ' ', PORT: 'eighty' });
      expect.unreachable('loadConfig accepted Billplz without its keys');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'BILLPLZ_API_KEY', 'BILLPLZ_X_SIGNATURE_KEY']);
      expect((err as Error).message).toMatch(/BILLPLZ_API_KEY: required when PAYMENT_GATEWAY is billplz/);
    }
  });

  it('refuses another gateway, and plain http to anything but a stub on this machine, never showing a key', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY: must be sandbox or billplz/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'billplz', BILLPLZ_API_URL: 'http://www.billplz.com', ...keys })).toThrow(/BILLPLZ_API_URL: must be https/);
    expect(loadConfig({ PAYMENT_GATEWAY: 'billplz', BILLPLZ_API_URL: 'http://127.0.0.1:4010', ...keys }).billplz?.apiUrl).toBe('http://127.0.0.1:4010');
    try {
      loadConfig({ PAYMENT_GATEWAY: 'billplz', BILLPLZ_API_URL: 'ftp://billplz', ...keys });
      expect.unreachable('loadConfig accepted an ftp API');
    } catch (err) {
      expect((err as Error).message).toContain('BILLPLZ_API_URL');
      for (const secret of [keys.BILLPLZ_API_KEY, keys.BILLPLZ_X_SIGNATURE_KEY]) expect((err as Error).message).not.toContain(secret);
    }
    expect(configProblem({ BILLPLZ_X_SIGNATURE_KEY: 'x' }, ['BILLPLZ_X_SIGNATURE_KEY'], 'bad')).toBe('BILLPLZ_X_SIGNATURE_KEY: bad (hidden)');
  });
});

describe('MYINVOIS', () => {
  const credentials = { MYINVOIS_CLIENT_ID: 'a-client-id', MYINVOIS_CLIENT_SECRET: 'a-client-secret-0001' };

  it('is the sandbox by default, with LHDN’s pre-production hosts for the API and the validation links', () => {
    expect(loadConfig({}).myInvois).toEqual({ mode: 'sandbox', apiUrl: 'https://preprod-api.myinvois.hasil.gov.my', portalUrl: 'https://preprod.myinvois.hasil.gov.my', clientId: '', clientSecret: '' });
    expect(loadConfig({ MYINVOIS: 'api', MYINVOIS_API_URL: 'https://api.myinvois.hasil.gov.my/', MYINVOIS_PORTAL_URL: 'https://myinvois.hasil.gov.my', ...credentials }).myInvois).toEqual({
      mode: 'api',
      apiUrl: 'https://api.myinvois.hasil.gov.my',
      portalUrl: 'https://myinvois.hasil.gov.my',
      clientId: 'a-client-id',
      clientSecret: 'a-client-secret-0001',
    });
  });

  it('needs the taxpayer system’s credentials and HTTPS for the API, never showing the secret', () => {
    try {
      loadConfig({ MYINVOIS: 'api', MYINVOIS_API_URL: 'http://myinvois.example', MYINVOIS_CLIENT_SECRET: 'a-client-secret-0001' });
      expect.unreachable('loadConfig accepted MyInvois without its client id');
    } catch (err) {
      expect((err as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['MYINVOIS_CLIENT_ID', 'MYINVOIS_API_URL']);
      expect((err as Error).message).not.toContain('a-client-secret-0001');
    }
    expect(loadConfig({ MYINVOIS: 'api', MYINVOIS_API_URL: 'http://127.0.0.1:4010', ...credentials }).myInvois.apiUrl).toBe('http://127.0.0.1:4010');
    expect(() => loadConfig({ MYINVOIS: 'yes' })).toThrow(ConfigError);
  });
});

describe('productionSandboxWarnings', () => {
  it('names each sandbox a production start runs on, and nothing elsewhere or with the real services', () => {
    expect(productionSandboxWarnings(loadConfig({}))).toEqual([]);
    const warnings = productionSandboxWarnings(loadConfig({ NODE_ENV: 'production' }));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/PAYMENT_GATEWAY is sandbox/);
    expect(warnings[1]).toMatch(/MYINVOIS is sandbox/);
    const real = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'billplz',
      BILLPLZ_API_KEY: 'key',
      BILLPLZ_X_SIGNATURE_KEY: 'signature-key',
      BILLPLZ_COLLECTION_ID: 'collection',
      MYINVOIS: 'api',
      MYINVOIS_CLIENT_ID: 'client',
      MYINVOIS_CLIENT_SECRET: 'secret',
    });
    expect(productionSandboxWarnings(real)).toEqual([]);
  });
});
