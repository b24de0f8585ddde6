import type { z } from 'zod';
import {
  bannerListResponseSchema,
  brandListResponseSchema,
  categoryGroupsResponseSchema,
  categoryMenuResponseSchema,
  categoryTreeResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  redirectUrlResponseSchema,
  storeDetailResponseSchema,
  storeFrontResponseSchema,
  storeSearchResponseSchema,
  suggestionResponseSchema,
  tierListResponseSchema,
  type ProductType,
} from '@borong/contracts/catalogue';
import {
  addressDeleteResponseSchema,
  addressListResponseSchema,
  addressResponseSchema,
  type AddressBody,
} from '@borong/contracts/addresses';
import {
  listProductResponseSchema,
  shoppingListDetailResponseSchema,
  shoppingListSavedResponseSchema,
  shoppingListsDeletedResponseSchema,
  shoppingListsResponseSchema,
  type ShoppingListBody,
} from '@borong/contracts/shopping-lists';
import { eCreditResponseSchema, savedCardListResponseSchema } from '@borong/contracts/wallet';
import { checkExpiryResponseSchema, memberCardLinkResponseSchema, memberCardsResponseSchema, membershipCheckResponseSchema } from '@borong/contracts/membership';
import { creditApplicationCreatedResponseSchema, creditApplicationResponseSchema, type CreditApplicationBody } from '@borong/contracts/credit-terms';
import {
  companyResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  registerResponseSchema,
  socialLoginResponseSchema,
  userInterestListResponseSchema,
  type EditProfileBody,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type SocialLoginBody,
} from '@borong/contracts/auth';
import { apiErrorSchema, type ApiError, type ApiLocale } from '@borong/contracts/common';
import {
  catalogueBlockResponseSchema,
  catalogueResponseSchema,
  contentPageResponseSchema,
  countryListResponseSchema,
  interestListResponseSchema,
  pageBlockResponseSchema,
  pageManagementResponseSchema,
  promoDealResponseSchema,
  stateListResponseSchema,
} from '@borong/contracts/content';
import { sitemapChunkResponseSchema, sitemapIndexResponseSchema, type SitemapKind } from '@borong/contracts/sitemap';

/**
 * The one typed client of the REST API (spec §7, "the shared client"). Every method maps to one
 * API route. It sends JSON with `Accept: application/json`, `Accept-Language` (`en` or `ms`) and
 * `Authorization: Bearer <token>` when there is a token; it checks each answer against the
 * contract's zod schema. It never throws for an HTTP or network failure: it returns
 * `{ ok: false, status, error }` with the server's error body, and the caller decides what to show.
 */

/** Fetches an API path (relative to `/api`, e.g. `/v1/categories/menu`). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

export interface ApiClientOptions {
  fetch: ApiFetch;
  locale: ApiLocale;
  token?: string | null;
  /** Aborts every call of this client, e.g. the page request's signal. */
  signal?: AbortSignal;
  /** Told when an answer does not match its contract; the caller gets a 502 result either way. */
  onContractMismatch?: (path: string, issues: z.core.$ZodIssue[]) => void;
}

type QueryValue = string | number | boolean | null | undefined;
type Query = Record<string, QueryValue>;

/** Query values the client leaves out: not given, or empty as a browser form sends them. */
function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const segment = (value: string | number) => encodeURIComponent(String(value));

const NETWORK_FAILURE: ApiError = { error: true, message: 'Service unavailable' };
const CONTRACT_MISMATCH: ApiError = { error: true, message: 'Unexpected response from the server' };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The error body of a failed call; a body that is not an API error (a proxy's HTML page) gets a plain one. */
function errorBody(status: number, body: unknown, statusText: string): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  return { error: true, message: statusText || `Request failed with status ${status}` };
}

// Query parameters of each listing, as the API reads them (see the contracts for limits).
export interface StoreSearchParams {
  search?: string;
  /** Older name of `search`; `search` wins when both are given. */
  key?: string;
  brand_name?: string;
  display_category_name?: string;
  tier?: string;
  page?: number;
  per_page?: number;
}
export interface BrandParams {
  search?: string;
  /** A–Z, or `#` for names that do not start with a letter. Beats `search`. */
  letter?: string;
  sort?: 'name' | 'popular';
  page?: number;
  per_page?: number;
}
export interface PageParams {
  page?: number;
  per_page?: number;
}
export interface PageManagementParams extends PageParams {
  type?: 'header' | 'footer';
  status?: 'active' | 'inactive';
}
export interface StoreProductParams extends PageParams {
  type?: ProductType;
}
export interface StateParams {
  unavailable_id?: 'MAIWP' | 'MYDIN';
  country_id?: number;
}
export type PageBlockPlacement = 'store_front' | 'sub_page' | 'header' | 'footer';

/** `GET /v1/products/:id` answers `{ data: ProductDetail }`; the contracts name only the inner schema. */

