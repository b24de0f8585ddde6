import { Link } from '../../ui/link';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useFormatCount } from '../../lib/number-format';
import { CartIcon } from '../../ui/icons';

/**
 * The header's cart link with its badge, on every page. A guest's goes to /cart too, which asks
 * them to sign in first (the cart lives on the server, per buyer).
 */
export function CartLink({ count }: { count: number | null }) {
  const t = useT();
  const localePath = useLocalePath();
  const formatCount = useFormatCount();
  const label = count ? t('cart.linkWithCount', { count: formatCount(count) }) : t('cart.link');
  return (
    <Link to={localePath('/cart')} aria-label={label} title={label} className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-brand-800">
      <CartIcon size={24} />
      {count ? (
        <span aria-hidden="true" data-testid="cart-count" className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white">
          {count > 99 ? '99+' : formatCount(count)}
        </span>
      ) : null}
    </Link>
  );
}
