import type { Route } from './+types/orders-export';
import { signedInApi } from '../../features/account/account.server';
import { ordersApi } from '../../features/orders/api';
import { parseOrderListParams } from '../../features/orders/order-params';
import { fileResponse } from '../../lib/file-response.server';
import { signInRedirect } from '../../lib/session.server';

/** The "Download" of `/settings/orders`: the API's CSV of the filtered list; a guest is sent to sign in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, search, search_field } = parseOrderListParams(new URL(request.url).searchParams);
  const result = await ordersApi(signedInApi(context, request)).exportCsv({ status, search, search_field });
  return fileResponse(request, result, { contentType: 'text/csv; charset=utf-8', fileName: 'borong-orders.csv', failure: 'The order list could not be downloaded. Please try again later.' }, () => signInRedirect(request));
}
