import type { FastifyRequest } from 'fastify';
import type { ApiLocale } from '@borong/contracts/common';

/** The web sends `Accept-Language: ms` for Malay (spec §1); anything else reads as English. */
export function requestLocale(request: FastifyRequest): ApiLocale {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^\s*ms\b/i.test(header) ? 'ms' : 'en';
}

/** Picks the Malay text when asked for and present, falling back to English as the spec's menus do. */
export function localized(locale: ApiLocale, en: string, bm: string | null | undefined): string {
  return locale === 'ms' && bm ? bm : en;
}
