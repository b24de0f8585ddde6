import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { isEmailAddress, normalizeEmail } from './email';

/**
 * Sign-up, sign-in, password reset, social login and the profile (spec §3, §5, §7). Field
 * messages are the spec's message keys (REQUIRED, MUST.BE.EMAIL, EIGHT.CHARACTER,
 * PASSWORD.NOT.MATCH) plus a few of our own in the same style; the web translates them, and the
 * same schemas validate on both sides, so a form and the API never disagree.
 */
export const AUTH_FIELD_MESSAGES = [
  'REQUIRED',
  'MUST.BE.EMAIL',
  'EIGHT.CHARACTER',
  'PASSWORD.NOT.MATCH',
  'PASSWORD.TOO.LONG',
  'PASSWORD.TOO.COMMON',
  'ONLY.NUMBERS',
  'INVALID.MOBILE',
  'MUST.BE.TEXT',
  'TOO.LONG',
  'INTEREST.REQUIRED',
  'INVALID.INTEREST',
  'INTEREST.OTHER.REQUIRED',
  'PASSWORD.INCORRECT',
] as const;
export type AuthFieldMessage = (typeof AUTH_FIELD_MESSAGES)[number];

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome (OWASP: at least 64); the cap keeps one hash bounded. */
export const PASSWORD_MAX = 128;

/** Spec §3 and §9: the interest ids of sign-up; 100 is "Others", with its own free text. */
export const INTEREST_IDS = [6, 7, 8, 9, 10, 11, 12, 13, 100] as const;
export const OTHER_INTEREST_ID = 100;

export const SOURCE_IDS = ['MAIWP', 'MYDIN'] as const;
export const SOCIAL_PROVIDERS = ['facebook', 'google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const textError = (iss: { input: unknown }) => (iss.input === undefined || iss.input === null ? 'REQUIRED' : 'MUST.BE.TEXT');

type Rule = [test: (value: string) => boolean, message: AuthFieldMessage];

/**
 * One message per field: the first rule it breaks. (Chained zod checks would report several, and
 * `abort` would stop the object's cross-field rules from reporting beside them.)
 */
const firstBroken =
  (...rules: Rule[]) =>
  (value: string, ctx: z.RefinementCtx) => {
    const broken = rules.find(([test]) => !test(value));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1], input: value });
  };

const filled: Rule = [(v) => v.length > 0, 'REQUIRED'];
const atMost = (max: number, message: AuthFieldMessage = 'TOO.LONG'): Rule => [(v) => v.length <= max, message];

/** A required text field: trimmed, not empty, at most `max` characters. */
const requiredText = (max: number) => z.string({ error: textError }).trim().superRefine(firstBroken(filled, atMost(max)));

/** Normalized first (./email), so the length and shape checked are those of the address stored and compared. */
const email = z
  .string({ error: textError })
  .overwrite(normalizeEmail)
  .superRefine(firstBroken(filled, atMost(254), [isEmailAddress, 'MUST.BE.EMAIL']));

/** Characters as a person counts them: code points, so an emoji or a Chinese character is one, not two. */
const characterCount = (v: string) => [...v].length;

/**
 * Passwords (issue 14, finding 15), on every form that takes one: NFKC-normalized before they are
 * counted, hashed or checked, so the same password typed on another keyboard or input method
 * (fullwidth letters, a composed or decomposed accent) is the same password. Spaces are part of
 * the password wherever they are, leading and trailing included, and are never trimmed on any
 * form, so what was set is what signs in; a new password of spaces only counts as empty.
 */
const passwordText = z.string({ error: textError }).overwrite((v) => v.normalize('NFKC'));

/** A new password: the spec's minimum of 8 characters (code points), at most PASSWORD_MAX. */
const newPassword = passwordText.superRefine(
  firstBroken([(v) => v.trim().length > 0, 'REQUIRED'], [(v) => characterCount(v) >= PASSWORD_MIN, 'EIGHT.CHARACTER'], [(v) => characterCount(v) <= PASSWORD_MAX, 'PASSWORD.TOO.LONG']),
);

