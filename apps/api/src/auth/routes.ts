import { apiPaths } from '@borong/contracts/api-paths';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resendVerificationResponseSchema,
  resetPasswordBodySchema,
  socialLoginBodySchema,
  socialLoginResponseSchema,
  verifyEmailBodySchema,
} from '@borong/contracts/auth';
import { apiErrorSchema } from '@borong/contracts/common';
import { z } from 'zod';
import type { ApiApp, LimitedDeps } from '../app/types';
import { HttpError } from '../app/errors';
import { requestLocale } from '../app/locale';
import { latestMailTo, OutboxSender } from '../jobs/mail-outbox';
import { backgroundWork } from '../app/background';
import { findUserById, publicUser } from '../user/users';
import {
  changePassword,
  checkCredentials,
  registerAccount,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  RESET_MINUTES,
  socialAccount,
  VERIFY_HOURS,
  verifyEmail,
} from './accounts';
import { bearerToken, callerId, requireUser } from './guard';
import { authMessage } from './messages';
import { AUTH_LIMITS } from './rate-limit';
import { socialVerifiers } from './social';
import { issueAccessToken, revokeAccessToken } from './tokens';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema, 501: apiErrorSchema, 503: apiErrorSchema };

/**
 * Sign-up, sign-in, sign-out, password reset and social login (spec §4, §7). The client IP of
 * the rate limits is `request.ip`: the socket's address, which the one-process web server sets
 * to the buyer's own address on its in-process calls (never its own), or the proxy-forwarded
 * address in production (see `trustProxy` in server.ts).
 */
