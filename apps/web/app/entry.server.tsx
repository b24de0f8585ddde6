import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToString, type RenderToPipeableStreamOptions } from 'react-dom/server';
// The same renderer, writing strings to its destination (lib/page-stream.server.ts, decision 0030).
import { renderToPipeableStream } from 'react-dom/server.bun';
import { loadCatalogue } from './i18n/catalogue';
import { LOCALES } from './i18n/locale';
import { PageStream } from './lib/page-stream.server';
import { NonceProvider } from './lib/nonce';
import { IslandsServerContext } from './features/islands/page-runtime';

// Pages render synchronously in either language (i18n/catalogue.ts).
await Promise.all(LOCALES.map(loadCatalogue));

/** Deferred data that has not settled by then is rejected, so the stream can finish. */
export const streamTimeout = 5_000;

/**
 * Streams the page: browsers get the shell as soon as it is ready, crawlers (and other bots) the
 * whole document at once. Every inline script React and React Router write carries the request's
 * CSP nonce (`script-src 'self' 'nonce-…'`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = (loadContext as Partial<AppLoadContext> | undefined)?.nonce;
  const islandsEntry = (loadContext as Partial<AppLoadContext> | undefined)?.islandsEntry;
  const islands = islandsEntry ? { entry: islandsEntry, renderToString } : null;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IslandsServerContext value={islands}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandsServerContext>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const page = new PageStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // React's destination type is a Node writable; it uses only what PageStream has.
          pipe(page as unknown as NodeJS.WritableStream);
          resolve(new Response(page.body, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router; these happen while streaming.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
