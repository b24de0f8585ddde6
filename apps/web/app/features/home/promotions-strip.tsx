import type { PromoDeal } from '@borong/contracts/content';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../ui/link';
import { useLocalePath, useT } from '../../i18n/i18n';
import { ChevronRightIcon } from '../../ui/icons';
import { ImageWithFallback } from '../../ui/image';
import { useReducedMotion } from '../../ui/use-reduced-motion';
import { useHydrated } from '../../lib/use-hydrated';
import { SectionHeader } from './section-header';

/** Swiper's default autoplay delay, which the original strip used. */
export const PROMOTION_AUTOPLAY_MS = 3000;
const CARD_WIDTH = 1200;
const CARD_HEIGHT = 400;

/**
 * Where the strip scrolls next: one card on, or back to the start from the end (no loop: the
 * cards do not repeat; autoplay rewinds as Swiper does without loop). Pure, for testing.
 */
export function nextScrollLeft(scrollLeft: number, clientWidth: number, scrollWidth: number, step: number): number {
  const end = scrollWidth - clientWidth;
  if (end <= 0) return 0;
  if (scrollLeft >= end - 1) return 0;
  return Math.min(end, scrollLeft + step);
}

/**
 * Promotions & deals (spec §2, §9): a horizontally scrolling strip of promotion cards, each image
 * leading to its catalogue. One card a view on phones, 2 from 768 px (20 px gap), 3 from 1024 px
 * (30 px gap). It scrolls itself every 3 s, holding still under the pointer, with focus inside,
 * after its Pause button, and for visitors who prefer reduced motion; it is also a normal scroll area (swipe, keyboard,
 * buttons). Hidden when there are no promotions.
 */
export function PromotionsStrip({ deals }: { deals: PromoDeal[] }) {
  const t = useT();
  const localePath = useLocalePath();
  const track = useRef<HTMLUListElement>(null);
  const [held, setHeld] = useState(false);
  // Moving content needs a way to stop it that does not depend on a pointer (WCAG 2.2.2): a touch screen has no hover.
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();

  useEffect(() => {
    const list = track.current;
    if (!list || held || paused || reducedMotion || deals.length < 2) return;
    const timer = setInterval(() => {
      const step = (list.firstElementChild as HTMLElement | null)?.offsetWidth ?? list.clientWidth;
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      list.scrollTo({ left: nextScrollLeft(list.scrollLeft, list.clientWidth, list.scrollWidth, step + gap), behavior: 'smooth' });
    }, PROMOTION_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [held, paused, reducedMotion, deals.length]);

  if (deals.length === 0) return null;
  const scrollByCard = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    const step = (list.firstElementChild as HTMLElement | null)?.offsetWidth ?? list.clientWidth;
    list.scrollBy({ left: direction * step, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  const arrow = 'hidden size-11 items-center justify-center rounded-full bg-white text-slate-900 shadow ring-1 ring-slate-900/10 hover:bg-slate-50 md:inline-flex';
  return (
    <section aria-labelledby="promotions-heading">
      <SectionHeader id="promotions-heading" title={t('promotions.heading')} viewAllHref="/promotion-and-deals" viewAllLabel={t('promotions.heading')} />
      <div
        className="relative"
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
        }}
      >
        <ul ref={track} className="flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-smooth pb-2 motion-reduce:scroll-auto lg:gap-[30px]">
          {deals.map((deal) => (
            <li key={deal.id} className="promo-slide">
              <Link to={localePath(`/catalogue/${encodeURIComponent(deal.catalogue.url)}`)} className="promo-link">
                <ImageWithFallback
                  src={deal.image_url}
                  alt={t('promotions.view', { name: deal.catalogue.name })}
                  width={CARD_WIDTH}
                  height={CARD_HEIGHT}
                  className="promo-img"
                  fallback={<span role="img" aria-label={t('promotions.view', { name: deal.catalogue.name })} className="promo-fallback" />}
                />
              </Link>
            </li>
          ))}
        </ul>
        {deals.length > 1 && (
          <div className="mt-2 flex justify-end gap-2">
            {hydrated && !reducedMotion && (
              <button type="button" onClick={() => setPaused((p) => !p)} className="inline-flex h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-slate-900 shadow ring-1 ring-slate-900/10 hover:bg-slate-50">
                {paused ? t('promotions.play') : t('promotions.pause')}
              </button>
            )}
            <button type="button" onClick={() => scrollByCard(-1)} className={arrow}>
              <ChevronRightIcon size={22} className="rotate-180" />
              <span className="sr-only">{t('home.previousPromotions')}</span>
            </button>
            <button type="button" onClick={() => scrollByCard(1)} className={arrow}>
              <ChevronRightIcon size={22} />
              <span className="sr-only">{t('home.nextPromotions')}</span>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
