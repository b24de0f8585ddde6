/**
 * The page as a web stream, written by React's server renderer from `react-dom/server.bun`
 * (decision 0030). That build of the same renderer hands its destination strings; the Node build
 * copies every small string into a 4 KB byte buffer first (`TextEncoder.encodeInto` per tag and
 * attribute), which was a fifth of the render of `/`. Here what React writes in one flush (the
 * shell; later, each deferred part) is joined and sent as one chunk, so streaming is kept.
 *
 * React calls only `write`, `flush`, `end`, `destroy` and `on` of its destination; `on('close')`
 * is how it learns that the buyer went away, which here is the body being cancelled.
 */
export class PageStream {
  readonly body: ReadableStream<Uint8Array>;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private parts: string[] = [];
  private finished = false;
  private readonly onClose: (() => void)[] = [];

  constructor(private readonly onFinish: () => void = () => undefined) {
    this.body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
      cancel: () => {
        this.finish();
        for (const listener of this.onClose) listener();
      },
    });
  }

  /** Never asks React to wait: it holds the rendered page anyway, and a slow buyer's page is at most one page queued. */
  write(chunk: string): boolean {
    if (!this.finished) this.parts.push(chunk);
    return true;
  }

  /** React's signal that this flush is complete. */
  flush(): void {
    if (this.finished || this.parts.length === 0) return;
    const text = this.parts.length === 1 ? this.parts[0]! : this.parts.join('');
    this.parts = [];
    this.controller.enqueue(Buffer.from(text, 'utf8'));
  }

  end(): void {
    if (this.finished) return;
    this.flush();
    this.controller.close();
    this.finish();
  }

  destroy(error: unknown): void {
    if (this.finished) return;
    this.controller.error(error);
    this.finish();
  }

  on(event: string, listener: () => void): this {
    if (event === 'close') this.onClose.push(listener);
    return this;
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.parts = [];
    this.onFinish();
  }
}
