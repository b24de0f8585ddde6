import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readPasses, type OrderedPass } from './passes';

/** Passes over in-memory lists, recording every statement a real read would have sent. */
function listPasses(lists: number[][]) {
  const passes: OrderedPass[] = lists.map((_, index) => ({ where: sql`${index}`, order: [] }));
  const indexOf = (pass: OrderedPass) => passes.indexOf(pass);
  const statements: string[] = [];
  const read = async (pass: OrderedPass, limit: number, offset: number) => {
    statements.push(`read ${indexOf(pass)}`);
    return lists[indexOf(pass)]!.slice(offset, offset + limit);
  };
  const count = async (pass: OrderedPass, upTo: number) => {
    statements.push(`count ${indexOf(pass)}`);
    return Math.min(upTo, lists[indexOf(pass)]!.length);
  };
  return { passes, read, count, statements };
}

describe('readPasses', () => {
  const lists = [[], [1, 2, 3], [], [4, 5, 6, 7, 8], [9]];
  const all = lists.flat();

  it('reads every page of the passes in turn, with or without their counts known', async () => {
    for (const known of [[], lists.map((l) => l.length), lists.slice(0, 2).map((l) => l.length)]) {
      for (let offset = 0; offset <= all.length; offset++) {
        for (const limit of [1, 2, 4, 10]) {
          const { passes, read, count } = listPasses(lists);
          expect(await readPasses(passes, { offset, limit }, read, count, known), `known ${known.join()}, rows ${offset}+${limit}`).toEqual(all.slice(offset, offset + limit));
        }
      }
    }
  });

  it('neither reads a pass known to be empty nor counts one whose count is known', async () => {
    const firstPage = listPasses(lists);
    await readPasses(firstPage.passes, { offset: 0, limit: 4 }, firstPage.read, firstPage.count, lists.map((l) => l.length));
    expect(firstPage.statements).toEqual(['read 1', 'read 3']);

    const laterPage = listPasses(lists);
    await readPasses(laterPage.passes, { offset: 4, limit: 5 }, laterPage.read, laterPage.count, lists.map((l) => l.length));
    expect(laterPage.statements).toEqual(['read 3', 'read 4']);

    // Unknown counts are asked for, as before.
    const unknown = listPasses(lists);
    await readPasses(unknown.passes, { offset: 4, limit: 5 }, unknown.read, unknown.count);
    expect(unknown.statements).toEqual(['count 0', 'count 1', 'count 2', 'count 3', 'read 3', 'read 4']);
  });
});
