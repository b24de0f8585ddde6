import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { ErrorPage, errorMessageKey, errorStatus } from './error-page';

/** The shape React Router hands an error boundary when a loader throws `data(…, { status })`. */
const thrown = (status: number) => ({ status, statusText: '', internal: false, data: null });

describe('error page', () => {
  it('takes the status of a thrown response, 500 otherwise', () => {
    expect(errorStatus(thrown(404))).toBe(404);
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus('weird')).toBe(500);
  });

  it('names each status with a catalogue key', () => {
    expect(errorMessageKey(404)).toBe('error.notFound');
    expect(errorMessageKey(503)).toBe('error.unavailable');
    expect(errorMessageKey(500)).toBe('SOMETHING.WRONG.TRY.LATER');
  });

  it('shows 404 with "This page could not be found" and a link home, in the visitor language', () => {
    const en = renderAt('/nowhere', <ErrorPage error={thrown(404)} />);
    expect(en).toContain('404');
    expect(en).toContain('This page could not be found');
    expect(en).toContain('href="/"');
    const bm = renderAt('/bm/nowhere', <ErrorPage error={thrown(404)} />);
    expect(bm).toContain('Halaman ini tidak dapat ditemui');
    expect(bm).toContain('href="/bm"');
  });

  it('never shows the text of an exception', () => {
    const html = renderAt('/', <ErrorPage error={new Error('SELECT * FROM secrets failed')} />);
    expect(html).toContain('500');
    expect(html).not.toContain('secrets');
  });
});
