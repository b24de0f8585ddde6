import { describe, expect, it } from 'vitest';
import { Suspense, createElement, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { FlushBatches } from './flush-batches.server';

function collect(stream: FlushBatches): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    stream.on('end', () => resolve(chunks));
    stream.on('error', reject);
  });
}

describe('FlushBatches', () => {
  it('passes on what was written between two flushes as one chunk, in order', async () => {
    const stream = new FlushBatches();
    const chunks = collect(stream);
    stream.write(Buffer.from('<html>'));
    stream.write(Buffer.from('<body>'));
    stream.flush();
    stream.flush();
    stream.write(Buffer.from('later'));
    stream.end(Buffer.from('</html>'));
    expect((await chunks).map(String)).toEqual(['<html><body>', 'later</html>']);
  });

  it('still streams: the shell leaves before a part that waits on data, which follows when it is ready', async () => {
    let release: (text: string) => void = () => undefined;
    const data = new Promise<string>((resolve) => (release = resolve));
    function Later() {
      return createElement('p', null, use(data));
    }
    const stream = new FlushBatches();
    const received: string[] = [];
    stream.on('data', (chunk: Buffer) => received.push(String(chunk)));
    const ended = new Promise<void>((resolve) => stream.on('end', resolve));
    const { pipe } = renderToPipeableStream(createElement('main', null, createElement('h1', null, 'Shell'), createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Later))), {
      onShellReady: () => pipe(stream),
    });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toContain('Shell');
    expect(received[0]).toContain('Loading');
    expect(received[0]).not.toContain('Ready now');
    release('Ready now');
    await ended;
    expect(received.length).toBeGreaterThan(1);
    expect(received.slice(1).join('')).toContain('Ready now');
  });

  it('carries a whole page React rendered in 4 KB pieces as one chunk', async () => {
    const items = Array.from({ length: 2000 }, (_, i) => createElement('li', { key: i }, `item ${i}`));
    const stream = new FlushBatches();
    const chunks = collect(stream);
    await new Promise<void>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(createElement('ul', null, items), {
        onAllReady: () => {
          pipe(stream);
          resolve();
        },
        onShellError: reject,
      });
    });
    const received = await chunks;
    expect(received).toHaveLength(1);
    const html = String(received[0]);
    expect(html.length).toBeGreaterThan(4 * 4096);
    expect(html.startsWith('<ul><li>item 0</li><li>item 1</li>')).toBe(true);
    expect(html.endsWith('<li>item 1999</li></ul>')).toBe(true);
  });
});
