import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerBodySchema } from './auth';
import { emailField } from './account-fields';
import { membershipCheckBodySchema } from './membership';
import { isEmailAddress, normalizeEmail } from './email';

const DOTTED_CAPITAL_I = '\u0130'; // İ
const DOTLESS_SMALL_I = '\u0131'; // ı
const COMBINING_DOT = '\u0307';

describe('normalizeEmail', () => {
  it.each([
    ['  Ali@Kedai.MY ', 'ali@kedai.my'],
    // İ lowercases to i + combining dot above, as JavaScript does without a locale (PostgreSQL's lower() says plain i).
    [`${DOTTED_CAPITAL_I}NFO@kedai.my`, `i${COMBINING_DOT}nfo@kedai.my`],
    [`i${COMBINING_DOT}nfo@kedai.my`, `i${COMBINING_DOT}nfo@kedai.my`],
    // Dotless ı is another letter, and stays one; its capital is I, which is i.
    [`${DOTLESS_SMALL_I}nfo@kedai.my`, `${DOTLESS_SMALL_I}nfo@kedai.my`],
    ['INFO@kedai.my', 'info@kedai.my'],
    // Compatibility forms: fullwidth letters, the Kelvin sign, the long s, a ligature.
    ['ＩＮＦＯ@ＫＥＤＡＩ.my', 'info@kedai.my'],
    ['\u212Aedai@x.my', 'kedai@x.my'],
    ['ca\u017Fh@x.my', 'cash@x.my'],
    ['\uFB01nance@x.my', 'finance@x.my'],
    // Final sigma: the same address whatever the position-dependent form.
    ['ΟΔΟΣ@x.gr', 'οδοσ@x.gr'],
    ['οδος@x.gr', 'οδοσ@x.gr'],
    // Composed and decomposed é are one address.
    ['Jos\u00E9@x.my', 'jos\u00E9@x.my'],
    ['JOSE\u0301@x.my', 'jos\u00E9@x.my'],
  ])('%j → %j', (typed, stored) => {
    expect(normalizeEmail(typed)).toBe(stored);
  });

  it('folds every case variant of an address to one form, and keeps different letters apart', () => {
    const forms = ['ilham@kedai.my', 'ILHAM@KEDAI.MY', 'Ilham@Kedai.My', 'ＩＬＨＡＭ@kedai.my'];
    expect(new Set(forms.map(normalizeEmail)).size).toBe(1);
    const dotted = [`${DOTTED_CAPITAL_I}LHAM@kedai.my`, `i${COMBINING_DOT}lham@kedai.my`, `${DOTTED_CAPITAL_I}lham@KEDAI.my`];
    expect(new Set(dotted.map(normalizeEmail)).size).toBe(1);
    expect(normalizeEmail(dotted[0]!)).not.toBe(normalizeEmail(forms[0]!));
    expect(normalizeEmail(`${DOTLESS_SMALL_I}lham@kedai.my`)).not.toBe(normalizeEmail(forms[0]!));
  });

  it('is a fixed point: normalizing a normalized address changes nothing', () => {
    // NFKC writes U+1FDD as a space and two marks: the space must not survive a first pass.
    expect(normalizeEmail(normalizeEmail('\u1FDDa@x.my'))).toBe(normalizeEmail('\u1FDDa@x.my'));
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => normalizeEmail(normalizeEmail(text)) === normalizeEmail(text)), { numRuns: 2000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => normalizeEmail(normalizeEmail(text)) === normalizeEmail(text)), { numRuns: 2000 });
  });

  it('leaves nothing for a later lowercasing to change, so a check in the database agrees', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => normalizeEmail(text).toLowerCase() === normalizeEmail(text)), { numRuns: 2000 });
  });
});

describe('every e-mail field of the contracts normalizes', () => {
  const typed = `${DOTTED_CAPITAL_I}lham.ＫEDAI@Example.MY`;
  const stored = normalizeEmail(typed);

  it.each([
    ['sign-in', () => loginBodySchema.parse({ email: typed, password: 'x' }).email],
    ['membership check', () => membershipCheckBodySchema.parse({ email: typed }).email],
    ['account forms', () => emailField.parse(typed)],
    [
      'sign-up',
      () =>
        registerBodySchema.parse({ name: 'A', email: typed, mobile_no: '0123456789', company_name: 'C', reg_no: 'R', password: 'long enough 1', password_confirmation: 'long enough 1', interest: [6] })
          .email,
    ],
  ])('%s', (_name, parse) => {
    expect(parse()).toBe(stored);
  });

  it('checks the length of the normalized form, which NFKC can make longer than what was typed', () => {
    // U+FDFA is one character that NFKC writes as 18.
    const grown = `${'\uFDFA'.repeat(14)}@x.my`;
    expect(grown.length).toBeLessThan(254);
    expect(normalizeEmail(grown).length).toBeGreaterThan(254);
    expect(loginBodySchema.safeParse({ email: grown, password: 'x' }).error?.issues[0]?.message).toBe('TOO.LONG');
    expect(emailField.safeParse(grown).success).toBe(false);
  });
});

describe('isEmailAddress (issue 14, finding 15)', () => {
  it.each(['buyer@kedai.my', 'a.b+orders@mail.example.com.my', "o'neil@x.co", 'pembeli@kedai-runcit.com.my', 'ali@bücher.de', 'δοκιμή@παράδειγμα.δοκιμή', normalizeEmail('İNFO@Example.MY'), `${'a'.repeat(64)}@x.my`])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    'a b@x.my',
    'a@b@x.my',
    '.a@x.my',
    'a.@x.my',
    'a..b@x.my',
    '"quoted"@x.my',
    'a<b>@x.my',
    'a,b@x.my',
    'a;b@x.my',
    'a(b)@x.my',
    'a\\b@x.my',
    'a@x',
    'a@-x.my',
    'a@x-.my',
    'a@x..my',
    'a@x.123',
    'a@[127.0.0.1]',
    'a@x_y.my',
    `${'a'.repeat(65)}@x.my`,
    `${'é'.repeat(33)}@x.my`,
    `a@${'b'.repeat(64)}.my`,
    'a\u0000@x.my',
  ])('refuses %s, which no mail system delivers to', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
