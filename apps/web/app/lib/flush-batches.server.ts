import { PassThrough } from 'node:stream';

/**
 * The stream React's server renderer writes a page into, passing on what React writes in one
 * flush as one chunk. React writes a page in 4 KB pieces and calls `flush()` when it has written
 * all it has for now (the shell; later, each deferred part), so a 46 KB page becomes one chunk
 * instead of a dozen, each of which went its own way through the web stream to the socket as its
 * own chunked-encoding write. Streaming is kept: what React flushes later still leaves at once.
 */
export class FlushBatches extends PassThrough {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.byteLength;
    callback();
  }

  /** React's signal that this flush is complete. */
  flush(): void {
    if (this.pendingBytes === 0) return;
    const batch = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.push(batch);
  }

  override _flush(callback: () => void): void {
    this.flush();
    callback();
  }
}
