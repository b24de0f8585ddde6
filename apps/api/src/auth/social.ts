import type { SocialProvider } from '@borong/contracts/auth';
import { isEmailAddress, normalizeEmail } from '@borong/contracts/email';

/** Who the provider says the access token belongs to. */
export interface SocialProfile {
  /** The provider's stable user id. */
  subject: string;
  email: string;
  name: string;
  /** Only a verified email may be matched to an existing account; otherwise anyone could claim one. */
  emailVerified: boolean;
}

/** Checks a provider access token with the provider; null when the token is not valid. */
export interface SocialVerifier {
  verify(accessToken: string): Promise<SocialProfile | null>;
}

/**
 * The development provider, for tests and local work only (never in production unless
 * AUTH_DEV_TOOLS=true): the access token `dev:<email>` (optionally `dev:<email>:<name>`) stands
 * for a verified account of that email at any provider.
 */
export const developmentVerifier: SocialVerifier = {
  async verify(accessToken) {
    const match = /^dev:([^:\s]{3,254}@[^:\s]+)(?::(.{1,100}))?$/.exec(accessToken);
    if (!match?.[1]) return null;
    const email = normalizeEmail(match[1]);
    if (email.length > 254 || !isEmailAddress(email)) return null;
    return { subject: `dev-${email}`, email, name: match[2] ?? email.split('@')[0] ?? email, emailVerified: true };
  },
};

/**
 * The verifier of each provider that is configured. Verifiers for the real Facebook, Google and
 * Apple endpoints plug in here (each needs the app's client id and network access to the
 * provider); none is configured in this build, so those providers answer 501.
 */
export function socialVerifiers(options: { devTools: boolean }): Partial<Record<SocialProvider, SocialVerifier>> {
  if (!options.devTools) return {};
  return { facebook: developmentVerifier, google: developmentVerifier, apple: developmentVerifier };
}
