import { describe, expect, it } from 'vitest';
import { authCalls } from './auth-helpers';
import { DATABASE_KINDS, useTestApi } from './harness';

describe.each(DATABASE_KINDS)('user API on %s', (kind) => {
  const t = useTestApi(kind, { env: { AUTH_RATE_LIMIT_SCALE: '1000' } });
  const { register } = authCalls(t);
  const signUp = async (overrides: Record<string, unknown> = {}) => {
    const res = await register(overrides);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { accessToken: string; user: { id: number; email: string } };
    return { ...data, auth: { authorization: `Bearer ${data.accessToken}` } };
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it.each([
    ['GET', '/api/user'],
    ['POST', '/api/user/edit'],
    ['GET', '/api/user/company'],
    ['POST', '/api/user/company/e-invoice'],
    ['GET', '/api/mydin-online/categories/user-interests/search'],
    ['POST', '/api/user/add_new_interest'],
    ['POST', '/api/user/delete_interest'],
  ])('%s %s answers 401 without a live token', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { authorization: 'Bearer not-a-real-token-at-all-000' }, ...(method === 'POST' ? { payload: { interest_id: 6 } } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, message: 'Unauthenticated.' });
  });

  it('shows the caller’s own profile and company', async () => {
    const a = await signUp({ name: 'Ali', company_name: 'Ali Trading' });
    await signUp({ name: 'Bala', company_name: 'Bala Enterprise' });
    expect((await get('/api/user', a.auth)).json().data).toMatchObject({ id: a.user.id, name: 'Ali', company_name: 'Ali Trading' });
    expect((await get('/api/user/company', a.auth)).json()).toEqual({ data: { company_name: 'Ali Trading', reg_no: '202301012345', e_invoice: null } });
  });

  it('keeps the e-invoice details on the caller’s company profile, refusing malformed ones whole', async () => {
    const a = await signUp({ company_name: 'Ali Trading' });
    const b = await signUp({ company_name: 'Bala Enterprise' });
    const bad = await post('/api/user/company/e-invoice', { tin: 'EI00000000010', reg_no: 'abc', sst_reg_no: 'W10-18', email: 'nope' }, a.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      tin: ['Enter the TIN as LHDN issued it: its letters and digits, e.g. C2584563202 or IG115002000'],
      reg_no: ['Enter the SSM registration number: 12 digits (e.g. 202001012345) or the old form (e.g. 1234567-A)'],
      sst_reg_no: ['Enter the SST registration number as customs issued it (e.g. W10-1808-31001234), or leave it empty if not registered'],
      email: ['Please enter a valid email address'],
    });
    expect((await post('/api/user/company/e-invoice', { tin: 'C2584563202' }, a.auth)).statusCode).toBe(400);
    expect((await post('/api/user/company/e-invoice', { tin: 12, reg_no: [], email: {} }, a.auth)).statusCode).toBe(400);
    expect((await get('/api/user/company', a.auth)).json().data.e_invoice).toBeNull();

    const saved = await post('/api/user/company/e-invoice', { tin: ' c 2584563202 ', reg_no: '202001012345', sst_reg_no: '', email: 'akaun@alitrading.my' }, a.auth);
    expect(saved.statusCode, saved.body).toBe(200);
    const company = { company_name: 'Ali Trading', reg_no: '202001012345', e_invoice: { tin: 'C2584563202', reg_no: '202001012345', sst_reg_no: 'NA', email: 'akaun@alitrading.my' } };
    expect(saved.json()).toEqual({ error: false, data: company });
    expect((await get('/api/user/company', a.auth)).json().data).toEqual(company);
    expect((await get('/api/user/company', b.auth)).json().data.e_invoice).toBeNull();
    const registered = await post('/api/user/company/e-invoice', { tin: 'C2584563202', reg_no: '1234567-A', sst_reg_no: 'w10-1808-31001234', email: 'akaun@alitrading.my' }, a.auth);
    expect(registered.json().data.e_invoice).toMatchObject({ reg_no: '1234567-A', sst_reg_no: 'W10-1808-31001234' });
  });

  it('edits only the caller’s profile, with the sign-up rules', async () => {
    const a = await signUp();
    const b = await signUp({ name: 'Bala' });
    const res = await post('/api/user/edit', { name: ' Ali bin Abu ', mobile_no: '0198765432', company_name: 'Ali Borong Sdn Bhd', reg_no: 'RN-1' }, a.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: 'Your profile has been updated.', data: { name: 'Ali bin Abu', mobile_no: '+60198765432', company_name: 'Ali Borong Sdn Bhd', reg_no: 'RN-1', email: a.user.email } });
    expect((await get('/api/user', b.auth)).json().data.name).toBe('Bala');
    const bad = await post('/api/user/edit', { name: '', mobile_no: 'abc', company_name: 'x'.repeat(151), reg_no: 5 }, a.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: ['REQUIRED'], mobile_no: ['ONLY.NUMBERS'], company_name: ['TOO.LONG'], reg_no: ['MUST.BE.TEXT'] });
    expect((await get('/api/user', a.auth)).json().data.name).toBe('Ali bin Abu');
    // An email in the payload is not a field of this call: it changes nothing.
    await post('/api/user/edit', { name: 'Ali', mobile_no: '0198765432', company_name: 'A', reg_no: 'R', email: 'taken@example.my' }, a.auth);
    expect((await get('/api/user', a.auth)).json().data.email).toBe(a.user.email);
  });

  it('lists interest options marked with the caller’s choices, searchable in both languages', async () => {
    const a = await signUp({ interest: [7, 100], interest_other: 'Pets' });
    const all = (await get('/api/mydin-online/categories/user-interests/search', a.auth)).json();
    expect(all.data.map((i: { id: number }) => i.id)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 100]);
    expect(all.data.filter((i: { selected: boolean }) => i.selected).map((i: { id: number }) => i.id)).toEqual([7, 100]);
    expect(all.interest_other).toBe('Pets');
    const food = (await get('/api/mydin-online/categories/user-interests/search?search_query=food', a.auth)).json();
    expect(food.data.map((i: { id: number }) => i.id)).toEqual([7]);
    const ms = (await get('/api/mydin-online/categories/user-interests/search?search_query=makanan', { ...a.auth, 'accept-language': 'ms' })).json();
    expect(ms.data.map((i: { id: number }) => i.id)).toEqual([7]);
    expect(ms.data[0].name).toMatch(/Makanan/);
    const none = (await get('/api/mydin-online/categories/user-interests/search?search_query=%25', a.auth)).json();
    expect(none.data).toEqual([]);
  });

  it('adds and deletes interests on the caller’s own list only', async () => {
    const a = await signUp({ interest: [6] });
    const b = await signUp({ interest: [6, 8] });
    const added = await post('/api/user/add_new_interest', { interest_id: 9 }, a.auth);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.filter((i: { selected: boolean }) => i.selected).map((i: { id: number }) => i.id)).toEqual([6, 9]);
    expect((await post('/api/user/add_new_interest', { interest_id: 100 }, a.auth)).json().errors).toEqual({ interest_other: ['INTEREST.OTHER.REQUIRED'] });
    expect((await post('/api/user/add_new_interest', { interest_id: 42 }, a.auth)).statusCode).toBe(400);

    // B's interest 8 is not A's: 404, and B keeps it.
    const notMine = await post('/api/user/delete_interest', { interest_id: 8 }, a.auth);
    expect(notMine.statusCode).toBe(404);
    expect((await get('/api/user', b.auth)).json().data.interest).toEqual([6, 8]);

    expect((await post('/api/user/delete_interest', { interest_id: 6 }, a.auth)).statusCode).toBe(200);
    const last = await post('/api/user/delete_interest', { interest_id: 9 }, a.auth);
    expect(last.statusCode).toBe(422);
    expect((await get('/api/user', a.auth)).json().data.interest).toEqual([9]);
  });
});
