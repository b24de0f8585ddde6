import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for LHDN's MyInvois e-Invoice API, a real HTTP server built from its SDK
 * documentation (sdk.myinvois.hasil.gov.my): "Login as Taxpayer System" (POST /connect/token,
 * OAuth client credentials, a bearer token valid an hour), "Submit Documents" (POST
 * /api/v1.0/documentsubmissions/: base64 documents with their SHA-256 hash and code number, 202
 * with accepted and rejected documents), "Get Submission" (GET …/documentsubmissions/{uid}: each
 * document's status, and its longId once valid) and "Get Document Details" (validation steps).
 * It checks the hash and the code number itself rather than with the app's code.
 */

export interface StubDocument {
  uuid: string;
  submissionUid: string;
  codeNumber: string;
  json: unknown;
  status: 'Submitted' | 'Valid' | 'Invalid';
  longId: string | null;
  errors: string[];
}

export async function startMyInvoisStub(account: { clientId: string; clientSecret: string }) {
  const tokens = new Set<string>();
  const documents = new Map<string, StubDocument>();
  const submissions = new Map<string, string[]>();
  const calls: { method: string; path: string; authorized: boolean }[] = [];
  /** Every call but the login is answered with this instead, while set: an HTTP status, or a dropped connection. */
  let failure: number | 'drop' | null = null;
  /** Code numbers refused at submission (synchronous checks) and those found invalid afterwards, with why. */
  const refusals = new Map<string, string>();
  const invalidations = new Map<string, string>();
  let logins = 0;

  const id = (length: number) => randomBytes(length).toString('hex').toUpperCase().slice(0, length);
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, message: string) => send(res, status, { error: { code, message, target: null, details: null } });

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const authorized = bearer !== undefined && tokens.has(bearer);
      calls.push({ method: req.method ?? '', path, authorized });

      if (req.method === 'POST' && path === '/connect/token') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') !== 'client_credentials') return send(res, 400, { error: 'unsupported_grant_type' });
        if (form.get('client_id') !== account.clientId || form.get('client_secret') !== account.clientSecret) return send(res, 400, { error: 'invalid_client' });
        logins++;
        const token = id(40);
        tokens.add(token);
        return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'InvoicingAPI' });
      }
      if (failure === 'drop') return req.socket.destroy();
      if (failure !== null) return error(res, failure, failure === 429 ? 'TooManyRequests' : 'Failure', 'The stub was told to fail');
      if (!authorized) return send(res, 401, { error: { code: 'Unauthorized', message: 'Unauthorized' } });

      if (req.method === 'POST' && path === '/api/v1.0/documentsubmissions/') {
        if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return error(res, 400, 'BadStructure', 'Content type must be application/json');
        const submission = JSON.parse(body) as { documents?: { format: string; document: string; documentHash: string; codeNumber: string }[] };
        if (!Array.isArray(submission.documents) || submission.documents.length === 0 || submission.documents.length > 100) return error(res, 400, 'BadStructure', 'documents must hold 1 to 100 documents');
        const submissionUid = id(26);
        const accepted: { uuid: string; invoiceCodeNumber: string }[] = [];
        const rejected: { invoiceCodeNumber: string; error: { code: string; message: string; target: string; details: { code: string; message: string }[] } }[] = [];
        for (const d of submission.documents) {
          const text = Buffer.from(d.document, 'base64').toString('utf8');
          const reject = (code: string, message: string) => rejected.push({ invoiceCodeNumber: d.codeNumber, error: { code, message, target: d.codeNumber, details: [{ code, message }] } });
          if (d.format !== 'JSON') reject('BadArgument', 'format must match the submission');
          else if (createHash('sha256').update(text, 'utf8').digest('hex') !== d.documentHash) reject('DS303', 'The document hash does not match the document');
          else if (refusals.has(d.codeNumber)) reject('CF321', refusals.get(d.codeNumber) ?? '');
          else {
            const json = JSON.parse(text) as { Invoice?: [{ ID?: [{ _?: string }] }] };
            if (json.Invoice?.[0]?.ID?.[0]?._ !== d.codeNumber) reject('BadArgument', 'codeNumber is not the document ID');
            else {
              const uuid = id(26);
              accepted.push({ uuid, invoiceCodeNumber: d.codeNumber });
              documents.set(uuid, { uuid, submissionUid, codeNumber: d.codeNumber, json, status: 'Submitted', longId: null, errors: [] });
            }
          }
        }
        submissions.set(
          submissionUid,
          accepted.map((a) => a.uuid),
        );
        return send(res, 202, { submissionUid, acceptedDocuments: accepted, rejectedDocuments: rejected });
      }
      const submissionPath = /^\/api\/v1\.0\/documentsubmissions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && submissionPath) {
        const uids = submissions.get(decodeURIComponent(submissionPath[1] ?? ''));
        if (!uids) return error(res, 404, 'NotFound', 'Submission not found');
        const docs = uids.map((uuid) => documents.get(uuid)).filter((d): d is StubDocument => d !== undefined);
        const overallStatus = docs.some((d) => d.status === 'Submitted') ? 'in progress' : docs.every((d) => d.status === 'Valid') ? 'valid' : docs.some((d) => d.status === 'Valid') ? 'partially valid' : 'invalid';
        return send(res, 200, {
          submissionUid: submissionPath[1],
          documentCount: docs.length,
          dateTimeReceived: new Date().toISOString(),
          overallStatus,
          documentSummary: docs.map((d) => ({ uuid: d.uuid, submissionUid: d.submissionUid, longId: d.status === 'Valid' ? d.longId : '', internalId: d.codeNumber, typeName: 'invoice', typeVersionName: '1.0', status: d.status })),
        });
      }
      const detailsPath = /^\/api\/v1\.0\/documents\/([^/]+)\/details$/.exec(path);
      if (req.method === 'GET' && detailsPath) {
        const doc = documents.get(decodeURIComponent(detailsPath[1] ?? ''));
        if (!doc) return error(res, 404, 'NotFound', 'Document not found');
        return send(res, 200, {
          uuid: doc.uuid,
          status: doc.status,
          longId: doc.longId,
          validationResults: {
            status: doc.status,
            validationSteps: [
              { status: 'Valid', name: 'Step01-Structure Validator' },
              ...(doc.errors.length ? [{ status: 'Invalid', name: 'Step03-Taxpayer Validator', error: { error: 'Taxpayer validation failed', innerError: doc.errors.map((e) => ({ error: e })) } }] : []),
            ],
          },
        });
      }
      return error(res, 404, 'NotFound', 'Not found');
    })().catch((err: unknown) => error(res, 500, 'StubError', String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    documents,
    calls,
    logins: () => logins,
    failWith(next: number | 'drop' | null) {
      failure = next;
    },
    /** Refuses the document with this code number at submission. */
    refuse(codeNumber: string, message: string) {
      refusals.set(codeNumber, message);
    },
    /** Finds the document with this code number invalid when validated. */
    invalidate(codeNumber: string, message: string) {
      invalidations.set(codeNumber, message);
    },
    /** MyInvois's asynchronous validation: every submitted document becomes valid, or invalid where told so. */
    validateAll() {
      for (const d of documents.values()) {
        if (d.status !== 'Submitted') continue;
        const problem = invalidations.get(d.codeNumber);
        if (problem) Object.assign(d, { status: 'Invalid', errors: [problem] });
        else Object.assign(d, { status: 'Valid', longId: `${id(20)} ${id(20)}`.replace(' ', '') });
      }
    },
    /** Forgets every token, as if the hour had passed. */
    expireTokens() {
      tokens.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type MyInvoisStub = Awaited<ReturnType<typeof startMyInvoisStub>>;
