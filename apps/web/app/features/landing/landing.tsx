import type { ReactNode } from 'react';
import { CONTAINER } from '../../ui/container';

/** The hero of a landing page: a small label, the heading, a lead paragraph and the calls to action. */
export function LandingHero({ eyebrow, heading, lead, children }: { eyebrow: string; heading: string; lead: string; children: ReactNode }) {
  return (
    <section className="bg-brand-50">
      <div className={`${CONTAINER} py-10 sm:py-14`}>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{lead}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">{children}</div>
      </div>
    </section>
  );
}

export const PRIMARY_CTA = 'inline-flex h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800';
export const SECONDARY_CTA = 'inline-flex h-12 items-center rounded-lg border border-brand-700 bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50';

/** A numbered list of steps, read in order. */
export function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="mt-4 space-y-3">
      {steps.map((step, i) => (
        <li key={step} className="flex gap-3">
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
            {i + 1}
          </span>
          <span className="pt-1 text-slate-700">{step}</span>
        </li>
      ))}
    </ol>
  );
}

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
      {children}
    </h2>
  );
}