export default async function authRoutes(app: ApiApp, { database, config, limiter }: LimitedDeps) {
  const { db } = database;
  const guard = requireUser(db);
  const sender = config.smtpUrl ? OutboxSender.smtp(db, config.smtpUrl, config.mailFrom, (err) => app.log.warn({ err: { message: (err as Error).message } }, 'outbox mail not sent')) : null;
  sender?.start();
  const verifiers = socialVerifiers({ devTools: config.authDevTools });
  if (config.authDevTools && config.env === 'production') {
    app.log.warn('AUTH_DEV_TOOLS is on in production: the outbox reader and the development social provider are open. Never on a public server.');
  }
  const background = backgroundWork(database, (err) => app.log.warn({ err: { message: (err as Error).message } }, 'password reset not sent'));
  app.addHook('onClose', async () => {
    await background.drain();
    await sender?.stop();
  });

  app.post(apiPaths.register, {
    schema: {
      tags: ['auth'],
      summary: 'Open an account (spec §3 signup payload) and sign in',
      description:
        `\`mobile_no\` is typed as digits only (with or without the leading 0 or 60) and stored as E.164 (+60…); only Malaysian numbers are accepted. \`interest\` holds ids 6–13 and 100; \`interest_other\` is required with 100. Passwords: 8 to 128 characters, not one of the 5,000 most common. Field errors are message keys (REQUIRED, MUST.BE.EMAIL, EIGHT.CHARACTER, PASSWORD.NOT.MATCH, ONLY.NUMBERS, INVALID.MOBILE, PASSWORD.TOO.COMMON, INTEREST.REQUIRED, INTEREST.OTHER.REQUIRED, TOO.LONG, MUST.BE.TEXT). The email is stored normalized (trimmed, NFKC, lower-cased without a locale, final sigma as σ: \`normalizeEmail\` of the contracts), so addresses that differ only by case or compatibility form are one account, and the user is answered with that form. An email already registered answers **409** with \`errors.email\` — the only answer of the API that tells whether an email has an account. A verification link (${VERIFY_HOURS} hours) is written to the mail outbox (\`/verify-email?token=…\`, under \`/bm\` for Malay); until it is followed \`email_verified\` is false and nothing is claimed by the address. Rate limited per client IP and per email (429 with Retry-After).`,
      body: registerBodySchema,
      response: { 201: registerResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const locale = requestLocale(request);
      await limiter.check([[AUTH_LIMITS.registerIp, request.ip], [AUTH_LIMITS.registerEmail, body.email]], authMessage(locale, 'tooMany'));
      const userId = await registerAccount(db, body, locale, config.publicUrl);
      void sender?.poke();
      const user = await findUserById(db, userId);
      if (!user) throw new Error('new user not found');
      const accessToken = await issueAccessToken(db, userId);
      return reply.status(201).send({ error: false as const, message: authMessage(locale, 'registered'), data: { accessToken, user: await publicUser(db, user) } });
    },
  });

  app.post(apiPaths.login, {
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password',
      description:
        'Answers a new bearer token (256 random bits, 30 days) and the user. A wrong email and a wrong password get the same 401 message, in the same time. A bearer token sent with the call is revoked (replaced by the new one). `type` is accepted and unused. Rate limited per client IP and per email (429 with Retry-After).',
      body: loginBodySchema,
      response: { 200: loginResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { email, password } = request.body;
      const locale = requestLocale(request);
      await limiter.check([[AUTH_LIMITS.loginIp, request.ip], [AUTH_LIMITS.loginEmail, email]], authMessage(locale, 'tooMany'));
      const user = await checkCredentials(db, email, password, locale);
      const previous = bearerToken(request);
      if (previous) await revokeAccessToken(db, previous);
      const accessToken = await issueAccessToken(db, user.id);
      return { access_token: accessToken, user: await publicUser(db, user) };
    },
  });

  app.post(apiPaths.logout, {
    schema: {
      tags: ['auth'],
      summary: 'Sign out: revokes the bearer token on the server',
      description: 'Not named by the spec (its client only forgets the token); ours revokes it so a copied token stops working. Answers 200 whether or not the token was live, so signing out twice is harmless.',
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const token = bearerToken(request);
      if (token) await revokeAccessToken(db, token);
      return { error: false as const, message: authMessage(requestLocale(request), 'loggedOut') };
    },
  });

  app.post(apiPaths.forgotPassword, {
    schema: {
      tags: ['auth'],
      summary: 'Email a password-reset link',
      description: `Answers the same 200 message whether or not the email has an account, in the same time: the account is looked up after the answer is sent. For an account, a link to \`/?action=resetPwd&token=…&email=…\` (under \`/bm\` for Malay) is written to the mail outbox; it works once, for ${RESET_MINUTES} minutes, and replaces earlier links. \`source_id\` (MAIWP or MYDIN, default MYDIN) is accepted and unused by this storefront. Rate limited per client IP and per email.`,
      body: forgotPasswordBodySchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { email } = request.body;
      const locale = requestLocale(request);
      await limiter.check([[AUTH_LIMITS.forgotIp, request.ip], [AUTH_LIMITS.forgotEmail, email]], authMessage(locale, 'tooMany'));
      // The account is looked up after the answer, so the answer takes as long for any address.
      background.run(async () => {
        if (await requestPasswordReset(db, email, locale, config.publicUrl)) void sender?.poke();
      });
      return { error: false as const, message: authMessage(locale, 'resetSent') };
    },
  });

  app.post(apiPaths.resetPassword, {
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the emailed token',
      description:
        'The token works once and expires; a wrong, used or expired token, or one for another email, answers 422 with one message. On success every session of the account ends (but the caller’s own bearer token, if it sent one). Rate limited per client IP and per email.',
      body: resetPasswordBodySchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { email, token, password } = request.body;
      const locale = requestLocale(request);
      await limiter.check([[AUTH_LIMITS.resetIp, request.ip], [AUTH_LIMITS.resetEmail, email]], authMessage(locale, 'tooMany'));
      await resetPassword(db, { email, token, password }, bearerToken(request) ?? undefined, locale);
      return { error: false as const, message: authMessage(locale, 'resetDone') };
    },
  });

  app.post(apiPaths.changePassword, {
    schema: {
      tags: ['auth'],
      summary: 'Change the signed-in buyer’s password',
      description:
        'Not named by the spec (issue 14). `current_password` must be the account’s password (422 with `errors.current_password` = PASSWORD.INCORRECT otherwise; an account opened by social login has none and sets one through forgot-password). The new password follows the sign-up rules (8 to 128 characters, not one of the 5,000 most common; message keys as for sign-up). Every other session of the account ends; the bearer token of this call stays signed in. Rate limited per account and per client IP, so a stolen session cannot guess the password at speed.',
      body: changePasswordBodySchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    onRequest: guard,
    handler: async (request) => {
      const locale = requestLocale(request);
      const userId = callerId(request);
      await limiter.check([[AUTH_LIMITS.passwordChangeAccount, String(userId)], [AUTH_LIMITS.passwordChangeIp, request.ip]], authMessage(locale, 'tooMany'));
      await changePassword(db, userId, request.body, request.accessToken, locale);
      return { error: false as const, message: authMessage(locale, 'passwordChanged') };
    },
  });

  app.post(apiPaths.verifyEmail, {
    schema: {
      tags: ['auth'],
      summary: 'Verify the e-mail address with the token of its link',
      description: `Not named by the spec (issue 14). No session needed: the token (from the link written to the outbox at sign-up or on request) proves the mail reached the address. It works for ${VERIFY_HOURS} hours, more than once (a mail scanner may open it first), and only while the account still has the address it was sent to; a wrong, replaced or expired token answers 422. Rate limited per client IP.`,
      body: verifyEmailBodySchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      const locale = requestLocale(request);
      await limiter.check([[AUTH_LIMITS.verifyIp, request.ip]], authMessage(locale, 'tooMany'));
      await verifyEmail(db, request.body.token, locale);
      return { error: false as const, message: authMessage(locale, 'verifyDone') };
    },
  });

  app.post(apiPaths.resendVerification, {
    schema: {
      tags: ['auth'],
      summary: 'Send the e-mail verification link again',
      description: 'Not named by the spec (issue 14). Writes a new link to the outbox for the signed-in buyer’s address, replacing earlier ones; an address already verified gets no mail, and `sent` is false. Rate limited per account and per client IP.',
      response: { 200: resendVerificationResponseSchema, ...errors },
    },
    onRequest: guard,
    handler: async (request) => {
      const locale = requestLocale(request);
      const userId = callerId(request);
      await limiter.check([[AUTH_LIMITS.verifySendAccount, String(userId)], [AUTH_LIMITS.verifySendIp, request.ip]], authMessage(locale, 'tooMany'));
      const sent = await resendVerification(db, userId, locale, config.publicUrl);
      if (sent) void sender?.poke();
      return { error: false as const, message: authMessage(locale, sent ? 'verifySent' : 'alreadyVerified'), sent };
    },
  });

  app.post(apiPaths.socialLogin, {
    schema: {
      tags: ['auth'],
      summary: 'Sign in (or sign up) with a social provider’s access token',
      description:
        'The token is verified with the provider through a verifier interface. A provider without a configured verifier answers **501**. This build configures only the development verifier (outside production, or with AUTH_DEV_TOOLS=true): the token `dev:<email>[:<name>]`. A new buyer gets an account with that email (business details to be completed on the profile); an existing account is matched only by a verified email.',
      body: socialLoginBodySchema,
      response: { 200: socialLoginResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { provider, access_token: accessToken } = request.body;
      const locale = requestLocale(request);
      const label = provider[0]!.toUpperCase() + provider.slice(1);
      await limiter.check([[AUTH_LIMITS.socialIp, request.ip]], authMessage(locale, 'tooMany'));
      const verifier = verifiers[provider];
      if (!verifier) throw new HttpError(501, authMessage(locale, 'socialUnavailable', { provider: label }));
      const profile = await verifier.verify(accessToken).catch(() => null);
      if (!profile) throw new HttpError(401, authMessage(locale, 'socialFailed', { provider: label }));
      const userId = await socialAccount(db, provider, profile);
      const user = await findUserById(db, userId);
      if (!user) throw new Error('social user not found');
      return { accessToken: await issueAccessToken(db, userId), user: await publicUser(db, user) };
    },
  });

  if (config.authDevTools) {
    app.get(apiPaths.devOutboxLatest, {
      schema: {
        tags: ['development'],
        summary: 'The latest outbox mail to an address (development and end-to-end tests only)',
        description: 'Registered only when AUTH_DEV_TOOLS is on (the default outside production; never on a public server): lets a test follow an emailed link. Waits for mail work still running after an earlier answer (password resets).',
        querystring: z.object({ to: z.string().min(3).max(254) }),
        response: { 200: z.object({ data: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), created_at: z.string() }) }), 404: apiErrorSchema },
      },
      handler: async (request) => {
        // Mails a request queued after its answer (password resets) count as sent once it answered.
        await background.drain();
        const mail = await latestMailTo(db, request.query.to);
        if (!mail) throw new HttpError(404, 'No mail to this address');
        const { createdAt, ...fields } = mail;
        return { data: { ...fields, created_at: createdAt.toISOString() } };
      },
    });
  }
}

