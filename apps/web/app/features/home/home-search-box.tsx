import { SearchForm } from '../search/search-form';

/**
 * The banner's search box, the home page's only one (spec §1 hides the header's there): so it
 * suggests while typing and opens the full-screen search on a phone, as the header's box does on
 * every other page. An island, since the home page is an islands page.
 */
export function HomeSearchBox({ label, placeholder }: { label: string; placeholder: string }) {
  return <SearchForm id="home-search" size="lg" label={label} placeholder={placeholder} className="mt-8 max-w-2xl shadow-xl" suggest overlayOnPhone />;
}
