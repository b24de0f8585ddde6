import type { OrderFile } from './api';

/** An order file's name in a download path: `invoice.pdf`, or an e-invoice document as `<id>.json`. */
export const orderFileName = (file: OrderFile) => (file === 'invoice' ? 'invoice.pdf' : `${file}.json`);

/** The file a download path names, or null for any other name. */
export function parseOrderFile(name: string | undefined): OrderFile | null {
  if (name === 'invoice.pdf') return 'invoice';
  return parseDocumentFile(name);
}

/** The e-invoice document a `<id>.json` download name names, or null for any other name. */
export function parseDocumentFile(name: string | undefined): number | null {
  const match = /^([1-9]\d{0,9})\.json$/.exec(name ?? '');
  return match ? Number(match[1]) : null;
}
