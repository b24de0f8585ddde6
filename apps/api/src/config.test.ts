import { describe, expect, it } from 'vitest';
import { ConfigError, configProblem, loadConfig } from './config';
import { loadStartConfig } from './start';

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
