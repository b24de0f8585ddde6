import type { Route } from './+types/orders-export';
import { signedInApi } from '../../features/account/account.server';
import { ordersApi } from '../../features/orders/api';
import { parseOrderListParams } from '../../features/orders/order-params';
import { signInRedirect } from '../../lib/session.server';
import { apiErrorText } from '../../ui/form/form-answer.server';

/**
 * The "Download" of `/settings/orders`: the API's CSV of the filtered list, fetched with the
 * buyer's session (the browser holds no API token) and passed on as it streams in. A guest is sent
 * to sign in; a refusal is a short plain-text answer with the API's status.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, search, search_field } = parseOrderListParams(new URL(request.url).searchParams);
  const result = await ordersApi(signedInApi(context, request)).exportCsv({ status, search, search_field });
  if (!result.ok) {
    if (result.status === 401) throw signInRedirect(request);
    return new Response(result.status >= 500 ? 'The order list could not be downloaded. Please try again later.' : apiErrorText(request, result), {
      status: result.status >= 500 ? 502 : result.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(result.data.body, {
    headers: {
      'Content-Type': result.data.contentType ?? 'text/csv; charset=utf-8',
      'Content-Disposition': result.data.contentDisposition ?? 'attachment; filename="borong-orders.csv"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
