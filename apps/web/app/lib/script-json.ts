/**
 * JSON for the inside of a `<script>` element: `<` (so no `</script>` or `<!--` ends it early)
 * and the line separators JavaScript once refused are escaped.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
