import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFetch } from '../app/lib/api';

/**
 * How long a page's call waits for the API tier to start answering. The API gives up on a query
 * after 10 s; past this the page shows the call's error state (503) instead of hanging.
 */
const PAGE_CALL_TIMEOUT_MS = 15_000;

/**
 * How long a browser's proxied request may go without a byte either way: past the API's own
 * 30 s request timeout, so its answer comes first, and long enough for a slow upload.
 */
const PROXY_IDLE_TIMEOUT_MS = 35_000;

/** How long the readiness check waits for the API tier's health answer. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Headers that belong to one connection (RFC 9110 §7.6.1), and the forwarding headers the web
 * tier writes itself: a browser's own `X-Forwarded-For` must never reach the API tier, which
 * believes whatever its trusted hop (this process) sends.
 */
const NOT_PASSED_ON = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host', 'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip']);

function passedOn(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !NOT_PASSED_ON.has(name)) kept[name] = value;
  return kept;
}

export interface ApiTier {
  /**
   * The pages' API client transport for one page request: `${API_URL}/api${path}` over Node's
   * fetch, whose pool keeps connections alive, with the buyer's address (`request.ip`, which
   * honours the web tier's TRUST_PROXY) as `X-Forwarded-For`.
   */
  fetchFor(clientIp: string): ApiFetch;
  /**
   * Passes a browser's `/api/…` request to the API tier and its answer back, both streamed as
   * they come (bytes, encoding and length untouched), over a keep-alive connection.
   */
  proxy(request: FastifyRequest, reply: FastifyReply): void;
  /** Whether the API tier answers its liveness check. */
  reachable(): Promise<boolean>;
  close(): void;
}

export function apiTier(apiUrl: string): ApiTier {
  const secure = apiUrl.startsWith('https:');
  // Pooled sockets are dropped after 30 s idle, before the API's 65 s keep-alive closes them
  // under a request about to be sent on one.
  const agent = secure ? new https.Agent({ keepAlive: true, timeout: 30_000 }) : new http.Agent({ keepAlive: true, timeout: 30_000 });
  const send = secure ? https.request : http.request;

  return {
    fetchFor: (clientIp) => async (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('x-forwarded-for', clientIp);
      // Between the tiers compression costs both of them CPU and saves no time.
      headers.set('accept-encoding', 'identity');
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(new Error(`the API tier sent no answer in ${PAGE_CALL_TIMEOUT_MS / 1000} s`)), PAGE_CALL_TIMEOUT_MS);
      try {
        return await fetch(`${apiUrl}/api${path}`, { ...init, headers, signal: init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal });
      } finally {
        // Only the wait for the answer is limited: a streamed body (an order export) ends with the page request.
        clearTimeout(timer);
      }
    },

    proxy(request, reply) {
      const headers = passedOn(request.headers);
      headers['x-forwarded-for'] = request.ip;
      headers['x-request-id'] = request.id;
      const upstream = send(`${apiUrl}${request.url}`, { method: request.method, headers, agent, timeout: PROXY_IDLE_TIMEOUT_MS });
      let browserGone = false;
      upstream.on('response', (answer) => {
        reply.status(answer.statusCode ?? 502).headers(passedOn(answer.headers));
        void reply.send(answer);
      });
      upstream.on('timeout', () => upstream.destroy(Object.assign(new Error('the API tier went quiet'), { code: 'PROXY_IDLE' })));
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (reply.sent || browserGone) return;
        request.log.warn({ err: { message: err.message, code: err.code } }, 'API tier unreachable');
        const idle = err.code === 'PROXY_IDLE';
        void reply
          .status(idle ? 504 : 503)
          .header('retry-after', '5')
          .send({ error: true, message: idle ? 'The service took too long to answer; please try again.' : 'The service is unavailable; please try again shortly.' });
      });
      // A browser that goes away mid-request releases the API tier's work too.
      reply.raw.on('close', () => {
        if (reply.raw.writableFinished) return;
        browserGone = true;
        upstream.destroy();
      });
      request.raw.pipe(upstream);
    },

    async reachable() {
      try {
        const res = await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
        await res.body?.cancel();
        return res.ok;
      } catch {
        return false;
      }
    },

    close() {
      agent.destroy();
    },
  };
}
