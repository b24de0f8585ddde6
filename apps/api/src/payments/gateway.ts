import { apiPaths } from '@borong/contracts/api-paths';
import type { ApiLocale } from '@borong/contracts/common';
import type { ApiDeps } from '../app/types';
import type { Database } from '../db/client';
import { BILLPLZ, billplzProvider, type BillplzProvider } from './billplz';
import type { PaymentProvider } from './provider';
import { SANDBOX, sandboxGateway, sandboxSecret, type SandboxGateway } from './sandbox';

export interface PaymentGateways {
  /** The gateway new bills are opened with (PAYMENT_GATEWAY). */
  active: PaymentProvider;
  /**
   * The sandbox, only while it is the configured gateway: beside a real gateway its Approve
   * button, which pays without money, must not be served (and no secret is generated for it).
   */
  sandbox: SandboxGateway | null;
  billplz: BillplzProvider | null;
}

const gateways = new WeakMap<Database, PaymentGateways>();

/** The payment gateways of this API as configured, one set per database so every route shares it. */
export function paymentGateways({ config, database }: ApiDeps): PaymentGateways {
  let found = gateways.get(database);
  if (!found) {
    if (config.billplz) {
      const billplz = billplzProvider(config.billplz);
      found = { active: billplz, sandbox: null, billplz };
    } else {
      const sandbox = sandboxGateway(database.db, sandboxSecret(config.paymentSandboxSecret, config.dataDir), config.publicUrl);
      found = { active: sandbox, sandbox, billplz: null };
    }
    gateways.set(database, found);
  }
  return found;
}

/** The gateway new bills are opened with. */
export const paymentGateway = (deps: ApiDeps): PaymentProvider => paymentGateways(deps).active;

/** Where each provider posts its callbacks, under the API's mount point. */
const CALLBACK_PATHS: Record<string, string> = { [SANDBOX]: apiPaths.sandboxCallback, [BILLPLZ]: apiPaths.billplzCallback };

/**
 * Where the gateway sends the buyer's browser back (the storefront's payment result page, in the
 * buyer's language) and posts its callback.
 */
export function paymentUrls(publicUrl: string, provider: PaymentProvider, locale: ApiLocale = 'en') {
  const callbackPath = CALLBACK_PATHS[provider.name];
  if (!callbackPath) throw new Error(`no callback route for the ${provider.name} gateway`);
  return {
    returnUrl: (paymentId: number) => `${publicUrl}${locale === 'ms' ? '/bm' : ''}/checkout/payment?payment_id=${paymentId}`,
    callbackUrl: `${publicUrl}/api${callbackPath}`,
  };
}
