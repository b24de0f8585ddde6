import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@borong/contracts/api-paths';
import { useTestApi } from './harness';

type ApiPaths = typeof apiPaths;
type PathKey = { [K in keyof ApiPaths]: ApiPaths[K] extends string ? K : never }[keyof ApiPaths];
type BuilderKey = Exclude<keyof ApiPaths, PathKey>;

/** Where server.ts mounts the API; api-paths holds what follows it. */
const MOUNT = '/api';

/** The method each path is served with: a path added to api-paths without one fails the typecheck. */
const METHODS: Record<PathKey, 'GET' | 'POST'> = {
  health: 'GET',
  ready: 'GET',
  metrics: 'GET',
  docs: 'GET',
  devOutboxLatest: 'GET',
  storeSearch: 'GET',
  tiers: 'GET',
  brands: 'GET',
  categoryTree: 'GET',
  banners: 'GET',
  storeRedirectUrl: 'POST',
  categoryMenu: 'GET',
  categoryGroups: 'GET',
  suggestions: 'GET',
  storeRoute: 'GET',
  storeProductsRoute: 'GET',
  recommendedProducts: 'GET',
  productSearch: 'GET',
  productRoute: 'GET',
  pageManagements: 'GET',
  promoDeals: 'GET',
  catalogueBlock: 'POST',
  catalogueRoute: 'GET',
  homepageBlocks: 'GET',
  contentPageRoute: 'GET',
  countries: 'GET',
  states: 'GET',
  postcodeRoute: 'GET',
  interests: 'GET',
  sitemapIndex: 'GET',
  sitemapChunkRoute: 'GET',
  mediaRoute: 'GET',
  register: 'POST',
  login: 'POST',
  logout: 'POST',
  forgotPassword: 'POST',
  resetPassword: 'POST',
  changePassword: 'POST',
  verifyEmail: 'POST',
  resendVerification: 'POST',
  socialLogin: 'POST',
  profile: 'GET',
  profileEdit: 'POST',
  company: 'GET',
  companyEInvoice: 'POST',
  userInterestSearch: 'GET',
  interestAdd: 'POST',
  interestDelete: 'POST',
  addresses: 'GET',
  addressAdd: 'POST',
  addressEditRoute: 'POST',
  addressDeleteRoute: 'POST',
  billingAddressEdit: 'POST',
  shoppingLists: 'GET',
  shoppingListRoute: 'GET',
  shoppingListSave: 'POST',
  shoppingListsDelete: 'POST',
  shoppingListProductAdd: 'POST',
  shoppingListProductDelete: 'POST',
  cart: 'GET',
  cartCount: 'GET',
  cartAdd: 'POST',
  cartUpdate: 'POST',
  cartRemove: 'POST',
  cartAddList: 'POST',
  cartMoveToList: 'POST',
  cartQuote: 'POST',
  shippingVouchers: 'GET',
  checkoutStoreCart: 'POST',
  checkoutMicrositeCart: 'POST',
  orderDetailRoute: 'GET',
  orders: 'GET',
  ordersExport: 'GET',
  orderCancelRoute: 'POST',
  orderCompleteRoute: 'POST',
  orderBuyAgainRoute: 'POST',
  orderTrackingRoute: 'GET',
  orderInvoiceRoute: 'GET',
  orderEInvoicesRoute: 'GET',
  orderEInvoiceDocumentRoute: 'GET',
  sellerOrderInvoiceRoute: 'GET',
  sellerOrderEInvoicesRoute: 'GET',
  sellerOrderEInvoiceDocumentRoute: 'GET',
  sellerStores: 'GET',
  sellerOrdersRoute: 'GET',
  sellerOrderRoute: 'GET',
  sellerOrderAcceptRoute: 'POST',
  sellerOrderRejectRoute: 'POST',
  sellerOrderReadyRoute: 'POST',
  sellerOrderShipRoute: 'POST',
  sellerOrderCollectedRoute: 'POST',
  sellerOrderCancelRoute: 'POST',
  sellerOrderTrackingRoute: 'POST',
  sellerProductsRoute: 'GET',
  sellerDisputesRoute: 'GET',
  sellerDisputeAnswerRoute: 'POST',
  orderDisputeRoute: 'POST',
  disputePhotoRoute: 'GET',
  sellerProductRoute: 'POST',
  sellerEInvoicesRoute: 'GET',
  sellerEInvoiceJsonRoute: 'GET',
  paymentRoute: 'GET',
  paymentRetryRoute: 'POST',
  sandboxBillRoute: 'GET',
  sandboxBillChoiceRoute: 'POST',
  sandboxCallback: 'POST',
  billplzCallback: 'POST',
  devECredit: 'POST',
  devShippingVoucher: 'POST',
  devCreditTerms: 'POST',
  devSeller: 'POST',
  savedCards: 'GET',
  eCreditTransactions: 'GET',
  memberCards: 'GET',
  memberCardLink: 'POST',
  memberCardCheckExpiry: 'POST',
  membershipCheck: 'POST',
  creditApplication: 'GET',
  creditApplications: 'POST',
  creditAccount: 'GET',
};

/** Routes under the mount point that are no API path: Swagger UI's own files and the JSON 404 for unknown paths. */
const notApiPath = (url: string) => url.startsWith(`${MOUNT}${apiPaths.docs}/`) || url === `${MOUNT}/*`;

describe('API paths shared by the web client and the API routes', () => {
  const registered = new Set<string>();
  // Fastify announces each instance on this channel as it is created, before any plugin loads: the
  // one point where a test can see every route of the server buildServer makes, as it registers.
  const initialization = channel('fastify.initialization');
  const collect = (message: unknown) =>
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    });
  beforeAll(() => initialization.subscribe(collect));
  // The server itself goes unused: building it registers the routes. The dev outbox route is there only with the dev tools on.
  useTestApi('pglite', { env: { AUTH_DEV_TOOLS: 'true' } });
  beforeAll(() => initialization.unsubscribe(collect));

  const expected = Object.entries(METHODS).map(([key, method]) => `${method} ${MOUNT}${apiPaths[key as PathKey]}`);

  it('serves every path of api-paths with its method', () => {
    expect(expected.filter((route) => !registered.has(route))).toEqual([]);
  });

  it('serves no route under /api that api-paths lacks', () => {
    // Fastify answers HEAD for every GET route by itself.
    const served = [...registered].filter((route) => !route.startsWith('HEAD ') && !notApiPath(route.slice(route.indexOf(' ') + 1)));
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((route) => !expected.includes(route))).toEqual([]);
  });

  it('builds, for every id, a URL its route pattern matches', () => {
    const builders = (Object.keys(apiPaths) as (keyof ApiPaths)[]).filter((key): key is BuilderKey => typeof apiPaths[key] === 'function');
    expect(builders.length).toBeGreaterThan(5);
    for (const key of builders) {
      const pattern = apiPaths[`${key}Route` as PathKey];
      expect(pattern, `${key} has a ${key}Route`).toEqual(expect.any(String));
      const build = apiPaths[key] as (...args: (string | number)[]) => string;
      const args = Array.from({ length: build.length }, (_, i) => (i % 2 ? 7 : 'some-value'));
      const matcher = new RegExp(`^${pattern.replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
      expect(build(...args), `${key} against ${pattern}`).toMatch(matcher);
    }
  });
});
