import { describe, expect, it } from 'vitest';
import { DEFAULT_CAROUSEL_INTERVAL_MS, carouselInterval, wrapIndex } from './carousel-index';

describe('wrapIndex', () => {
  it('wraps past the last slide to the first and before the first to the last', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('maps any distance into range, and stays at 0 for one or no slide', () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-7, 3)).toBe(2);
    expect(wrapIndex(5, 1)).toBe(0);
    expect(wrapIndex(2, 0)).toBe(0);
  });
});

describe('carouselInterval', () => {
  it('defaults to 8 s, and keeps a positive editor interval', () => {
    expect(DEFAULT_CAROUSEL_INTERVAL_MS).toBe(8000);
    expect(carouselInterval(undefined)).toBe(8000);
    expect(carouselInterval(0)).toBe(8000);
    expect(carouselInterval(-5)).toBe(8000);
    expect(carouselInterval(5000)).toBe(5000);
  });
});
