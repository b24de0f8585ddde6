import { PRODUCT_TYPES, type ProductType } from '@borong/contracts/storefront-rules';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/product-detail';
import { DiscountBadge, ProductPrice, isDiscounted, isSoldOut } from '../features/products/product-card';
import { ProductGallery, galleryImages } from '../features/products/product-gallery';
import { productJsonLd } from '../features/products/product-json-ld';
import { scriptJson } from '../lib/script-json';
import { SaveToButton } from '../features/shopping-lists/save-to';
import { AddToCart, ResumeAddToCart } from '../features/cart/add-to-cart';
import { useRulesText } from '../features/cart/quantity';
import { ProductPwpOffers } from '../features/cart/pwp';
import { useFormatPrice } from '../lib/money';
import { StoreCard } from '../features/stores/store-card';
import { useLocalePath, useT } from '../i18n/i18n';
import { useUnitName } from '../i18n/units';
import { apiFor } from '../lib/api.server';
import { productsApi } from '../features/products/api';
import { pageMeta } from '../lib/meta';
import { useFormatCount } from '../lib/number-format';
import { ISLANDS_PAGE } from '../lib/page-runtime';
import { Island } from '../features/islands/island';
import { useNonce } from '../lib/nonce';
import { failure, notFound } from '../lib/responses.server';
import { sessionToken } from '../lib/session.server';
import { useRootData } from '../features/session/root-data';
import { Breadcrumb } from '../ui/breadcrumb';
import { CONTAINER } from '../ui/container';

const PRODUCT_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

const isProductType = (value: string): value is ProductType => (PRODUCT_TYPES as readonly string[]).includes(value);

/** For a guest only the shell and the gallery hydrate (see ISLANDS_PAGE); a signed-in buyer's Save to list needs the app. */
export const handle = ISLANDS_PAGE;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, { title: 'meta.notFoundTitle' });
  const { product } = loaderData;
  return pageMeta(matches, { title: 'meta.productTitle', description: 'meta.productDescription', descriptionText: product.description, vars: { name: product.product_name } });
}

/**
 * Critical data: the product. A malformed id, a `type` that is not a product type or not this
 * product's own, or an unknown product is a real 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!PRODUCT_ID.test(params.id) || Number(params.id) > MAX_ID) throw notFound();
  const type = new URL(request.url).searchParams.get('type') || undefined;
  if (type !== undefined && !isProductType(type)) throw notFound();
  const result = await productsApi(apiFor(context, request)).product(Number(params.id), { type });
  if (!result.ok) throw result.status === 404 || result.status === 400 ? notFound() : failure(result.status);
  return { product: result.data.data, signedIn: sessionToken(request) !== null };
}

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const unitName = useUnitName();
  const formatCount = useFormatCount();
  const formatPrice = useFormatPrice();
  const rulesText = useRulesText();
  const localePath = useLocalePath();
  const location = useLocation();
  const root = useRootData();
  // The root loader's nonce keeps hydration identical to the server's markup (see root.tsx).
  const contextNonce = useNonce();
  const nonce = root?.nonce ?? contextNonce;
  const { product } = loaderData;
  const images = galleryImages(product.image_url, product.images);
  const soldOut = isSoldOut(product);
  const rules = rulesText(product);
  const searchHref = (key: string, value: string) => localePath(`/search?${new URLSearchParams({ [key]: value })}`);
  const jsonLd = productJsonLd(product, { origin: root?.origin ?? '', pageUrl: location.pathname + location.search, images });

  return (
    <div className={`${CONTAINER} py-6`}>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <Breadcrumb
        crumbs={[
          { label: t('nav.home'), href: localePath('/') },
          ...product.category_path.map((c) => ({ label: c.display_category_name, href: searchHref('display_category_name', c.display_category_name) })),
          { label: product.product_name },
        ]}
      />
      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,480px)_minmax(0,1fr)] lg:gap-12">
        <Island name="product-gallery" component={ProductGallery} props={{ name: product.product_name, images, soldOut }} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{product.product_name}</h1>
          {product.brand && (
            <p className="mt-2 text-sm text-slate-600">
              {t('product.brand')}:{' '}
              <Link to={searchHref('brand_name', product.brand.brand_name)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                {product.brand.brand_name}
              </Link>
            </p>
          )}
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <ProductPrice product={product} size="page" />
            {isDiscounted(product) && <DiscountBadge percent={product.discount_percent} />}
          </div>
          <dl className="mt-5 grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-slate-600">{t('product.stock')}</dt>
            <dd>
              {soldOut ? (
                <span className="font-bold uppercase text-red-700">{t('product.soldOut')}</span>
              ) : (
                <span className="font-medium text-emerald-800">{t('product.inStock', { count: formatCount(product.stock_count) })}</span>
              )}
            </dd>
            <dt className="text-slate-600">{t('product.unit')}</dt>
            <dd className="font-medium text-slate-800">{unitName(product.unit)}</dd>
            {rules && (
              <>
                <dt className="text-slate-600">{t('product.orderRules')}</dt>
                <dd className="font-medium text-slate-800">{rules}</dd>
              </>
            )}
          </dl>
          {product.price_tiers.length > 0 && (
            <section aria-labelledby="volume-prices" className="mt-5 max-w-md">
              <h2 id="volume-prices" className="text-sm font-bold uppercase tracking-wide text-slate-700">
                {t('product.volumePrices')}
              </h2>
              <table className="mt-2 w-full text-sm">
                <tbody className="divide-y divide-slate-200 border-y border-slate-200">
                  <tr>
                    <th scope="row" className="py-2 text-left font-normal text-slate-700">
                      {t('product.tierBase', { count: formatCount(product.min_qty) })}
                    </th>
                    <td className="py-2 text-right font-semibold text-slate-900">{formatPrice(product.price_after_discount)}</td>
                  </tr>
                  {product.price_tiers.map((tier) => (
                    <tr key={tier.min_qty}>
                      <th scope="row" className="py-2 text-left font-normal text-slate-700">
                        {t('product.tierFrom', { count: formatCount(tier.min_qty) })}
                      </th>
                      <td className="py-2 text-right font-semibold text-emerald-800">{formatPrice(tier.unit_price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          <ProductPwpOffers offers={product.pwp_offers} />
          <div className="mt-6 space-y-3">
            {loaderData.signedIn && <ResumeAddToCart product={product} />}
            <AddToCart product={product} variant="page" />
            <SaveToButton
              product={{ id: product.id, type: product.item_type }}
              signedIn={loaderData.signedIn}
              className="inline-flex h-11 items-center justify-center rounded-lg border border-brand-700 px-6 font-semibold text-brand-800 hover:bg-brand-50"
            />
          </div>
          {product.description && (
            <section aria-labelledby="product-description" className="mt-8">
              <h2 id="product-description" className="text-lg font-bold text-slate-900">
                {t('product.description')}
              </h2>
              <p className="mt-2 max-w-prose whitespace-pre-line text-slate-700">{product.description}</p>
            </section>
          )}
          <section aria-labelledby="product-seller" className="mt-8 max-w-md">
            <h2 id="product-seller" className="mb-3 text-lg font-bold text-slate-900">
              {t('product.soldBy')}
            </h2>
            <StoreCard store={product.store} eager />
          </section>
        </div>
      </div>
    </div>
  );
}
