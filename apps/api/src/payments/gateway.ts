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

/** Where the gateway sends the buyer's browser back (the storefront's payment result page) and posts its callback. */
export const paymentUrls = (publicUrl: string) => ({
  returnUrl: (paymentId: number) => `${publicUrl}/checkout/payment?payment_id=${paymentId}`,
  callbackUrl: `${publicUrl}/api/payments/sandbox/callback`,
});
