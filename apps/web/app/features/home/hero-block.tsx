import type { heroBlockSchema } from '@borong/contracts/content';
import { Link } from '../../ui/link';
import type { z } from 'zod';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';
import { Carousel } from '../../ui/carousel';
import { ImageWithFallback } from '../../ui/image';

type Hero = z.infer<typeof heroBlockSchema>;

/** Hero images are 1200 × 400 (3:1); the box is reserved before they load. */
const HERO_WIDTH = 1200;
const HERO_HEIGHT = 400;
/** The retailer variant's hero always shows this image (spec §1), its text in the page's language. */
export const RETAILER_HERO_IMAGE = { en: '/api/media/banner/hero-retailer.svg', bm: '/api/media/banner/hero-retailer-ms.svg' } as const;

function HeroImage({ src }: { src: string }) {
  // The hero's words are its title and subtitle; its pictures are decoration.
  return (
    <ImageWithFallback
      src={src}
      alt=""
      width={HERO_WIDTH}
      height={HERO_HEIGHT}
      className="hero-img"
      placeholder={{ className: 'hero-fallback', text: '' }}
    />
  );
}

/**
 * The hero (spec §2): title, subtitle, optional logo and a 'Shop now' button to its URL, beside
 * its images, which loop. Without images it is text on a plain background; in the retailer
 * variant it shows the fixed retailer image instead of the editors' ones.
 */
export function HeroBlock({ hero, retailer }: { hero: Hero; retailer: boolean }) {
  const t = useT();
  const localePath = useLocalePath();
  const locale = useLocale();
  const images = retailer ? [RETAILER_HERO_IMAGE[locale]] : hero.block_hero_carousel_items.map((item) => item.image_url);
  const target = hero.button_url ?? '/search';
  const external = /^https?:\/\//i.test(target);
  const headingId = `hero-${hero.id}`;
  const button = 'mt-6 inline-flex h-12 items-center rounded-lg bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800';
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-brand-50 px-5 py-8 sm:px-8 lg:py-10">
      <div className={images.length > 0 ? 'grid items-center gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]' : 'mx-auto max-w-3xl text-center'}>
        <div>
          {hero.logo_image_url && (
            <img src={hero.logo_image_url} alt="" width={48} height={48} className={`mb-4 size-12 rounded-lg ${images.length > 0 ? '' : 'mx-auto'}`} />
          )}
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-slate-900 text-balance sm:text-3xl">
            {hero.title}
          </h2>
          {hero.subtitle && <p className="mt-3 text-base text-slate-700 sm:text-lg">{hero.subtitle}</p>}
          {external ? (
            <a href={target} className={button}>
              {t('home.shopNow')}
            </a>
          ) : (
            <Link to={localePath(target.startsWith('/') ? target : '/search')} className={button}>
              {t('home.shopNow')}
            </Link>
          )}
        </div>
        {images.length === 1 && <HeroImage src={images[0] as string} />}
        {images.length > 1 && <Carousel label={t('home.heroImages')} autoplay slides={images.map((src) => <HeroImage key={src} src={src} />)} />}
      </div>
    </section>
  );
}

/** No hero from the editors (spec §2): a banner to the recommended products instead. */
export function NoHeroBanner() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath('/recommended-products')}
      className="flex flex-col items-start gap-2 rounded-2xl bg-brand-700 px-6 py-8 text-white hover:bg-brand-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <span className="text-xl font-bold sm:text-2xl">{t('home.noHeroTitle')}</span>
      <span className="font-semibold underline underline-offset-4">{t('home.noHeroLink')}</span>
    </Link>
  );
}

