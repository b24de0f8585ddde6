import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml: allowed markup', () => {
  it('keeps the allowed tags as they are', () => {
    const html = '<h2>Title</h2><h3>Sub</h3><p>A <strong>bold</strong> and <em>soft</em> word<br>next line</p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps text, whitespace and newlines between blocks', () => {
    expect(sanitizeHtml('<p>a</p>\n<p>b</p>')).toBe('<p>a</p>\n<p>b</p>');
  });

  it('lower-cases tag names and writes void br plainly', () => {
    expect(sanitizeHtml('<P>Hi<BR/>there</P>')).toBe('<p>Hi<br>there</p>');
  });

  it('maps b, i and other heading levels onto allowed tags', () => {
    expect(sanitizeHtml('<h1>A</h1><b>B</b><i>C</i><h4>D</h4>')).toBe('<h2>A</h2><strong>B</strong><em>C</em><h3>D</h3>');
  });
});

describe('sanitizeHtml: dropped markup', () => {
  it('drops script and style elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">var x = "<p>";</SCRIPT>ok')).toBe('ok');
    expect(sanitizeHtml('<style>p { color: red }</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p>x<script>never closed')).toBe('<p>x</p>');
    expect(sanitizeHtml('<iframe src="https://evil.test"></iframe><p>x</p>')).toBe('<p>x</p>');
  });

  it('drops svg and math subtrees, and a self-closing one does not swallow the rest', () => {
    expect(sanitizeHtml('<svg><g><script>alert(1)</script></g></svg><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<svg/><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>y</p>')).toBe('<p>y</p>');
  });

  it('drops unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<div class="x"><span>Hello</span> <font color="red">world</font></div>')).toBe('Hello world');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
  });

  it('drops every attribute except a safe href on links', () => {
    expect(sanitizeHtml('<p style="color:red" class="c" onclick="alert(1)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<a href="/about-us" onmouseover="alert(1)" style="x" target="_blank">About</a>')).toBe('<a href="/about-us">About</a>');
    expect(sanitizeHtml('<strong ONCLICK=alert(1)>x</strong>')).toBe('<strong>x</strong>');
  });

  it('drops comments, doctypes and processing instructions', () => {
    expect(sanitizeHtml('<!-- <script>alert(1)</script> --><p>x</p><!DOCTYPE html><?xml x?>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p>x</p><!-- never closed <script>')).toBe('<p>x</p>');
  });

  it('survives tag-splitting tricks without letting markup through', () => {
    const out = sanitizeHtml('<scr<script>ipt>alert(1)</script>');
    expect(out).not.toMatch(/<script/i);
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
    expect(sanitizeHtml('<p title="a>b" onclick="x">t</p>')).toBe('<p>t</p>');
  });

  it('drops a tag cut off by the end of the input', () => {
    expect(sanitizeHtml('<p>x</p><a href="/y"')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p>x</p><a href="/y')).toBe('<p>x</p>');
  });
});

