import type { ReactNode } from 'react';
import { markIfImageFailed, markImageFailed } from './image-fallback';

/**
 * An image with explicit size (nothing shifts while it loads) that shows `fallback` when it fails
 * to load (spec §8: images fall back to a placeholder). The fallback is in the markup beside the
 * image and shows once the image carries `data-failed` (app.css): set by the error handler, by a
 * check of an image that failed before hydration, or on a page served without React by its
 * inline script. A new `src` is a new element, so an earlier failure never hides it.
 */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  className,
  fallback,
  loading = 'lazy',
}: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  fallback: ReactNode;
  loading?: 'lazy' | 'eager';
}) {
  if (!src) return <>{fallback}</>;
  return (
    <>
      <img
        key={src}
        ref={(img) => {
          if (img) markIfImageFailed(img);
        }}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        className={className}
        data-fallback-img
        onError={(event) => markImageFailed(event.currentTarget)}
      />
      <span data-image-fallback>{fallback}</span>
    </>
  );
}