/** The password of a sign-in: only required (the rules of its day may have differed); capped so no one hashes megabytes. */
const currentPassword = passwordText.superRefine(firstBroken(filled, atMost(1024, 'PASSWORD.TOO.LONG')));

/**
 * A Malaysian phone number typed as digits only (spec §5 "only numbers allowed"), with or
 * without the leading 0 or the country code 60, normalised to E.164 (+60…).
 */
export function normalizeMalaysianMobile(digits: string): string | null {
  for (const candidate of [digits, `+${digits}`]) {
    const parsed = parsePhoneNumberFromString(candidate, 'MY');
    if (parsed?.isValid() && parsed.country === 'MY') return parsed.number;
  }
  return null;
}

export const mobileNoSchema = z
  .string({ error: textError })
  .trim()
  .superRefine(firstBroken(filled, atMost(15), [(v) => /^\d+$/.test(v), 'ONLY.NUMBERS'], [(v) => normalizeMalaysianMobile(v) !== null, 'INVALID.MOBILE']))
  .transform((digits) => normalizeMalaysianMobile(digits) ?? digits);

const interestId = z
  .number({ error: 'INVALID.INTEREST' })
  .int({ error: 'INVALID.INTEREST' })
  .refine((id) => (INTEREST_IDS as readonly number[]).includes(id), { error: 'INVALID.INTEREST' });

const interestOther = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
  z.string({ error: 'MUST.BE.TEXT' }).max(100, { error: 'TOO.LONG' }).optional(),
);

/*
 * Cross-field rules carry `when`, so they run even while other fields are invalid (zod skips
 * object refinements after any issue otherwise): one submit shows every message at once (spec
 * §4: submit touches all fields).
 */
const passwordsMatch = <T extends { password: string; password_confirmation: string }>(body: T) => body.password === body.password_confirmation;
/** Compared once both are long enough: a too-short confirmation already has its own message. */
const matchRule = {
  path: ['password_confirmation'],
  message: 'PASSWORD.NOT.MATCH',
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; password_confirmation?: unknown } | null;
    return typeof v?.password === 'string' && typeof v.password_confirmation === 'string' && characterCount(v.password_confirmation.normalize('NFKC')) >= PASSWORD_MIN;
  },
};

/** Spec §3 signup payload. `interest_other` is required when 100 ("Others") is among `interest`, and dropped otherwise. */
export const registerBodySchema = z
  .object({
    name: requiredText(100),
    email,
    mobile_no: mobileNoSchema,
    company_name: requiredText(150),
    reg_no: requiredText(50),
    password: newPassword,
    password_confirmation: newPassword,
    interest: z
      .array(interestId, { error: (iss) => (iss.input === undefined ? 'INTEREST.REQUIRED' : 'INVALID.INTEREST') })
      .min(1, { error: 'INTEREST.REQUIRED' })
      .max(INTEREST_IDS.length, { error: 'INVALID.INTEREST' }),
    interest_other: interestOther,
  })
  .refine(passwordsMatch, matchRule)
  .refine((body) => !body.interest.includes(OTHER_INTEREST_ID) || Boolean(body.interest_other), {
    path: ['interest_other'],
    message: 'INTEREST.OTHER.REQUIRED',
    when: (payload) => Array.isArray((payload.value as { interest?: unknown } | null)?.interest),
  })
  .transform((body) => ({
    ...body,
    interest: [...new Set(body.interest)].sort((a, b) => a - b),
    interest_other: body.interest.includes(OTHER_INTEREST_ID) ? (body.interest_other ?? null) : null,
  }));
export type RegisterBody = z.input<typeof registerBodySchema>;

