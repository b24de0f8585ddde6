export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Whether a failed chunk load may reload the page: never twice within 60 seconds (spec §8, §9). */
export function shouldReloadAfterChunkError(lastReloadAt: string | null, now: number): boolean {
  const last = Number(lastReloadAt);
  return !lastReloadAt || !Number.isFinite(last) || now - last >= CHUNK_RELOAD_GUARD_MS;
}
