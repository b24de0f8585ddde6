import type { ApiLocale } from '@borong/contracts/common';
import type { ApiDeps } from '../app/types';
import type { Database } from '../db/client';
import { sandboxGateway, sandboxSecret } from './sandbox';

const gateways = new WeakMap<Database, ReturnType<typeof sandboxGateway>>();

/**
 * The payment gateway of this API: the sandbox (the default, and the only one until a real
 * gateway's keys are configured), one per database so every route shares it.
 */
export function paymentGateway({ config, database }: ApiDeps) {
  let gateway = gateways.get(database);
  if (!gateway) {
    gateway = sandboxGateway(database.db, sandboxSecret(config.paymentSandboxSecret, config.dataDir), config.publicUrl);
    gateways.set(database, gateway);
  }
  return gateway;
}

/**
 * Where the gateway sends the buyer's browser back (the storefront's payment result page, in the
 * buyer's language) and posts its callback.
 */
export const paymentUrls = (publicUrl: string, locale: ApiLocale = 'en') => ({
  returnUrl: (paymentId: number) => `${publicUrl}${locale === 'ms' ? '/bm' : ''}/checkout/payment?payment_id=${paymentId}`,
  callbackUrl: `${publicUrl}/api/payments/sandbox/callback`,
});
