import { redirect } from 'react-router';
import type { Route } from './+types/store-index';

/** A store's console opens on its orders. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`${url.pathname.replace(/\/$/, '')}/orders`);
}

export default function StoreIndex() {
  return null;
}
