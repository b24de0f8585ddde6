import { allocate, toDecimalString, type Sen } from '@borong/contracts/money';
import { E_INVOICE_TYPES, GENERAL_PUBLIC_TIN, NOT_SST_REGISTERED, type EInvoiceType } from '@borong/contracts/e-invoice';
import type { TaxType } from '../db/schema';

/*
 * MyInvois's UBL 2.1 JSON (sdk.myinvois.hasil.gov.my/types, the v1.0 samples): every element is
 * an array of objects, a value sits under `_` and its attributes beside it; amounts are ringgit
 * decimals. Version 1.0 is the one without a digital signature: signing (v1.1) needs the seller's
 * certificate, which the stores do not give us yet (decision 0017).
 */

export const UBL_VERSION = '1.0';
/** LHDN classification codes: 022 "Others", 004 "Consolidated e-Invoice". */
const CLASS_OTHERS = '022';
const CLASS_CONSOLIDATED = '004';
/** UN/ECE rec 20 "one": our units ("500 g pack") are words, so a line counts pieces and names the unit in its description. */
const UNIT_PIECE = 'C62';
/** LHDN state codes; 17 "Not applicable" for an address we cannot place. */
const STATE_CODES: Record<string, string> = {
  Johor: '01',
  Kedah: '02',
  Kelantan: '03',
  Melaka: '04',
  'Negeri Sembilan': '05',
  Pahang: '06',
  'Pulau Pinang': '07',
  Perak: '08',
  Perlis: '09',
  Selangor: '10',
  Terengganu: '11',
  Sabah: '12',
  Sarawak: '13',
  'Wilayah Persekutuan Kuala Lumpur': '14',
  'Wilayah Persekutuan Labuan': '15',
  'Wilayah Persekutuan Putrajaya': '16',
};
// An empty name is no state either: `'' && …` would have passed the empty string through.
export const stateCode = (name: string | null | undefined) => (name ? STATE_CODES[name] : undefined) ?? '17';

/** One charged line: goods, or the delivery as a service. Amounts in sen; `net` excludes tax and is after the discount. */
export interface DocLine {
  description: string;
  quantity: number;
  unitPrice: Sen;
  /** Before the discount. */
  gross: Sen;
  discount: Sen;
  net: Sen;
  /** LHDN tax type: 01 sales tax, 02 service tax, 06 not applicable, E exempt. */
  taxCode: '01' | '02' | '06' | 'E';
  /** Basis points. */
  taxRate: number;
  tax: Sen;
}

export interface Party {
  name: string;
  tin: string;
  brn: string;
  sst: string;
  email: string;
  phone: string;
  address: { lines: string[]; city: string; postcode: string; state: string };
}

export interface DocFacts {
  type: EInvoiceType;
  number: string;
  issuedAt: Date;
  supplier: Party & { msic: string; activity: string };
  buyer: Party;
  consolidated: boolean;
  lines: DocLine[];
  /** For a note: the e-invoice it reduces (its number, and its MyInvois UUID once it has one). */
  original?: { number: string; uuid: string | null };
  reason?: string | null;
}

/** LHDN's tax type of a line as the order recorded it: exempt goods of a seller outside SST are "not applicable". */
export function taxCodeOf(type: TaxType, sstRegistered: boolean): DocLine['taxCode'] {
  if (type === 'SALES_TAX') return '01';
  if (type === 'SERVICE_TAX') return '02';
  if (type === 'EXEMPT' && sstRegistered) return 'E';
  return '06';
}

