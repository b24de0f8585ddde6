import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, accountMessageKey } from '@borong/contracts/account-messages';
import { en } from '../../i18n/en';
import { ms } from '../../i18n/ms';

describe('account field messages', () => {
  it('keeps the English catalogue equal to the texts the API sends, so each maps back to its key', () => {
    for (const [key, text] of Object.entries(ACCOUNT_MESSAGES)) {
      expect(en[key as keyof typeof en], key).toBe(text);
      expect(accountMessageKey(text)).toBe(key);
    }
  });

  it('has a Malay text for each, different from the English', () => {
    expect(ms['accountV.postcode']).toBe('Poskod tidak sah');
    expect(ms['accountV.listName']).not.toBe(en['accountV.listName']);
  });

  it('leaves a message it does not know alone', () => {
    expect(accountMessageKey('Something the server said')).toBeNull();
  });
});
