import type { z } from 'zod';
import { apiErrorSchema, type ApiError, type ApiLocale } from '@borong/contracts/common';

/**
 * The core of the REST API client (spec §7, "the shared client"); each feature's `api.ts` owns
 * its calls on top of it. Every request carries `Accept-Language` (`en` or `ms`) and
 * `Authorization: Bearer <token>` when there is a token. Bodies go as JSON, or as they are for
 * `FormData` (multipart), `URLSearchParams` (urlencoded) and binary. Answers are checked against
 * the contract's zod schema, or read as a `Blob`/`ArrayBuffer`. It never throws for an HTTP or
 * network failure: it returns `{ ok: false, status, error }` with the server's error body, and the
 * caller decides what to show.
 */

/**
 * What the client reads of an API answer. A Fetch `Response` is one; the in-process API (one
 * process serving pages and API) answers with a lighter one rather than build a `Response` and
 * its `Headers` for every call of every page (apps/web/server/storefront.ts).
 */
export interface ApiAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly statusText: string;
  readonly headers: { get(name: string): string | null };
  readonly body: ReadableStream<Uint8Array> | null;
  json(): Promise<unknown>;
  blob(): Promise<Blob>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * Fetches an API path (relative to `/api`, e.g. `/v1/categories/menu`): in memory in the one
 * process (apps/web/server/storefront.ts), over HTTP from the web tier (api-tier.ts) and the browser.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<ApiAnswer>;

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };
export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

export interface ApiClientOptions {
  fetch: ApiFetch;
  locale: ApiLocale;
  token?: string | null;
  /** Aborts every call of this client, e.g. the page request's signal. */
  signal?: AbortSignal;
  /** Told when an answer does not match its contract; the caller gets a 502 result either way. */
  onContractMismatch?: (path: string, issues: z.core.$ZodIssue[]) => void;
  /** Answers kept with their ETag, asked for again with `If-None-Match` (the server shares one store between its page requests). */
  kept?: KeptAnswers;
}

/**
 * GET answers that came with an `ETag` (the API sends one only for answers that are the same for
 * every caller of a language: the category menu and tree), kept parsed and frozen. Asked for
 * again, a 304 hands back the kept value: no JSON to read and no schema to check.
 */
export class KeptAnswers {
  private readonly entries = new Map<string, { etag: string; data: unknown }>();

  constructor(private readonly maxEntries = 100) {}

  get(key: string): { etag: string; data: unknown } | undefined {
    return this.entries.get(key);
  }

  set(key: string, etag: string, data: unknown): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
    this.entries.set(key, { etag, data: deepFreeze(data) });
  }
}

/** Shared between page requests, so nothing may change it in place: a change throws instead of leaking into another page. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

type QueryValue = string | number | boolean | null | undefined;
type Query = Record<string, QueryValue>;

/**
 * The query a caller may send to a route that parses its query with `schema`: the fields the
 * route reads, typed as it reads them (the input side of a `preprocess` is `unknown`, which would
 * type nothing), each optional because the route defaults them.
 */