describe('sanitizeHtml: links', () => {
  it('keeps http, https, mailto, tel and site-relative hrefs', () => {
    expect(sanitizeHtml('<a href="mailto:support@borong.my">mail</a>')).toBe('<a href="mailto:support@borong.my">mail</a>');
    expect(sanitizeHtml('<a href="tel:+60327881234">call</a>')).toBe('<a href="tel:+60327881234">call</a>');
    expect(sanitizeHtml('<a href="/settings/orders?status=RETURNS_CANCELLATION">o</a>')).toBe('<a href="/settings/orders?status=RETURNS_CANCELLATION">o</a>');
  });

  it('adds rel="noopener" to external links', () => {
    expect(sanitizeHtml('<a href="https://www.pdp.gov.my/">PDP</a>')).toBe('<a href="https://www.pdp.gov.my/" rel="noopener">PDP</a>');
    expect(sanitizeHtml("<a href='http://example.com' rel='opener'>x</a>")).toBe('<a href="http://example.com" rel="noopener">x</a>');
  });

  it('drops javascript:, data: and other hrefs, keeping the text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript&colon;alert(1)',
      'java&Tab;script:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.test/x',
      '/\\evil.test',
      'https:/\\evil.test',
      'about-us',
      '',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">click</a>`), href).toBe('click');
    }
    expect(sanitizeHtml('<a>no href</a>')).toBe('no href');
    expect(sanitizeHtml('<a href=javascript:alert(1)>x</a>')).toBe('x');
  });

  it('does not nest links', () => {
    expect(sanitizeHtml('<a href="/a">one <a href="/b">two</a> three</a>')).toBe('<a href="/a">one two</a> three');
  });

  it('escapes the href it keeps and decodes entities once', () => {
    expect(sanitizeHtml('<a href="/search?a=1&amp;b=2">x</a>')).toBe('<a href="/search?a=1&amp;b=2">x</a>');
    expect(sanitizeHtml('<a href="/x&quot;onmouseover=&quot;alert(1)">x</a>')).toBe('<a href="/x&quot;onmouseover=&quot;alert(1)">x</a>');
  });

  it('puts site links in the visitor language when asked', () => {
    const localizeHref = (href: string) => `/bm${href}`;
    expect(sanitizeHtml('<a href="/contact-us">c</a> <a href="https://x.test">x</a>', { localizeHref })).toBe('<a href="/bm/contact-us">c</a> <a href="https://x.test" rel="noopener">x</a>');
  });
});

describe('sanitizeHtml: text and entities', () => {
  it('keeps character references as written and escapes stray markup characters', () => {
    expect(sanitizeHtml('<p>Fish &amp; chips &copy; 2026 &#8211; &#x2014;</p>')).toBe('<p>Fish &amp; chips &copy; 2026 &#8211; &#x2014;</p>');
    expect(sanitizeHtml('<p>5 < 6 > 4 & more</p>')).toBe('<p>5 &lt; 6 &gt; 4 &amp; more</p>');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('removes NUL characters', () => {
    expect(sanitizeHtml('<p>a\u0000b</p>')).toBe('<p>ab</p>');
  });
});

describe('sanitizeHtml: nesting', () => {
  it('closes what is left open and ignores stray end tags', () => {
    expect(sanitizeHtml('<p>open <strong>bold')).toBe('<p>open <strong>bold</strong></p>');
    expect(sanitizeHtml('</p></li>text</strong>')).toBe('text');
  });

  it('closes inner elements when an outer one ends', () => {
    expect(sanitizeHtml('<p><strong><em>x</p>y')).toBe('<p><strong><em>x</em></strong></p>y');
  });

  it('closes a paragraph before a block, as a browser would', () => {
    expect(sanitizeHtml('<p>intro<ul><li>a</li></ul>')).toBe('<p>intro</p><ul><li>a</li></ul>');
    expect(sanitizeHtml('<strong><p>x</p></strong>')).toBe('<strong></strong><p>x</p>');
    expect(sanitizeHtml('<p>a<p>b')).toBe('<p>a</p><p>b</p>');
  });

  it('keeps list items inside lists and nested lists inside items', () => {
    expect(sanitizeHtml('<li>orphan</li>')).toBe('orphan');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeHtml('<ul><li>a<ol><li>a1</li></ol></li></ul>')).toBe('<ul><li>a<ol><li>a1</li></ol></li></ul>');
    expect(sanitizeHtml('<ul><li><p>para</p></li></ul>')).toBe('<ul><li><p>para</p></li></ul>');
  });
});

describe('safeHref', () => {
  it('marks http(s) links external and others internal', () => {
    expect(safeHref('https://a.test')).toEqual({ href: 'https://a.test', external: true });
    expect(safeHref('/a')).toEqual({ href: '/a', external: false });
    expect(safeHref('mailto:a@b.test')).toEqual({ href: 'mailto:a@b.test', external: false });
    expect(safeHref('ftp://a.test')).toBeNull();
  });

  it('trims spaces and control characters around a URL and refuses one inside it', () => {
    expect(safeHref('\u0001 /about-us \u0000')).toEqual({ href: '/about-us', external: false });
    expect(safeHref('\u0001javascript:alert(1)')).toBeNull();
    expect(safeHref('/about\u0001us')).toBeNull();
    expect(safeHref('/a&#0;b')).toEqual({ href: '/a\ufffdb', external: false });
  });
});
