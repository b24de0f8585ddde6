import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Billplz's API v3, a real HTTP server built from its published
 * documentation (Billplz/api_slate, source/index.html.md): "Authentication" (HTTP Basic, the API
 * key as user, no password), "Create a Bill" (its required and optional arguments and their
 * limits, the bill object answered), "Get a Bill", "Errors" (401, 404, 422) and "X Signature
 * Callback Url" (the bill's fields posted to callback_url, signed). It signs by the documented
 * steps itself rather than with the app's signer, so the two are checked against each other.
 */

export interface StubBill {
  id: string;
  collection_id: string;
  paid: boolean;
  state: 'due' | 'paid' | 'deleted';
  amount: number;
  paid_amount: number;
  due_at: string;
  email: string;
  mobile: string | null;
  name: string;
  url: string;
  reference_1_label: string;
  reference_1: string | null;
  reference_2_label: string;
  reference_2: string | null;
  redirect_url: string | null;
  callback_url: string;
  description: string;
  paid_at: string | null;
  transaction_id: string | null;
  transaction_status: 'pending' | 'completed' | 'failed' | null;
}

export interface StubRequest {
  method: string;
  path: string;
  /** Whether it carried the account's key as HTTP Basic user with an empty password. */
  authorized: boolean;
  fields: Record<string, string>;
}

/** X Signature, by the documented steps: key+value per field but x_signature, sorted ignoring case, joined with "|", HMAC-SHA256 hex. */
export function billplzSignature(fields: Record<string, string>, key: string): string {
  const source = Object.entries(fields)
    .filter(([name]) => name !== 'x_signature')
    .map(([name, value]) => `${name}${value}`)
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0))
    .join('|');
  return createHmac('sha256', key).update(source).digest('hex');
}

const LIMITS: Record<string, number> = { name: 255, description: 200, reference_1_label: 20, reference_2_label: 20, reference_1: 120, reference_2: 120 };

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    return Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startBillplzStub(account: { apiKey: string; collectionId: string; xSignatureKey: string }) {
  const bills = new Map<string, StubBill>();
  const requests: StubRequest[] = [];
  /** What every call is answered with instead, while set: an HTTP status, or a dropped connection. */
  let failure: number | 'drop' | null = null;
  let origin = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, type: string, message: string) => send(res, status, { error: { type, message: [message] } });
  const billObject = ({ transaction_id: _id, transaction_status: _status, ...documented }: StubBill) => documented;

  const server = createServer((req, res) => {
    void (async () => {
      const fields = await readBody(req);
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
      const authorized = scheme === 'Basic' && Buffer.from(encoded ?? '', 'base64').toString('utf8') === `${account.apiKey}:`;
      requests.push({ method: req.method ?? '', path, authorized, fields });
      if (failure === 'drop') return req.socket.destroy();
      if (failure !== null) return error(res, failure, 'Failure', 'The stub was told to fail');
      if (!authorized) return error(res, 401, 'Unauthorized', 'Unauthorized');

      if (req.method === 'POST' && path === '/api/v3/bills') {
        const problems: string[] = [];
        for (const required of ['collection_id', 'name', 'amount', 'callback_url', 'description']) if (!fields[required]) problems.push(`${required} is missing`);
        if (!fields.email && !fields.mobile) problems.push('email or mobile is required');
        if (fields.amount && !/^[1-9]\d*$/.test(fields.amount)) problems.push('amount must be a positive integer in sen');
        for (const [name, max] of Object.entries(LIMITS)) if ((fields[name] ?? '').length > max) problems.push(`${name} is longer than ${max}`);
        if (problems.length > 0) return error(res, 422, 'Unprocessable Entity', problems.join(', '));
        if (fields.collection_id !== account.collectionId) return error(res, 422, 'RecordNotFound', 'Collection not found');
        const id = randomBytes(6).toString('base64url');
        const bill: StubBill = {
          id,
          collection_id: account.collectionId,
          paid: false,
          state: 'due',
          amount: Number(fields.amount),
          paid_amount: 0,
          due_at: new Date().toISOString().slice(0, 10),
          email: fields.email ?? '',
          mobile: fields.mobile ?? null,
          name: fields.name ?? '',
          url: `${origin}/bills/${id}`,
          reference_1_label: fields.reference_1_label ?? 'Reference 1',
          reference_1: fields.reference_1 ?? null,
          reference_2_label: fields.reference_2_label ?? 'Reference 2',
          reference_2: fields.reference_2 ?? null,
          redirect_url: fields.redirect_url ?? null,
          callback_url: fields.callback_url ?? '',
          description: fields.description ?? '',
          paid_at: null,
          transaction_id: null,
          transaction_status: null,
        };
        bills.set(id, bill);
        return send(res, 200, billObject(bill));
      }
      const get = /^\/api\/v3\/bills\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && get) {
        const bill = bills.get(decodeURIComponent(get[1] ?? ''));
        return bill ? send(res, 200, { ...billObject(bill), paid_at: bill.paid_at }) : error(res, 404, 'RecordNotFound', 'Bill not found');
      }
      return error(res, 404, 'RecordNotFound', 'Not found');
    })().catch((err: unknown) => error(res, 500, 'StubError', String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const bill = (id: string) => {
    const found = bills.get(id);
    if (!found) throw new Error(`the stub has no bill ${id}`);
    return found;
  };

  return {
    origin,
    bills,
    requests,
    /** The last bill created. */
    lastBill: () => [...bills.values()].at(-1),
    failWith(next: number | 'drop' | null) {
      failure = next;
    },
    /** A payment on the bill, as the payer's bank reports it to Billplz. */
    settle(id: string, outcome: 'paid' | 'failed' | 'pending' | 'deleted', paidAmount?: number) {
      const b = bill(id);
      if (outcome === 'paid') Object.assign(b, { paid: true, state: 'paid', paid_amount: paidAmount ?? b.amount, paid_at: '2026-11-24 18:00:00 +0800', transaction_status: 'completed' });
      else if (outcome === 'deleted') Object.assign(b, { state: 'deleted' });
      else Object.assign(b, { transaction_status: outcome });
      b.transaction_id = randomBytes(6).toString('hex').toUpperCase();
    },
    /** The callback Billplz posts for the bill: where to, and the signed form body (with Extra Payment Completion Information on). */
    callback(id: string, override: Partial<Record<string, string>> = {}, key = account.xSignatureKey) {
      const b = bill(id);
      const fields: Record<string, string> = {
        id: b.id,
        collection_id: b.collection_id,
        paid: String(b.paid),
        state: b.state,
        amount: String(b.amount),
        paid_amount: String(b.paid_amount),
        due_at: b.due_at,
        email: b.email,
        mobile: b.mobile ?? '',
        name: b.name,
        url: b.url,
        paid_at: b.paid_at ?? '',
        transaction_id: b.transaction_id ?? '',
        transaction_status: b.transaction_status ?? '',
      };
      for (const [name, value] of Object.entries(override)) if (value !== undefined) fields[name] = value;
      return { url: b.callback_url, body: new URLSearchParams({ ...fields, x_signature: billplzSignature(fields, key) }) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type BillplzStub = Awaited<ReturnType<typeof startBillplzStub>>;
