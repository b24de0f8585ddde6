/**
 * The image-fallback rule as plain DOM, so pages React hydrates (`ImageWithFallback`'s handlers)
 * and pages served without React (the inline script, features/static-page) share it: a failed
 * image gets `data-failed`, and app.css then hides it and shows the fallback beside it. Where
 * React never runs, an image with a placeholder carries only its class and text
 * (`data-fallback-img`, `data-fallback-text`), and its fallback is written here when it fails:
 * named by the image's alt, as `ImageWithFallback` writes it.
 */
export function markImageFailed(img: HTMLImageElement): void {
  img.setAttribute('data-failed', '');
  const text = img.getAttribute('data-fallback-text');
  if (text === null || img.nextElementSibling?.hasAttribute('data-image-fallback')) return;
  const box = document.createElement('span');
  if (img.alt) {
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', img.alt);
  } else {
    box.setAttribute('aria-hidden', 'true');
  }
  box.className = img.getAttribute('data-fallback-img') ?? '';
  box.textContent = text;
  const fallback = document.createElement('span');
  fallback.setAttribute('data-image-fallback', '');
  fallback.append(box);
  img.after(fallback);
}

/**
 * An image that failed before anything listened (before hydration) is complete with no size, and
 * cannot be decoded: `mark` (`markImageFailed`, passed in so the inline script can carry this
 * function's source on its own) gets it. Only images with no size are decoded to tell (an SVG
 * without a size of its own is fine): decoding every image would cost the page's main thread.
 */
export function markIfImageFailed(img: HTMLImageElement, mark: (img: HTMLImageElement) => void): void {
  if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) img.decode().catch(() => mark(img));
}
