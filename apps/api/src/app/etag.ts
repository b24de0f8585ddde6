import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional answers for values the API keeps (memoized menus and trees). Each page a storefront
 * renders asks for the header's category menu (36 KB of JSON); the web tier keeps the last answer
 * with its ETag and asks again with `If-None-Match`, so while the kept value is unchanged the API
 * answers 304 without validating or serialising it, and the web tier neither parses nor checks it.
 *
 * The tag is worked out once per kept value and answer shape (a WeakMap on the value), from the
 * answer's JSON: when the memo reloads, a new value gets a new tag only if its content changed.
 * Weak (`W/`) because the bytes differ with compression.
 */
const tags = new WeakMap<object, Map<string, string>>();

function tagOf(kept: object, shape: string, answer: () => unknown): string {
  let byShape = tags.get(kept);
  if (!byShape) {
    byShape = new Map();
    tags.set(kept, byShape);
  }
  let tag = byShape.get(shape);
  if (tag === undefined) {
    tag = `W/"${createHash('sha1').update(JSON.stringify(answer())).digest('base64url')}"`;
    byShape.set(shape, tag);
  }
  return tag;
}

/** Whether `If-None-Match` names `tag` (a list, or `*`); weak comparison, as RFC 9110 asks for GET. */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/**
 * The answer `answer()` builds from the kept value `kept`, or a 304 when the caller already holds
 * it. `shape` names the answer when one kept value feeds several (the full tree, the menu's three
 * levels). The answer varies only with the kept value, which is per language.
 */
export function conditionalAnswer<T>(request: FastifyRequest, reply: FastifyReply, kept: object, shape: string, answer: () => T): T | FastifyReply {
  const tag = tagOf(kept, shape, answer);
  void reply.header('etag', tag).header('vary', 'Accept-Language');
  if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return answer();
}
