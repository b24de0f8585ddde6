import { useT } from '../../i18n/i18n';
import { CONTAINER } from '../../ui/container';
import { Island } from '../islands/island';
import { HomeSearchBox } from './home-search-box';

/** The home page's search banner: the promise, and a big search form to `/search?search=…`. */
export function SearchBanner() {
  const t = useT();
  return (
    <section aria-labelledby="home-heading" className="hero-banner border-b border-brand-900/10">
      <div className={`${CONTAINER} flex flex-col items-center py-12 text-center sm:py-16 lg:py-20`}>
        <h1 id="home-heading" className="max-w-3xl text-3xl font-extrabold tracking-tight text-white text-balance sm:text-4xl lg:text-5xl">
          {t('home.heading')}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-brand-50 sm:text-lg">{t('home.subheading')}</p>
        <Island name="home-search" component={HomeSearchBox} props={{ label: t('home.searchLabel'), placeholder: t('home.searchPlaceholder') }} />
      </div>
    </section>
  );
}