/** Spec §3 login payload. `type` is sent by the spec's client; only email sign-in exists, so it is accepted and otherwise unused. */
export const loginBodySchema = z.object({
  type: z.string({ error: 'MUST.BE.TEXT' }).max(20, { error: 'TOO.LONG' }).optional(),
  email,
  password: currentPassword,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({
  email,
  /** Which storefront the buyer came from (spec §7: the session flag enterFromMydin); MYDIN when not given. */
  source_id: z.enum(SOURCE_IDS, { error: 'source_id must be MAIWP or MYDIN' }).default('MYDIN'),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    token: z.string({ error: textError }).superRefine(firstBroken(filled, atMost(200))),
    email,
    password: newPassword,
    password_confirmation: newPassword,
  })
  .refine(passwordsMatch, matchRule);
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** The new-password form of the reset link: the two password fields of the reset payload. */
export const newPasswordFormSchema = z
  .object({ password: newPassword, password_confirmation: newPassword })
  .refine(passwordsMatch, matchRule);

/**
 * A signed-in buyer's new password (issue 14): the current one, checked by the API, and the new
 * one under the sign-up rules (length here, the common-password list on the server).
 */
export const changePasswordBodySchema = z
  .object({ current_password: currentPassword, password: newPassword, password_confirmation: newPassword })
  .refine(passwordsMatch, matchRule);
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** The token of an e-mail verification link. */
export const verifyEmailBodySchema = z.object({ token: z.string({ error: textError }).superRefine(firstBroken(filled, atMost(200))) });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

export const socialLoginBodySchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'provider must be facebook, google or apple' }),
  access_token: z.string({ error: textError }).superRefine(firstBroken(filled, atMost(4096))),
  /** The spec names it in the plural; one source or a list of them is accepted. */
  source_ids: z
    .union([z.enum(SOURCE_IDS), z.array(z.enum(SOURCE_IDS)).max(2)], { error: 'source_ids must be MAIWP or MYDIN' })
    .optional(),
});
export type SocialLoginBody = z.input<typeof socialLoginBodySchema>;

/** `POST /user/edit`: the profile fields a buyer may change. The email is the sign-in name and is not changed here. */
export const editProfileBodySchema = z.object({
  name: requiredText(100),
  mobile_no: mobileNoSchema,
  company_name: requiredText(150),
  reg_no: requiredText(50),
});
export type EditProfileBody = z.input<typeof editProfileBodySchema>;

export const addInterestBodySchema = z
  .object({ interest_id: interestId, interest_other: interestOther })
  .superRefine((body, ctx) => {
    if (body.interest_id === OTHER_INTEREST_ID && !body.interest_other) ctx.addIssue({ code: 'custom', path: ['interest_other'], message: 'INTEREST.OTHER.REQUIRED' });
  });
export const deleteInterestBodySchema = z.object({ interest_id: interestId });
export const interestSearchQuerySchema = z.object({
  search_query: z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string().max(100, 'search_query must be at most 100 characters').optional()),
});

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** E.164 (+60…); empty for an account opened by social login until the buyer adds it. */
  mobile_no: z.string(),
  company_name: z.string(),
  reg_no: z.string(),
  interest: z.array(z.number().int()),
  interest_other: z.string().nullable(),
  /** Whether the buyer followed the verification link sent to `email`; until then nothing is claimed by the address. */
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const registerResponseSchema = z.object({
  error: z.literal(false),
  message: z.string(),
  data: z.object({ accessToken: z.string(), user: userSchema }),
});
export const loginResponseSchema = z.object({ access_token: z.string(), user: userSchema });
export const socialLoginResponseSchema = z.object({ accessToken: z.string(), user: userSchema });
export const messageResponseSchema = z.object({ error: z.literal(false), message: z.string() });
/** `sent` is false when the address was already verified (no mail then). */
export const resendVerificationResponseSchema = messageResponseSchema.extend({ sent: z.boolean() });
export const profileResponseSchema = z.object({ data: userSchema });
export const userInterestSchema = z.object({ id: z.number().int(), name: z.string(), selected: z.boolean() });
export const userInterestListResponseSchema = z.object({ data: z.array(userInterestSchema), interest_other: z.string().nullable() });
export type UserInterest = z.infer<typeof userInterestSchema>;
