import { PAGE_MANAGEMENT_PAGE_SIZE } from '@borong/contracts/content';
import type { ApiClient } from '../../lib/api';
import { KeptForAWhile } from '../../lib/kept.server';
import type { Locale } from '../../i18n/locale';
import { footerGroupsFor, type StorefrontVariant } from '../variant/variant';
import { navigationApi } from './api';
import { toMenuCategories, toNavGroups, type Navigation } from './navigation';

/** The menu made of a kept (revalidated, frozen) category answer: made once per answer, not per page. */
const menusOfAnswer = new WeakMap<object, ReturnType<typeof toMenuCategories>>();

function menuCategories(answer: Parameters<typeof toMenuCategories>[0]): ReturnType<typeof toMenuCategories> {
  let menu = menusOfAnswer.get(answer);
  if (!menu) {
    menu = toMenuCategories(answer);
    menusOfAnswer.set(answer, menu);
  }
  return menu;
}

// Every page's shell asked for its three menus on every render: on a product page that was three
// API calls of four (issue 13).
const keptNavigation = new KeptForAWhile<Navigation>();

/**
 * Loads the header and footer menus in parallel. A failed call leaves its menu empty rather than
 * failing the page: the shell must render even when the API is having a bad moment. Kept for
 * a few seconds when complete (lib/kept.server). The retailer variant hides some footer groups
 * (`footerGroupsFor`).
 */
export async function loadNavigation(api: ApiClient, locale: Locale, variant: StorefrontVariant = 'marketplace', now = Date.now()): Promise<Navigation> {
  return keptNavigation.get(
    `${locale} ${variant}`,
    async () => {
      const menuQuery = { per_page: PAGE_MANAGEMENT_PAGE_SIZE, status: 'active' } as const;
      const nav = navigationApi(api);
      const [menu, header, footer] = await Promise.all([
        nav.categoryMenu(),
        nav.pageManagements({ ...menuQuery, type: 'header' }),
        nav.pageManagements({ ...menuQuery, type: 'footer' }),
      ]);
      const navigation = {
        categories: menu.ok ? menuCategories(menu.data.data.categories) : [],
        header: header.ok ? toNavGroups(header.data.data, locale) : [],
        footer: footer.ok ? toNavGroups(footerGroupsFor(footer.data.data, variant), locale) : [],
      };
      return { value: navigation, complete: menu.ok && header.ok && footer.ok };
    },
    now,
  );
}
