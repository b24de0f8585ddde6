import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { Suspense, createElement, use, type ReactElement } from 'react';
import { renderToPipeableStream as renderWithNodeBuild } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server.bun';
import { PageStream } from './page-stream.server';

async function chunksOf(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const reader = body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(Buffer.from(next.value).toString('utf8'));
  return chunks;
}

/** Renders `element` whole into a PageStream, as entry.server does for a crawler. */
function renderWhole(element: ReactElement): { page: PageStream; finished: Promise<void> } {
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const page = new PageStream(finish);
  const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(page as unknown as NodeJS.WritableStream) });
  return { page, finished };
}

describe('PageStream', () => {
  it('passes on what was written between two flushes as one chunk, in order', async () => {
    const page = new PageStream();
    const chunks = chunksOf(page.body);
    page.write('<html>');
    page.write('<body>');
    page.flush();
    page.flush();
    page.write('later');
    page.write('</html>');
    page.end();
    expect(await chunks).toEqual(['<html><body>', 'later</html>']);
  });

  it('writes the same bytes as React’s Node build, in one chunk, whatever the script', async () => {
    const items = Array.from({ length: 2000 }, (_, i) => createElement('li', { key: i, className: 'item', 'data-n': i }, `Kopi ${i} — 咖啡 & <teh> "tarik"`, createElement('b', null, 'é')));
    const element = createElement('ul', { 'aria-label': 'Senarai “barang”' }, items);
    const { page } = renderWhole(element);
    const received = await chunksOf(page.body);
    const sink = new PassThrough();
    const expected = new Promise<string>((resolve) => {
      const parts: Buffer[] = [];
      sink.on('data', (chunk: Buffer) => parts.push(chunk)).on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    });
    const { pipe } = renderWithNodeBuild(element, { onAllReady: () => pipe(sink) });
    expect(received).toHaveLength(1);
    expect(received[0]!.length).toBeGreaterThan(4 * 4096);
    expect(received[0]).toBe(await expected);
  });

  it('still streams: the shell leaves before a part that waits on data, which follows when it is ready', async () => {
    let release: (text: string) => void = () => undefined;
    const data = new Promise<string>((resolve) => (release = resolve));
    function Later() {
      return createElement('p', null, use(data));
    }
    const page = new PageStream();
    const { pipe } = renderToPipeableStream(createElement('main', null, createElement('h1', null, 'Shell'), createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Later))), {
      onShellReady: () => pipe(page as unknown as NodeJS.WritableStream),
    });
    const reader = page.body.getReader();
    const first = Buffer.from((await reader.read()).value!).toString('utf8');
    expect(first).toContain('Shell');
    expect(first).toContain('Loading');
    expect(first).not.toContain('Ready now');
    release('Ready now');
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read()) rest += Buffer.from(next.value).toString('utf8');
    expect(rest).toContain('Ready now');
  });

  it('stops the render when the buyer goes away, and says it finished', async () => {
    const never = new Promise<string>(() => undefined);
    function Waiting() {
      return createElement('p', null, use(never));
    }
    let errors = 0;
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const page = new PageStream(finish);
    const { pipe } = renderToPipeableStream(createElement('main', null, createElement(Suspense, { fallback: 'Loading' }, createElement(Waiting))), {
      onShellReady: () => pipe(page as unknown as NodeJS.WritableStream),
      onError: () => {
        errors += 1;
      },
    });
    const reader = page.body.getReader();
    expect(Buffer.from((await reader.read()).value!).toString('utf8')).toContain('Loading');
    await reader.cancel();
    await finished;
    // React aborts the waiting part: it reports it once the abort has run its course.
    await expect.poll(() => errors).toBe(1);
    expect(() => page.write('more')).not.toThrow();
    page.end();
  });
});
