import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { GENERAL_PUBLIC_TIN } from '@borong/contracts/e-invoice';
import { formatMoney } from '@borong/contracts/money';
import { DomainError, notFound } from '../app/errors';
import type { ApiConfig, MyInvoisConfig } from '../config';
import type { Db } from '../db/client';
import { invoiceNumber, validInvoiceOf, validationUrl } from '../e-invoices/documents';
import { checkouts, orderLines, orderStatusHistory, orders, stores } from '../db/schema';

/*
 * The tax invoice of a seller order (issue 11), as a PDF: the supplier and the buyer with their
 * TIN, business registration and SST numbers, the lines with tax type and rate, the SST totals,
 * and a QR code of where the invoice can be checked. An order is invoiced once it is paid; an
 * unpaid or lapsed one has no invoice (409).
 */

const WORDS = {
  en: {
    title: 'TAX INVOICE',
    number: 'Invoice no.',
    order: 'Order no.',
    date: 'Date',
    supplier: 'Supplier',
    buyer: 'Buyer',
    tin: 'TIN',
    brn: 'BRN',
    sst: 'SST reg. no.',
    notRegistered: 'Not registered',
    consolidated: 'General public (consolidated e-invoice)',
    item: 'Item',
    qty: 'Qty',
    unitPrice: 'Unit price',
    tax: 'Tax',
    amount: 'Amount',
    exempt: 'Exempt',
    subtotal: 'Subtotal',
    discount: 'Discount',
    delivery: 'Delivery',
    deliveryDiscount: 'Delivery discount',
    sstGoods: 'Sales tax (SST)',
    sstDelivery: 'Service tax on delivery (SST)',
    total: 'Total',
    check: 'Scan to view this order',
    validate: 'Scan to validate with LHDN MyInvois',
  },
  ms: {
    title: 'INVOIS CUKAI',
    number: 'No. invois',
    order: 'No. pesanan',
    date: 'Tarikh',
    supplier: 'Pembekal',
    buyer: 'Pembeli',
    tin: 'TIN',
    brn: 'No. pendaftaran',
    sst: 'No. pendaftaran SST',
    notRegistered: 'Tidak berdaftar',
    consolidated: 'Orang awam (e-invois disatukan)',
    item: 'Barang',
    qty: 'Kuantiti',
    unitPrice: 'Harga seunit',
    tax: 'Cukai',
    amount: 'Jumlah',
    exempt: 'Dikecualikan',
    subtotal: 'Jumlah kecil',
    discount: 'Diskaun',
    delivery: 'Penghantaran',
    deliveryDiscount: 'Diskaun penghantaran',
    sstGoods: 'Cukai jualan (SST)',
    sstDelivery: 'Cukai perkhidmatan penghantaran (SST)',
    total: 'Jumlah keseluruhan',
    check: 'Imbas untuk melihat pesanan ini',
    validate: 'Imbas untuk mengesahkan dengan LHDN MyInvois',
  },
} as const;

/** Sends an invoice as a private PDF attachment. */
export const sendInvoice = (reply: FastifyReply, invoice: { fileName: string; pdf: Buffer }) =>
  reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${invoice.fileName}"`).header('cache-control', 'private, no-store').send(invoice.pdf);

/** The invoice's facts, read once: the order, its lines, its supplier and the buyer as the checkout copied them. */
async function invoiceFacts(db: Db, orderId: number, owner: SQL) {
  const [row] = await db
    .select({ order: orders, store: stores, buyer: checkouts.buyerEInvoice, locale: checkouts.locale })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(and(eq(orders.id, orderId), owner));
  if (!row) throw notFound('No order found');
  // Invoiced when paid: the first move out of NEW_ORDER that was not a cancellation.
  const [paid] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.fromStatus, 'NEW_ORDER'), inArray(orderStatusHistory.toStatus, ['PROCESSED'])))
    .orderBy(asc(orderStatusHistory.createdAt))
    .limit(1);
  if (!paid) throw new DomainError(409, 'An order is invoiced once it is paid', undefined, 'NOT_INVOICED');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  return { ...row, lines, issuedAt: paid.at };
}

