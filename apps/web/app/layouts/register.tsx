import { Outlet } from 'react-router';
import type { Route } from './+types/register';
import { AlertBar } from '../features/header/alert-bar';
import { MenuBar } from '../features/header/header';
import { EMPTY_NAVIGATION } from '../features/navigation/navigation';
import { useRootData } from '../lib/root-data';
import { ErrorPage } from '../ui/error-page';

/** The register layout (spec §2): only the menu bar and the alert bar around the page. */
function RegisterFrame({ children }: { children: React.ReactNode }) {
  const navigation = useRootData()?.navigation ?? EMPTY_NAVIGATION;
  return (
    <>
      <header>
        <MenuBar navigation={navigation} showSearch />
        <AlertBar />
      </header>
      <main id="main" tabIndex={-1} className="flex-1 bg-slate-50 outline-none">
        {children}
      </main>
    </>
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
