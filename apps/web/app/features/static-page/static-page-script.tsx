import { useT } from '../../i18n/i18n';
import { scriptJson } from '../../lib/script-json';
import { cookieValue, DELIVERY_COOKIE, DELIVERY_COOKIE_MAX_AGE, deliveryCookie, LEGACY_DELIVERY_STORAGE_KEY, parsePostcode, POSTCODE_CHECK_PATH, postcodeInUse, postcodeProblem, storedValue } from '../delivery/delivery';
import { DELIVERY_DIALOG_ID } from '../delivery/delivery-modal';
import { IS_MOBILE_KEY, isMobileFromQuery, isMobileRedirect } from '../session/is-mobile';
import { SCROLL_BUTTON_OFFSET, SCROLL_THROTTLE_MS } from '../../ui/scroll-to-top';
import { dismissTooltip, resetTooltip, tooltipTarget } from '../stores/tooltip';
import { markIfImageFailed, markImageFailed } from '../../ui/image-fallback';
import { applyOnEnter, noteKeyOnSelect, submitPicked } from '../../ui/form/auto-submit';

interface StaticPageOptions {
  isMobileKey: string;
  scrollOffset: number;
  scrollThrottleMs: number;
}

interface DeliveryOptions {
  deliveryCookie: string;
  deliveryMaxAge: number;
  /** Where the postcode was kept before the cookie: moved once, then removed. */
  legacyDeliveryKey: string;
  deliveryDialogId: string;
  setLocation: string;
  /** "Deliver to {postcode}" in the page's language. */
  deliverTo: string;
  postcodeCheckPath: string;
  requiredPostcode: string;
  invalidPostcode: string;
  checkFailed: string;
  storageBlocked: string;
}

/** The shared rules the inline script calls; their source is written beside it. */
const helpers = { isMobileFromQuery, isMobileRedirect, dismissTooltip, resetTooltip, tooltipTarget, markImageFailed, markIfImageFailed, noteKeyOnSelect, submitPicked, applyOnEnter };
type Helpers = typeof helpers;
const deliveryHelpers = { parsePostcode, postcodeProblem, postcodeInUse, storedValue, deliveryCookie, cookieValue };
type DeliveryHelpers = typeof deliveryHelpers;

/**
 * What a page served without React needs of the shell, as plain DOM code. It runs as an inline
 * script, so it must not use anything from outside its own body: the rules it shares with the
 * React components come in as `h` (their source is inlined beside it). The markup it works on is the same the React
 * components render; they carry `data-static-*` hooks for it.
 */
