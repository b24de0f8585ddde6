import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { ACCOUNT_MESSAGES as M } from './account-messages';
import { isEmailAddress, normalizeEmail } from './email';

/** Text a form sends: trimmed; empty counts as missing, so "   " is "required", not a blank name. */
export const requiredText = (max: number, tooLong: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: M['accountV.required'] }).min(1, M['accountV.required']).max(max, tooLong));

export const optionalTrimmed = (max: number, tooLong: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v), z.string({ error: M['accountV.text'] }).max(max, tooLong).optional());

/** A positive id, given as a number or (from a form) a string of digits. */
export const formId = (message: string = M['accountV.id']) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v), z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message));

/**
 * A Malaysian phone number as buyers type it (012-345 6789, +6012…, 03-1234 5678), normalised to
 * E.164 (+60…). Anything that is not a valid Malaysian number is refused.
 */
export const malaysianPhone = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: M['accountV.required'] })
    .min(1, M['accountV.required'])
    .max(20, M['accountV.phone'])
    .transform((value, ctx) => {
      const parsed = parsePhoneNumberFromString(value, 'MY');
      if (!parsed || parsed.country !== 'MY' || !parsed.isValid()) {
        ctx.addIssue({ code: 'custom', message: M['accountV.phone'] });
        return z.NEVER;
      }
      return parsed.number;
    }),
);

/** An e-mail address in its one normalized form, with the one shape check (./email), as stored. */
export const emailField = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeEmail(v) : v),
  z.string({ error: M['accountV.required'] }).min(1, M['accountV.required']).max(254, M['accountV.email']).refine(isEmailAddress, M['accountV.email']),
);
