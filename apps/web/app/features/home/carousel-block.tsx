import type { carouselBlockSchema } from '@borong/contracts/content';
import type { z } from 'zod';
import { useT } from '../../i18n/i18n';
import { Carousel } from '../../ui/carousel';
import { BlockLink } from './block-link';

type CarouselBlockData = z.infer<typeof carouselBlockSchema>;
type Item = CarouselBlockData['block_carousel_items'][number];

/**
 * Editors upload website banners at 1200 × 400 and mobile ones at 750 × 750. Both sizes are
 * written on the `<picture>`, so the browser reserves the right box before either loads.
 */
const WEB = { width: 1200, height: 400 };
const MOBILE = { width: 750, height: 750 };
/** Spec §9: the mobile layout is 768 px wide or less. */
export const MOBILE_MEDIA = '(max-width: 768px)';

export interface CarouselSlide {
  web: Item;
  mobile: Item | null;
}

/**
 * Pairs each website image with the mobile one in the same position (the editors upload them as
 * pairs); a carousel with only mobile images uses them everywhere. App-only images are left out.
 */
export function carouselSlides(items: Item[]): CarouselSlide[] {
  const web = items.filter((item) => item.type === 'website');
  const mobile = items.filter((item) => item.type === 'mobile_view');
  if (web.length === 0) return mobile.map((item) => ({ web: item, mobile: null }));
  return web.map((item, i) => ({ web: item, mobile: mobile[i] ?? null }));
}

/** Carousels sit below the fold: their images load lazily. */
function SlidePicture({ slide }: { slide: CarouselSlide }) {
  const { web, mobile } = slide;
  const webIsSquare = web.type !== 'website';
  const size = webIsSquare ? MOBILE : WEB;
  return (
    <BlockLink link={web} className="block overflow-hidden rounded-xl bg-slate-100">
      <picture>
        {mobile && <source media={MOBILE_MEDIA} srcSet={mobile.image_url} width={MOBILE.width} height={MOBILE.height} />}
        <img
          src={web.image_url}
          alt={web.alt_text}
          width={size.width}
          height={size.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full object-cover"
        />
      </picture>
    </BlockLink>
  );
}

/** The image carousel (spec §4): a slider only with more than one image; loops only when `loop`. */
export function CarouselBlock({ block }: { block: CarouselBlockData }) {
  const t = useT();
  const slides = carouselSlides(block.block_carousel_items);
  if (slides.length === 0) return null;
  if (slides.length === 1) return <SlidePicture slide={slides[0] as CarouselSlide} />;
  return (
    <Carousel
      label={t('home.carouselLabel')}
      autoplay={block.loop}
      intervalMs={block.interval_ms}
      slides={slides.map((slide) => (
        <SlidePicture key={slide.web.id} slide={slide} />
      ))}
    />
  );
}
