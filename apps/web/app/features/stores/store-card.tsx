import type { Store, Tier } from '@borong/contracts/catalogue';
import { type CSSProperties, useId } from 'react';
import { useLocalePath, useT } from '../../i18n/i18n';
import { ImageWithFallback, initialOf } from '../../ui/image';
import { dismissTooltip, resetTooltip } from './tooltip';

/** `upper_right_text` VIP marks a VIP DIRECT seller (spec §2). */
export const isVipStore = (store: Pick<Store, 'upper_right_text'>) => store.upper_right_text === 'VIP';

const LOGO_SIZE = 72;

/** What the VIP badge's tooltip says: the tier's own name and description (tiers API), if known. */
export type VipTier = Pick<Tier, 'name' | 'description'>;

/**
 * A CSS string holding `text`, for a custom property read by `content:`. Quotes and backslashes
 * are escaped and control characters written as hex escapes, so a tier description edited in the
 * admin cannot end the string or the declaration.
 */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/\p{Cc}/gu, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

/**
 * The VIP DIRECT seller badge (spec §2) with its tooltip about seller tiers. The badge is a
 * button so keyboards reach it; the tooltip shows on hover and focus (CSS, so it works before
 * hydration), is its accessible description, and Escape hides it (WAI-ARIA tooltip pattern).
 * Every badge sits above its card's stretched link (z-10); the one showing its tooltip rises above
 * the other cards' badges too, or a later card's badge was drawn over the tooltip (issue 14).
 *
 * In a grid, the tier's description (about 550 bytes) is written once (`shared`): the badges'
 * tooltips draw it from the grid's custom properties and describe themselves by the grid's one
 * hidden copy. Written into each of a search page's 27 cards, it had made `/search` 89 KB (issue 13).
 */
export function VipBadge({ tier, shared }: { tier?: VipTier; shared?: string }) {
  const t = useT();
  const ownTipId = useId();
  const tipId = shared ?? ownTipId;
  return (
    <span data-tooltip className="group/vip vip" onMouseLeave={(event) => resetTooltip(event.currentTarget)}>
      <button
        type="button"
        aria-label={t('stores.vipLabel')}
        aria-describedby={tipId}
        onKeyDown={(event) => {
          if (!dismissTooltip(event.key, event.currentTarget)) return;
          event.preventDefault();
          event.stopPropagation();
        }}
        onBlur={(event) => resetTooltip(event.currentTarget)}
        className="vip-badge"
      >
        {t('stores.vip')}
      </button>
      {shared ? (
        <span aria-hidden="true" className="vip-tooltip vip-tooltip-shared" />
      ) : (
        <span id={tipId} role="tooltip" className="vip-tooltip">
          {tier ? <TierText tier={tier} /> : t('stores.vipLabel')}
        </span>
      )}
    </span>
  );
}

function TierText({ tier }: { tier: VipTier }) {
  return (
    <>
      {/* The space keeps the name a word of its own in the description read from the hidden copy, which has no layout to break lines. */}
      <strong className="block text-sm">{tier.name}</strong>
      {` ${tier.description}`}
    </>
  );
}

export function LogoPlaceholder({ name, label }: { name: string; label: string }) {
  return (
    <span role="img" aria-label={label} className="store-logo-placeholder">
      {initialOf(name)}
    </span>
  );
}

/**
 * A seller's store card: logo, name, top category, industry, and the VIP DIRECT badge. The
 * store's name is the link, stretched over the whole card, so the card is one target while the
 * badge stays a control of its own. The store opens in a new tab (spec §2).
 */
export function StoreCard({ store, eager = false, headingLevel = 3, vipTier, vipTipId }: { store: Store; eager?: boolean; headingLevel?: 2 | 3; vipTier?: VipTier; vipTipId?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const localePath = useLocalePath();
  const logoAlt = t('stores.logoAlt', { name: store.domain_name });
  const vip = isVipStore(store);
  return (
    <article className="group store-card">
      <ImageWithFallback
        src={store.logo}
        alt={logoAlt}
        width={LOGO_SIZE}
        height={LOGO_SIZE}
        loading={eager ? 'eager' : 'lazy'}
        className="store-logo"
        placeholder={{ className: 'store-logo-placeholder', text: initialOf(store.domain_name) }}
      />
      <div className="min-w-0 flex-1">
        <div className="store-card-top">
          <Heading className="store-card-name">
            <a
              href={localePath(`/store/${encodeURIComponent(store.url)}`)}
              target="_blank"
              rel="noopener"
              className="store-card-link"
            >
              {store.domain_name}
              <span className="sr-only">{` ${t('a11y.opensInNewTab')}`}</span>
            </a>
          </Heading>
          {vip && <VipBadge tier={vipTier} shared={vipTipId} />}
        </div>
        {store.top_category_text && <p className="store-card-category">{store.top_category_text}</p>}
        {store.industry_text && <p className="store-card-industry">{store.industry_text}</p>}
      </div>
    </article>
  );
}

/**
 * The store card grid: one column on phones, two on tablets, three on desktops. `headingLevel`
 * keeps the page's heading outline: 3 under a section's h2, 2 right under the page's h1.
 */
export function StoreGrid({ stores, eagerCount = 3, headingLevel = 3, vipTier }: { stores: Store[]; eagerCount?: number; headingLevel?: 2 | 3; vipTier?: VipTier }) {
  const vipTipId = useId();
  const sharesTip = vipTier !== undefined && stores.some(isVipStore);
  const tipStyle = sharesTip ? ({ '--vip-tip-name': cssString(vipTier.name), '--vip-tip-text': cssString(vipTier.description) } as CSSProperties) : undefined;
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" style={tipStyle}>
        {stores.map((store, i) => (
          <li key={store.id}>
            <StoreCard store={store} eager={i < eagerCount} headingLevel={headingLevel} vipTier={vipTier} vipTipId={sharesTip ? vipTipId : undefined} />
          </li>
        ))}
      </ul>
      {sharesTip && (
        <p id={vipTipId} hidden>
          <TierText tier={vipTier} />
        </p>
      )}
    </>
  );
}
