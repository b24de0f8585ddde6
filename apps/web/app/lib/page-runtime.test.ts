import { describe, expect, it } from 'vitest';
import { ISLANDS_PAGE, pageRuntime, STATIC_PAGE } from './page-runtime';

const guest = { search: '', signedIn: false, islandsBuild: true };

describe('pageRuntime', () => {
  it('gives a guest what the page asks for', () => {
    expect(pageRuntime({ ...guest, handles: [undefined, {}, STATIC_PAGE] })).toBe('static');
    expect(pageRuntime({ ...guest, handles: [undefined, {}, ISLANDS_PAGE] })).toBe('islands');
    expect(pageRuntime({ ...guest, handles: [undefined, { hideHeaderSearch: true, ...ISLANDS_PAGE }] })).toBe('islands');
    expect(pageRuntime({ ...guest, handles: [undefined, {}, {}] })).toBe('app');
  });

  it('gives a signed-in buyer the app on every page', () => {
    for (const handle of [STATIC_PAGE, ISLANDS_PAGE, {}]) expect(pageRuntime({ ...guest, signedIn: true, handles: [handle] })).toBe('app');
  });

  it('gives the app to a URL that opens a session modal', () => {
    expect(pageRuntime({ ...guest, search: '?action=auth', handles: [STATIC_PAGE] })).toBe('app');
    expect(pageRuntime({ ...guest, search: '?action=resetPwd&token=x', handles: [ISLANDS_PAGE] })).toBe('app');
    expect(pageRuntime({ ...guest, search: '?action=other', handles: [STATIC_PAGE] })).toBe('static');
  });

  it('hydrates islands pages whole without the islands build (development, tests)', () => {
    expect(pageRuntime({ ...guest, islandsBuild: false, handles: [ISLANDS_PAGE] })).toBe('app');
    expect(pageRuntime({ ...guest, islandsBuild: false, handles: [STATIC_PAGE] })).toBe('static');
  });
});
