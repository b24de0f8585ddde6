import { formatMoney } from '@borong/contracts/money';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ms } from '../../i18n/ms';
import { translate } from '../../i18n/translate';
import { readInboxQuery, tabHref } from './inbox';
import { recordedText, sellerErrors, sellerMessage, type MessageTools } from './messages';

const tools = (locale: 'en' | 'bm'): MessageTools => ({ t: (key, vars) => translate(locale === 'bm' ? ms : en, key, vars), formatPrice: (sen) => formatMoney(sen, locale) });

describe('the seller API’s messages in the seller’s language', () => {
  it('put the product rules’ sentences in Malay, with their numbers', () => {
    expect(sellerMessage('min_qty', 'The minimum must be a multiple of the step (6)', tools('bm'))).toBe('Minimum mesti gandaan langkah (6)');
    expect(sellerMessage('price_tiers.1.min_qty', 'Tiers rise in quantity', tools('bm'))).toBe('Setiap peringkat bermula pada kuantiti lebih tinggi daripada sebelumnya');
    expect(sellerMessage('tracking_no', 'Letters, digits and dashes, 4 to 40', tools('bm'))).toBe('Huruf, angka dan sempang, 4 hingga 40');
  });

  it('say a money field’s bound in ringgit, a quantity’s as a count', () => {
    expect(sellerMessage('price', 'Too small: expected number to be >=1', tools('en'))).toMatch(/^At least RM\s0\.01$/);
    expect(sellerMessage('price_tiers.0.unit_price', 'Too big: expected number to be <=100000000', tools('en'))).toMatch(/^At most RM\s1,000,000\.00$/);
    expect(sellerMessage('discount_percent', 'Too big: expected number to be <=90', tools('en'))).toBe('At most 90');
  });

  it('make zod’s required and length messages plain, and leave unknown ones as they came', () => {
    expect(sellerMessage('courier', 'Too small: expected string to have >=1 characters', tools('en'))).toBe('This field is required');
    expect(sellerMessage('courier', 'Too big: expected string to have <=60 characters', tools('bm'))).toBe('Paling banyak 60 aksara');
    expect(sellerMessage('reason', 'Invalid option: expected one of "A"|"B"', tools('en'))).toBe('Choose one of the options');
    expect(sellerMessage('form', 'Store not found', tools('bm'))).toBe('Store not found');
  });

  it('keep every field and the empty "something went wrong" message', () => {
    expect(sellerErrors({ max_qty: ['The maximum cannot be below the minimum'], form: [''] }, tools('en'))).toEqual({ max_qty: ['The maximum cannot be below the minimum'], form: [''] });
  });
});

describe('the inbox URL', () => {
  it('reads a known tab, search field and page, and falls back for anything else', () => {
    expect(readInboxQuery(new URLSearchParams('status=SHIPPED&search= BR001 &search_field=product&page=3'))).toEqual({ status: 'SHIPPED', search: 'BR001', search_field: 'product', page: 3 });
    expect(readInboxQuery(new URLSearchParams('status=LOST&search_field=seller&page=-1'))).toEqual({ status: '', search: '', search_field: 'order_no', page: 1 });
  });

  it('keeps the search on another tab and starts it at page 1', () => {
    const query = readInboxQuery(new URLSearchParams('status=SHIPPED&search=kopi&search_field=product&page=3'));
    expect(tabHref(query, 'PROCESSED')).toBe('?status=PROCESSED&search=kopi&search_field=product');
    expect(tabHref({ ...query, search: '' }, '')).toBe('?');
  });
});

describe('what the API recorded on an order, in the seller’s language', () => {
  const t = tools('bm').t;
  it('translates the texts the API writes, with their courier and number', () => {
    expect(recordedText('Handed to Pos Laju, tracking number EP123456789MY', t)).toBe('Diserahkan kepada Pos Laju, nombor penjejakan EP123456789MY');
    expect(recordedText('Shipped by J&T Express', t)).toBe('Dihantar melalui J&T Express');
    expect(recordedText('Paid with e-credit', t)).toBe('Dibayar dengan e-kredit');
  });

  it('names a cancellation reason code and keeps the note after it', () => {
    expect(recordedText('SELLER_REQUEST: Out of stock this week', t)).toBe('Penjual meminta pembatalan: Out of stock this week');
    expect(recordedText('CHANGE_OF_MIND', t)).toBe('Ubah fikiran');
  });

  it('leaves what a seller wrote as it is', () => {
    expect(recordedText('Tiba di hab Shah Alam', t)).toBe('Tiba di hab Shah Alam');
    expect(recordedText('NOT_A_REASON: note', t)).toBe('NOT_A_REASON: note');
  });
});
