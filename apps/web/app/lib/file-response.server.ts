import type { ApiResult } from './api';
import { apiErrorText } from '../ui/form/form-answer.server';

type StreamedFile = { body: ReadableStream<Uint8Array> | null; contentType: string | null; contentDisposition: string | null };

/**
 * Passes a file the API answered (a CSV export, an invoice PDF, an e-invoice's JSON) on to the
 * browser as it streams in, fetched with the visitor's session since the browser holds no API
 * token. A refusal is a short plain-text answer with the API's status, its message in the page's
 * language; `signIn` is where a session
 * the API no longer takes goes.
 */
export function fileResponse(request: Request, result: ApiResult<StreamedFile>, fallback: { contentType: string; fileName: string; failure: string }, signIn: () => Response): Response {
  if (!result.ok) {
    if (result.status === 401) throw signIn();
    return new Response(result.status >= 500 ? fallback.failure : apiErrorText(request, result), {
      status: result.status >= 500 ? 502 : result.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(result.data.body, {
    headers: {
      'Content-Type': result.data.contentType ?? fallback.contentType,
      'Content-Disposition': result.data.contentDisposition ?? `attachment; filename="${fallback.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
