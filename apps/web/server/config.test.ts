import { describe, expect, it } from 'vitest';
import { ConfigError } from '@borong/api/config';
import { loadWebConfig } from './config';

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
