import type { Locale } from './locale';

/**
 * The few strings the last-resort error page needs when even the root loader failed (so no
 * catalogue reached the browser). Kept equal to the catalogues by a test.
 */
export const ERROR_FALLBACK = {
  en: {
    'error.status': 'Error {status}',
    'error.notFound': 'This page could not be found',
    'error.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
    'error.backHome': 'Back to home',
    'error.boundaryFailed': 'An error occurred while showing the error page',
    'SOMETHING.WRONG.TRY.LATER': 'Something went wrong, try again later',
    'a11y.skipToContent': 'Skip to content',
  },
  bm: {
    'error.status': 'Ralat {status}',
    'error.notFound': 'Halaman ini tidak dapat ditemui',
    'error.unavailable': 'Perkhidmatan tidak tersedia buat sementara waktu. Sila cuba sebentar lagi.',
    'error.backHome': 'Kembali ke laman utama',
    'error.boundaryFailed': 'Ralat berlaku semasa memaparkan halaman ralat',
    'SOMETHING.WRONG.TRY.LATER': 'Ada sesuatu yang tidak kena, sila cuba lagi nanti',
    'a11y.skipToContent': 'Langkau ke kandungan',
  },
} as const satisfies Record<Locale, Record<string, string>>;
