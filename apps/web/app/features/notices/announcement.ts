import { stripLocale } from '../../i18n/locale';

/** The session-storage key of the announcement flag, spelt as the spec's client spells it. */
export const ANNOUNCEMENT_KEY = 'annouceShow';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The landing page, in either language: the only page that queues the announcement (spec §4). */
export function isLandingPage(pathname: string): boolean {
  return stripLocale(pathname) === '/';
}

/**
 * Spec §4: the announcement shows unless `annouceShow` is set to something other than 'false'.
 * Other pages set it to 'false' and a shown announcement sets it to 'true', so it appears at most
 * once per browser session (session storage ends with the tab).
 */
export function announcementDue(storage: FlagStorage): boolean {
  const flag = storage.getItem(ANNOUNCEMENT_KEY);
  return flag === null || flag === 'false';
}

/** The announcement is on screen: not again this session. */
export function markAnnouncementShown(storage: FlagStorage): void {
  storage.setItem(ANNOUNCEMENT_KEY, 'true');
}

/**
 * A page other than the landing page: the flag is set to 'false' (spec §4), but never over 'true',
 * which would bring a seen announcement back on the next visit to the landing page.
 */
export function markAnnouncementElsewhere(storage: FlagStorage): void {
  if (storage.getItem(ANNOUNCEMENT_KEY) !== 'true') storage.setItem(ANNOUNCEMENT_KEY, 'false');
}
