import { describe, expect, it } from 'vitest';
import { KEPT_MS, KeptForAWhile } from './kept.server';

describe('KeptForAWhile', () => {
  it('asks once for pages that come while a value is loading, and keeps only complete values', async () => {
    const kept = new KeptForAWhile<{ n: number }>();
    let loads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads += 1;
      await gate;
      return { value: { n: loads }, complete: loads > 1 };
    };
    const together = [kept.get('en', load, 0), kept.get('en', load, 0), kept.get('en', load, 0)];
    release();
    const answers = await Promise.all(together);
    expect(loads).toBe(1);
    expect(answers[1]).toBe(answers[0]);
    expect(Object.isFrozen(answers[0])).toBe(true);
    // The first answer was incomplete: the next page asks again, and that answer is kept.
    const second = await kept.get('en', load, 1);
    expect(second.n).toBe(2);
    expect(await kept.get('en', load, 1 + KEPT_MS - 1)).toBe(second);
    expect(loads).toBe(2);
  });
});
