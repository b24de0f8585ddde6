import { describe, expect, it } from 'vitest';
import { apiPaths } from '@borong/contracts/api-paths';
import { pageRequest, settle, stubApi, TEST_TOKEN } from '../../test/route-call';
import * as addressBook from './address-book';

const added = { id: 77, recipient_name: 'Aminah', phone: '0123456789', address_1: '1 Jalan Ampang', address_2: null, city: 'Kuala Lumpur', state_id: 14, state_name: 'Kuala Lumpur', zip: '50450', default: 'N', updated_at: '2026-11-26T00:00:00Z' };
const form = { intent: 'add', recipient_name: 'Aminah', phone: '0123456789', address_1: '1 Jalan Ampang', address_2: '', city: 'Kuala Lumpur', state_id: '14', zip: '50450' };

function api() {
  return stubApi((call) => (call.path === apiPaths.addressAdd ? { status: 200, body: { error: false, message: 'Address added', data: added } } : undefined));
}

const add = (url: string) => settle(addressBook.action, { request: pageRequest(url, { token: TEST_TOKEN, form }), context: api().context });

describe('adding an address from the checkout (walkthrough: "Add an address" was a dead end)', () => {
  it('goes back to the checkout, on its address step, with the new address chosen', async () => {
    const returnTo = '/bm/checkout?store_ids=4&address_id=3&step=delivery&delivery_4=NATIONWIDE_DELIVERY';
    const outcome = await add(`/bm/settings/address-book?add=1&return_to=${encodeURIComponent(returnTo)}`);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe('/bm/checkout?store_ids=4&address_id=77&step=address&delivery_4=NATIONWIDE_DELIVERY');
  });

  it('stays in the address book for any other return_to: another page, another site, a disguised one', async () => {
    for (const target of ['/settings/profile', 'https://evil.example/checkout', '/.//evil.example/checkout', '//evil.example/checkout', '/checkoutx']) {
      const outcome = await add(`/settings/address-book?add=1&return_to=${encodeURIComponent(target)}`);
      expect(outcome.location, target).toBe('/settings/address-book?done=addressAdded');
    }
  });
});
