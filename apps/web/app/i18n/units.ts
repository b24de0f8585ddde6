import type { MessageKey } from './en';
import { useT } from './i18n';
import type { Translate } from './translate';

/** The selling units the catalogue uses, named in the visitor's language; others show as stored. */
const UNIT_NAMES = {
  bag: 'unit.bag',
  bottle: 'unit.bottle',
  box: 'unit.box',
  bundle: 'unit.bundle',
  carton: 'unit.carton',
  kg: 'unit.kg',
  pack: 'unit.pack',
  piece: 'unit.piece',
  ream: 'unit.ream',
  set: 'unit.set',
  tin: 'unit.tin',
  unit: 'unit.unit',
} as const satisfies Record<string, MessageKey>;

export const KNOWN_UNITS = Object.keys(UNIT_NAMES) as (keyof typeof UNIT_NAMES)[];

/** A unit ("pack") as the visitor reads it ("pek" in Malay): every place that prints a unit names it through this. */
export function unitName(t: Translate, unit: string): string {
  return Object.hasOwn(UNIT_NAMES, unit) ? t(UNIT_NAMES[unit as keyof typeof UNIT_NAMES]) : unit;
}

export function useUnitName(): (unit: string) => string {
  const t = useT();
  return (unit) => unitName(t, unit);
}
