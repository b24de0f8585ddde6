import { useEffect, useState } from 'react';
import { useT } from '../i18n/i18n';
import { ArrowUpIcon } from './icons';

/** Spec §9: the button shows past 100 px of scroll; scroll handling is throttled to 500 ms. */
export const SCROLL_BUTTON_OFFSET = 100;
export const SCROLL_THROTTLE_MS = 500;

export function ScrollToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      setVisible(window.scrollY > SCROLL_BUTTON_OFFSET);
    };
    const onScroll = () => {
      timer ??= setTimeout(update, SCROLL_THROTTLE_MS);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  return (
    <button
      type="button"
      // Always in the markup, so a page served without React can show it (see StaticPageScript).
      hidden={!visible}
      data-static-scroll-top
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className="fixed bottom-5 right-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
    >
      <ArrowUpIcon size={22} />
      <span className="sr-only">{t('a11y.scrollToTop')}</span>
    </button>
  );
}
