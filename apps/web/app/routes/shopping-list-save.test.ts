import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@borong/contracts/account-messages';
import { pageRequest, settle, stubApi, TEST_TOKEN, type ApiCall } from '../test/route-call';
import { action, loader } from './shopping-list-save';

const PATH = '/shopping-lists/save?product_id=5&product_type=product';
const LIST = { id: 12, name: 'Kopi', description: '', product_count: 0, updated_at: '2026-01-05T08:00:00.000Z' };

const post = (form: Record<string, string>, path = PATH) => pageRequest(path, { token: TEST_TOKEN, form });

describe('"Save to…" loader (spec §2)', () => {
  it('answers 404 for a missing or malformed product without asking the API', async () => {
    for (const query of ['', '?product_id=5', '?product_id=0&product_type=product', '?product_id=5&product_type=spaceship', '?product_id=1e3&product_type=product']) {
      const { context, calls } = stubApi();
      const outcome = await settle(loader, { request: pageRequest(`/shopping-lists/save${query}`, { token: TEST_TOKEN }), context });
      expect(outcome.status, query).toBe(404);
      expect(calls).toEqual([]);
    }
  });

  it("lists the buyer's lists, asking the API which already hold the product", async () => {
    const { context, calls } = stubApi(() => ({
      status: 200,
      body: { shopping_lists: { data: [{ ...LIST, has_product: true }], meta: { total: 1, page: 1, per_page: 100, last_page: 1 } } },
    }));
    const outcome = await settle(loader, { request: pageRequest(PATH, { token: TEST_TOKEN }), context });
    expect(outcome).toMatchObject({ status: 200, data: { product: { id: 5, type: 'product' }, lists: [{ id: 12, has_product: true }] } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /mydin-online/shopping_lists?product_id=5']);
  });
});

describe('"Save to…" action', () => {
  it('refuses a blank or too-long list name beside the field, keeps what was typed, and calls no API', async () => {
    for (const [name, message] of [['   ', M['accountV.required']], ['x'.repeat(31), M['accountV.listName']]] as const) {
      const { context, calls } = stubApi();
      const outcome = await settle(action, { request: post({ intent: 'create', name, description: 'Untuk kedai' }), context });
      expect(outcome.status).toBe(400);
      expect(outcome.data).toMatchObject({ intent: 'create', errors: { name: [message] }, values: { name, description: 'Untuk kedai' } });
      expect(calls).toEqual([]);
    }
  });

  it('creates a list with the trimmed name and answers with it', async () => {
    const { context, calls } = stubApi(() => ({ status: 200, body: { error: false, message: 'Shopping list saved', data: LIST } }));
    const outcome = await settle(action, { request: post({ intent: 'create', name: '  Kopi ', description: '' }), context });
    expect(outcome).toMatchObject({ status: 200, data: { intent: 'create', errors: {}, created: { id: 12, name: 'Kopi' } } });
    expect(calls).toEqual([expect.objectContaining<Partial<ApiCall>>({ method: 'POST', path: '/mydin-online/shopping_lists/create_or_update', body: { name: 'Kopi' } })]);
  });

  it("shows the API's own field messages beside the fields", async () => {
    const { context } = stubApi(() => ({ status: 422, body: { error: true, message: 'The given data was invalid.', errors: { name: ['You already have a list with this name'] } } }));
    const outcome = await settle(action, { request: post({ intent: 'create', name: 'Kopi' }), context });
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ errors: { name: ['You already have a list with this name'] } });
  });

  it("adding needs a chosen list; the API's refusal becomes the alert's text, a missing list a 404", async () => {
    const none = stubApi();
    const unchosen = await settle(action, { request: post({ intent: 'add', product_id: '5', product_type: 'product' }), context: none.context });
    expect(unchosen).toMatchObject({ status: 400, data: { errors: { shopping_list_id: [M['accountV.chooseList']] } } });
    expect(none.calls).toEqual([]);

    const gone = stubApi(() => ({ status: 404, body: { error: true, message: 'Shopping list not found' } }));
    const missing = await settle(action, { request: post({ intent: 'add', shopping_list_id: '99', product_id: '5', product_type: 'product' }), context: gone.context });
    expect(missing).toMatchObject({ status: 404, data: { intent: 'add', errorMsg: 'Shopping list not found' } });

    const broken = stubApi(() => ({ status: 500, body: { error: true, message: 'Internal Server Error' } }));
    const failed = await settle(action, { request: post({ intent: 'add', shopping_list_id: '12', product_id: '5', product_type: 'product' }), context: broken.context });
    // A server failure never shows its own text; the panel shows the generic message for ''.
    expect(failed).toMatchObject({ status: 400, data: { errorMsg: '' } });
  });

  it('answers an unknown intent with a form error', async () => {
    const { context, calls } = stubApi();
    const outcome = await settle(action, { request: post({ intent: 'delete-everything' }), context });
    expect(outcome).toMatchObject({ status: 400, data: { errors: { form: [''] } } });
    expect(calls).toEqual([]);
  });
});
