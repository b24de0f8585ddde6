import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from './content-pages';
import { TIERS } from './reference';

/**
 * Help and landing copy keeps to what Borong does (issue 14's walkthrough: pages promised a 1 %
 * cashback, points earned on orders, refunds to the original method after 7–14 days and an
 * express "extra charge" that some sellers do not charge). Each pattern is a promise the code does not keep.
 */
const BROKEN_PROMISES: [RegExp, string][] = [
  [/\d+\s*% cashback|pulangan tunai \d+\s*%/i, 'a cashback rate: no cashback is paid'],
  [/points? (on|for) every|mata bagi setiap|redeem \d+ points|tebus \d+ mata/i, 'points from Borong orders: orders neither earn nor spend points'],
  [/refunds? (go|reach)[^.]*original payment method in|kaedah pembayaran asal dalam (tempoh )?7/i, 'every refund to the original method: disputes refund to e-credit'],
  [/(extra|additional) charge|caj tambahan/i, 'express at an extra charge: some sellers charge no more for it'],
  [/buyer ratings?|(product|seller|buyer) reviews|penilaian pembeli|ulasan (produk|penjual|pembeli)/i, 'buyer ratings or reviews: Borong has neither'],
  [/settings\/profile">[^<]*<\/a>,? choose Link member card|Link it in <a href="\/settings\/profile"/i, 'linking a member card under Profile: it is under Member cards'],
];

describe('content pages and seller tiers promise only what Borong does', () => {
  const texts = [
    ...CONTENT_PAGES.flatMap((p) => [{ where: `${p.slug} (en)`, text: p.body }, { where: `${p.slug} (ms)`, text: p.bodyBm }]),
    // The tier descriptions are the search filter's hints and the VIP badge's tooltip.
    ...TIERS.flatMap((tier) => [{ where: `tier ${tier.code} (en)`, text: tier.description }, { where: `tier ${tier.code} (ms)`, text: tier.descriptionBm }]),
  ];
  it.each(BROKEN_PROMISES)('none says %s', (pattern, why) => {
    const found = texts.filter((t) => pattern.test(t.text)).map((t) => t.where);
    expect(found, why).toEqual([]);
  });

  it('sends member-card holders to Member cards', () => {
    const faq = CONTENT_PAGES.find((p) => p.slug === 'meriah-loyalty-program-faq');
    expect(faq?.body).toContain('href="/settings/member-cards"');
    expect(faq?.bodyBm).toContain('href="/settings/member-cards"');
  });
});
