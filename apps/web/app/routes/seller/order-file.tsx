import type { Route } from './+types/order-file';
import { parseOrderFile } from '../../features/orders/order-file';
import { consoleApi, idParam, sellerSignIn } from '../../features/seller/seller.server';
import { fileResponse } from '../../lib/file-response.server';

/**
 * A file of one of the store's orders: the invoice PDF (`invoice.pdf`) or one of the e-invoice
 * documents' UBL JSON (`<document id>.json`). Another store's order is the API's 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = parseOrderFile(params.file);
  if (file === null) return new Response('No such file', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const result = await consoleApi(context, request).file(idParam(params.storeId), idParam(params.id), file);
  return fileResponse(request, result, { contentType: file === 'invoice' ? 'application/pdf' : 'application/json', fileName: params.file ?? 'file', failure: 'The file could not be downloaded. Please try again later.' }, () => sellerSignIn(request));
}
