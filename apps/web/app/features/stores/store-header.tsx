import type { Store } from '@borong/contracts/catalogue';
import { useT } from '../../i18n/i18n';
import { ImageWithFallback } from '../../ui/image';
import { LogoPlaceholder, VipBadge, isVipStore } from './store-card';

const LOGO_SIZE = 112;

/** The top of a store's page: logo, name, VIP badge, top category, industry, state, description. */
export function StoreHeader({ store }: { store: Store }) {
  const t = useT();
  const logoAlt = t('stores.logoAlt', { name: store.domain_name });
  const facts: { label: string; value: string }[] = [];
  if (store.top_category_text) facts.push({ label: t('store.topCategory'), value: store.top_category_text });
  if (store.industry_text) facts.push({ label: t('store.industry'), value: store.industry_text });
  if (store.state) facts.push({ label: t('store.location'), value: store.state });
  return (
    <header className="mt-4 flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:gap-5 sm:p-6">
      <ImageWithFallback
        src={store.logo}
        alt={logoAlt}
        width={LOGO_SIZE}
        height={LOGO_SIZE}
        loading="eager"
        className="size-16 shrink-0 rounded-xl border border-slate-100 bg-white object-contain sm:size-28"
        fallback={<LogoPlaceholder name={store.domain_name} label={logoAlt} />}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">{store.domain_name}</h1>
          {isVipStore(store) && <VipBadge />}
        </div>
        {facts.length > 0 && (
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {facts.map((fact) => (
              <div key={fact.label} className="flex gap-1.5">
                <dt className="text-slate-600">{fact.label}:</dt>
                <dd className="font-medium text-slate-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {store.description && <p className="mt-3 max-w-3xl text-sm text-slate-700 sm:text-base">{store.description}</p>}
      </div>
    </header>
  );
}
