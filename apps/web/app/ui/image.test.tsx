// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { ImageWithFallback } from './image';
import { markIfImageFailed, markImageFailed } from './image-fallback';
import { StaticMarkupContext } from './static-markup';

const productImage = (staticMarkup: boolean, src: string | null = '/p.svg') =>
  renderAt(
    '/',
    <StaticMarkupContext value={staticMarkup}>
      <div>
        <ImageWithFallback src={src} alt="Kopi O" width={240} height={240} className="pic" placeholder={{ className: 'product-placeholder', text: 'K' }} />
      </div>
    </StaticMarkupContext>,
  );

function imageIn(html: string): HTMLImageElement {
  document.body.innerHTML = html;
  return document.querySelector('img')!;
}

describe('ImageWithFallback with a placeholder', () => {
  it('where React runs, writes the placeholder beside the image, named by its alt', () => {
    const html = productImage(false);
    expect(html).toContain('<span data-image-fallback="true"><span role="img" aria-label="Kopi O" class="product-placeholder">K</span></span>');
    expect(productImage(false, null)).toContain('<span role="img" aria-label="Kopi O" class="product-placeholder">K</span>');
  });

  it('in markup never hydrated, only names it on the image; without an image, writes it', () => {
    const html = productImage(true);
    expect(html).not.toContain('data-image-fallback');
    expect(html).toContain('data-fallback-img="product-placeholder" data-fallback-text="K"');
    expect(productImage(true, null)).toContain('<span role="img" aria-label="Kopi O" class="product-placeholder">K</span>');
  });
});

describe('a failed image (ui/image-fallback.ts)', () => {
  it('that names its placeholder gets it written beside it, as React writes it, once', () => {
    const img = imageIn(productImage(true));
    markImageFailed(img);
    markImageFailed(img);
    expect(img.hasAttribute('data-failed')).toBe(true);
    expect(document.body.innerHTML).toBe(`<div>${img.outerHTML}<span data-image-fallback=""><span role="img" aria-label="Kopi O" class="product-placeholder">K</span></span></div>`);
  });

  it('with an empty alt gets a placeholder hidden from screen readers, as the image is', () => {
    const img = imageIn('<img src="/b.svg" alt="" data-fallback-img="brand-tile-placeholder" data-fallback-text="A">');
    markImageFailed(img);
    expect(img.nextElementSibling?.innerHTML).toBe('<span aria-hidden="true" class="brand-tile-placeholder">A</span>');
  });

  it('with its fallback written by React only gets marked', () => {
    const img = imageIn(productImage(false));
    const before = document.body.innerHTML;
    markImageFailed(img);
    expect(img.hasAttribute('data-failed')).toBe(true);
    img.removeAttribute('data-failed');
    expect(document.body.innerHTML).toBe(before);
  });

  it('that failed before anything listened is marked once found', async () => {
    const img = imageIn(productImage(true));
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 0 });
    img.decode = () => Promise.reject(new Error('broken'));
    const marked: HTMLImageElement[] = [];
    markIfImageFailed(img, (failed) => marked.push(failed));
    await Promise.resolve();
    await Promise.resolve();
    expect(marked).toEqual([img]);
  });
});
