import { useCallback, useState, type ReactNode } from 'react';

/**
 * An image with explicit size (nothing shifts while it loads) that shows `fallback` when it fails
 * to load (spec §8: images fall back to a placeholder). A failure that happened before hydration,
 * when no handler was attached yet, is caught by decoding the already-complete image.
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
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const checkEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && src) img.decode().catch(() => setFailedSrc(src));
    },
    [src],
  );
  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <img
      ref={checkEarlyFailure}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
