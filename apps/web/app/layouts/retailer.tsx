import { Outlet } from 'react-router';
import type { Route } from './+types/retailer';
import { ErrorPage } from '../ui/error-page';
import { SiteFrame } from './site-frame';

/** The retailer-specific layout (spec §2): the default one, kept out of search engines. */
export default function RetailerLayout() {
  return (
    <SiteFrame noindex>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame noindex>
      <ErrorPage error={error} />
    </SiteFrame>
  );
}
