import { useState } from 'react';
import type { DeliveryOption } from '@borong/contracts/checkout';
import { TIME_SLOTS, type TimeSlot } from '@borong/contracts/statuses';
import { useT } from '../../i18n/i18n';
import { useFormatDate } from '../../lib/date-format';
import { useFormatCount } from '../../lib/number-format';
import type { CheckoutParams } from './checkout-params';
import { SLOT_LABELS } from './labels';

type DeliveryChoice = CheckoutParams['deliveries'][number];
type PickupSlot = NonNullable<DeliveryOption['slots']>[number];

/**
 * The pick-up date and time of one seller. The times show what is left on the date chosen, and
 * follow the date as it changes; the first date and time with room are chosen unless the buyer
 * chose before. Without script the server's counts are those of the date it rendered, and a
 * full slot sent anyway comes back as the quote's "This time slot is full".
 */
export function PickupSlots({ storeId, slots, chosen }: { storeId: number; slots: PickupSlot[]; chosen: DeliveryChoice | undefined }) {
  const t = useT();
  const formatCount = useFormatCount();
  const formatDate = useFormatDate();
  const dates = [...new Set(slots.map((s) => s.date))];
  const remainingOn = (date: string, time: TimeSlot) => slots.find((s) => s.date === date && s.slot === time)?.remaining ?? 0;
  const firstWithRoom = dates.find((date) => TIME_SLOTS.some((time) => remainingOn(date, time) > 0)) ?? dates[0] ?? '';
  const [date, setDate] = useState(chosen?.slot_date && dates.includes(chosen.slot_date) ? chosen.slot_date : firstWithRoom);
  const [time, setTime] = useState(chosen?.slot);
  const checkedTime = time && remainingOn(date, time) > 0 ? time : TIME_SLOTS.find((candidate) => remainingOn(date, candidate) > 0);
  return (
    <div className="mt-3 pl-7">
      <label htmlFor={`slot-date-${storeId}`} className="block text-sm font-medium text-slate-700">
        {t('checkout.pickupDate')}
      </label>
      <select id={`slot-date-${storeId}`} name={`slot_date_${storeId}`} value={date} onChange={(event) => setDate(event.target.value)} className="mt-1 h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm">
        {dates.map((day) => (
          <option key={day} value={day}>
            {formatDate(day, 'weekday')}
          </option>
        ))}
      </select>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-700">{t('checkout.pickupTime')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {TIME_SLOTS.map((slot) => {
            const remaining = remainingOn(date, slot);
            return (
              <label key={slot} className={`flex w-[92px] flex-col items-center rounded-lg border px-2 py-2 text-center text-xs ${remaining ? 'cursor-pointer border-slate-300 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600' : 'cursor-not-allowed border-dashed border-slate-200 text-slate-500'}`}>
                <input type="radio" name={`slot_${storeId}`} value={slot} disabled={remaining === 0} checked={checkedTime === slot} onChange={() => setTime(slot)} className="sr-only" />
                <span className="font-semibold">{t(SLOT_LABELS[slot])}</span>
                <span>{remaining ? t('checkout.slotsLeft', { count: formatCount(remaining) }) : t('checkout.slotFull')}</span>
              </label>
            );
          })}
        </div>
        <p className="mt-1 text-xs text-slate-500">{t('checkout.slotNote')}</p>
      </fieldset>
    </div>
  );
}
