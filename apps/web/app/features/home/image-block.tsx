import type { imageBlockSchema } from '@borong/contracts/content';
import type { z } from 'zod';
import { BlockLink } from './block-link';
import { hotspotBox } from './hotspot';

type ImageBlockData = z.infer<typeof imageBlockSchema>;
type Redirect = ImageBlockData['block_image_redirects'][number];

/**
 * The editor's 1 to 4 columns. On phones four fold to two, where a quarter would be too small to
 * tap, and three stack: a third of a 360 px screen left the words in the pictures unreadable (walkthrough).
 */
const COLUMNS: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-1 sm:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' };

function SizedImage({ image }: { image: Redirect }) {
  return (
    <img
      src={image.file_url}
      alt={image.alt_text}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className="h-auto w-full bg-slate-100 object-cover"
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    />
  );
}

/** An image that leads somewhere when its editor gave it a link, otherwise just the image. */
function LinkedImage({ image }: { image: Redirect }) {
  if (!image.link_type) return <SizedImage image={image} />;
  return (
    <BlockLink link={image} className="block overflow-hidden rounded-xl">
      <SizedImage image={image} />
    </BlockLink>
  );
}

/**
 * A hotspot image (spec §2): the picture with clickable rectangles over it, each a link named by
 * its label (see `hotspotBox` for how the rectangles are measured). The image itself keeps its alt
 * text; the rectangles show a focus ring when reached by keyboard.
 */
function HotspotImage({ image }: { image: Redirect }) {
  return (
    <div className="relative overflow-hidden rounded-xl">
      <SizedImage image={image} />
      {image.block_image_redirect_hotspots.map((spot) => {
        const box = hotspotBox(spot, image.hotspot_unit, image.width, image.height);
        if (!box) return null;
        return (
          <BlockLink
            key={spot.id}
            link={spot}
            label={spot.label}
            className="absolute rounded-lg hover:bg-white/10 focus-visible:outline-4 focus-visible:outline-offset-0 focus-visible:outline-white"
            style={{ left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%` }}
          />
        );
      })}
    </div>
  );
}

/**
 * The image block (spec §2): one image, several in 1 to 4 columns, or a hotspot image. In a grid
 * the images sit edge to edge unless one has padding; then the largest padding is the gap.
 */
export function ImageBlock({ block }: { block: ImageBlockData }) {
  const images = block.block_image_redirects;
  if (images.length === 0) return null;
  if (block.layout === 'hotspot') return <HotspotImage image={images[0] as Redirect} />;
  if (block.layout === 'single' || images.length === 1) return <LinkedImage image={images[0] as Redirect} />;
  const gap = Math.max(0, ...images.map((image) => image.image_padding));
  return (
    <ul className={`grid ${COLUMNS[block.columns] ?? 'grid-cols-1'}`} style={{ gap: `${gap}px` }}>
      {images.map((image) => (
        <li key={image.id}>
          <LinkedImage image={image} />
        </li>
      ))}
    </ul>
  );
}
