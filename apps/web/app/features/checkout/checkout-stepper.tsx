import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/en';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-params';

const LABELS: Record<CheckoutStep, MessageKey> = {
  address: 'checkout.stepAddress',
  delivery: 'checkout.stepDelivery',
  payment: 'checkout.stepPayment',
  review: 'checkout.stepReview',
};

/**
 * The checkout stepper (spec §2, §4: current, previous, upcoming; at most 750 px wide). Earlier
 * steps are links back with the answers kept; later ones are plain text until reached.
 */
export function CheckoutStepper({ current, hrefOf }: { current: CheckoutStep; hrefOf: (step: CheckoutStep) => string }) {
  const t = useT();
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.steps')} className="mx-auto max-w-[750px]">
      <ol className="grid grid-cols-4 gap-1 text-center text-xs font-semibold sm:text-sm">
        {CHECKOUT_STEPS.map((step, i) => {
          const state = i < at ? 'previous' : i === at ? 'current' : 'upcoming';
          const bar = state === 'upcoming' ? 'bg-slate-200' : 'bg-brand-700';
          const text = state === 'current' ? 'text-brand-800' : state === 'previous' ? 'text-slate-700' : 'text-slate-500';
          const label = (
            <>
              <span aria-hidden="true" className={`mb-2 block h-1.5 rounded-full ${bar}`} />
              <span className={text}>
                {i + 1}. {t(LABELS[step])}
              </span>
            </>
          );
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'previous' ? (
                <Link to={hrefOf(step)} className="block rounded underline-offset-4 hover:underline">
                  {label}
                </Link>
              ) : (
                <span className="block">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
