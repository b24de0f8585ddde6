import { describe, expect, it } from 'vitest';
import { hotspotBox } from './hotspot';

describe('hotspotBox', () => {
  it('keeps percentages as they are', () => {
    expect(hotspotBox({ x_axis: 35, y_axis: 10, width: 30, height: 80 }, 'percent', 1200, 400)).toEqual({ left: 35, top: 10, width: 30, height: 80 });
  });

  it('turns pixels of the image into percentages of it', () => {
    expect(hotspotBox({ x_axis: 600, y_axis: 100, width: 300, height: 200 }, 'px', 1200, 400)).toEqual({ left: 50, top: 25, width: 25, height: 50 });
  });

  it('clips a rectangle that runs off the image', () => {
    expect(hotspotBox({ x_axis: 90, y_axis: -10, width: 30, height: 50 }, 'percent', 1200, 400)).toEqual({ left: 90, top: 0, width: 10, height: 40 });
  });

  it('drops a rectangle with nothing inside the image', () => {
    expect(hotspotBox({ x_axis: 120, y_axis: 10, width: 10, height: 10 }, 'percent', 1200, 400)).toBeNull();
    expect(hotspotBox({ x_axis: 10, y_axis: 10, width: 0, height: 10 }, 'percent', 1200, 400)).toBeNull();
    expect(hotspotBox({ x_axis: 10, y_axis: 10, width: 50, height: 50 }, 'px', 0, 0)).toBeNull();
  });
});
