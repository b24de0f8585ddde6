// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { ScrollToTop } from '../../ui/scroll-to-top';
import { DELIVERY_COOKIE, EMPTY_DELIVERY, cookieValue, storedValue, type DeliveryState } from '../delivery/delivery';
import { DeliveryButton } from '../delivery/delivery-button';
import { DeliveryModal } from '../delivery/delivery-modal';
import { IslandRootDataContext, type RootData } from '../session/root-data';
import { StaticPageScript } from './static-page-script';

/**
 * Runs the inline script exactly as a script-free page carries it (the `<script>` the server
 * renders, source and all) against the markup the shell's React components render for such a
 * page. Vitest runs the source untransformed by the production minifier, so this proves the
 * script's behaviour and that it uses nothing from outside its own text.
 */
function loadPage(url: string, delivery: DeliveryState = EMPTY_DELIVERY, { islandsPage = false } = {}) {
  window.history.replaceState(null, '', url);
  const html = renderAt(
    url,
    <IslandRootDataContext value={{ delivery } as RootData}>
      <header>
        <DeliveryButton />
      </header>
      <main id="main" tabIndex={-1}>
        <p>Content</p>
      </main>
      <DeliveryModal open={false} onClose={() => undefined} scriptFree />
      <ScrollToTop />
      <StaticPageScript nonce="n0nce" delivery={!islandsPage} />
    </IslandRootDataContext>,
  );
  document.body.innerHTML = html;
  const script = document.querySelector<HTMLScriptElement>('script[nonce="n0nce"]');
  expect(script?.textContent).toMatch(/^\(function enhanceStaticPage/);
  // Indirect eval: the page's global scope, as a classic inline script has.
  (0, eval)(script?.textContent ?? '');
  const dialog = document.getElementById('delivery-dialog') as HTMLDialogElement;
  return {
    dialog,
    openButton: document.querySelector<HTMLButtonElement>('[data-static-delivery-open]')!,
    input: dialog.querySelector<HTMLInputElement>('input[name="postcode"]')!,
    form: dialog.querySelector('form')!,
    labels: () => Array.from(document.querySelectorAll('[data-static-delivery-label]')).map((el) => el.textContent),
  };
}

/** Read as the server reads it: an emptied cookie is no postcode. */
function deliveryCookie(): string | null {
  return cookieValue(document.cookie, DELIVERY_COOKIE);
}

function clearCookie() {
  document.cookie = `${DELIVERY_COOKIE}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  window.scrollTo(0, 0);
  clearCookie();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the inline script of a script-free page', () => {
  it('opens the delivery dialog, refuses an empty field, a bad postcode and one not in use, saves a good one in the cookie and shows "Deliver to"', async () => {
    // The API's answer (apps/api/test/content.test.ts checks it against the postcode list).
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response('{}', { status: url.endsWith('/50450') ? 200 : 404 });
    });
    const page = loadPage('/about-us');
    expect(page.labels()).toEqual(['Set delivery location', 'Set delivery location']);
    page.openButton.click();
    expect(page.dialog.open).toBe(true);
    const submit = () => page.form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    const error = () => page.dialog.querySelector('[data-static-error]')?.textContent;

    page.input.value = '  ';
    submit();
    expect(error()).toBe('This field is required');
    page.input.value = '5045';
    submit();
    expect(page.dialog.open).toBe(true);
    expect(error()).toBe('Invalid Postcode');
    expect(page.input.getAttribute('aria-invalid')).toBe('true');
    expect(page.input.getAttribute('aria-describedby')).toContain(page.dialog.querySelector('[data-static-error]')!.id);
    expect(asked).toEqual([]);
    page.input.value = '00000';
    submit();
    await vi.waitFor(() => expect(asked).toEqual(['/api/data/postcodes/00000']));
    await vi.waitFor(() => expect(error()).toBe('Invalid Postcode'));
    expect(deliveryCookie()).toBeNull();

    page.input.value = ' 50450 ';
    submit();
    await vi.waitFor(() => expect(page.dialog.open).toBe(false));
    expect(deliveryCookie()).toBe(storedValue('50450'));
    expect(page.labels()).toEqual(['Deliver to 50450', 'Deliver to 50450']);
    expect(document.querySelector('[data-static-delivery-short]')?.textContent).toBe('50450');
    // Opened again, it starts clean, with the saved postcode.
    page.openButton.click();
    expect(page.input.value).toBe('50450');
    expect(page.input.hasAttribute('aria-invalid')).toBe(false);
    expect(error()).toBe('');
  });

  it('opens with the saved postcode, and "Remove postcode" forgets it', () => {
    document.cookie = `${DELIVERY_COOKIE}=${encodeURIComponent(storedValue('10200'))}; Path=/`;
    const page = loadPage('/about-us', { postcode: '10200', address: null });
    expect(page.labels()).toEqual(['Deliver to 10200', 'Deliver to 10200']);
    page.openButton.click();
    expect(page.input.value).toBe('10200');
    const remove = page.dialog.querySelector<HTMLButtonElement>('[data-static-clear]')!;
    expect(remove.hidden).toBe(false);
    remove.click();
    expect(page.dialog.open).toBe(false);
    expect(deliveryCookie()).toBeNull();
    expect(page.labels()).toEqual(['Set delivery location', 'Set delivery location']);
  });

  it('closes the dialog from its close button', () => {
    const page = loadPage('/about-us');
    page.openButton.click();
    page.dialog.querySelector<HTMLButtonElement>('[data-modal-close]')!.click();
    expect(page.dialog.open).toBe(false);
  });

  it('moves a postcode kept in local storage to the cookie once', () => {
    localStorage.setItem('delivery', JSON.stringify({ postcode: '88000' }));
    const page = loadPage('/about-us');
    expect(deliveryCookie()).toBe(JSON.stringify({ postcode: '88000' }));
    expect(localStorage.getItem('delivery')).toBeNull();
    expect(page.labels()).toEqual(['Deliver to 88000', 'Deliver to 88000']);
  });

  it('keeps the isMobile flag for the tab and puts it back on a URL without it', () => {
    loadPage('/about-us?isMobile=true');
    expect(sessionStorage.getItem('isMobile')).toBe('true');
    expect(location.search).toBe('?isMobile=true');
    loadPage('/contact-us?q=1#part');
    expect(location.pathname + location.search + location.hash).toBe('/contact-us?q=1&isMobile=true#part');
    loadPage('/about-us?isMobile=false');
    expect(sessionStorage.getItem('isMobile')).toBe('false');
    loadPage('/contact-us');
    expect(location.search).toBe('');
  });

  it('on an islands page, leaves the delivery button to React and carries none of its code, but keeps the rest', () => {
    vi.useFakeTimers();
    const page = loadPage('/?isMobile=true', EMPTY_DELIVERY, { islandsPage: true });
    const source = document.querySelector('script[nonce="n0nce"]')?.textContent ?? '';
    expect(source).not.toMatch(/postcode|enhanceStaticDelivery/i);
    page.openButton.click();
    expect(page.dialog.open).toBe(false);
    expect(sessionStorage.getItem('isMobile')).toBe('true');
    window.scrollTo(0, 500);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(500);
    expect(document.querySelector<HTMLButtonElement>('[data-static-scroll-top]')!.hidden).toBe(false);
  });

  it('writes the placeholder a failed image names (ui/image-fallback.ts)', () => {
    loadPage('/');
    const img = document.createElement('img');
    img.alt = 'Kopi O';
    img.setAttribute('data-fallback-img', 'product-placeholder');
    img.setAttribute('data-fallback-text', 'K');
    document.getElementById('main')!.append(img);
    img.dispatchEvent(new Event('error'));
    expect(img.hasAttribute('data-failed')).toBe(true);
    expect(img.nextElementSibling?.outerHTML).toBe('<span data-image-fallback=""><span role="img" aria-label="Kopi O" class="product-placeholder">K</span></span>');
  });

  it('shows the scroll-to-top button past 100 px, throttled, and scrolls to the top', () => {
    vi.useFakeTimers();
    loadPage('/about-us');
    const button = document.querySelector<HTMLButtonElement>('[data-static-scroll-top]')!;
    expect(button.hidden).toBe(true);
    window.scrollTo(0, 500);
    window.dispatchEvent(new Event('scroll'));
    expect(button.hidden).toBe(true);
    vi.advanceTimersByTime(500);
    expect(button.hidden).toBe(false);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    button.click();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement?.id).toBe('main');
  });
});
