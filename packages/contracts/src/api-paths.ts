/**
 * Every REST API path, relative to the API's mount point (`/api`), as the spec names it. The API
 * registers the route patterns (`:id` …) and the web client calls the builders, so the two cannot
 * drift. No imports and no zod: the browser bundles this file for the price of its strings.
 */

const enc = (value: string | number) => encodeURIComponent(String(value));

const AGGREGATOR = '/v1/sales-agent/aggregator';
const SHOPPING_LISTS = '/mydin-online/shopping_lists';
const CART = '/mydin-online/cart';

export const apiPaths = {
  // Operations: probes for the load balancer and the OpenAPI docs (Swagger UI serves its files under this path).
  health: '/health',
  ready: '/ready',
  metrics: '/metrics',
  docs: '/docs',
  // Reads the mail outbox; registered only with AUTH_DEV_TOOLS (development and end-to-end tests).
  devOutboxLatest: '/dev/outbox/latest',

  // Catalogue and search.
  storeSearch: `${AGGREGATOR}/domains`,
  tiers: `${AGGREGATOR}/tiers`,
  brands: `${AGGREGATOR}/brands`,
  categoryTree: `${AGGREGATOR}/categories`,
  banners: `${AGGREGATOR}/banners`,
  storeRedirectUrl: `${AGGREGATOR}/get-redirect-url`,
  categoryMenu: '/v1/categories/menu',
  categoryGroups: '/v1/categories/groups',
  suggestions: '/v1/search/suggestions',
  store: (url: string) => `/v1/stores/${enc(url)}`,
  storeRoute: '/v1/stores/:url',
  storeProducts: (url: string) => `/v1/stores/${enc(url)}/products`,
  storeProductsRoute: '/v1/stores/:url/products',
  recommendedProducts: '/v1/products/recommended',
  productSearch: '/v1/products/search',
  product: (id: number) => `/v1/products/${enc(id)}`,
  productRoute: '/v1/products/:id',

  // Content and reference data.
  pageManagements: '/page_managements',
  promoDeals: '/promo_deals',
  catalogueBlock: '/v2/homepage/catalogue_block',
  catalogue: (catalogueUrl: string) => `/v1/catalogues/${enc(catalogueUrl)}`,
  catalogueRoute: '/v1/catalogues/:catalogue_url',
  homepageBlocks: '/v1/homepage/blocks',
  contentPage: (slug: string) => `/v1/pages/${enc(slug)}`,
  contentPageRoute: '/v1/pages/:slug',
  countries: '/data/countries',
  states: '/data/states',
  // Not named by the spec (issue 14): the delivery setting checks a typed postcode as the address book does.
  postcode: (postcode: string) => `/data/postcodes/${enc(postcode)}`,
  postcodeRoute: '/data/postcodes/:postcode',
  interests: '/data/interests',
  sitemapIndex: '/v1/sitemap',
  sitemapChunk: (kind: string, chunk: number) => `/v1/sitemap/${enc(kind)}/${enc(chunk)}`,
  sitemapChunkRoute: '/v1/sitemap/:kind/:chunk',
  // Generated SVGs; the seed writes their URLs into the data with the `/api` mount point in front.
  media: (kind: string, name: string) => `/media/${enc(kind)}/${enc(name)}`,
  mediaRoute: '/media/:kind/:name',

  // Accounts.
  register: '/auth/register',
  login: '/auth/login',
  logout: '/auth/logout',
  forgotPassword: '/user/forgot-password',
  resetPassword: '/user/password/reset',
  // Not named by the spec (issue 14): a signed-in buyer's password change, and e-mail verification.
  changePassword: '/user/password/change',
  verifyEmail: '/user/email/verify',
  resendVerification: '/user/email/verification',
  socialLogin: '/user/social_login',
  profile: '/user',
  profileEdit: '/user/edit',
  company: '/user/company',
  companyEInvoice: '/user/company/e-invoice',
  userInterestSearch: '/mydin-online/categories/user-interests/search',
  interestAdd: '/user/add_new_interest',
  interestDelete: '/user/delete_interest',

  // Addresses.
  addresses: '/user/address',
  addressAdd: '/user/address/add',
  addressEdit: (id: number) => `/user/address/edit/${enc(id)}`,
  addressEditRoute: '/user/address/edit/:id',
  addressDelete: (id: number) => `/user/address/delete/${enc(id)}`,
  addressDeleteRoute: '/user/address/delete/:id',
  billingAddressEdit: '/user/address/edit-billing-address',

  // Shopping lists.
  shoppingLists: SHOPPING_LISTS,
  shoppingList: (id: number) => `${SHOPPING_LISTS}/${enc(id)}`,
  shoppingListRoute: `${SHOPPING_LISTS}/:id`,
  shoppingListSave: `${SHOPPING_LISTS}/create_or_update`,
  shoppingListsDelete: `${SHOPPING_LISTS}/delete_shopping_lists`,
  shoppingListProductAdd: `${SHOPPING_LISTS}/add_product_into_list`,
  shoppingListProductDelete: `${SHOPPING_LISTS}/delete_product_from_list`,

  // The cart (issue 10).
  cart: CART,
  cartCount: `${CART}/count`,
  cartAdd: `${CART}/add`,
  cartUpdate: `${CART}/update`,
  cartRemove: `${CART}/remove`,
  cartAddList: `${CART}/add-list`,
  cartMoveToList: `${CART}/move-to-list`,
  cartQuote: `${CART}/quote`,
  shippingVouchers: '/mydin-online/shipping_promotions',
  checkoutStoreCart: `${CART}/checkout-mydin-store-cart`,
  checkoutMicrositeCart: `${CART}/checkout-microsite-cart`,
  orderDetail: (id: number) => `/mydin-online/order/detail/${enc(id)}`,
  orderDetailRoute: '/mydin-online/order/detail/:id',
  // The buyer's orders (issue 11): the list, its CSV, and what the buyer may do to an order.
  orders: '/mydin-online/orders',
  ordersExport: '/mydin-online/orders/export',
  orderCancel: (id: number) => `/mydin-online/order/cancel/${enc(id)}`,
  orderCancelRoute: '/mydin-online/order/cancel/:id',
  orderComplete: (id: number) => `/mydin-online/order/complete/${enc(id)}`,
  orderCompleteRoute: '/mydin-online/order/complete/:id',
  orderBuyAgain: (id: number) => `/mydin-online/order/buy-again/${enc(id)}`,
  orderBuyAgainRoute: '/mydin-online/order/buy-again/:id',
  orderTracking: (id: number) => `/mydin-online/order/shipping/detail/${enc(id)}`,
  orderTrackingRoute: '/mydin-online/order/shipping/detail/:id',
  orderInvoice: (id: number) => `/mydin-online/order/invoice/${enc(id)}`,
  orderInvoiceRoute: '/mydin-online/order/invoice/:id',
  orderEInvoices: (id: number) => `/mydin-online/order/e-invoices/${enc(id)}`,
  orderEInvoicesRoute: '/mydin-online/order/e-invoices/:id',
  orderEInvoiceDocument: (id: number, documentId: number) => `/mydin-online/order/e-invoices/${enc(id)}/${enc(documentId)}`,
  orderEInvoiceDocumentRoute: '/mydin-online/order/e-invoices/:id/:documentId',
  orderDispute: (id: number) => `/mydin-online/order/dispute/${enc(id)}`,
  orderDisputeRoute: '/mydin-online/order/dispute/:id',
  // A dispute's photo, for its buyer and the store's sellers.
  disputePhoto: (name: string) => `/disputes/photos/${enc(name)}`,
  disputePhotoRoute: '/disputes/photos/:name',

  // The seller console (issue 11): every path names the store.
  sellerStores: '/seller/stores',
  sellerOrders: (storeId: number) => `/seller/stores/${enc(storeId)}/orders`,
  sellerOrdersRoute: '/seller/stores/:storeId/orders',
  sellerOrder: (storeId: number, id: number) => `/seller/stores/${enc(storeId)}/orders/${enc(id)}`,
  sellerOrderRoute: '/seller/stores/:storeId/orders/:id',
  sellerOrderAcceptRoute: '/seller/stores/:storeId/orders/:id/accept',
  sellerOrderRejectRoute: '/seller/stores/:storeId/orders/:id/reject',
  sellerOrderReadyRoute: '/seller/stores/:storeId/orders/:id/ready',
  sellerOrderShipRoute: '/seller/stores/:storeId/orders/:id/ship',
  sellerOrderCollectedRoute: '/seller/stores/:storeId/orders/:id/collected',
  sellerOrderCancelRoute: '/seller/stores/:storeId/orders/:id/cancel',
  sellerOrderTrackingRoute: '/seller/stores/:storeId/orders/:id/tracking',
  sellerOrderInvoice: (storeId: number, id: number) => `/seller/stores/${enc(storeId)}/orders/${enc(id)}/invoice`,
  sellerOrderInvoiceRoute: '/seller/stores/:storeId/orders/:id/invoice',
  sellerOrderEInvoices: (storeId: number, id: number) => `/seller/stores/${enc(storeId)}/orders/${enc(id)}/e-invoices`,
  sellerOrderEInvoicesRoute: '/seller/stores/:storeId/orders/:id/e-invoices',
  sellerOrderEInvoiceDocument: (storeId: number, id: number, documentId: number) => `/seller/stores/${enc(storeId)}/orders/${enc(id)}/e-invoices/${enc(documentId)}`,
  sellerOrderEInvoiceDocumentRoute: '/seller/stores/:storeId/orders/:id/e-invoices/:documentId',
  sellerDisputes: (storeId: number) => `/seller/stores/${enc(storeId)}/disputes`,
  sellerDisputesRoute: '/seller/stores/:storeId/disputes',
  sellerDisputeAnswer: (storeId: number, id: number) => `/seller/stores/${enc(storeId)}/orders/${enc(id)}/dispute`,
  sellerDisputeAnswerRoute: '/seller/stores/:storeId/orders/:id/dispute',
  sellerProducts: (storeId: number) => `/seller/stores/${enc(storeId)}/products`,
  sellerProductsRoute: '/seller/stores/:storeId/products',
  sellerProduct: (storeId: number, id: number) => `/seller/stores/${enc(storeId)}/products/${enc(id)}`,
  sellerProductRoute: '/seller/stores/:storeId/products/:id',
  // The store's monthly consolidated e-invoices and notes, and one's UBL JSON.
  sellerEInvoices: (storeId: number) => `/seller/stores/${enc(storeId)}/e-invoices`,
  sellerEInvoicesRoute: '/seller/stores/:storeId/e-invoices',
  sellerEInvoiceJson: (storeId: number, id: number) => `/seller/stores/${enc(storeId)}/e-invoices/${enc(id)}/json`,
  sellerEInvoiceJsonRoute: '/seller/stores/:storeId/e-invoices/:id/json',

  // Payments (issue 10): the buyer's view, a retry, the sandbox gateway (its page and callback) and Billplz's callback.
  payment: (id: number) => `/payments/${enc(id)}`,
  paymentRoute: '/payments/:id',
  paymentRetry: (id: number) => `/payments/${enc(id)}/retry`,
  paymentRetryRoute: '/payments/:id/retry',
  sandboxBillRoute: '/payments/sandbox/bills/:ref',
  // The same page's form post: the tester's choice.
  sandboxBillChoiceRoute: '/payments/sandbox/bills/:ref',
  sandboxCallback: '/payments/sandbox/callback',
  billplzCallback: '/payments/billplz/callback',
  devECredit: '/dev/e-credit',
  devShippingVoucher: '/dev/shipping-vouchers',
  devCreditTerms: '/dev/credit-terms',
  devSeller: '/dev/seller',

  // Wallet, membership, credit terms.
  savedCards: '/user/credit-card/list',
  eCreditTransactions: '/user/e-credit/transactions',
  memberCards: '/member_cards',
  memberCardLink: '/member_cards/link',
  memberCardCheckExpiry: '/member_cards/check_expiry',
  membershipCheck: '/member_cards/check_membership',
  creditApplication: '/credit-terms/application',
  creditApplications: '/credit-terms/applications',
  creditAccount: '/credit-terms/account',
} as const;
