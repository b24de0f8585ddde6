import { Outlet } from 'react-router';
import type { Route } from './+types/register';
import { SessionModals } from '../features/auth/session-modals';
import { AlertBar } from '../features/header/alert-bar';
import { MenuBar } from '../features/header/header';
import { StoreSelection } from '../features/delivery/delivery-modal';
import { NoticeProvider } from '../features/notices/notice-provider';
import { EMPTY_NAVIGATION } from '../features/navigation/navigation';
import { useRootData } from '../features/session/root-data';
import { AlertProvider } from '../ui/alert-modal';
import { ErrorPage } from '../ui/error-page';

/** The register layout (spec §2): only the menu bar and the alert bar around the page (plus the alert, notice and session modals). */
function RegisterFrame({ children }: { children: React.ReactNode }) {
  const navigation = useRootData()?.navigation ?? EMPTY_NAVIGATION;
  return (
    <AlertProvider>
      {/* The menu bar's delivery button queues the store-selection notice. */}
      <NoticeProvider>
        <header>
          <MenuBar navigation={navigation} showSearch />
          <AlertBar />
        </header>
        <main id="main" tabIndex={-1} className="flex-1 bg-slate-50 outline-none">
          {children}
        </main>
        <StoreSelection />
        <SessionModals />
      </NoticeProvider>
    </AlertProvider>
  );
}

export default function RegisterLayout() {
  return (
    <RegisterFrame>
      <Outlet />
    </RegisterFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RegisterFrame>
      <ErrorPage error={error} />
    </RegisterFrame>
  );
}
