import { Outlet } from 'react-router';
import type { Route } from './+types/default';
import { ErrorPage } from '../ui/error-page';
import { SiteFrame } from './site-frame';

/** The default layout (spec §2): header, footer, alert modal, scroll-to-top. */
export default function DefaultLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** A page's error (404 included) shows inside the layout, so the menus stay usable. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <ErrorPage error={error} />
    </SiteFrame>
  );
}
