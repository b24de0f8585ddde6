import type { Route } from './+types/dispute-photo';
import { signedInApi } from '../features/account/account.server';
import { ordersApi } from '../features/orders/api';
import { signInRedirect } from '../lib/session.server';

/**
 * A dispute photo for the signed-in viewer (the buyer who sent it, or a seller of the store: the
 * API decides), passed on as the API serves it: only ever as an image, never sniffed, never cached
 * by a shared cache. Anyone else gets the API's 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await ordersApi(signedInApi(context, request)).disputePhoto(params.name);
  if (!result.ok) {
    if (result.status === 401) throw signInRedirect(request);
    return new Response(result.status === 404 ? 'Photo not found' : 'The photo could not be loaded.', { status: result.status >= 500 ? 502 : result.status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });
  }
  const type = result.data.contentType ?? '';
  if (!/^image\/(jpeg|png|webp)$/.test(type)) return new Response('Photo not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(result.data.body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': result.data.contentDisposition ?? 'inline',
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