export function enhanceStaticPage(
  o: StaticPageOptions,
  h: Helpers,
): void {
  // Spec §2 isMobile rule, as `useIsMobileSession` applies it on hydrated pages.
  try {
    const asked = h.isMobileFromQuery(location.search, o.isMobileKey);
    if (asked) sessionStorage.setItem(o.isMobileKey, asked);
    const next = h.isMobileRedirect(location.search, sessionStorage.getItem(o.isMobileKey), o.isMobileKey);
    if (next !== null) history.replaceState(history.state, '', `${location.pathname}${next}${location.hash}`);
  } catch {
    // Storage blocked: the flag lasts only as long as the query is in the URL.
  }

  // Images with a fallback (ui/image.tsx): those that failed already, and later ones (lazy).
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback-img]')) h.markIfImageFailed(img, h.markImageFailed);
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-fallback-img')) h.markImageFailed(event.target);
    },
    true,
  );

  // Listeners on the document serve whatever markup it holds, so they are added once however often the script runs
  // (a page runs it once; the unit tests run it in one document for many tests, and each run doubled every submit).
  const shared = document as Document & { borongStaticListeners?: boolean };
  if (!shared.borongStaticListeners) {
    shared.borongStaticListeners = true;
    // The VIP badge's tooltip: Escape hides it until focus or the pointer leaves (store-card.tsx), shown by focus or by
    // hover alone; unless what has focus took the key for itself (a suggestion list closing).
    document.addEventListener('keydown', (event) => {
      const target = event.defaultPrevented ? null : h.tooltipTarget(event.target, document);
      if (!target || !h.dismissTooltip(event.key, target)) return;
      event.preventDefault();
      event.stopPropagation();
    });
    document.addEventListener('focusout', (event) => {
      if (event.target instanceof Element) h.resetTooltip(event.target);
    });
    document.addEventListener(
      'mouseleave',
      (event) => {
        if (event.target instanceof Element && event.target.hasAttribute('data-tooltip')) h.resetTooltip(event.target);
      },
      true,
    );

    // A select that applies its form when picked (the search page's product sort): ui/form/auto-submit.ts.
    const autoSubmit = (target: EventTarget | null) => (target instanceof HTMLSelectElement && target.hasAttribute('data-auto-submit') ? target : null);
    document.addEventListener('keydown', (event) => {
      const select = autoSubmit(event.target);
      if (!select) return;
      if (h.applyOnEnter(select, event.key)) event.preventDefault();
      else h.noteKeyOnSelect(select, true);
    });
    for (const type of ['keyup', 'pointerdown', 'focusout']) {
      document.addEventListener(type, (event) => {
        const select = autoSubmit(event.target);
        if (select) h.noteKeyOnSelect(select, false);
      });
    }
    document.addEventListener('change', (event) => {
      const select = autoSubmit(event.target);
      if (select) h.submitPicked(select);
    });
  }

  const toTop = document.querySelector<HTMLElement>('[data-static-scroll-top]');
  if (toTop) {
    let timer: number | undefined;
    const update = () => {
      timer = undefined;
      toTop.hidden = window.scrollY <= o.scrollOffset;
    };
    window.addEventListener('scroll', () => (timer ??= window.setTimeout(update, o.scrollThrottleMs)), { passive: true });
    update();
    toTop.addEventListener('click', () => {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      document.getElementById('main')?.focus({ preventScroll: true });
    });
  }
}

/**
 * The delivery button and dialog of a page served without React, as plain DOM code (on an islands
 * page React runs them, and the page does without this half of the script). Self-contained, as
 * `enhanceStaticPage` is.
 */
