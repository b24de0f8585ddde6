import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from '@react-router/dev/routes';
import { CONTENT_PAGE_SLUGS } from './features/content/content-pages';

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
      route('store/:url', 'routes/store.tsx', { id: id('routes/store') }),
      route('product-detail/:id', 'routes/product-detail.tsx', { id: id('routes/product-detail') }),
      route('catalogue/:catalogue_url', 'routes/catalogue.tsx', { id: id('routes/catalogue') }),
      route('recommended-products', 'routes/recommended-products.tsx', { id: id('routes/recommended-products') }),
      route('brands', 'routes/brands.tsx', { id: id('routes/brands') }),
      route('all-categories', 'routes/all-categories.tsx', { id: id('routes/all-categories') }),
      route('promotion-and-deals', 'routes/promotion-and-deals.tsx', { id: id('routes/promotion-and-deals') }),
      // Editor content pages (spec §2 "Other content routes"): one module, one route per slug.
      ...CONTENT_PAGE_SLUGS.map((slug) => route(slug, 'routes/content-page.tsx', { id: id(`routes/content/${slug}`) })),
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

export default [
  // Resource routes: one per site, outside the layouts and the locale trees.
  route('robots.txt', 'routes/robots.tsx'),
  ...site('en'),
  ...prefix('bm', site('bm')),
] satisfies RouteConfig;
