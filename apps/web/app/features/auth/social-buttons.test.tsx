import { useFetcher } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import type { AuthActionData } from './auth-action';
import { AuthModals } from './auth-modals';
import { SocialButtons } from './social-buttons';

function SignUpButtons() {
  const fetcher = useFetcher<AuthActionData>();
  return <SocialButtons fetcher={fetcher} authAction="/auth" label="auth.signUpWith" />;
}

describe('social sign-in buttons (issue 14: only for a configured provider)', () => {
  it('are absent from the login modal and the sign-up page, "or" included, when no provider is configured', () => {
    const login = renderAt('/?action=auth', <AuthModals />, { socialProviders: [] });
    expect(login).toContain('name="password"');
    expect(login).not.toMatch(/Login with|name="provider"|>or</);
    expect(renderAt('/register', <SignUpButtons />, { socialProviders: [] })).toBe('');
  });

  it('offer exactly the configured providers', () => {
    const login = renderAt('/bm/?action=auth', <AuthModals />, { socialProviders: ['google'] });
    expect(login).toContain('value="google"');
    expect(login).not.toContain('value="facebook"');
    const signUp = renderAt('/register', <SignUpButtons />, { socialProviders: ['facebook', 'google'] });
    expect(signUp).toContain('Sign up with Facebook');
    expect(signUp).toContain('Sign up with Google');
  });
});
