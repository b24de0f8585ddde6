import type { ReactNode } from 'react';
import { markIfImageFailed, markImageFailed } from './image-fallback';
import { useStaticMarkup } from './static-markup';

/** The letter that stands for `name` in a placeholder. */
export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/** A box with a letter in place of a picture: `className` styles it, `text` is the letter. */
export interface Placeholder {
  className: string;
  text: string;
}

/** Named by the image's alt; with an empty alt, hidden from screen readers as the image is. */
function PlaceholderBox({ placeholder, label }: { placeholder: Placeholder; label: string }) {
  return label ? (
    <span role="img" aria-label={label} className={placeholder.className}>
      {placeholder.text}
    </span>
  ) : (
    <span aria-hidden="true" className={placeholder.className}>
      {placeholder.text}
    </span>
  );
}

/**
 * An image with explicit size (nothing shifts while it loads) that shows `fallback` when it fails
 * to load (spec §8: images fall back to a placeholder). The fallback is in the markup beside the
 * image and shows once the image carries `data-failed` (app.css): set by the error handler, by a
 * check of an image that failed before hydration, or on a page served without React by its
 * inline script. A new `src` is a new element, so an earlier failure never hides it.
 *
 * A `placeholder` instead of a `fallback` is written beside the image only where React runs it:
 * in markup that is never hydrated the image names its placeholder, and the inline script writes
 * it if the image fails (ui/image-fallback.ts). Listings repeat it for every card (issue 13).
 */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  ...shown
}: {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
} & ({ fallback: ReactNode; placeholder?: never } | { placeholder: Placeholder; fallback?: never })) {
  const staticMarkup = useStaticMarkup();
  const fallback = shown.placeholder ? <PlaceholderBox placeholder={shown.placeholder} label={alt} /> : shown.fallback;
  if (!src) return <>{fallback}</>;
  const named = staticMarkup ? shown.placeholder : undefined;
  return (
    <>
      <img
        key={src}
        ref={(img) => {
          if (img) markIfImageFailed(img, markImageFailed);
        }}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        className={className}
        data-fallback-img={named ? named.className : true}
        data-fallback-text={named?.text}
        onError={(event) => markImageFailed(event.currentTarget)}
      />
      {!named && <span data-image-fallback>{fallback}</span>}
    </>
  );
}