export function createApiClient({ fetch, locale, token, signal, onContractMismatch }: ApiClientOptions) {
  async function call<T>(schema: z.ZodType<T>, method: 'GET' | 'POST', path: string, options: { query?: Query; body?: unknown } = {}): Promise<ApiResult<T>> {
    const fullPath = path + queryString(options.query);
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    if (signal) init.signal = signal;

    let response: Response;
    try {
      response = await fetch(fullPath, init);
    } catch {
      return { ok: false, status: 503, error: NETWORK_FAILURE };
    }
    const body = await readJson(response);
    if (!response.ok) return { ok: false, status: response.status, error: errorBody(response.status, body, response.statusText) };
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      onContractMismatch?.(fullPath, parsed.error.issues);
      return { ok: false, status: 502, error: CONTRACT_MISMATCH };
    }
    return { ok: true, status: response.status, data: parsed.data };
  }

  const AGGREGATOR = '/v1/sales-agent/aggregator';

  return {
    /** Store search: the home page's first 9 and the search page (27 a page by default). */
    searchStores: (params: StoreSearchParams = {}) => call(storeSearchResponseSchema, 'GET', `${AGGREGATOR}/domains`, { query: { ...params } }),
    /** Store tiers (VIP DIRECT …) for the tier filter and the badge tooltip. */
    tiers: () => call(tierListResponseSchema, 'GET', `${AGGREGATOR}/tiers`),
    /** The brand directory. */
    brands: (params: BrandParams = {}) => call(brandListResponseSchema, 'GET', `${AGGREGATOR}/brands`, { query: { ...params } }),
    /** The full category tree (up to four levels). */
    categories: () => call(categoryTreeResponseSchema, 'GET', `${AGGREGATOR}/categories`),
    /** The header's three-level category menu. */
    categoryMenu: () => call(categoryMenuResponseSchema, 'GET', '/v1/categories/menu'),
    /** The nine category groups of the all-categories page. */
    categoryGroups: () => call(categoryGroupsResponseSchema, 'GET', '/v1/categories/groups'),
    /** Banners, optionally of one position (search, credit_terms, home, footer). */
    banners: (params: { position?: string } = {}) => call(bannerListResponseSchema, 'GET', `${AGGREGATOR}/banners`, { query: { ...params } }),
    /** The URL that opens a seller's store for a signed-in buyer. */
    storeRedirectUrl: (toDomainId: number) => call(redirectUrlResponseSchema, 'POST', `${AGGREGATOR}/get-redirect-url`, { body: { to_domain_id: toDomainId } }),
    /** Store suggestions while typing (3 characters or more). */
    suggestions: (search: string) => call(suggestionResponseSchema, 'GET', '/v1/search/suggestions', { query: { search } }),
    /** One seller's store. */
    store: (url: string) => call(storeDetailResponseSchema, 'GET', `/v1/stores/${segment(url)}`),
    /** A store's products, page by page. */
    storeProducts: (url: string, params: StoreProductParams = {}) => call(storeFrontResponseSchema, 'GET', `/v1/stores/${segment(url)}/products`, { query: { ...params } }),
    /** Recommended products (the home block and its View all page). */
    recommendedProducts: (params: PageParams = {}) => call(productListResponseSchema, 'GET', '/v1/products/recommended', { query: { ...params } }),
    /** Product detail; `type`, when given, must be the product's own. */
    product: (id: number, params: { type?: ProductType } = {}) => call(productDetailResponseSchema, 'GET', `/v1/products/${segment(id)}`, { query: { ...params } }),
    /** A catalogue and its products, page by page. */
    catalogue: (catalogueUrl: string, params: PageParams = {}) => call(catalogueResponseSchema, 'GET', `/v1/catalogues/${segment(catalogueUrl)}`, { query: { ...params } }),
    /** Header or footer menu groups (spec: page 1, per_page 100, status active). */
    pageManagements: (params: PageManagementParams = {}) => call(pageManagementResponseSchema, 'GET', '/page_managements', { query: { ...params } }),
    /** Active promotions, each leading to a catalogue. */
    promoDeals: (params: PageParams = {}) => call(promoDealResponseSchema, 'GET', '/promo_deals', { query: { ...params } }),
    /** The products of one catalogue block (sent as a one-item `block_ids` list). */
    catalogueBlock: (blockId: number) => call(catalogueBlockResponseSchema, 'POST', '/v2/homepage/catalogue_block', { body: { block_ids: [blockId] } }),
    /** The page-managed blocks of a placement, in order (`store_front` is the home page). */
    homepageBlocks: (params: { placement?: PageBlockPlacement } = {}) => call(pageBlockResponseSchema, 'GET', '/v1/homepage/blocks', { query: { ...params } }),
    /** A content page (about, FAQ …) in the client's language. */
    contentPage: (slug: string) => call(contentPageResponseSchema, 'GET', `/v1/pages/${segment(slug)}`),
    countries: () => call(countryListResponseSchema, 'GET', '/data/countries'),
    states: (params: StateParams = {}) => call(stateListResponseSchema, 'GET', '/data/states', { query: { ...params } }),
    /** Business interest options for sign-up. */
    interests: () => call(interestListResponseSchema, 'GET', '/data/interests'),
    /** How many sitemap chunks of stores and brands there are. */
    sitemapIndex: () => call(sitemapIndexResponseSchema, 'GET', '/v1/sitemap'),
    /** One sitemap chunk: store URLs or brand names. */
    sitemapChunk: (kind: SitemapKind, chunk: number) => call(sitemapChunkResponseSchema, 'GET', `/v1/sitemap/${kind}/${segment(chunk)}`),

    // Account areas (signed-in buyer only; every call acts on the caller's own records).
    addresses: () => call(addressListResponseSchema, 'GET', '/user/address'),
    addAddress: (body: AddressBody) => call(addressResponseSchema, 'POST', '/user/address/add', { body }),
    editAddress: (id: number, body: AddressBody) => call(addressResponseSchema, 'POST', `/user/address/edit/${segment(id)}`, { body }),
    /** Spec §7: the edit call with only `default: 'Y'`. */
    setDefaultAddress: (id: number) => call(addressResponseSchema, 'POST', `/user/address/edit/${segment(id)}`, { body: { default: 'Y' } }),
    deleteAddress: (id: number) => call(addressDeleteResponseSchema, 'POST', `/user/address/delete/${segment(id)}`),
    saveBillingAddress: (body: Omit<AddressBody, 'default'>) => call(addressResponseSchema, 'POST', '/user/address/edit-billing-address', { body }),
    shoppingLists: (params: { product_id?: number } = {}) => call(shoppingListsResponseSchema, 'GET', '/mydin-online/shopping_lists', { query: { ...params } }),
    shoppingList: (id: number) => call(shoppingListDetailResponseSchema, 'GET', `/mydin-online/shopping_lists/${segment(id)}`),
    saveShoppingList: (body: ShoppingListBody) => call(shoppingListSavedResponseSchema, 'POST', '/mydin-online/shopping_lists/create_or_update', { body }),
    deleteShoppingLists: (ids: number[]) => call(shoppingListsDeletedResponseSchema, 'POST', '/mydin-online/shopping_lists/delete_shopping_lists', { body: { shopping_list_ids: ids } }),
    addToShoppingList: (body: { shopping_list_id: number; product_id: number; product_type: ProductType }) =>
      call(listProductResponseSchema, 'POST', '/mydin-online/shopping_lists/add_product_into_list', { body }),
    removeFromShoppingList: (body: { shopping_list_id: number; product_id: number }) => call(listProductResponseSchema, 'POST', '/mydin-online/shopping_lists/delete_product_from_list', { body }),
    savedCards: () => call(savedCardListResponseSchema, 'GET', '/user/credit-card/list'),
    eCredit: (params: PageParams = {}) => call(eCreditResponseSchema, 'GET', '/user/e-credit/transactions', { query: { ...params } }),
    memberCards: () => call(memberCardsResponseSchema, 'GET', '/member_cards'),
    linkMemberCard: (cardNo: string) => call(memberCardLinkResponseSchema, 'POST', '/member_cards/link', { body: { card_no: cardNo } }),
    checkCardExpiry: (cardNo: string) => call(checkExpiryResponseSchema, 'POST', '/member_cards/check_expiry', { body: { card_no: cardNo } }),
    checkMembership: (email: string) => call(membershipCheckResponseSchema, 'POST', '/member_cards/check_membership', { body: { email } }),
    creditApplication: () => call(creditApplicationResponseSchema, 'GET', '/credit-terms/application'),
    applyForCredit: (body: CreditApplicationBody) => call(creditApplicationCreatedResponseSchema, 'POST', '/credit-terms/applications', { body }),
    // Accounts (spec §7): sign-up, sign-in, sign-out, password reset, social login, profile.
    register: (body: RegisterBody) => call(registerResponseSchema, 'POST', '/auth/register', { body }),
    login: (body: LoginBody) => call(loginResponseSchema, 'POST', '/auth/login', { body }),
    /** Revokes this client's token on the server. */
    logout: () => call(messageResponseSchema, 'POST', '/auth/logout'),
    forgotPassword: (body: ForgotPasswordBody) => call(messageResponseSchema, 'POST', '/user/forgot-password', { body }),
    resetPassword: (body: ResetPasswordBody) => call(messageResponseSchema, 'POST', '/user/password/reset', { body }),
    socialLogin: (body: SocialLoginBody) => call(socialLoginResponseSchema, 'POST', '/user/social_login', { body }),
    profile: () => call(profileResponseSchema, 'GET', '/user'),
    editProfile: (body: EditProfileBody) => call(profileResponseSchema, 'POST', '/user/edit', { body }),
    company: () => call(companyResponseSchema, 'GET', '/user/company'),
    userInterests: (params: { search_query?: string } = {}) => call(userInterestListResponseSchema, 'GET', '/mydin-online/categories/user-interests/search', { query: { ...params } }),
    addInterest: (body: { interest_id: number; interest_other?: string }) => call(userInterestListResponseSchema, 'POST', '/user/add_new_interest', { body }),
    deleteInterest: (body: { interest_id: number }) => call(userInterestListResponseSchema, 'POST', '/user/delete_interest', { body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's way to the API: same origin, under `/api`. */
export const browserApiFetch: ApiFetch = (path, init) => window.fetch(`/api${path}`, init);
