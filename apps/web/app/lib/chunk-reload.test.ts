import { describe, expect, it } from 'vitest';
import { shouldReloadAfterChunkError } from './chunk-reload';

describe('shouldReloadAfterChunkError', () => {
  const now = 1_000_000;
  it('reloads the first time, and again only after 60 seconds', () => {
    expect(shouldReloadAfterChunkError(null, now)).toBe(true);
    expect(shouldReloadAfterChunkError(String(now - 59_999), now)).toBe(false);
    expect(shouldReloadAfterChunkError(String(now - 60_000), now)).toBe(true);
    expect(shouldReloadAfterChunkError('garbage', now)).toBe(true);
  });
});
