/**
 * Sanitises editor HTML for content pages: only h2, h3, p, ul, ol, li, a, strong, em and br
 * survive, `a` keeps only a safe `href` (http, https, mailto, tel, or a site-relative path), and
 * everything else goes: other tags (their text stays), the contents of script-like elements,
 * comments, and every other attribute (style, on*, class …). The output is re-serialised from
 * scratch, properly nested and escaped, so what the browser parses is exactly what was allowed.
 * A small pure function on purpose: it runs on the server, with nothing to install.
 */

const ALLOWED = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br']);
const BLOCKS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li']);
/** Elements whose whole content is dropped along with them. */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'xmp']);
const DROP_SUBTREE = new Set(['template', 'svg', 'math', 'object', 'select', 'head']);
/** Common spellings browsers accept for `b`/`i` are mapped to their allowed equivalents. */
const ALIASES: Record<string, string> = { b: 'strong', i: 'em', h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' };

export interface SanitizeOptions {
  /** Rewrites a site-relative href (e.g. to put it in the visitor's language). */
  localizeHref?: (href: string) => string;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  period: '.',
  lpar: '(',
  rpar: ')',
};

/** Decodes character references, as a browser does for an attribute value. Unknown names stay. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[ref.toLowerCase()];
    return named ?? whole;
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * Text between tags: character references are kept as written (the browser decodes them to
 * text, never to markup); a bare `&`, and any `<` or `>`, are escaped.
 */
function cleanText(text: string): string {
  return text
    .replace(/\0/g, '')
    .replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const isControl = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

function trimControls(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && (isControl(value[start] as string) || value[start] === ' ')) start++;
  while (end > start && (isControl(value[end - 1] as string) || value[end - 1] === ' ')) end--;
  return value.slice(start, end);
}

/** A safe href, or null: http(s), mailto and tel URLs, and paths on this site (`/…`, not `//…`). */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  // Browsers ignore tabs and newlines inside URLs and trim control characters and spaces; any
  // other control character left makes the URL suspect.
  const value = trimControls(decodeEntities(raw).replace(/[\t\n\r]/g, ''));
  if ([...value].some(isControl)) return null;
  if (/^https?:\/\/[^/\\\s]/i.test(value)) return { href: value, external: true };
  if (/^(mailto|tel):/i.test(value)) return { href: value, external: false };
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return { href: value, external: false };
  return null;
}

const UNQUOTED_VALUE = /[^\s>]*/y;

interface Tag {
  name: string;
  closing: boolean;
  /** Written as `<name … />`. */
  selfClosing: boolean;
  attrs: Map<string, string>;
  /** Index just after the tag's `>`. */
  end: number;
}

/** Reads a tag starting at `html[start] === '<'`; null when it is not a tag (a literal `<`). */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  const nameMatch = /^[a-zA-Z][^\s/>]*/.exec(html.slice(i, i + 64));
  if (!nameMatch) return null;
  const name = nameMatch[0].toLowerCase();
  i += nameMatch[0].length;
  const attrs = new Map<string, string>();
  while (i < html.length) {
    while (i < html.length && /[\s/]/.test(html[i] as string)) i++;
    if (i >= html.length) break;
    if (html[i] === '>') return { name, closing, selfClosing: html[i - 1] === '/', attrs, end: i + 1 };
    const attrMatch = /^[^\s/>][^\s/>=]*/.exec(html.slice(i, i + 256));
    if (!attrMatch) break;
    const attrName = attrMatch[0].toLowerCase();
    i += attrMatch[0].length;
    while (i < html.length && /\s/.test(html[i] as string)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i] as string)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) break;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        UNQUOTED_VALUE.lastIndex = i;
        const unquoted = UNQUOTED_VALUE.exec(html)?.[0] ?? '';
        value = unquoted;
        i += unquoted.length;
      }
    }
    if (!attrs.has(attrName)) attrs.set(attrName, value);
  }
  // A tag cut off by the end of the input is dropped, as a browser does.
  return { name: '#cut-off', closing, selfClosing: false, attrs, end: html.length };
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const out: string[] = [];
  const open: string[] = [];
  let skip: { name: string; depth: number } | null = null;
  let i = 0;

  const closeTo = (index: number) => {
    while (open.length > index) out.push(`</${open.pop()}>`);
  };
  /** Closes open paragraphs, headings and inline elements up to the nearest list item or list. */
  const closeInlineAndParagraphs = () => {
    let index = open.length;
    while (index > 0 && !['li', 'ul', 'ol'].includes(open[index - 1] as string)) index--;
    closeTo(index);
  };

  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt === -1 ? html.length : lt;
    if (textEnd > i) {
      if (!skip) out.push(cleanText(html.slice(i, textEnd)));
      i = textEnd;
      continue;
    }
    // At a '<'.
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const close = html.indexOf('>', i);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, i);
    if (!tag) {
      if (!skip) out.push('&lt;');
      i++;
      continue;
    }
    i = tag.end;

    if (skip) {
      if (tag.name === skip.name) skip.depth += tag.closing ? -1 : 1;
      if (skip.depth === 0) skip = null;
      continue;
    }
    if (!tag.closing && RAW_TEXT.has(tag.name)) {
      // Everything up to the matching end tag is dropped, unparsed.
      const endTag = new RegExp(`</${tag.name}(?=[\\s/>])`, 'i').exec(html.slice(i));
      const close = endTag ? html.indexOf('>', i + endTag.index) : -1;
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    if (tag.name === 'plaintext') break;
    if (!tag.closing && !tag.selfClosing && DROP_SUBTREE.has(tag.name)) {
      skip = { name: tag.name, depth: 1 };
      continue;
    }

    const name = ALIASES[tag.name] ?? tag.name;
    if (!ALLOWED.has(name)) continue;

    if (tag.closing) {
      const index = open.lastIndexOf(name);
      if (index !== -1) closeTo(index);
      continue;
    }
    if (name === 'br') {
      out.push('<br>');
      continue;
    }
    if (name === 'li') {
      // A list item belongs in a list; a new one closes the previous one.
      let index = open.length;
      while (index > 0 && !['ul', 'ol'].includes(open[index - 1] as string)) index--;
      if (index === 0) continue;
      closeTo(index);
    } else if (BLOCKS.has(name)) {
      closeInlineAndParagraphs();
    }
    if (name === 'a') {
      if (open.includes('a')) continue; // links do not nest
      const href = safeHref(tag.attrs.get('href') ?? '');
      // A link without a safe target keeps its text only.
      if (!href) continue;
      const target = !href.external && href.href.startsWith('/') && options.localizeHref ? options.localizeHref(href.href) : href.href;
      out.push(`<a href="${escapeAttr(target)}"${href.external ? ' rel="noopener"' : ''}>`);
      open.push('a');
      continue;
    }
    out.push(`<${name}>`);
    open.push(name);
  }
  closeTo(0);
  return out.join('');
}
