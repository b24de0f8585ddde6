import type { SocialProvider, User } from '@borong/contracts/auth';
import { createContext, use } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Locale } from '../../i18n/locale';
import type { Navigation } from '../navigation/navigation';
import type { AddressSummary } from '../delivery/address-sync';
import type { DeliveryState } from '../delivery/delivery';

/** What the root loader gives every page: the visitor's language and the shell's menus. */
export interface RootData {
  locale: Locale;
  /** The signed-in buyer's profile (`GET /user`), or null for a guest. */
  user: User | null;
  /** The signed-in buyer's addresses for the delivery sync; null for a guest or when not loaded. */
  addresses: AddressSummary[] | null;
  /** Lines in the signed-in buyer's cart (the header badge); null for a guest or when not loaded. */
  cartCount: number | null;
  /** The request's delivery cookie, so the server renders the postcode and hydration agrees. */
  delivery: DeliveryState;
  navigation: Navigation;
  /** The CSP nonce of the first render, so hydration sees the markup the server wrote. */
  nonce: string | undefined;
  /** Origin of the request, for absolute alternate-language links. */
  origin: string;
  year: number;
  variant: 'marketplace' | 'retailer';
  /** The social sign-in buttons to offer: the providers configured (SOCIAL_SIGN_IN), often none. */
  socialProviders: SocialProvider[];
}

/**
 * The root data inside an island (features/islands), which has no data router: the island's
 * spec carries what the shell reads of it.
 */
export const IslandRootDataContext = createContext<RootData | undefined>(undefined);

/** The root loader's data; undefined only on the last-resort error page (the root loader failed). */
export function useRootData(): RootData | undefined {
  const islandData = use(IslandRootDataContext);
  // An island is an island for its whole life, so this branch never changes between renders.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return islandData ?? (useRouteLoaderData('root') as RootData | undefined);
}

/** Route `handle` flags the shell reads. */
export interface RouteHandle {
  /** The page has its own big search form (the home page): the header hides its search bar. */
  hideHeaderSearch?: boolean;
}
