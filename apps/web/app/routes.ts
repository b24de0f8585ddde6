import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from '@react-router/dev/routes';

/**
 * Every page exists twice: English at `/…` and Malay at `/bm/…` (spec §1), from the same route
 * module. Route ids of the Malay tree start with `bm/`. Nothing else is a locale prefix: `/xx/…`
 * falls through to the splat route and gets a real 404.
 */
function site(locale: 'en' | 'bm'): RouteConfigEntry[] {
  const id = (file: string) => (locale === 'en' ? file : `bm/${file}`);
  return [
    layout('layouts/default.tsx', { id: id('layouts/default') }, [
      index('routes/home.tsx', { id: id('routes/home') }),
      route('search', 'routes/search.tsx', { id: id('routes/search') }),
      // Unknown paths: the splat's loader throws a 404 that the layout's error page shows.
      route('*', 'routes/not-found.tsx', { id: id('routes/not-found') }),
    ]),
    layout('layouts/register.tsx', { id: id('layouts/register') }, [route('register', 'routes/register.tsx', { id: id('routes/register') })]),
    // Retailer-only pages (default layout plus robots noindex) and chrome-less pages (payment
    // returns, embeds) will be added under these two layouts.
    layout('layouts/retailer.tsx', { id: id('layouts/retailer') }, []),
    layout('layouts/blank.tsx', { id: id('layouts/blank') }, []),
  ];
}

export default [...site('en'), ...prefix('bm', site('bm'))] satisfies RouteConfig;
