import { CONTAINER } from '../../ui/container';
import { Island } from '../islands/island';
import { CarouselBlock } from './carousel-block';
import { CatalogueBlock } from './catalogue-block-view';
import type { HomeBlock } from './home-data';
import { HeroBlock, NoHeroBanner } from './hero-block';
import { ImageBlock } from './image-block';
import { PromotionsStrip } from './promotions-strip';
import { RecommendedBlock } from './recommended-block';

function Block({ block, retailer }: { block: HomeBlock; retailer: boolean }) {
  switch (block.type) {
    case 'hero':
      return <HeroBlock hero={block} retailer={retailer} />;
    case 'carousel':
      return <Island name="carousel" component={CarouselBlock} props={{ block }} />;
    case 'image':
      return <ImageBlock block={block} />;
    case 'text':
      return block.html.trim() ? <div className="prose-content max-w-3xl" dangerouslySetInnerHTML={{ __html: block.html }} /> : null;
    case 'catalogue':
      return <CatalogueBlock blockId={block.id} catalogue={block.catalogue} />;
    case 'promotion':
      return <Island name="promotions" component={PromotionsStrip} props={{ deals: block.deals }} />;
    case 'recommended':
      return <RecommendedBlock products={block.products} />;
  }
}

/**
 * The container the editors fill (spec §2 "/"): their blocks in order. Without a hero block the
 * banner to the recommended products takes the hero's place at the top.
 */
export function HomeBlocks({ blocks, variant }: { blocks: HomeBlock[]; variant: 'marketplace' | 'retailer' }) {
  const hasHero = blocks.some((block) => block.type === 'hero');
  return (
    <div className={`${CONTAINER} mt-12 flex flex-col gap-12`}>
      {!hasHero && <NoHeroBanner />}
      {blocks.map((block) => (
        <Block key={`${block.type}-${block.id}`} block={block} retailer={variant === 'retailer'} />
      ))}
    </div>
  );
}
