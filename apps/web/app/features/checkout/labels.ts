import type { DeliveryMethod, PaymentMethod, TimeSlot } from '@borong/contracts/statuses';
import type { MessageKey } from '../../i18n/en';

/** How the checkout and the order pages name each delivery method. */
export const DELIVERY_METHOD_LABELS = {
  SELF_PICK_UP: 'checkout.selfPickUp',
  LOCKER: 'checkout.locker',
  EXPRESS_DELIVERY: 'checkout.express',
  NATIONWIDE_DELIVERY: 'checkout.nationwide',
} as const satisfies Record<DeliveryMethod, MessageKey>;

export const SLOT_LABELS = { MORNING: 'checkout.morning', AFTERNOON: 'checkout.afternoon', NIGHT: 'checkout.night' } as const satisfies Record<TimeSlot, MessageKey>;

export const PAYMENT_METHOD_LABELS = {
  FPX: 'checkout.payFpx',
  CARD: 'checkout.payCard',
  WALLET: 'checkout.payWallet',
  BOOST: 'checkout.payBoost',
  'E-CREDIT': 'checkout.payECredit',
  CREDIT_TERMS: 'checkout.payCreditTerms',
} as const satisfies Record<PaymentMethod, MessageKey>;