export type QueryOf<S extends z.ZodType> = {
  [K in keyof z.input<S>]?: K extends keyof z.output<S> ? Extract<z.output<S>[K], QueryValue> : QueryValue;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Query;
  /** A plain value goes as JSON; `FormData`, `URLSearchParams`, `Blob` and buffers go as they are. */
  body?: unknown;
  /** Headers a call needs beside the client's own (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Query values the client leaves out: not given, or empty as a browser form sends them. */
function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const NETWORK_FAILURE: ApiError = { error: true, message: 'Service unavailable' };
const CONTRACT_MISMATCH: ApiError = { error: true, message: 'Unexpected response from the server' };

async function readJson(response: ApiAnswer): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The error body of a failed call; a body that is not an API error (a proxy's HTML page) gets a plain one. */
function errorBody(status: number, body: unknown, statusText: string): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  return { error: true, message: statusText || `Request failed with status ${status}` };
}

/** Fetch sets the multipart boundary and the urlencoded type itself; JSON needs saying. */
function encodeBody(body: unknown, headers: Record<string, string>): BodyInit {
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob || body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body as BodyInit;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

export function createApiClient({ fetch, locale, token, signal, onContractMismatch, kept }: ApiClientOptions) {
  async function send(method: Method, path: string, options: RequestOptions, accept: string): Promise<{ response: ApiAnswer; path: string } | ApiFailure> {
    const fullPath = path + queryString(options.query);
    const headers: Record<string, string> = { ...options.headers, Accept: accept, 'Accept-Language': locale };
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (options.body !== undefined) init.body = encodeBody(options.body, headers);
    if (signal) init.signal = signal;
    try {
      const response = await fetch(fullPath, init);
      if (response.ok || (response.status === 304 && 'If-None-Match' in headers)) return { response, path: fullPath };
      return { ok: false, status: response.status, error: errorBody(response.status, await readJson(response), response.statusText) };
    } catch {
      return { ok: false, status: 503, error: NETWORK_FAILURE };
    }
  }

  /** A call answered with JSON, checked against the contract's schema. */
  async function json<T>(schema: z.ZodType<T>, method: Method, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    const keptKey = kept && method === 'GET' ? `${locale} ${path}${queryString(options.query)}` : null;
    const held = keptKey === null ? undefined : kept?.get(keptKey);
    const sent = await send(method, path, held ? { ...options, headers: { ...options.headers, 'If-None-Match': held.etag } } : options, 'application/json');
    if (!('response' in sent)) return sent;
    if (sent.response.status === 304 && held) return { ok: true, status: 200, data: held.data as T };
    const parsed = schema.safeParse(await readJson(sent.response));
    if (!parsed.success) {
      onContractMismatch?.(sent.path, parsed.error.issues);
      return { ok: false, status: 502, error: CONTRACT_MISMATCH };
    }
    const etag = sent.response.headers.get('etag');
    if (keptKey !== null && etag) kept?.set(keptKey, etag, parsed.data);
    return { ok: true, status: sent.response.status, data: parsed.data };
  }

  /** A call answered with a file (an invoice PDF …): its bytes and content type, unparsed. */
  async function binary<K extends 'blob' | 'arrayBuffer'>(
    as: K,
    method: Method,
    path: string,
    options: RequestOptions & { accept?: string } = {},
  ): Promise<ApiResult<{ body: K extends 'blob' ? Blob : ArrayBuffer; contentType: string | null }>> {
    const sent = await send(method, path, options, options.accept ?? '*/*');
    if (!('response' in sent)) return sent;
    try {
      const body = (as === 'blob' ? await sent.response.blob() : await sent.response.arrayBuffer()) as K extends 'blob' ? Blob : ArrayBuffer;
      return { ok: true, status: sent.response.status, data: { body, contentType: sent.response.headers.get('content-type') } };
    } catch {
      return { ok: false, status: 503, error: NETWORK_FAILURE };
    }
  }

  /**
   * A call answered with a file to pass on as it comes (a CSV export): the body stream unread and
   * the headers that name it, so a resource route can hand the bytes to the browser unbuffered.
   */
  async function stream(method: Method, path: string, options: RequestOptions & { accept?: string } = {}): Promise<ApiResult<{ body: ReadableStream<Uint8Array> | null; contentType: string | null; contentDisposition: string | null }>> {
    const sent = await send(method, path, options, options.accept ?? '*/*');
    if (!('response' in sent)) return sent;
    const { headers, body } = sent.response;
    return { ok: true, status: sent.response.status, data: { body, contentType: headers.get('content-type'), contentDisposition: headers.get('content-disposition') } };
  }

  return {
    locale,
    json,
    binary,
    stream,
    get: <T>(schema: z.ZodType<T>, path: string, query?: Query) => json(schema, 'GET', path, { query }),
    post: <T>(schema: z.ZodType<T>, path: string, body?: unknown) => json(schema, 'POST', path, { body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's way to the API: same origin, under `/api`. */
export const browserApiFetch: ApiFetch = (path, init) => window.fetch(`/api${path}`, init);
