import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_KEY, announcementDue, isLandingPage, markAnnouncementElsewhere, markAnnouncementShown } from './announcement';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('the announcement flag', () => {
  it('is due on a fresh session and after other pages set it to false', () => {
    const storage = memoryStorage();
    expect(announcementDue(storage)).toBe(true);
    markAnnouncementElsewhere(storage);
    expect(storage.getItem(ANNOUNCEMENT_KEY)).toBe('false');
    expect(announcementDue(storage)).toBe(true);
  });

  it('is not due again once shown, even after visiting other pages', () => {
    const storage = memoryStorage();
    markAnnouncementShown(storage);
    expect(announcementDue(storage)).toBe(false);
    markAnnouncementElsewhere(storage);
    expect(storage.getItem(ANNOUNCEMENT_KEY)).toBe('true');
    expect(announcementDue(storage)).toBe(false);
  });

  it('is not due when set to any other value', () => {
    const storage = memoryStorage();
    storage.setItem(ANNOUNCEMENT_KEY, 'yes');
    expect(announcementDue(storage)).toBe(false);
  });
});

describe('isLandingPage', () => {
  it('is the home page in either language only', () => {
    expect(isLandingPage('/')).toBe(true);
    expect(isLandingPage('/bm')).toBe(true);
    expect(isLandingPage('/bm/')).toBe(true);
    expect(isLandingPage('/search')).toBe(false);
    expect(isLandingPage('/bm/brands')).toBe(false);
  });
});
