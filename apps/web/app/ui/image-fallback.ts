/**
 * The image-fallback rule as plain DOM, so pages React hydrates (`ImageWithFallback`'s handlers)
 * and pages served without React (the inline script, features/static-page) share it: a failed
 * image gets `data-failed`, and app.css then hides it and shows the fallback written beside it.
 */
export function markImageFailed(img: HTMLImageElement): void {
  img.setAttribute('data-failed', '');
}

/**
 * An image that failed before anything listened (before hydration) is complete but cannot be
 * decoded. (Not `naturalWidth === 0`: an SVG without a size has none and is fine.)
 */
export function markIfImageFailed(img: HTMLImageElement): void {
  if (img.complete && img.getAttribute('src')) img.decode().catch(() => img.setAttribute('data-failed', ''));
}
