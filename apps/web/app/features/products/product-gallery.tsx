import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { ImageWithFallback } from '../../ui/image';
import { ProductImagePlaceholder } from './product-image-placeholder';

const MAIN_SIZE = 480;
const THUMB_SIZE = 72;

/** The product's pictures: the main image (the card's picture first) and the others after it. */
export function galleryImages(imageUrl: string | null, images: readonly string[]): string[] {
  return [...new Set([imageUrl, ...images].filter((src): src is string => Boolean(src)))];
}

/** The main image and thumbnails that switch it (a script-only nicety: the first image shows without it). */
export function ProductGallery({ name, images, soldOut }: { name: string; images: string[]; soldOut: boolean }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0] ?? null;
  return (
    <div className="w-full">
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
        <ImageWithFallback
          key={main ?? 'none'}
          src={main}
          alt={name}
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          loading="eager"
          className={`aspect-square w-full object-contain ${soldOut ? 'opacity-60' : ''}`}
          fallback={<ProductImagePlaceholder name={name} className="text-7xl" />}
        />
        {soldOut && (
          <span className="absolute inset-0 flex items-center justify-center bg-slate-900/40">
            <span className="rounded-full bg-slate-900/85 px-5 py-2 text-lg font-bold uppercase tracking-wide text-white">{t('product.soldOut')}</span>
          </span>
        )}
      </div>
      {images.length > 1 && (
        <ul aria-label={t('product.gallery')} className="mt-3 flex gap-2 overflow-x-auto p-0.5">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-pressed={i === selected}
                aria-label={t('product.showImage', { n: i + 1, count: images.length })}
                className={`block overflow-hidden rounded-lg border-2 bg-slate-50 ${i === selected ? 'border-brand-700' : 'border-slate-200 hover:border-slate-400'}`}
              >
                <ImageWithFallback
                  src={src}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  className="size-14 object-contain sm:size-[72px]"
                  fallback={<span className="block size-14 bg-slate-100 sm:size-[72px]" />}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
