import type { Route } from './+types/order-file';
import { signedInApi } from '../../features/account/account.server';
import { ordersApi } from '../../features/orders/api';
import { parseOrderFile } from '../../features/orders/order-file';
import { parseOrderId } from '../../features/orders/order-params';
import { fileResponse } from '../../lib/file-response.server';
import { signInRedirect } from '../../lib/session.server';

/**
 * A file of one of the buyer's orders: its invoice PDF (`invoice.pdf`) or one of its e-invoice
 * documents' UBL JSON (`<document id>.json`), as the API answers it. Another buyer's order is
 * the API's 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseOrderId(params.id);
  const file = parseOrderFile(params.file);
  if (id === null || file === null) return new Response('No such file', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const result = await ordersApi(signedInApi(context, request)).file(id, file);
  return fileResponse(request, result, { contentType: file === 'invoice' ? 'application/pdf' : 'application/json', fileName: params.file ?? 'file', failure: 'The file could not be downloaded. Please try again later.' }, () => signInRedirect(request));
}
