import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import { SearchEmpty } from './search-empty';

const base = { search: 'beras', page: 1, fcat: false } as const;

describe('SearchEmpty (issue 14: "No result found" offers a way on)', () => {
  it('past the last page, links back to the last page of the same search', () => {
    const html = renderAt('/search?search=beras&page=9999', <SearchEmpty searchPath="/search" query={{ ...base, page: 9999 }} type="stores" total={40} lastPage={2} quotationUrl={null} />);
    expect(html).toContain('No result found');
    expect(html).toContain('This page is past the last page of results.');
    expect(tagsWith(html, '<a', 'href="/search?search=beras&amp;page=2"')).toHaveLength(1);
    expect(html).not.toContain('Browse all categories');
  });

  it('with no match, offers the search without its filters, the categories, the brands and a quotation, in Malay too', () => {
    const filtered = { ...base, tier: 'VIP_DIRECT', brand_name: 'Jasmine', type: 'products' as const };
    const html = renderAt('/bm/search', <SearchEmpty searchPath="/bm/search" query={filtered} type="products" total={0} lastPage={1} quotationUrl="https://forms.example/quote" />);
    expect(tagsWith(html, '<a', 'href="/bm/search?search=beras&amp;type=products"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm/all-categories"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm/brands"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="https://forms.example/quote"', 'target="_blank"')).toHaveLength(1);
    expect(html).toContain('Cari tanpa penapis');
  });

  it('leaves out "without the filters" when there are none, and the quotation when none is configured', () => {
    const html = renderAt('/search', <SearchEmpty searchPath="/search" query={base} type="stores" total={0} lastPage={1} quotationUrl={null} />);
    expect(html).not.toContain('Search without the filters');
    expect(html).not.toContain('Request a quotation');
    expect(tagsWith(html, '<a', 'href="/all-categories"')).toHaveLength(1);
  });

  it('with no store matching, points to the products the same text finds (a misspelt "kopii"), in both languages', () => {
    const typo = { search: 'kopii', page: 3, fcat: false, tier: 'VIP_DIRECT' } as const;
    const html = renderAt('/search', <SearchEmpty searchPath="/search" query={typo} type="stores" total={0} lastPage={1} quotationUrl={null} productMatches={1234} />);
    expect(html).toContain('No store matches, but 1,234 products do.');
    expect(tagsWith(html, '<a', 'href="/search?search=kopii&amp;tier=VIP_DIRECT&amp;type=products"')).toHaveLength(1);
    const ms = renderAt('/bm/search', <SearchEmpty searchPath="/bm/search" query={typo} type="stores" total={0} lastPage={1} quotationUrl={null} productMatches={1} />);
    expect(ms).toContain('tetapi 1 produk sepadan');
    expect(ms).toContain('Lihat produk');
    const none = renderAt('/search', <SearchEmpty searchPath="/search" query={typo} type="stores" total={0} lastPage={1} quotationUrl={null} productMatches={0} />);
    expect(none).not.toContain('See the products');
  });

  it('links to the products the text finds without one of its words, in both languages', () => {
    const query = { ...base, search: 'beras murahh 10kg' };
    const fewerWords = [
      { search: 'beras 10kg', count: 802 },
      { search: 'beras murahh', count: 1 },
    ];
    const html = renderAt('/search', <SearchEmpty searchPath="/search" query={query} type="products" total={0} lastPage={1} quotationUrl={null} fewerWords={fewerWords} />).replace(/<!-- -->/g, '');
    expect(html).toContain('Fewer words find products:');
    expect(html).toMatch(/<a [^>]*href="\/search\?search=beras\+10kg&amp;type=products"[^>]*>“beras 10kg” \(802 products\)<\/a>/);
    expect(html).toContain('“beras murahh” (1 product)');
    const ms = renderAt('/bm/search', <SearchEmpty searchPath="/bm/search" query={query} type="products" total={0} lastPage={1} quotationUrl={null} fewerWords={fewerWords} />).replace(/<!-- -->/g, '');
    expect(ms).toContain('“beras 10kg” (802 produk)');
    expect(renderAt('/search', <SearchEmpty searchPath="/search" query={query} type="products" total={0} lastPage={1} quotationUrl={null} />)).not.toContain('Fewer words');
  });

  it('past an estimated total, leads back to the page before, which the buyer came from', () => {
    const html = renderAt('/search', <SearchEmpty searchPath="/search" query={{ ...base, page: 41 }} type="stores" total={1001} lastPage={38} estimated quotationUrl={null} />).replace(/<!-- -->/g, '');
    expect(html).toMatch(/<a [^>]*href="\/search\?search=beras&amp;page=40"[^>]*>Go to the last page<\/a>/);
  });
});
