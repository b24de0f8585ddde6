import { useEffect } from 'react';

/** The shape of a notice-queue request this feature makes (spec §4: an expired card queues a HIGH alert). */
export interface ExpiredCardAlert {
  type: 'ALERT';
  priority: 'HIGH';
  msg: string;
  /** Closing the alert leads to the member cards page, where the card can be renewed or replaced. */
  redirectTo: string;
}

interface CardExpiry {
  card_no: string;
  is_expired: boolean;
  expires_on: string;
}

/** Session-storage key of the cards already alerted about in this browser session. */
export const ALERTED_KEY = 'memberCardExpiredAlerted';

/**
 * The alerts to queue for a buyer's cards: one HIGH-priority alert per expired card not yet
 * alerted about in this browser session (the alert would otherwise repeat on every page).
 */
export function expiredCardAlerts(cards: readonly CardExpiry[], alreadyAlerted: ReadonlySet<string>, message: (card: CardExpiry) => string, redirectTo: string): ExpiredCardAlert[] {
  return cards.filter((card) => card.is_expired && !alreadyAlerted.has(card.card_no)).map((card) => ({ type: 'ALERT', priority: 'HIGH', msg: message(card), redirectTo }));
}

function readAlerted(storage: Storage): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ALERTED_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Queues the expired-card alerts once the page is in the browser; `enqueue` is the layout notice
 * queue's `enqueueNotice` (features/notices).
 */
export function useExpiredCardAlerts(cards: readonly CardExpiry[] | null, enqueue: (alert: ExpiredCardAlert) => void, message: (card: CardExpiry) => string, redirectTo: string) {
  useEffect(() => {
    if (!cards?.length) return;
    const alerted = readAlerted(sessionStorage);
    const alerts = expiredCardAlerts(cards, alerted, message, redirectTo);
    if (!alerts.length) return;
    for (const card of cards) if (card.is_expired) alerted.add(card.card_no);
    sessionStorage.setItem(ALERTED_KEY, JSON.stringify([...alerted]));
    for (const alert of alerts) enqueue(alert);
    // Cards are compared by value: a new array with the same cards must not queue again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cards?.map((c) => `${c.card_no}:${c.is_expired}`).join(',')]);
}

/** A card number as printed: four groups of four digits. */
export const formatCardNo = (cardNo: string) => cardNo.replace(/(\d{4})(?=\d)/g, '$1 ');