/** The invoice PDF of one order the owner condition allows (the buyer's, or the seller's store's). */
export async function invoicePdf(db: Db, orderId: number, owner: SQL, links: Pick<ApiConfig, 'publicUrl'> & { myInvois: Pick<MyInvoisConfig, 'portalUrl'> }): Promise<{ fileName: string; pdf: Buffer }> {
  const { order: o, store, buyer, locale, lines, issuedAt } = await invoiceFacts(db, orderId, owner);
  const w = WORDS[locale];
  const money = (sen: number) => formatMoney(sen, locale);
  // Once MyInvois has validated the e-invoice, the QR code is its validation link; until then, the order's page.
  const valid = await validInvoiceOf(db, o.id);
  const validation = valid ? validationUrl(links.myInvois.portalUrl, valid) : null;
  const link = validation ?? `${links.publicUrl}${locale === 'ms' ? '/bm' : ''}/order-confirmation/${o.id}`;
  const qr = await QRCode.toBuffer(link, { type: 'png', margin: 1, width: 180, errorCorrectionLevel: 'M' });

  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${w.title} ${invoiceNumber(o.orderNo)}`, Author: store.domainName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 48;
  const width = doc.page.width - 96;
  doc.font('Helvetica-Bold').fontSize(18).text(w.title, left, 48);
  doc.image(qr, left + width - 90, 40, { width: 90 });
  doc.font('Helvetica').fontSize(7).text(validation ? w.validate : w.check, left + width - 100, 132, { width: 110, align: 'center' });
  doc.fontSize(10).font('Helvetica');
  doc.text(`${w.number}: ${invoiceNumber(o.orderNo)}`, left, 76);
  doc.text(`${w.order}: ${o.orderNo}`);
  doc.text(`${w.date}: ${new Intl.DateTimeFormat(locale === 'ms' ? 'ms-MY' : 'en-MY', { dateStyle: 'long', timeZone: 'Asia/Kuala_Lumpur' }).format(issuedAt)}`);
  if (valid?.uuid) doc.text(`MyInvois UUID: ${valid.uuid}`);

  const party = (title: string, x: number, linesOf: string[]) => {
    doc.font('Helvetica-Bold').fontSize(10).text(title, x, 160, { width: width / 2 - 12 });
    doc.font('Helvetica').fontSize(9);
    for (const text of linesOf) doc.text(text, { width: width / 2 - 12 });
  };
  party(w.supplier, left, [
    store.domainName,
    store.businessAddress ?? '',
    `${w.tin}: ${store.tin ?? '-'}`,
    `${w.brn}: ${store.regNo ?? '-'}`,
    `${w.sst}: ${store.sstRegNo ?? w.notRegistered}`,
  ]);
  const a = o.address;
  const addressLine = [a.address_1, a.address_2, a.city, a.zip, a.state].filter(Boolean).join(', ');
  party(
    w.buyer,
    left + width / 2,
    buyer?.kind === 'INDIVIDUAL'
      ? [buyer.name, addressLine, `${w.tin}: ${buyer.tin}`, `${w.brn}: ${buyer.reg_no}`, `${w.sst}: ${buyer.sst_reg_no}`, buyer.email]
      : [a.recipient_name ?? '', addressLine, w.consolidated, `${w.tin}: ${buyer?.tin ?? GENERAL_PUBLIC_TIN}`],
  );

  // Lines: item, quantity, unit price, tax (type and rate), amount.
  const columns = [
    { title: w.item, x: left, width: width * 0.44, align: 'left' as const },
    { title: w.qty, x: left + width * 0.44, width: width * 0.1, align: 'right' as const },
    { title: w.unitPrice, x: left + width * 0.54, width: width * 0.15, align: 'right' as const },
    { title: w.tax, x: left + width * 0.69, width: width * 0.14, align: 'right' as const },
    { title: w.amount, x: left + width * 0.83, width: width * 0.17, align: 'right' as const },
  ];
  let y = 270;
  doc.font('Helvetica-Bold').fontSize(9);
  for (const c of columns) doc.text(c.title, c.x, y, { width: c.width, align: c.align });
  y += 16;
  doc.moveTo(left, y - 4).lineTo(left + width, y - 4).strokeColor('#94a3b8').stroke();
  doc.font('Helvetica').fontSize(9);
  for (const line of lines) {
    const tax = line.taxRate > 0 ? `SST ${line.taxRate / 100}% ${money(line.taxAmount)}` : w.exempt;
    const cells = [`${line.productName} (${line.unit})`, String(line.quantity), money(line.unitPrice), tax, money(line.subtotal)];
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: columns[i]?.width })));
    if (y + height > doc.page.height - 160) {
      doc.addPage();
      y = 48;
    }
    cells.forEach((text, i) => {
      const c = columns[i];
      if (c) doc.text(text, c.x, y, { width: c.width, align: c.align });
    });
    y += height + 6;
  }

  // Totals, with SST on goods and on delivery apart.
  y += 8;
  const totals: [string, number][] = [
    [w.subtotal, o.subtotal],
    ...(o.discount ? ([[w.discount, -o.discount]] as [string, number][]) : []),
    [w.delivery, o.deliveryFee],
    ...(o.deliveryDiscount ? ([[w.deliveryDiscount, -o.deliveryDiscount]] as [string, number][]) : []),
    [w.sstGoods, o.goodsTax],
    [w.sstDelivery, o.deliveryTax],
  ];
  for (const [label, amount] of totals) {
    doc.font('Helvetica').text(label, left + width * 0.5, y, { width: width * 0.33, align: 'right' });
    doc.text(money(amount), left + width * 0.83, y, { width: width * 0.17, align: 'right' });
    y += 14;
  }
  doc.font('Helvetica-Bold').text(w.total, left + width * 0.5, y + 4, { width: width * 0.33, align: 'right' });
  doc.text(money(o.grandTotal), left + width * 0.83, y + 4, { width: width * 0.17, align: 'right' });
  doc.end();
  return { fileName: `invoice-${o.orderNo}.pdf`, pdf: await done };
}

