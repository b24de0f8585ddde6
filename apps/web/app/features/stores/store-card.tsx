import type { Store } from '@borong/contracts/catalogue';
import { useLocalePath, useT } from '../../i18n/i18n';
import { ImageWithFallback } from '../../ui/image';
import { ShieldCheckIcon } from '../../ui/icons';

/** `upper_right_text` VIP marks a VIP DIRECT seller (spec §2). */
export const isVipStore = (store: Pick<Store, 'upper_right_text'>) => store.upper_right_text === 'VIP';

const LOGO_SIZE = 72;

/** The VIP DIRECT seller badge, its meaning in a tooltip and for screen readers (spec §2). */
export function VipBadge() {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t('stores.vipLabel')}
      title={t('stores.vipLabel')}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 ring-1 ring-amber-300"
    >
      <ShieldCheckIcon size={14} />
      {t('stores.vip')}
    </span>
  );
}

export function LogoPlaceholder({ name, label }: { name: string; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-2xl font-bold text-brand-800 sm:size-[72px]"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * A seller's store card: logo, name, top category, industry, and the VIP DIRECT badge. The
 * whole card links to the store, which opens in a new tab (spec §2).
 */
export function StoreCard({ store, eager = false, headingLevel = 3 }: { store: Store; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const localePath = useLocalePath();
  const logoAlt = t('stores.logoAlt', { name: store.domain_name });
  const vip = isVipStore(store);
  return (
    <a
      href={localePath(`/store/${encodeURIComponent(store.url)}`)}
      target="_blank"
      rel="noopener"
      className="group flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-shadow hover:border-brand-600 hover:shadow-md sm:gap-4"
    >
      <ImageWithFallback
        src={store.logo}
        alt={logoAlt}
        width={LOGO_SIZE}
        height={LOGO_SIZE}
        loading={eager ? 'eager' : 'lazy'}
        className="size-14 shrink-0 rounded-lg border border-slate-100 bg-white object-contain sm:size-[72px]"
        fallback={<LogoPlaceholder name={store.domain_name} label={logoAlt} />}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Heading className="line-clamp-2 min-w-0 font-semibold text-slate-900 group-hover:text-brand-800">{store.domain_name}</Heading>
          {vip && <VipBadge />}
        </div>
        {store.top_category_text && <p className="mt-1 truncate text-sm text-slate-700">{store.top_category_text}</p>}
        {store.industry_text && <p className="mt-0.5 truncate text-sm text-slate-600">{store.industry_text}</p>}
      </div>
      <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
    </a>
  );
}

/**
 * The store card grid: one column on phones, two on tablets, three on desktops. `headingLevel`
 * keeps the page's heading outline: 3 under a section's h2, 2 right under the page's h1.
 */
export function StoreGrid({ stores, eagerCount = 3, headingLevel = 3 }: { stores: Store[]; eagerCount?: number; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {stores.map((store, i) => (
        <li key={store.id}>
          <StoreCard store={store} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
