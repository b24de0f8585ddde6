import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import SellerEInvoicesPage from './e-invoices';

const LIST = {
  data: [
    { id: 17, type: '01', number: 'CINV-3-202610', period: '2026-10-01', status: 'VALID', total_payable: 11_000, tax_amount: 1_000, issued_at: '2026-11-01T01:00:00.000Z', reported_count: 12, validation_url: 'https://preprod.myinvois.hasil.gov.my/UUID17/share/LONG17', last_error: null },
    { id: 18, type: '04', number: 'CRN-3-202610-1', period: '2026-10-01', status: 'PENDING', total_payable: 2_000, tax_amount: 0, issued_at: '2026-11-01T01:00:00.000Z', reported_count: 1, validation_url: null, last_error: null },
    { id: 9, type: '01', number: 'CINV-3-202609', period: '2026-09-01', status: 'INVALID', total_payable: 5_000, tax_amount: 0, issued_at: '2026-10-01T01:00:00.000Z', reported_count: 4, validation_url: null, last_error: 'CF410: the supplier TIN does not match its BRN' },
  ],
  meta: { total: 3, page: 1, per_page: 24, last_page: 1 },
};

// The page reads only its loader data; the route's other props do not matter here.
const page = (list: unknown, url = '/seller/3/e-invoices') => renderAt(url, <SellerEInvoicesPage {...({ loaderData: { storeId: 3, list } } as Parameters<typeof SellerEInvoicesPage>[0])} />);

describe('/seller/:storeId/e-invoices', () => {
  it('shows each month’s documents with what they report, their state and their files, in a table and as cards', () => {
    const html = page(LIST);
    expect(html).toContain('<caption class="sr-only">Consolidated e-invoices and notes, newest month first</caption>');
    for (const text of ['October 2026', 'September 2026', 'Consolidated e-invoice', 'Consolidated refund note', 'CINV-3-202610', 'Valid', 'Waiting to be sent', 'Refused', 'MyInvois: CF410: the supplier TIN does not match its BRN', 'Documents reported: 12']) expect(html, text).toContain(text);
    expect(html).toMatch(/RM(\s|&nbsp;)110\.00/);
    // The validation page of the valid document only, and every document's JSON through the storefront; once in the table, once in the cards.
    expect(tagsWith(html, '<a ', 'href="https://preprod.myinvois.hasil.gov.my/UUID17/share/LONG17"', 'rel="noopener noreferrer"')).toHaveLength(2);
    expect(html.match(/myinvois\.hasil\.gov\.my/g)).toHaveLength(2);
    for (const id of [17, 18, 9]) expect(tagsWith(html, `href="/seller/3/e-invoices/${id}.json"`, 'download')).toHaveLength(2);
    expect(tagsWith(html, 'aria-label="Download JSON: CRN-3-202610-1"')).toHaveLength(2);
  });

  it('speaks Malay under /bm, with the same download paths', () => {
    const html = page(LIST, '/bm/seller/3/e-invoices');
    for (const text of ['E-invois disatukan', 'Oktober 2026', 'Nota bayaran balik disatukan', 'Sah', 'Ditolak', 'Muat turun JSON', 'Semak di MyInvois']) expect(html, text).toContain(text);
    expect(tagsWith(html, 'href="/seller/3/e-invoices/17.json"')).toHaveLength(2);
  });

  it('says when there is none yet, and why', () => {
    const empty = { data: [], meta: { total: 0, page: 1, per_page: 24, last_page: 1 } };
    expect(page(empty)).toContain('No consolidated e-invoices yet: they are issued after each month ends for buyers without e-invoice details');
    expect(page(empty, '/bm/seller/3/e-invoices')).toContain('Belum ada e-invois disatukan');
    expect(page(empty)).not.toContain('<table');
  });
});
