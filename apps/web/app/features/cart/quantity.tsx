import { useId, useState } from 'react';
import { largestQuantity, type QuantityProblem, type QuantityRules } from '@borong/contracts/quantity-rules';
import { useT } from '../../i18n/i18n';
import { useFormatCount } from '../../lib/number-format';

/** The buyer's words for each rule a quantity breaks, in the page's language. */
export function useQuantityProblemText(): (problem: QuantityProblem, rules: QuantityRules, stock: number) => string {
  const t = useT();
  const formatCount = useFormatCount();
  return (problem, rules, stock) => {
    switch (problem) {
      case 'OUT_OF_STOCK':
        return t('cart.outOfStock');
      case 'BELOW_MIN':
        return t('cart.belowMin', { count: formatCount(rules.min_qty) });
      case 'OFF_STEP':
        return t('cart.offStep', { count: formatCount(rules.qty_step) });
      case 'ABOVE_MAX':
        return t('cart.aboveMax', { count: formatCount(rules.max_qty ?? stock) });
      case 'ABOVE_STOCK':
        return t('cart.aboveStock', { count: formatCount(stock) });
    }
  };
}

/** "Min. order 10 · in multiples of 5 · max. 100", or null for a product sold one at a time. */
export function useRulesText(): (rules: QuantityRules) => string | null {
  const t = useT();
  const formatCount = useFormatCount();
  return (rules) => {
    const parts: string[] = [];
    if (rules.min_qty > 1) parts.push(t('cart.ruleMin', { count: formatCount(rules.min_qty) }));
    if (rules.qty_step > 1) parts.push(t('cart.ruleStep', { count: formatCount(rules.qty_step) }));
    if (rules.max_qty !== null) parts.push(t('cart.ruleMax', { count: formatCount(rules.max_qty) }));
    return parts.length > 0 ? parts.join(' · ') : null;
  };
}

interface StepperProps {
  rules: QuantityRules;
  stock: number;
  /** The starting (or current) quantity. */
  value: number;
  /** Name of the number input. */
  name?: string;
  /**
   * With it, − and + are submit buttons sending the next quantity under this name, so they work
   * before hydration too (the cart page); without it they change the input in place.
   */
  submitName?: string;
  disabled?: boolean;
  label: string;
  size?: 'sm' | 'md';
}

/**
 * A quantity stepper that only offers quantities the rules allow: − and + move by the carton
 * step between the minimum and the largest orderable quantity; the number input carries the same
 * bounds for typing and for the browser's own check.
 */
export function QuantityStepper({ rules, stock, value, name = 'quantity', submitName, disabled = false, label, size = 'md' }: StepperProps) {
  const t = useT();
  const id = useId();
  const [quantity, setQuantity] = useState(value);
  const largest = largestQuantity(rules, stock);
  const lower = Math.max(rules.min_qty, quantity - rules.qty_step);
  const higher = Math.min(largest, quantity + rules.qty_step);
  const box = size === 'sm' ? 'h-9 w-9' : 'h-11 w-11';
  const button = `${box} inline-flex items-center justify-center text-lg font-bold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300`;
  const step = (next: number) =>
    submitName ? { type: 'submit' as const, name: submitName, value: String(next) } : { type: 'button' as const, onClick: () => setQuantity(next) };
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="inline-flex items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white">
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <button {...step(lower)} disabled={disabled || quantity <= rules.min_qty} aria-label={t('cart.decrease')} className={button}>
        −
      </button>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={rules.min_qty}
        step={rules.qty_step}
        max={largest || undefined}
        value={quantity}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => setQuantity(Number(event.currentTarget.value))}
        className={`${size === 'sm' ? 'h-9 w-14' : 'h-11 w-16'} border-x border-slate-300 text-center font-semibold text-slate-900 [appearance:textfield] focus:outline-2 focus:outline-brand-600 [&::-webkit-inner-spin-button]:appearance-none`}
      />
      <button {...step(higher)} disabled={disabled || quantity >= largest} aria-label={t('cart.increase')} className={button}>
        +
      </button>
    </div>
  );
}
