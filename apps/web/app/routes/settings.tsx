import { Outlet } from 'react-router';
import type { Route } from './+types/settings';
import { SettingsNav } from '../features/account/settings-nav';
import { requireSessionToken } from '../lib/session.server';
import { CONTAINER } from '../ui/container';
import { ErrorPage } from '../ui/error-page';

/** Guests go to sign in (spec §2); each page's own loader checks again, as loaders run side by side. */
export function loader({ request }: Route.LoaderArgs) {
  requireSessionToken(request);
  return null;
}

/** Account pages hold personal data: never stored by the browser or a shared cache. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** The account areas' frame: side navigation on desktop, a disclosure menu on phones. */
export default function SettingsLayout() {
  return (
    <div className={`${CONTAINER} grid gap-6 py-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-10 md:py-10`}>
      <SettingsNav />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className={`${CONTAINER} grid gap-6 py-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-10 md:py-10`}>
      <SettingsNav />
      <ErrorPage error={error} />
    </div>
  );
}
