import { eq, inArray } from 'drizzle-orm';
import type { ApiLocale } from '@borong/contracts/common';
import { formatMoney } from '@borong/contracts/money';
import { linkMail } from '../auth/mail';
import type { Db } from '../db/client';
import { checkouts, orders, storeMembers, stores, users } from '../db/schema';
import { enqueueMail } from '../jobs/mail-outbox';
import type { RefundMethod } from '@borong/contracts/disputes';

/*
 * Order mails (issue 11): each event of a seller order is written to the outbox in the same
 * transaction as the event, so a mail is sent exactly when the change commits. The buyer reads
 * them in the language they checked out in; a store's sellers in the language of their membership.
 */

export type OrderEvent = 'placed' | 'paid' | 'accepted' | 'shipped' | 'completed' | 'cancelled' | 'refunded' | 'dispute_opened' | 'dispute_answered';

interface Words {
  subject: string;
  body: string;
}

type Wording = Record<ApiLocale, (o: { no: string; store: string; amount: string; courier: string; tracking: string; reason: string; where: string; answer: string }) => Words>;

/** Where a refund went (RefundMethod), as the buyer reads it. */
const REFUND_PLACES: Record<RefundMethod, Record<ApiLocale, string>> = {
  ECREDIT: { en: 'to your Borong e-credit', ms: 'ke e-kredit Borong anda' },
  ORIGINAL: { en: 'to the payment method you paid with', ms: 'ke kaedah pembayaran yang anda gunakan' },
  CREDIT_TERMS: { en: 'off your credit-terms balance', ms: 'daripada baki terma kredit anda' },
};

/** The dispute's outcome (its status once answered), in the buyer's words. */
const OUTCOMES: Record<string, Record<ApiLocale, string>> = {
  REFUNDED: { en: 'refunded in full', ms: 'dibayar balik sepenuhnya' },
  PARTLY_REFUNDED: { en: 'partly refunded', ms: 'dibayar balik sebahagian' },
  REJECTED: { en: 'rejected', ms: 'ditolak' },
};

const BUYER: Record<OrderEvent, Wording> = {
  placed: {
    en: (o) => ({ subject: `Order ${o.no} placed`, body: `Thank you for your order ${o.no} from ${o.store} (${o.amount}). If it is not paid yet, please pay in time or it is cancelled.` }),
    ms: (o) => ({ subject: `Pesanan ${o.no} dibuat`, body: `Terima kasih atas pesanan ${o.no} daripada ${o.store} (${o.amount}). Jika belum dibayar, sila bayar dalam tempoh yang ditetapkan atau ia akan dibatalkan.` }),
  },
  paid: {
    en: (o) => ({ subject: `Order ${o.no}: payment received`, body: `We received ${o.amount} for order ${o.no}. ${o.store} is preparing it.` }),
    ms: (o) => ({ subject: `Pesanan ${o.no}: bayaran diterima`, body: `Kami telah menerima ${o.amount} untuk pesanan ${o.no}. ${o.store} sedang menyediakannya.` }),
  },
  accepted: {
    en: (o) => ({ subject: `Order ${o.no} accepted by ${o.store}`, body: `${o.store} has accepted order ${o.no} and will pack it.` }),
    ms: (o) => ({ subject: `Pesanan ${o.no} diterima oleh ${o.store}`, body: `${o.store} telah menerima pesanan ${o.no} dan akan membungkusnya.` }),
  },
  shipped: {
    en: (o) => ({ subject: `Order ${o.no} shipped`, body: `${o.store} has shipped order ${o.no} with ${o.courier}, tracking number ${o.tracking}.` }),
    ms: (o) => ({ subject: `Pesanan ${o.no} dihantar`, body: `${o.store} telah menghantar pesanan ${o.no} melalui ${o.courier}, nombor penjejakan ${o.tracking}.` }),
  },
  completed: {
    en: (o) => ({ subject: `Order ${o.no} completed`, body: `Order ${o.no} from ${o.store} is complete. Thank you for buying on Borong.` }),
    ms: (o) => ({ subject: `Pesanan ${o.no} selesai`, body: `Pesanan ${o.no} daripada ${o.store} telah selesai. Terima kasih kerana membeli di Borong.` }),
  },
  cancelled: {
    en: (o) => ({ subject: `Order ${o.no} cancelled`, body: `Order ${o.no} from ${o.store} has been cancelled (${o.reason}).` }),
    ms: (o) => ({ subject: `Pesanan ${o.no} dibatalkan`, body: `Pesanan ${o.no} daripada ${o.store} telah dibatalkan (${o.reason}).` }),
  },
  refunded: {
    en: (o) => ({ subject: `Order ${o.no}: refund of ${o.amount}`, body: `${o.amount} for order ${o.no} has been refunded ${o.where}.` }),
    ms: (o) => ({ subject: `Pesanan ${o.no}: bayaran balik ${o.amount}`, body: `${o.amount} untuk pesanan ${o.no} telah dikembalikan ${o.where}.` }),
  },
  dispute_opened: {
    en: (o) => ({ subject: `Order ${o.no}: dispute received`, body: `We sent your dispute about order ${o.no} to ${o.store}. You will hear from us when they answer.` }),
    ms: (o) => ({ subject: `Pesanan ${o.no}: pertikaian diterima`, body: `Kami telah menghantar pertikaian anda tentang pesanan ${o.no} kepada ${o.store}. Anda akan dimaklumkan apabila mereka menjawab.` }),
  },
  dispute_answered: {
    en: (o) => ({ subject: `Order ${o.no}: your dispute was answered`, body: `${o.store} has answered your dispute about order ${o.no}: ${o.reason}.${o.answer ? ` Their message: ${o.answer}` : ''}` }),
    ms: (o) => ({ subject: `Pesanan ${o.no}: pertikaian anda telah dijawab`, body: `${o.store} telah menjawab pertikaian anda tentang pesanan ${o.no}: ${o.reason}.${o.answer ? ` Mesej mereka: ${o.answer}` : ''}` }),
  },
};

