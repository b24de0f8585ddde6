import type { Route } from './+types/e-invoice-file';
import { parseDocumentFile } from '../../features/orders/order-file';
import { consoleApi, idParam, sellerSignIn } from '../../features/seller/seller.server';
import { fileResponse } from '../../lib/file-response.server';

/**
 * One of the store's monthly consolidated e-invoices or notes, as its UBL JSON (`<document id>.json`),
 * named by its document number as the API sends it. Another store's document, or an order's, is the API's 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseDocumentFile(params.file);
  if (id === null) return new Response('No such file', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const result = await consoleApi(context, request).monthlyEInvoiceJson(idParam(params.storeId), id);
  return fileResponse(request, result, { contentType: 'application/json', fileName: params.file ?? 'e-invoice.json', failure: 'The file could not be downloaded. Please try again later.' }, () => sellerSignIn(request));
}
