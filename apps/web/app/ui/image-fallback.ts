/**
 * The image-fallback rule as plain DOM, so pages React hydrates (`ImageWithFallback`'s handlers)
 * and pages served without React (the inline script, features/static-page) share it: a failed
 * image gets `data-failed`, and app.css then hides it and shows the fallback written beside it.
 */
export function markImageFailed(img: HTMLImageElement): void {
  img.setAttribute('data-failed', '');
}

/**
 * An image that failed before anything listened (before hydration) is complete with no size, and
 * cannot be decoded. Only images with no size are decoded to tell (an SVG without a size of its
 * own is fine): decoding every image would cost the page's main thread.
 */
export function markIfImageFailed(img: HTMLImageElement): void {
  if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) img.decode().catch(() => img.setAttribute('data-failed', ''));
}
