export interface HotspotRect {
  x_axis: number;
  y_axis: number;
  width: number;
  height: number;
}

/** A hotspot's place over its image, in percent of the image box (so it scales with the image). */
export interface HotspotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Where a clickable rectangle sits over a hotspot image (spec §2). `x_axis`/`y_axis` are its top
 * left corner, `width`/`height` its size, measured as the image's `hotspot_unit` says: percent of
 * the image (the default) or pixels of the image's own `imageWidth` × `imageHeight`. Both come out
 * as percentages, clipped to the image, so the rectangle stays on its target at any screen width.
 * A rectangle with nothing left inside the image is null (not drawn).
 */
export function hotspotBox(rect: HotspotRect, unit: 'percent' | 'px', imageWidth: number, imageHeight: number): HotspotBox | null {
  const toPercentX = (v: number) => (unit === 'px' ? (imageWidth > 0 ? (v / imageWidth) * 100 : 0) : v);
  const toPercentY = (v: number) => (unit === 'px' ? (imageHeight > 0 ? (v / imageHeight) * 100 : 0) : v);
  const left = clamp(toPercentX(rect.x_axis));
  const top = clamp(toPercentY(rect.y_axis));
  const right = clamp(toPercentX(rect.x_axis + rect.width));
  const bottom = clamp(toPercentY(rect.y_axis + rect.height));
  if (right - left <= 0 || bottom - top <= 0) return null;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return { left: round(left), top: round(top), width: round(right - left), height: round(bottom - top) };
}
