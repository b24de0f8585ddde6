import { Component, useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import type { MessageKey } from '../i18n/en';
import { useLocalePath, useT } from '../i18n/i18n';

/** The status an error page shows: a thrown Response's own, otherwise 500 (spec §2). */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * What the visitor reads, in their language. Never the exception's own text: that stays in the
 * log (the server logs loader and render failures).
 */
export function errorMessageKey(status: number): MessageKey {
  if (status === 404) return 'error.notFound';
  if (status === 503) return 'error.unavailable';
  return 'SOMETHING.WRONG.TRY.LATER';
}

/** The spec's error page: the status, a message, a link home. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const localePath = useLocalePath();
  const status = errorStatus(error);
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <section aria-labelledby="error-heading" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${t('error.status', { status })} | Borong`}</title>
      {/* The status code already keeps an error out of search results; this says so to every crawler. */}
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-extrabold tracking-tight text-brand-700">{status}</p>
      <h1 id="error-heading" className="mt-4 text-2xl font-semibold text-slate-900">
        {t(errorMessageKey(status))}
      </h1>
      <a href={localePath('/')} className="mt-8 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        {t('error.backHome')}
      </a>
    </section>
  );
}

/**
 * Catches a failure of the error page itself (spec §2: "An error occurred while showing the error
 * page", with a link home). Its texts come in as props, computed before anything could fail.
 */
export class ErrorPageGuard extends Component<{ children: ReactNode; message: string; homeLabel: string; homeHref: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{this.props.message}</h1>
        <a href={this.props.homeHref} className="mt-6 inline-block font-semibold text-brand-800 underline">
          {this.props.homeLabel}
        </a>
      </main>
    );
  }
}
