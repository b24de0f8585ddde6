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
