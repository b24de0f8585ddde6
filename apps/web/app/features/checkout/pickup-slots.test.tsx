import { describe, expect, it } from 'vitest';
import type { DeliveryOption } from '@borong/contracts/checkout';
import { renderAt, tagsWith } from '../../test/render';
import { PickupSlots } from './pickup-slots';

type Slot = NonNullable<DeliveryOption['slots']>[number];
const day = (date: string, morning: number, afternoon: number, night: number): Slot[] => [
  { date, slot: 'MORNING', remaining: morning, capacity: 8 },
  { date, slot: 'AFTERNOON', remaining: afternoon, capacity: 8 },
  { date, slot: 'NIGHT', remaining: night, capacity: 8 },
];

/** The text of each time's button, in order: its name and what is left. */
const times = (html: string) => [...html.matchAll(/<label[^>]*>(<input[^>]*>)<span[^>]*>([^<]*)<\/span><span>([^<]*)<\/span><\/label>/g)].map(([, input, name, left]) => `${name}: ${left}${input?.includes('checked') ? ' (chosen)' : ''}${input?.includes('disabled') ? ' (disabled)' : ''}`);

describe('pick-up times (walkthrough: the buttons showed the best day’s count, not the chosen date’s)', () => {
  // Tomorrow is full; the day after has room except in the afternoon.
  const slots = [...day('2026-11-27', 0, 0, 0), ...day('2026-11-28', 5, 0, 2), ...day('2026-11-29', 8, 8, 8)];

  it('starts on the first date with room, counting that date only, with its first free time chosen', () => {
    const html = renderAt('/checkout', <PickupSlots storeId={7} slots={slots} chosen={undefined} />);
    expect(tagsWith(html, '<option', 'selected')).toEqual([expect.stringContaining('value="2026-11-28"')]);
    expect(times(html)).toEqual(['Morning: 5 left (chosen)', 'Afternoon: Full (disabled)', 'Night: 2 left']);
  });

  it('keeps the date and time the buyer chose, and shows that date’s counts', () => {
    const html = renderAt('/checkout', <PickupSlots storeId={7} slots={slots} chosen={{ store_id: 7, method: 'SELF_PICK_UP', slot_date: '2026-11-29', slot: 'AFTERNOON' }} />);
    expect(tagsWith(html, '<option', 'selected')).toEqual([expect.stringContaining('value="2026-11-29"')]);
    expect(times(html)).toEqual(['Morning: 8 left', 'Afternoon: 8 left (chosen)', 'Night: 8 left']);
  });

  it('chooses no time on a full date, and names the days with their weekday in the visitor’s language', () => {
    const html = renderAt('/bm/checkout', <PickupSlots storeId={7} slots={slots} chosen={{ store_id: 7, method: 'SELF_PICK_UP', slot_date: '2026-11-27' }} />);
    expect(times(html)).toEqual(['Pagi: Penuh (disabled)', 'Petang: Penuh (disabled)', 'Malam: Penuh (disabled)']);
    expect(html).toContain('>Jum, 27 Nov 2026</option>');
  });
});
