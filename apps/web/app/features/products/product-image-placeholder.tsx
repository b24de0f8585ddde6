/** A grey square with the product's initial, where its picture is missing or broken. */
export function ProductImagePlaceholder({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span role="img" aria-label={name} className={`flex aspect-square w-full items-center justify-center bg-slate-100 text-4xl font-bold text-slate-400 ${className}`}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
