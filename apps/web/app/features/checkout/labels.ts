import type { DeliveryMethod } from '@borong/contracts/statuses';
import type { MessageKey } from '../../i18n/en';

/** How the checkout and the order pages name each delivery method. */
export const DELIVERY_METHOD_LABELS = {
  SELF_PICK_UP: 'checkout.selfPickUp',
  LOCKER: 'checkout.locker',
  EXPRESS_DELIVERY: 'checkout.express',
  NATIONWIDE_DELIVERY: 'checkout.nationwide',
} as const satisfies Record<DeliveryMethod, MessageKey>;