/** What a store's sellers hear about: a paid order to take, and the end of an order. */
const SELLER: Partial<Record<OrderEvent, Wording>> = {
  paid: {
    en: (o) => ({ subject: `New paid order ${o.no}`, body: `Order ${o.no} (${o.amount}) is paid and waiting for you to accept it in the seller console.` }),
    ms: (o) => ({ subject: `Pesanan berbayar baharu ${o.no}`, body: `Pesanan ${o.no} (${o.amount}) telah dibayar dan menunggu anda menerimanya di konsol penjual.` }),
  },
  completed: {
    en: (o) => ({ subject: `Order ${o.no} completed`, body: `The buyer's order ${o.no} is complete.` }),
    ms: (o) => ({ subject: `Pesanan ${o.no} selesai`, body: `Pesanan pembeli ${o.no} telah selesai.` }),
  },
  cancelled: {
    en: (o) => ({ subject: `Order ${o.no} cancelled`, body: `Order ${o.no} has been cancelled (${o.reason}). Do not ship it.` }),
    ms: (o) => ({ subject: `Pesanan ${o.no} dibatalkan`, body: `Pesanan ${o.no} telah dibatalkan (${o.reason}). Jangan hantar pesanan ini.` }),
  },
  dispute_opened: {
    en: (o) => ({ subject: `Order ${o.no}: the buyer opened a dispute`, body: `The buyer of order ${o.no} opened a dispute (${o.reason}). Please answer it in the seller console: refund in full, refund a part, or reject it with a message.` }),
    ms: (o) => ({ subject: `Pesanan ${o.no}: pembeli membuka pertikaian`, body: `Pembeli pesanan ${o.no} telah membuka pertikaian (${o.reason}). Sila jawab di konsol penjual: bayar balik sepenuhnya, bayar balik sebahagian, atau tolak dengan mesej.` }),
  },
};

/** Spec §3's cancellation reasons and the system's own, as the recipient reads them. */
const REASONS: Record<string, Record<ApiLocale, string>> = {
  CHANGE_DELIVERY_ADDRESS: { en: 'change of delivery address', ms: 'tukar alamat penghantaran' },
  CHANGE_PAYMENT_METHOD: { en: 'change of payment method', ms: 'tukar kaedah pembayaran' },
  DELIVERY_TIME_TOO_LONG: { en: 'delivery time too long', ms: 'masa penghantaran terlalu lama' },
  SELLER_REQUEST: { en: 'seller request to cancel', ms: 'permintaan penjual untuk membatalkan' },
  DUPLICATE_ORDER: { en: 'duplicate order', ms: 'pesanan berganda' },
  CHANGE_OF_MIND: { en: 'change of mind', ms: 'ubah fikiran' },
  SHIPPING_COST_TOO_HIGH: { en: 'shipping cost too high', ms: 'kos penghantaran terlalu tinggi' },
  BETTER_PRICE_ELSEWHERE: { en: 'found a better price elsewhere', ms: 'jumpa harga lebih baik di tempat lain' },
  'Not paid in time': { en: 'not paid in time', ms: 'tidak dibayar dalam masa yang ditetapkan' },
  DAMAGED: { en: 'damaged goods', ms: 'barang rosak' },
  WRONG_ITEM: { en: 'wrong item', ms: 'barang salah' },
  MISSING_ITEM: { en: 'missing item', ms: 'barang tidak lengkap' },
  NOT_AS_DESCRIBED: { en: 'not as described', ms: 'tidak seperti yang diterangkan' },
  EXPIRED: { en: 'expired goods', ms: 'barang tamat tempoh' },
  QUALITY: { en: 'poor quality', ms: 'kualiti rendah' },
  ...OUTCOMES,
};

