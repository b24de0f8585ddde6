import { Outlet } from 'react-router';
import type { Route } from './+types/store';
import { ConsoleHeader } from '../../features/seller/console';
import type { RouteHandle } from '../../features/session/root-data';
import { consoleApi, consoleRequired, idParam } from '../../features/seller/seller.server';
import { notFound } from '../../lib/responses.server';
import { CONTAINER } from '../../ui/container';
import { ErrorPage } from '../../ui/error-page';

/**
 * The frame of one store's console: the stores the seller sells for (the switcher) and this one.
 * A store they do not sell for is a 404, as the API answers; each page's loader asks the API again.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const storeId = idParam(params.storeId);
  const { data: stores } = consoleRequired(await consoleApi(context, request).stores(), request);
  const store = stores.find((s) => s.id === storeId);
  if (!store) throw notFound();
  return { stores, store };
}

/** The console has its own searches; the header's store search would show their query as its own. */
export const handle: RouteHandle = { hideHeaderSearch: true };

/** The console holds buyers' names, phones and addresses: never kept by the browser or a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function SellerStoreLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${CONTAINER} py-6 md:py-8`}>
      <ConsoleHeader stores={loaderData.stores} store={loaderData.store} />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className={`${CONTAINER} py-6 md:py-8`}>
      <ErrorPage error={error} />
    </div>
  );
}
