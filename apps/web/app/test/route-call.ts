import type { AppLoadContext } from 'react-router';

/** One call the page made to the API, as the API would receive it. */
export interface ApiCall {
  method: string;
  path: string;
  authorization: string | null;
  language: string | null;
  body: unknown;
  /** A multipart body (FormData), as sent. */
  form?: FormData;
}

/** What the stub answers: a status and a JSON body, or undefined for a call the test did not expect. */
export type ApiAnswer = { status: number; body: unknown } | undefined;

/**
 * A load context whose `apiFetch` is answered by `answer` instead of the API, and the calls it
 * received. An unexpected call fails the test; an answer that breaks the API contract does too
 * (the client reports it through console.error, which the console guard turns into a failure).
 */
export function stubApi(answer: (call: ApiCall) => ApiAnswer = () => undefined): { context: AppLoadContext; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const apiFetch = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path,
      authorization: headers.get('authorization'),
      language: headers.get('accept-language'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      ...(init.body instanceof FormData ? { form: init.body } : {}),
    };
    calls.push(call);
    const answered = answer(call);
    if (!answered) throw new Error(`unexpected API call: ${call.method} ${path}`);
    return new Response(JSON.stringify(answered.body), { status: answered.status, headers: { 'content-type': 'application/json' } });
  };
  const context = { apiFetch, nonce: 'test-nonce', publicConfig: {}, islandsEntry: null } as unknown as AppLoadContext;
  return { context, calls };
}

/** A session token of the shape the session cookie carries. */
export const TEST_TOKEN = 't'.repeat(43);

/** A page request as the storefront gets it: GET, or POST with form fields; signed in when `token` is given. */
export function pageRequest(url: string, options: { token?: string; form?: Record<string, string> } = {}): Request {
  const headers = new Headers();
  if (options.token) headers.set('cookie', `borong_session=${options.token}`);
  if (!options.form) return new Request(new URL(url, 'http://shop.test'), { headers });
  return new Request(new URL(url, 'http://shop.test'), { method: 'POST', headers, body: new URLSearchParams(options.form) });
}

/** What a loader or action ended with, returned or thrown: a Response, `data(…)` with its init, or plain data. */
export interface Outcome {
  status: number;
  location: string | null;
  data: unknown;
}

/** Runs a route's loader or action with the given request, context and params and settles its outcome. */
export async function settle<A>(fn: (args: A) => unknown, args: { request: Request; context: AppLoadContext; params?: Record<string, string> }): Promise<Outcome> {
  let result: unknown;
  try {
    result = await fn({ params: {}, ...args } as unknown as A);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const text = await result.text();
    return { status: result.status, location: result.headers.get('location'), data: text ? safeJson(text) : null };
  }
  if (isDataWithInit(result)) return { status: result.init?.status ?? 200, location: null, data: result.data };
  if (result instanceof Error) throw result;
  return { status: 200, location: null, data: result };
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
