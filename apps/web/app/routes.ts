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
      route('store/:url', 'routes/store.tsx', { id: id('routes/store') }),
      route('product-detail/:id', 'routes/product-detail.tsx', { id: id('routes/product-detail') }),
      route('catalogue/:catalogue_url', 'routes/catalogue.tsx', { id: id('routes/catalogue') }),
      route('recommended-products', 'routes/recommended-products.tsx', { id: id('routes/recommended-products') }),
      route('brands', 'routes/brands.tsx', { id: id('routes/brands') }),
      route('all-categories', 'routes/all-categories.tsx', { id: id('routes/all-categories') }),
      route('promotion-and-deals', 'routes/promotion-and-deals.tsx', { id: id('routes/promotion-and-deals') }),
      route('meriah-loyalty-program', 'routes/meriah-loyalty-program.tsx', { id: id('routes/meriah-loyalty-program') }),
      route('dropee-credit', 'routes/dropee-credit.tsx', { id: id('routes/dropee-credit') }),
      // Account areas (signed-in only), under one layout with the account navigation.
      layout('routes/settings.tsx', { id: id('routes/settings') }, [
        route('settings/profile', 'routes/settings-profile.tsx', { id: id('routes/settings-profile') }),
        // Under the profile's path, so the navigation marks Profile as the current area.
        route('settings/profile/password', 'routes/settings/password.tsx', { id: id('routes/settings/password') }),
        route('settings/address-book', 'routes/settings/address-book.tsx', { id: id('routes/settings/address-book') }),
        route('settings/shopping-list', 'routes/settings/shopping-list.tsx', { id: id('routes/settings/shopping-list') }),
        route('settings/shopping-list/:id', 'routes/settings/shopping-list-detail.tsx', { id: id('routes/settings/shopping-list-detail') }),
        route('settings/banks', 'routes/settings/banks.tsx', { id: id('routes/settings/banks') }),
        route('settings/e-credit', 'routes/settings/e-credit.tsx', { id: id('routes/settings/e-credit') }),
        route('settings/member-cards', 'routes/settings/member-cards.tsx', { id: id('routes/settings/member-cards') }),
        route('settings/orders', 'routes/settings/orders.tsx', { id: id('routes/settings/orders') }),
        route('settings/orders/:id', 'routes/settings/order-detail.tsx', { id: id('routes/settings/order-detail') }),
        route('settings/orders/:id/dispute', 'routes/settings/order-dispute.tsx', { id: id('routes/settings/order-dispute') }),
      ]),
      route('shopping-lists/save', 'routes/shopping-list-save.tsx', { id: id('routes/shopping-list-save') }),
      route('cart', 'routes/cart.tsx', { id: id('routes/cart') }),
      route('checkout', 'routes/checkout.tsx', { id: id('routes/checkout') }),
      route('voucher-shipping', 'routes/voucher-shipping.tsx', { id: id('routes/voucher-shipping') }),
      route('checkout/payment', 'routes/checkout-payment.tsx', { id: id('routes/checkout-payment') }),
      route('order-confirmation/:id', 'routes/order-confirmation.tsx', { id: id('routes/order-confirmation') }),
      route('dropee-credit/apply', 'routes/dropee-credit-apply.tsx', { id: id('routes/dropee-credit-apply') }),
      // The seller console (issue 11): its door, then one store's orders, disputes, products and monthly e-invoices.
      route('seller', 'routes/seller/home.tsx', { id: id('routes/seller/home') }),
      route('seller/:storeId', 'routes/seller/store.tsx', { id: id('routes/seller/store') }, [
        index('routes/seller/store-index.tsx', { id: id('routes/seller/store-index') }),
        route('orders', 'routes/seller/orders.tsx', { id: id('routes/seller/orders') }),
        route('orders/:id', 'routes/seller/order.tsx', { id: id('routes/seller/order') }),
        route('disputes', 'routes/seller/disputes.tsx', { id: id('routes/seller/disputes') }),
        route('products', 'routes/seller/products.tsx', { id: id('routes/seller/products') }),
        route('e-invoices', 'routes/seller/e-invoices.tsx', { id: id('routes/seller/e-invoices') }),
      ]),
      // Editor content pages (spec §2 "Other content routes"): one route for every slug, whose
      // loader answers 404 for a path that is not one (CONTENT_PAGE_SLUGS). A route per slug made
      // ~66 of the table's routes, which React Router flattens and ranks on every match.
      route(':slug', 'routes/content-page.tsx', { id: id('routes/content-page') }),
      // Account pages (issue 4). The settings layout with its side navigation will hold them.
      // The session's form posts (login, reset, social, logout); a page for posts made before hydration.
      route('auth', 'routes/auth.tsx', { id: id('routes/auth') }),
      // The link of the e-mail verification mail (issue 14).
      route('verify-email', 'routes/verify-email.tsx', { id: id('routes/verify-email') }),
      // Unknown paths: the splat's loader throws a 404 that the layout's error page shows.
      route('*', 'routes/not-found.tsx', { id: id('routes/not-found') }),
    ]),
    layout('layouts/register.tsx', { id: id('layouts/register') }, [route('register', 'routes/register.tsx', { id: id('routes/register') })]),
  ];
}

export default [
  // Resource routes: one per site, outside the layouts and the locale trees.
  route('robots.txt', 'routes/robots.tsx'),
  route('sitemap.xml', 'routes/sitemap-index.tsx'),
  route('sitemaps/:file', 'routes/sitemap-file.tsx'),
  // The order list's CSV, fetched with the buyer's session; in both languages the same file.
  route('settings/orders/export.csv', 'routes/settings/orders-export.tsx'),
  // An order's invoice PDF and e-invoice JSON, for its buyer and for its store's sellers.
  route('settings/orders/:id/files/:file', 'routes/settings/order-file.tsx'),
  route('seller/:storeId/orders/:id/files/:file', 'routes/seller/order-file.tsx'),
  // A store's monthly consolidated e-invoice or note, as `<document id>.json`, for its sellers.
  route('seller/:storeId/e-invoices/:file', 'routes/seller/e-invoice-file.tsx'),
  // Dispute photos, fetched with the viewer's session (the buyer, or a seller of the store).
  route('dispute-photos/:name', 'routes/dispute-photo.tsx'),
  ...site('en'),
  ...prefix('bm', site('bm')),
] satisfies RouteConfig;
