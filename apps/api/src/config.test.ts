import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
