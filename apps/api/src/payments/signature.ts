import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Billplz's X-Signature, as its API documentation defines it: every field but `x_signature`
 * written as key followed by value (nested keys prefixed by their parent's, `billplz[id]` →
 * `billplzid`), sorted ascending without regard to case, joined with `|`, and signed with
 * HMAC-SHA256 under the X Signature key, in lower-case hex. The sandbox signs the same way.
 */
export function xSignature(fields: Readonly<Record<string, string>>, key: string): string {
  const source = Object.entries(fields)
    .filter(([name]) => name !== 'x_signature' && name !== 'billplz[x_signature]')
    .map(([name, value]) => `${name.replace(/\[([^\]]*)\]/g, '$1')}${value}`)
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    })
    .join('|');
  return createHmac('sha256', key).update(source).digest('hex');
}

/** Whether `signature` is the X-Signature of `fields`, compared in constant time. */
export function hasValidSignature(fields: Readonly<Record<string, string>>, signature: string | undefined, key: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(xSignature(fields, key), 'hex'), Buffer.from(signature, 'hex'));
}