export function enhanceStaticDelivery(o: DeliveryOptions, h: DeliveryHelpers): void {
  const all = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector));
  const dialog = document.getElementById(o.deliveryDialogId) as HTMLDialogElement | null;
  const form = dialog?.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="postcode"]');
  const error = form?.querySelector<HTMLElement>('[data-static-error]');
  const clear = form?.querySelector<HTMLElement>('[data-static-clear]');
  if (!dialog || !form || !input || !error || !clear) return;
  const hint = input.getAttribute('aria-describedby') ?? '';

  const readStored = (raw: string | null): string | null => {
    try {
      const stored: unknown = JSON.parse(raw ?? 'null');
      const postcode = (stored as { postcode?: unknown } | null)?.postcode;
      return typeof postcode === 'string' ? h.parsePostcode(postcode) : null;
    } catch {
      return null;
    }
  };
  const readCookie = () => h.cookieValue(document.cookie, o.deliveryCookie);
  const readPostcode = () => readStored(readCookie());
  // False when cookies are switched off: the assignment is then ignored without an error.
  const writeCookie = (value: string | null): boolean => {
    document.cookie = h.deliveryCookie(o.deliveryCookie, value, o.deliveryMaxAge, location.protocol === 'https:');
    return readCookie() === value;
  };
  const broadcast = () => {
    try {
      const channel = new BroadcastChannel(o.deliveryCookie);
      channel.postMessage('changed');
      channel.close();
    } catch {
      // Other tabs see it on their next read.
    }
  };
  // A postcode kept in local storage before the cookie moves to it once (as delivery-store.ts does).
  try {
    const legacy = localStorage.getItem(o.legacyDeliveryKey);
    if (legacy !== null) {
      const postcode = readStored(legacy);
      if (readCookie() === null && postcode !== null) writeCookie(legacy);
      localStorage.removeItem(o.legacyDeliveryKey);
    }
  } catch {
    // Storage blocked: there is nothing to move.
  }
  const showPostcode = () => {
    const postcode = readPostcode();
    const label = postcode ? o.deliverTo.replace('{postcode}', postcode) : o.setLocation;
    for (const el of all('[data-static-delivery-label]')) el.textContent = label;
    for (const el of all('[data-static-delivery-short]')) el.textContent = postcode ?? '';
    clear.hidden = !postcode;
    return postcode;
  };
  const showError = (message: string | null) => {
    error.textContent = message ?? '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    input.setAttribute('aria-describedby', message ? `${error.id} ${hint}` : hint);
  };
  // The address book entry the delivery follows stays beside a typed postcode (see delivery-store.ts).
  const followedAddress = () => {
    try {
      const stored: unknown = JSON.parse(readCookie() ?? 'null');
      return ((stored as { address?: unknown } | null)?.address ?? null) as Parameters<DeliveryHelpers['storedValue']>[1];
    } catch {
      return null;
    }
  };
  const save = (postcode: string | null) => {
    if (!writeCookie(postcode === null ? null : h.storedValue(postcode, followedAddress()))) {
      showError(o.storageBlocked);
      return;
    }
    broadcast();
    showPostcode();
    dialog.close();
  };

  showPostcode();
  for (const button of all('[data-static-delivery-open]')) {
    button.addEventListener('click', () => {
      input.value = showPostcode() ?? '';
      showError(null);
      dialog.showModal();
      input.focus();
    });
  }
  for (const button of Array.from(dialog.querySelectorAll('[data-modal-close]'))) button.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  clear.addEventListener('click', () => save(null));
  let checking = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (checking) return;
    const refuse = (message: string) => {
      showError(message);
      input.focus();
    };
    const problem = h.postcodeProblem(input.value);
    if (problem) return refuse(problem === 'required' ? o.requiredPostcode : o.invalidPostcode);
    const postcode = input.value.trim();
    checking = true;
    void h.postcodeInUse(o.postcodeCheckPath, postcode).then((inUse) => {
      checking = false;
      if (inUse === true) save(postcode);
      else refuse(inUse === false ? o.invalidPostcode : o.checkFailed);
    });
  });
}

/** `name: source, …` of functions, for a script that calls them as `h.name`. */
const sourceOf = (fns: Record<string, (...args: never[]) => unknown>) =>
  Object.entries(fns)
    .map(([name, fn]) => `${name}: ${fn.toString()}`)
    .join(', ');

/**
 * The inline script of a page served without React (see `pageRuntime`). `delivery`: the delivery
 * button and dialog are this script's (false on an islands page, where React runs them).
 */
export function StaticPageScript({ nonce, delivery }: { nonce: string | undefined; delivery: boolean }) {
  const t = useT();
  const options: StaticPageOptions = { isMobileKey: IS_MOBILE_KEY, scrollOffset: SCROLL_BUTTON_OFFSET, scrollThrottleMs: SCROLL_THROTTLE_MS };
  let source = `(${enhanceStaticPage.toString()})(${scriptJson(options)}, { ${sourceOf(helpers)} });`;
  if (delivery) source += `\n(${enhanceStaticDelivery.toString()})(${scriptJson(deliveryOptions(t))}, { ${sourceOf(deliveryHelpers)} });`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />;
}

function deliveryOptions(t: ReturnType<typeof useT>): DeliveryOptions {
  return {
    deliveryCookie: DELIVERY_COOKIE,
    deliveryMaxAge: DELIVERY_COOKIE_MAX_AGE,
    legacyDeliveryKey: LEGACY_DELIVERY_STORAGE_KEY,
    deliveryDialogId: DELIVERY_DIALOG_ID,
    setLocation: t('delivery.setLocation'),
    deliverTo: t('delivery.deliverTo', { postcode: '{postcode}' }),
    postcodeCheckPath: POSTCODE_CHECK_PATH,
    requiredPostcode: t('accountV.required'),
    invalidPostcode: t('accountV.postcode'),
    checkFailed: t('SOMETHING.WRONG.TRY.LATER'),
    storageBlocked: t('delivery.storageBlocked'),
  };
}