/** A move's reason (`CODE` or `CODE: the buyer's note`) in the recipient's language. */
export function describeReason(reason: string, locale: ApiLocale): string {
  const [code = '', ...note] = reason.split(': ');
  const words = REASONS[code]?.[locale] ?? code;
  return note.length ? `${words}: ${note.join(': ')}` : words;
}

const BUTTON: Record<ApiLocale, { buyer: string; seller: string; greeting: (name: string) => string; smallPrint: string }> = {
  en: { buyer: 'View your order', seller: 'Open the seller console', greeting: (name) => `Hello ${name},`, smallPrint: 'You receive this e-mail because of an order on Borong.' },
  ms: { buyer: 'Lihat pesanan anda', seller: 'Buka konsol penjual', greeting: (name) => `Hai ${name},`, smallPrint: 'Anda menerima e-mel ini kerana pesanan di Borong.' },
};

export interface Notice {
  event: OrderEvent;
  /** Base of the links in the mails (PUBLIC_URL). */
  publicUrl: string;
  reason?: string;
  /** For `refunded`: the sen given back, when it is not the order's total. */
  amount?: number;
  /** For `refunded`: where the money went (e-credit when absent). */
  refundMethod?: RefundMethod;
  /** For `dispute_answered`: the seller's message. */
  answer?: string;
}

/** Writes the event's mails for each order to the outbox, in the caller's transaction. */
export async function notifyOrders(tx: Db, orderIds: readonly number[], notice: Notice): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await tx
    .select({ order: orders, store: { id: stores.id, name: stores.domainName }, buyer: { name: users.name, email: users.email }, locale: checkouts.locale })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(inArray(orders.id, [...orderIds]));
  const sellerWords = SELLER[notice.event];
  const sellers = sellerWords
    ? await tx
        .select({ storeId: storeMembers.storeId, name: users.name, email: users.email, locale: storeMembers.locale })
        .from(storeMembers)
        .innerJoin(users, eq(users.id, storeMembers.userId))
        .where(inArray(storeMembers.storeId, [...new Set(rows.map((r) => r.store.id))]))
    : [];
  for (const { order: o, store, buyer, locale } of rows) {
    const facts = (lang: ApiLocale) => ({
      no: o.orderNo,
      store: store.name,
      amount: formatMoney(notice.amount ?? o.grandTotal, lang),
      courier: o.courier ?? '',
      tracking: o.trackingNo ?? '',
      reason: describeReason(notice.reason ?? '', lang),
      where: REFUND_PLACES[notice.refundMethod ?? 'ECREDIT'][lang],
      answer: notice.answer ?? '',
    });
    const words = BUYER[notice.event][locale](facts(locale));
    await enqueueMail(
      tx,
      linkMail({ locale, to: buyer.email, link: `${notice.publicUrl}${locale === 'ms' ? '/bm' : ''}/order-confirmation/${o.id}`, subject: words.subject, greeting: BUTTON[locale].greeting(buyer.name), body: words.body, button: BUTTON[locale].buyer, smallPrint: BUTTON[locale].smallPrint }),
    );
    if (!sellerWords) continue;
    for (const seller of sellers.filter((s) => s.storeId === store.id)) {
      const sw = sellerWords[seller.locale](facts(seller.locale));
      await enqueueMail(
        tx,
        linkMail({ locale: seller.locale, to: seller.email, link: `${notice.publicUrl}${seller.locale === 'ms' ? '/bm' : ''}/seller/${store.id}/orders/${o.id}`, subject: sw.subject, greeting: BUTTON[seller.locale].greeting(seller.name), body: sw.body, button: BUTTON[seller.locale].seller, smallPrint: BUTTON[seller.locale].smallPrint }),
      );
    }
  }
}
