/**
 * Carousel positions are cyclic (spec §4): one step past the last slide is the first, one step
 * before the first is the last. Any integer maps into 0…count-1; an empty carousel stays at 0.
 */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Spec §9: a carousel that loops advances every 8 s unless its editor set another interval. */
export const DEFAULT_CAROUSEL_INTERVAL_MS = 8000;

/** A usable interval: the editor's when it is a positive number, otherwise the default. */
export function carouselInterval(intervalMs: number | null | undefined): number {
  return intervalMs != null && Number.isFinite(intervalMs) && intervalMs > 0 ? intervalMs : DEFAULT_CAROUSEL_INTERVAL_MS;
}
