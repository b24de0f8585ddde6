import { describe, expect, it } from 'vitest';
import { ORDER } from '../../test/order-fixture';
import { settle, stubApi, TEST_TOKEN } from '../../test/route-call';
import * as dispute from './order-dispute';

/** The dispute form posted as the browser sends it: multipart, signed in. */
function posted(fields: Record<string, string | string[]>, photos: File[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  for (const photo of photos) form.append('photos', photo);
  return new Request('http://shop.test/bm/settings/orders/12/dispute', { method: 'POST', headers: { cookie: `borong_session=${TEST_TOKEN}` }, body: form });
}

describe('the dispute form', () => {
  it('asks for a line, a reason and a description, and refuses a sixth photo, before calling the API', async () => {
    const { context, calls } = stubApi();
    const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'p.jpg', { type: 'image/jpeg' });
    const outcome = await settle(dispute.action, { request: posted({ intent: 'dispute', description: ' ' }, Array.from({ length: 6 }, photo)), context, params: { id: '12' } });
    expect(outcome).toMatchObject({ status: 400, data: { errors: { items: ['disputes.chooseItem'], reason: ['REQUIRED'], description: ['REQUIRED'], photos: ['disputes.tooManyPhotos'] } } });
    expect(calls).toEqual([]);
  });

  it('sends the lines as JSON with the photos, and goes back to the order with its note', async () => {
    const { context, calls } = stubApi(() => ({ status: 200, body: { error: false, message: 'Your dispute has been sent to the seller', data: ORDER } }));
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'box.png', { type: 'image/png' });
    const empty = new File([], '', { type: 'application/octet-stream' });
    const outcome = await settle(dispute.action, {
      request: posted({ intent: 'dispute', line: ['5', '7'], qty_5: '2', qty_7: '1', reason: 'DAMAGED', description: ' Crushed box ' }, [photo, empty]),
      context,
      params: { id: '12' },
    });
    expect(outcome).toMatchObject({ status: 302, location: '/bm/settings/orders/12?done=disputeOpened' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /mydin-online/order/dispute/12']);
    const sent = calls[0]?.form;
    expect([sent?.get('reason'), sent?.get('description'), sent?.get('items')]).toEqual(['DAMAGED', 'Crushed box', JSON.stringify([{ order_line_id: 5, quantity: 2 }, { order_line_id: 7, quantity: 1 }])]);
    expect(sent?.getAll('photos').map((p) => (p as File).name)).toEqual(['box.png']);
  });
});
