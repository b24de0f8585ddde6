import { CANCELLATION_REASONS } from '@borong/contracts/order-transitions';
import type { MessageKey } from '../../i18n/en';
import { REASON_LABELS } from './labels';
import type { MessageVars } from '../../i18n/translate';
import type { FieldErrors } from '../../ui/form/form-errors';

/*
 * The seller API answers field errors in English: the contract schemas' messages (zod's own and
 * the ship form's), and the product rules' sentences. The console shows each in the seller's
 * language; a message it does not know is shown as it came.
 */

type Rule = [RegExp, MessageKey, ((match: RegExpExecArray) => MessageVars)?];

const RULES: Rule[] = [
  [/^Too small: expected string to have >=1 characters$/, 'REQUIRED'],
  [/^Invalid input: expected string, received undefined$/, 'REQUIRED'],
  [/^Too big: expected string to have <=(\d+) characters$/, 'seller.v.tooLong', (m) => ({ max: Number(m[1]) })],
  [/^Too small: expected number to be >=(\d+)$/, 'seller.v.atLeast', (m) => ({ min: Number(m[1]) })],
  [/^Too big: expected number to be <=(\d+)$/, 'seller.v.atMost', (m) => ({ max: Number(m[1]) })],
  [/^Invalid input: expected int/, 'seller.v.wholeNumber'],
  [/^Invalid option/, 'seller.v.choose'],
  [/^Too big: expected array to have <=(\d+) items$/, 'seller.v.tooManyTiers', (m) => ({ max: Number(m[1]) })],
  [/^Letters, digits and dashes, 4 to 40$/, 'seller.v.trackingNo'],
  [/^The minimum must be a multiple of the step \((\d+)\)$/, 'seller.v.minStep', (m) => ({ step: Number(m[1]) })],
  [/^The maximum cannot be below the minimum$/, 'seller.v.maxBelowMin'],
  [/^The maximum must be a multiple of the step \((\d+)\)$/, 'seller.v.maxStep', (m) => ({ step: Number(m[1]) })],
  [/^A tier starts above the minimum order$/, 'seller.v.tierAboveMin'],
  [/^Each tier is cheaper than the price before it$/, 'seller.v.tierCheaper'],
  [/^Tiers rise in quantity$/, 'seller.v.tierRise'],
];

/** Money fields of the product form: their bounds are sen in the API's words, ringgit on screen. */
const isMoneyField = (field: string) => field === 'price' || /^price_tiers\.\d+\.unit_price$/.test(field);

export interface MessageTools {
  t: (key: MessageKey, vars?: MessageVars) => string;
  formatPrice: (sen: number) => string;
}

/** One message of the API in the seller's language. */
export function sellerMessage(field: string, message: string, { t, formatPrice }: MessageTools): string {
  for (const [pattern, key, vars] of RULES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const filled = vars?.(match);
    if (filled && isMoneyField(field) && (key === 'seller.v.atLeast' || key === 'seller.v.atMost')) {
      return t(key, key === 'seller.v.atLeast' ? { min: formatPrice(Number(filled.min)) } : { max: formatPrice(Number(filled.max)) });
    }
    return t(key, filled);
  }
  // The catalogue keys the console set itself (REQUIRED …) are translated by the form fields.
  return message;
}

/** Every field's messages in the seller's language. */
export function sellerErrors(errors: FieldErrors, tools: MessageTools): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => (m === '' ? m : sellerMessage(field, m, tools)))]));
}

/*
 * What the API records in an order's history (reasons) and tracking (descriptions) is English it
 * wrote itself, or a cancellation reason code with the seller's or buyer's note after ": ". The
 * console shows the texts it knows in the seller's language, and anything else (a seller's own
 * tracking description) as written.
 */
const RECORDED: Rule[] = [
  [/^Order placed$/, 'seller.log.placed'],
  [/^Paid with e-credit$/, 'seller.log.paidECredit'],
  [/^Credit terms$/, 'seller.log.creditTerms'],
  [/^Nothing to pay$/, 'seller.log.nothingToPay'],
  [/^Paid by (.+)$/, 'seller.log.paidBy', (m) => ({ method: m[1] ?? '' })],
  [/^Packed$/, 'seller.log.packed'],
  [/^Ready for pickup$/, 'seller.log.readyForPickup'],
  [/^Shipped by (.+)$/, 'seller.log.shippedBy', (m) => ({ courier: m[1] ?? '' })],
  [/^Collected by the buyer$/, 'seller.log.collected'],
  [/^Received by the buyer$/, 'seller.log.received'],
  [/^Not paid in time$/, 'seller.log.lapsed'],
  [/^The seller accepted the order$/, 'seller.log.accepted'],
  [/^The seller could not take the order$/, 'seller.log.rejected'],
  [/^The seller cancelled the order$/, 'seller.log.cancelled'],
  [/^Ready for pickup at the seller$/, 'seller.log.readyAtSeller'],
  [/^Packed and ready to ship$/, 'seller.log.packedToShip'],
  [/^Handed to (.+), tracking number (\S+)$/, 'seller.log.handedTo', (m) => ({ courier: m[1] ?? '', no: m[2] ?? '' })],
];

/** A history reason or tracking description in the seller's language, where the console knows it. */
export function recordedText(text: string, t: MessageTools['t']): string {
  const colon = text.indexOf(': ');
  const code = colon < 0 ? text : text.slice(0, colon);
  if ((CANCELLATION_REASONS as readonly string[]).includes(code)) return [t(REASON_LABELS[code as keyof typeof REASON_LABELS]), ...(colon < 0 ? [] : [text.slice(colon + 2)])].join(': ');
  for (const [pattern, key, vars] of RECORDED) {
    const match = pattern.exec(text);
    if (match) return t(key, vars?.(match));
  }
  return text;
}
