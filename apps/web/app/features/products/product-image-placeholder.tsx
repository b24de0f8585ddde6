import { initialOf } from '../../ui/image';

/** A grey square with the product's initial, where its picture is missing or broken. */
export function ProductImagePlaceholder({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span role="img" aria-label={name} className={className ? `product-placeholder ${className}` : 'product-placeholder'}>
      {initialOf(name)}
    </span>
  );
}
