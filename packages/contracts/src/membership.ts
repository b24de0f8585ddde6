import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages';
import { emailField } from './account-fields';

/** A member card number: 16 digits; spaces and dashes as printed on the card are ignored. */
export const cardNoField = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v),
  z.string({ error: M['accountV.cardNo'] }).regex(/^\d{16}$/, M['accountV.cardNo']),
);
export const cardNoBodySchema = z.object({ card_no: cardNoField });
/** The six digits printed on the back of the card: with the number, the proof of holding it (issue 14). */
export const securityCodeField = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s/g, '') : v),
  z.string({ error: M['accountV.securityCode'] }).regex(/^\d{6}$/, M['accountV.securityCode']),
);
export const memberCardLinkBodySchema = z.object({ card_no: cardNoField, security_code: securityCodeField });
export type MemberCardLinkBody = z.input<typeof memberCardLinkBodySchema>;
export const membershipCheckBodySchema = z.object({ email: emailField });

/** Spec §3 "Linked card: name, date, balance, barcode": `expires_on` is the date, the barcode encodes `card_no`. */
export const memberCardSchema = z.object({
  id: z.number().int(),
  card_no: z.string(),
  name: z.string(),
  expires_on: z.string(),
  /** Loyalty points (100 points take RM1 off), not sen: shown as a count, never as money. */
  balance: z.number().int(),
  is_expired: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;
export const memberCardsResponseSchema = z.object({ member_cards: z.array(memberCardSchema) });
export type MemberCards = z.infer<typeof memberCardsResponseSchema>;
export const memberCardLinkResponseSchema = z.object({ error: z.literal(false), message: z.string(), data: memberCardSchema });
export const checkExpiryResponseSchema = z.object({ is_expired: z.boolean(), message: z.string() });
export const membershipCheckResponseSchema = z.object({
  /** True when the loyalty programme knows a card issued to this email. */
  is_member: z.boolean(),
  message: z.string(),
  /** Cards the check linked to the account (issued to the email, not linked to anyone yet). */
  member_cards: z.array(memberCardSchema),
});
