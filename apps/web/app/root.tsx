import { useEffect, type ReactNode } from 'react';
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { clearSessionCookie, signedInUser } from './features/auth/auth.server';
import { loadAddressSummaries } from './features/delivery/addresses.server';
import { loadCartCount } from './features/cart/cart-count.server';
import { requestDelivery } from './features/delivery/delivery';
import { loadNavigation } from './features/navigation/navigation.server';
import { alternatePath, alternateQueryOf, canonicalPath, type AlternateQuery } from './features/seo/canonical';
import { publicOrigin } from './features/seo/public-origin.server';
import { useIsMobileSession } from './features/session/is-mobile';
import { IslandPageScript, IslandsEntryScript, useIslandPage } from './features/islands/island';
import { StaticPageScript } from './features/static-page/static-page-script';
import { useIslandsServer, usePageRuntime } from './features/islands/page-runtime';
import { loadCatalogue, loadedCatalogue } from './i18n/catalogue';
import { ERROR_FALLBACK } from './i18n/error-messages';
import { I18nProvider, useT } from './i18n/i18n';
import { LOCALES, hrefLang, htmlLang, localeFromPath, localizePath, type Locale } from './i18n/locale';
import { syncRememberedLocale } from './i18n/remember';
import { apiFor } from './lib/api.server';
import { useNonce } from './lib/nonce';
import { sessionToken } from './lib/session.server';
import { useRootData, type RootData } from './features/session/root-data';
import { ErrorPage, ErrorPageGuard } from './ui/error-page';
import { StaticMarkupContext } from './ui/static-markup';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The locale comes from the URL (`/bm/…` is Malay); the header and footer menus are loaded here
 * for every layout. A failed menu call leaves that menu empty: this loader does not fail the page.
 * With a session cookie it also learns who is signed in (a dead token clears the cookie) and, in
 * parallel, their addresses for the delivery address sync (spec §4). The delivery cookie gives the
 * postcode the header shows.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const variant = context?.publicConfig?.variant ?? 'marketplace';
  const hasSession = sessionToken(request) !== null;
  const [navigation, session, addresses, cartCount] = await Promise.all([
    loadNavigation(apiFor(context, request), locale, variant),
    signedInUser(context, request),
    loadAddressSummaries(apiFor(context, request), hasSession),
    loadCartCount(apiFor(context, request), hasSession),
  ]);
  const root: RootData = {
    locale,
    user: session.user,
    addresses: session.user ? addresses : null,
    cartCount: session.user ? cartCount : null,
    delivery: requestDelivery(request.headers.get('Cookie')),
    navigation,
    nonce: context?.nonce,
    origin: publicOrigin(context, request),
    year: new Date().getFullYear(),
    variant,
    socialProviders: context?.publicConfig?.socialProviders ?? [],
  };
  return data(root, session.clearCookie ? { headers: { 'Set-Cookie': clearSessionCookie(context) } } : undefined);
}

/**
 * A navigation into the other language loads its catalogue alongside the root data, so the page
 * never renders with a catalogue missing. The first render uses the server's data (the browser
 * entry has loaded the page's catalogue before hydrating).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [root] = await Promise.all([serverLoader(), loadCatalogue(localeFromPath(new URL(request.url).pathname))]);
  return root;
}

/** The menus and messages only change with the language (or after a form submission). */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

/**
 * The canonical link and `<link rel="alternate" hreflang>` to the same page in each language, all
 * in canonical form (see `canonicalPath`), each in its own language's words (`alternateQuery`);
 * `x-default` is the English page.
 */
function AlternateLinks({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const alternate = useMatches().reduce<AlternateQuery | null>((found, match) => alternateQueryOf(match.data) ?? found, null);
  const inLanguage = (locale: Locale) => origin + alternatePath(pathname, search, locale, alternate);
  return (
    <>
      <link rel="canonical" href={origin + canonicalPath(pathname, search)} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={hrefLang(locale)} href={inLanguage(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={inLanguage('en')} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const { pathname } = useLocation();
  const locale = root?.locale ?? localeFromPath(pathname);
  // The loader's nonce keeps hydration identical to the server's markup; the context's covers a
  // render where the root loader itself failed.
  const contextNonce = useNonce();
  const nonce = root?.nonce ?? contextNonce;
  const runtime = usePageRuntime();
  const islandsEntry = useIslandsServer()?.entry;
  const islandPage = useIslandPage();
  return (
    <html lang={htmlLang(locale)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
        {root && <AlternateLinks origin={root.origin} />}
      </head>
      <body className="flex min-h-dvh flex-col bg-white text-slate-900 antialiased">
        <I18nProvider locale={locale} messages={loadedCatalogue(locale) ?? ERROR_FALLBACK[locale]}>
          <StaticMarkupContext value={runtime !== 'app'}>{children}</StaticMarkupContext>
          {runtime !== 'app' && <StaticPageScript nonce={nonce} delivery={runtime === 'static'} />}
        </I18nProvider>
        {islandPage && islandsEntry && (
          <>
            <IslandPageScript page={islandPage} nonce={nonce} />
            <IslandsEntryScript entry={islandsEntry} nonce={nonce} />
          </>
        )}
        {runtime === 'app' && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a href="#main" className="skip-link">
      {t('a11y.skipToContent')}
    </a>
  );
}

export default function App() {
  useIsMobileSession();
  useEffect(() => {
    // Menus switch from their CSS-only fallback to script control (see app.css).
    document.documentElement.dataset.hydrated = '';
    syncRememberedLocale();
  }, []);
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}

/** The last-resort error page: the root loader or a layout failed, so no header or footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const fallback = ERROR_FALLBACK[locale];
  return (
    <ErrorPageGuard message={fallback['error.boundaryFailed']} homeLabel={fallback['error.backHome']} homeHref={localizePath('/', locale)}>
      <SkipLink />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <ErrorPage error={error} />
      </main>
    </ErrorPageGuard>
  );
}
