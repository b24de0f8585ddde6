import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { carouselInterval, wrapIndex } from './carousel-index';
import { ChevronRightIcon } from './icons';
import { useReducedMotion } from './use-reduced-motion';

interface CarouselProps {
  /** What the carousel is about, for screen readers ("Offers", "Featured images" …). */
  label: string;
  slides: ReactNode[];
  /** Advance by itself (spec §4: only when the block's `loop` is set). */
  autoplay: boolean;
  /** Milliseconds between automatic steps; 8 s when not given. */
  intervalMs?: number | null;
  className?: string;
}

const CONTROL = 'inline-flex items-center justify-center rounded-full bg-white/90 text-slate-900 shadow ring-1 ring-slate-900/10 hover:bg-white';

/**
 * A cyclic carousel (spec §4): next after the last slide shows the first and previous before the
 * first shows the last. With `autoplay` it steps every interval, but it holds still while the
 * pointer is over it, while focus is inside it, after the visitor presses Pause, and always for
 * visitors who prefer reduced motion. Buttons and dots are real buttons (keyboard and screen
 * reader); slides out of view are inert. Before hydration the first slide shows and links work.
 * The slides must reserve their own height (sized images), so changing slide shifts nothing.
 */
export function Carousel({ label, slides, autoplay, intervalMs, className = '' }: CarouselProps) {
  const t = useT();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = autoplay && count > 1 && !stopped && !reducedMotion;
  const interval = carouselInterval(intervalMs);

  // A timeout per slide (not an interval), so a manual step restarts the wait.
  useEffect(() => {
    if (!rotating || hovered || focused) return;
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), interval);
    return () => clearTimeout(timer);
  }, [rotating, hovered, focused, index, count, interval]);

  const go = (to: number) => setIndex(wrapIndex(to, count));

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      className={`relative ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="overflow-hidden" aria-live={rotating ? 'off' : 'polite'}>
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <div
              // Slides are positional: the list only changes with the page's data.
              key={i}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideOf', { n: i + 1, count })}
              aria-hidden={i !== index || undefined}
              inert={i !== index}
              className="w-full shrink-0"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        // On a phone the arrows sit at the ends of the dots' row, under the slide, where they cover
        // none of a banner's text (issue 14); from 640 px they float over the slide's sides,
        // centred on it (the row below is 2.5rem: 0.5 margin and 2 of dots).
        <div className="mt-2 flex items-center justify-center gap-1">
          <button type="button" onClick={() => go(index - 1)} className={`${CONTROL} size-9 max-sm:mr-auto sm:absolute sm:left-2 sm:top-[calc(50%-1.25rem)] sm:size-11 sm:-translate-y-1/2`}>
            <ChevronRightIcon size={22} className="rotate-180" />
            <span className="sr-only">{t('carousel.previous')}</span>
          </button>
          {autoplay && !reducedMotion && (
            <button type="button" onClick={() => setStopped((s) => !s)} className="mr-2 inline-flex h-8 items-center rounded-full px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
              {stopped ? t('carousel.play') : t('carousel.pause')}
            </button>
          )}
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => go(i)}
              aria-current={i === index || undefined}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span aria-hidden="true" className={`block size-2.5 rounded-full ${i === index ? 'bg-brand-700' : 'bg-slate-300 group-hover:bg-slate-400'}`} />
              <span className="sr-only">{t('carousel.goTo', { n: i + 1 })}</span>
            </button>
          ))}
          <button type="button" onClick={() => go(index + 1)} className={`${CONTROL} size-9 max-sm:ml-auto sm:absolute sm:right-2 sm:top-[calc(50%-1.25rem)] sm:size-11 sm:-translate-y-1/2`}>
            <ChevronRightIcon size={22} />
            <span className="sr-only">{t('carousel.next')}</span>
          </button>
        </div>
      )}
    </section>
  );
}
