import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ms } from './ms';
import { translate } from './translate';

describe('translate', () => {
  it('returns the message of the catalogue', () => {
    expect(translate(en, 'NO.RESULT.FOUND')).toBe('No result found');
    expect(translate(ms, 'NO.RESULT.FOUND')).toBe('Tiada hasil ditemui');
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(translate(en, 'search.countMany', { count: '1,204' })).toBe('1,204 stores found');
    expect(translate(en, 'footer.copyright', { year: 2026 })).toBe('© 2026 Borong. All rights reserved.');
    expect(translate(en, 'footer.copyright', {})).toBe('© {year} Borong. All rights reserved.');
  });

  it('reads a key missing from a partial catalogue as the key', () => {
    expect(translate({}, 'header.login')).toBe('header.login');
  });
});
