import { describe, expect, it } from 'vitest';
import { ConfigError } from '@borong/api/config';
import { loadClusterConfig, loadWebConfig } from './config';

describe('SOCIAL_SIGN_IN', () => {
  it('offers no social sign-in unless providers are listed', () => {
    expect(loadWebConfig({}).public.socialProviders).toEqual([]);
    expect(loadWebConfig({ SOCIAL_SIGN_IN: '' }).public.socialProviders).toEqual([]);
  });

  it('offers exactly the providers listed, once each', () => {
    expect(loadWebConfig({ SOCIAL_SIGN_IN: 'google, facebook,google' }).public.socialProviders).toEqual(['google', 'facebook']);
  });

  it('refuses to start with a provider it does not know', () => {
    expect(() => loadWebConfig({ SOCIAL_SIGN_IN: 'google,myspace' })).toThrow(ConfigError);
  });
});

describe('SERVE and API_URL', () => {
  it('serves both tiers by default, and either alone when asked', () => {
    expect(loadWebConfig({}).tier).toEqual({ serve: 'all' });
    expect(loadWebConfig({ SERVE: 'api' }).tier).toEqual({ serve: 'api' });
    expect(loadWebConfig({ SERVE: 'web', API_URL: 'http://10.0.1.5:3001/' }).tier).toEqual({ serve: 'web', apiUrl: 'http://10.0.1.5:3001' });
  });

  it('refuses an unknown tier, and the web tier without the API tier’s address', () => {
    expect(() => loadWebConfig({ SERVE: 'pages' })).toThrow('SERVE: must be all, api or web');
    expect(() => loadWebConfig({ SERVE: 'web' })).toThrow('API_URL: required when SERVE is web');
    expect(() => loadWebConfig({ SERVE: 'web', API_URL: 'ftp://api' })).toThrow('API_URL');
  });
});

describe('loadClusterConfig', () => {
  it('runs the API processes on loopback beside the web processes, which call them there', () => {
    const plan = loadClusterConfig({ PORT: '8080', WEB_PROCESSES: '3', DATABASE_URL: 'postgres://u@db/borong', API_PROCESSES: '2' });
    expect(plan.processes).toEqual({ web: 3, api: 2 });
    expect(plan.env.api).toEqual({ SERVE: 'api', HOST: '127.0.0.1', PORT: '8081', TRUST_PROXY: 'loopback', PUBLIC_URL: 'http://localhost:8080' });
    expect(plan.env.web).toEqual({ SERVE: 'web', API_URL: 'http://127.0.0.1:8081' });
  });

  it('runs one API process on PGlite, and refuses more', () => {
    expect(loadClusterConfig({ WEB_PROCESSES: '2' }).processes).toEqual({ web: 2, api: 1 });
    expect(() => loadClusterConfig({ API_PROCESSES: '2' })).toThrow('API_PROCESSES: 2 API processes need PostgreSQL');
  });

  it('runs one tier alone on PORT: the web tier then needs API_URL', () => {
    expect(loadClusterConfig({ API_PROCESSES: '0', WEB_PROCESSES: '2', API_URL: 'http://10.0.1.5:3001' }).env.web).toEqual({ SERVE: 'web' });
    expect(() => loadClusterConfig({ API_PROCESSES: '0', WEB_PROCESSES: '2' })).toThrow('API_URL: required when SERVE is web');
    expect(() => loadClusterConfig({ API_PROCESSES: '0', WEB_PROCESSES: '0' })).toThrow('nothing would run');
  });

  it('checks every tier’s settings before any process starts', () => {
    expect(() => loadClusterConfig({ WEB_PROCESSES: 'many', STOREFRONT_VARIANT: 'nope' })).toThrow(ConfigError);
    expect(() => loadClusterConfig({ STOREFRONT_VARIANT: 'nope' })).toThrow('STOREFRONT_VARIANT');
  });
});
