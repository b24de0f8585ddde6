import type { AppLoadContext } from 'react-router';

/**
 * The origin absolute URLs start with: PUBLIC_URL's, from the server's load context. The request's
 * own origin comes from the Host (or a proxy's X-Forwarded-Host) header, which the sender chooses;
 * printed into a cached page or sitemap it would send search engines and buyers elsewhere. Only
 * `react-router dev`, a local run without the server's context, falls back to it.
 */
export function publicOrigin(context: AppLoadContext | undefined, request: Request): string {
  return (context as Partial<AppLoadContext> | undefined)?.publicOrigin ?? new URL(request.url).origin;
}
