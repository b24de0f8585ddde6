import { describe, expect, it } from 'vitest';
import { expiredCardAlerts, formatCardNo } from './expiry-alerts';

const card = (card_no: string, is_expired: boolean) => ({ card_no, is_expired, expires_on: '2024-06-30' });
const message = (c: { card_no: string }) => `Card ${c.card_no.slice(-4)} expired`;

describe('expiredCardAlerts', () => {
  it('queues one HIGH alert per expired card', () => {
    const alerts = expiredCardAlerts([card('1111', true), card('2222', false), card('3333', true)], new Set(), message, '/settings/member-cards');
    expect(alerts).toEqual([
      { type: 'ALERT', priority: 'HIGH', msg: 'Card 1111 expired', redirectTo: '/settings/member-cards' },
      { type: 'ALERT', priority: 'HIGH', msg: 'Card 3333 expired', redirectTo: '/settings/member-cards' },
    ]);
  });

  it('does not alert again about a card already alerted in this session, nor about valid cards', () => {
    expect(expiredCardAlerts([card('1111', true)], new Set(['1111']), message, '/')).toEqual([]);
    expect(expiredCardAlerts([card('2222', false)], new Set(), message, '/')).toEqual([]);
  });

  it('prints a card number in groups of four', () => {
    expect(formatCardNo('6019000000000017')).toBe('6019 0000 0000 0017');
  });
});
