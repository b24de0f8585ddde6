import { Outlet } from 'react-router';

/** The blank layout (spec §2): nothing around the page. */
export default function BlankLayout() {
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      <Outlet />
    </main>
  );
}