export function totalsOf(lines: readonly DocLine[]) {
  const excluding = lines.reduce((s, l) => s + l.net, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  return { excluding, tax, payable: excluding + tax };
}

/**
 * The lines of a note for `amount` sen (tax included) of an original's lines: all of them as they
 * were when the amount is the whole, else the amount shared over them in proportion to what each
 * charged (largest remainder, so the shares add up to the sen), each share split back into net
 * and tax at its line's rate.
 */
export function noteLines(original: readonly DocLine[], amount: Sen, label: string): DocLine[] {
  const whole = totalsOf(original).payable;
  if (amount === whole) return original.map((l) => ({ ...l }));
  const shares = allocate(amount, original.map((l) => l.net + l.tax));
  return original.flatMap((l, i) => {
    const share = shares[i] ?? 0;
    if (share === 0) return [];
    // Net × (1 + rate) = share; the product stays far below 2^53 for any order we take.
    const net = Math.round((share * 10_000) / (10_000 + l.taxRate));
    return [{ ...l, description: `${label}: ${l.description}`, quantity: 1, unitPrice: net, gross: net, discount: 0, net, tax: share - net }];
  });
}

const text = (value: string) => [{ _: value }];
const money = (sen: Sen) => [{ _: Number(toDecimalString(sen)), currencyID: 'MYR' }];
const taxScheme = [{ ID: [{ _: 'OTH', schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }] }];
const taxCategory = (code: DocLine['taxCode']) => [{ ID: text(code), ...(code === 'E' ? { TaxExemptionReason: text('Goods exempted from sales tax') } : {}), TaxScheme: taxScheme }];

function party(p: Party, ids: { TIN: string; BRN: string; SST: string }) {
  return {
    PartyIdentification: [
      { ID: [{ _: ids.TIN, schemeID: 'TIN' }] },
      { ID: [{ _: ids.BRN, schemeID: 'BRN' }] },
      { ID: [{ _: ids.SST, schemeID: 'SST' }] },
      { ID: [{ _: NOT_SST_REGISTERED, schemeID: 'TTX' }] },
    ],
    PostalAddress: [
      {
        CityName: text(p.address.city || 'NA'),
        PostalZone: text(p.address.postcode),
        CountrySubentityCode: text(stateCode(p.address.state)),
        AddressLine: (p.address.lines.length ? p.address.lines : ['NA']).slice(0, 3).map((line) => ({ Line: text(line) })),
        Country: [{ IdentificationCode: [{ _: 'MYS', listID: 'ISO3166-1', listAgencyID: '6' }] }],
      },
    ],
    PartyLegalEntity: [{ RegistrationName: text(p.name) }],
    Contact: [{ Telephone: text(p.phone || 'NA'), ElectronicMail: text(p.email || 'NA') }],
  };
}

/** The UBL JSON of one document, minified: the text that is hashed, submitted and kept. */
export function ublJson(f: DocFacts): string {
  const totals = totalsOf(f.lines);
  // MyInvois wants one tax subtotal per tax type and rate.
  const groups = new Map<string, { code: DocLine['taxCode']; rate: number; taxable: Sen; tax: Sen }>();
  for (const l of f.lines) {
    const key = `${l.taxCode}:${l.taxRate}`;
    const g = groups.get(key) ?? { code: l.taxCode, rate: l.taxRate, taxable: 0, tax: 0 };
    g.taxable += l.net;
    g.tax += l.tax;
    groups.set(key, g);
  }
  const issued = f.issuedAt.toISOString();
  // A consolidated buyer is the general public: LHDN's samples leave its address and contact as NA.
  const buyerIds = f.consolidated || f.buyer.tin === GENERAL_PUBLIC_TIN ? { TIN: GENERAL_PUBLIC_TIN, BRN: 'NA', SST: NOT_SST_REGISTERED } : { TIN: f.buyer.tin, BRN: f.buyer.brn, SST: f.buyer.sst };
  const invoice = {
    ID: text(f.number),
    IssueDate: text(issued.slice(0, 10)),
    IssueTime: text(`${issued.slice(11, 19)}Z`),
    InvoiceTypeCode: [{ _: f.type, listVersionID: UBL_VERSION }],
    DocumentCurrencyCode: text('MYR'),
    TaxCurrencyCode: text('MYR'),
    ...(f.original ? { BillingReference: [{ InvoiceDocumentReference: [{ ID: text(f.original.number), UUID: text(f.original.uuid ?? 'NA') }] }] } : {}),
    ...(f.reason && f.type !== E_INVOICE_TYPES.INVOICE ? { Note: text(f.reason) } : {}),
    AccountingSupplierParty: [
      {
        Party: [
          {
            IndustryClassificationCode: [{ _: f.supplier.msic, name: f.supplier.activity }],
            ...party(f.supplier, { TIN: f.supplier.tin, BRN: f.supplier.brn, SST: f.supplier.sst }),
          },
        ],
      },
    ],
    AccountingCustomerParty: [{ Party: [party(f.buyer, buyerIds)] }],
    TaxTotal: [
      {
        TaxAmount: money(totals.tax),
        TaxSubtotal: [...groups.values()].map((g) => ({ TaxableAmount: money(g.taxable), TaxAmount: money(g.tax), Percent: [{ _: g.rate / 100 }], TaxCategory: taxCategory(g.code) })),
      },
    ],
    LegalMonetaryTotal: [
      {
        LineExtensionAmount: money(totals.excluding),
        TaxExclusiveAmount: money(totals.excluding),
        TaxInclusiveAmount: money(totals.payable),
        PayableAmount: money(totals.payable),
      },
    ],
    InvoiceLine: f.lines.map((l, i) => ({
      ID: text(String(i + 1)),
      InvoicedQuantity: [{ _: l.quantity, unitCode: UNIT_PIECE }],
      LineExtensionAmount: money(l.net),
      ...(l.discount > 0 ? { AllowanceCharge: [{ ChargeIndicator: [{ _: false }], AllowanceChargeReason: text('Discount'), Amount: money(l.discount) }] } : {}),
      TaxTotal: [{ TaxAmount: money(l.tax), TaxSubtotal: [{ TaxableAmount: money(l.net), TaxAmount: money(l.tax), Percent: [{ _: l.taxRate / 100 }], TaxCategory: taxCategory(l.taxCode) }] }],
      Item: [{ CommodityClassification: [{ ItemClassificationCode: [{ _: f.consolidated ? CLASS_CONSOLIDATED : CLASS_OTHERS, listID: 'CLASS' }] }], Description: text(l.description) }],
      Price: [{ PriceAmount: money(l.unitPrice) }],
      ItemPriceExtension: [{ Amount: money(l.gross) }],
    })),
  };
  return JSON.stringify({
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [invoice],
  });
}

/** A note's document with its original's MyInvois UUID filled in, as it is submitted once the original has one. */
export function withOriginalUuid(document: string, uuid: string): string {
  const parsed = JSON.parse(document) as { Invoice: [{ BillingReference?: [{ InvoiceDocumentReference: [{ UUID: [{ _: string }] }] }] }] };
  const ref = parsed.Invoice[0].BillingReference?.[0].InvoiceDocumentReference[0];
  if (ref) ref.UUID = [{ _: uuid }];
  return JSON.stringify(parsed);
}
