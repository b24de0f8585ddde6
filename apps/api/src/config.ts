import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The API's configuration, read once from the environment at start. A bad value stops the
 * process with one message listing every bad key, so a deploy fails loudly rather than oddly.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v === 'memory://' || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be unset (PGlite in ./data/pglite), memory:// (in-memory PGlite) or postgres://user@host:port/db',
    }),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^rediss?:\/\//.test(v), { message: 'must be redis://host:port' }),
  SEED: z.enum(['demo', 'none', 'small', 'large']).default('demo'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.split(',').every((url) => url.trim() === '' || /^postgres(ql)?:\/\//.test(url.trim())), {
      message: 'must be a comma-separated list of postgres://user@host:port/db URLs of standbys of DATABASE_URL',
    }),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^smtps?:\/\/[^\s]+$/.test(v), { message: 'must be smtp://user:pass@host:587 or smtps://user:pass@host:465' }),
  MAIL_FROM: z.string().default('Borong <no-reply@borong.my>'),
  AUTH_DEV_TOOLS: z.enum(['true', 'false']).optional(),
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(300),
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'billplz'], { error: 'must be sandbox or billplz' }).default('sandbox'),
  BILLPLZ_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://www.billplz.com' }).default('https://www.billplz-sandbox.com'),
  BILLPLZ_API_KEY: z.string().optional(),
  BILLPLZ_COLLECTION_ID: z.string().optional(),
  BILLPLZ_X_SIGNATURE_KEY: z.string().optional(),
  MYINVOIS: z.enum(['sandbox', 'api'], { error: 'must be sandbox or api' }).default('sandbox'),
  MYINVOIS_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://api.myinvois.hasil.gov.my' }).default('https://preprod-api.myinvois.hasil.gov.my'),
  MYINVOIS_PORTAL_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://myinvois.hasil.gov.my' }).default('https://preprod.myinvois.hasil.gov.my'),
  MYINVOIS_CLIENT_ID: z.string().optional(),
  MYINVOIS_CLIENT_SECRET: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || parseTrustProxy(v) !== null, {
      message: 'must be a number of proxy hops, or a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    }),
});

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Which proxies may tell the client's address in X-Forwarded-For: a hop count (`1`) or the
 * proxies' addresses (`10.0.0.0/8,loopback`), as Fastify's `trustProxy` takes them; null when
 * the value is neither.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  if (/^\d{1,2}$/.test(value.trim())) return { hops: Number(value) };
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !address || isIP(address) === 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
  });
  return valid ? { addresses: entries.join(',') } : null;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null }
  | {
      kind: 'postgres';
      url: string;
      poolSize: number;
      replicaUrls?: string[];
      /** How long a query waits for a free pooled connection before failing (503); 2 s unless a test suite waits longer. */
      connectTimeoutMs?: number;
      /** How long a query may take, lock waits included, before it fails; 10 s unless a test suite waits longer. */
      queryTimeoutMs?: number;
      /** How long a search statement may run before PostgreSQL stops it (SEARCH_STATEMENT_TIMEOUT_MS in db/client.ts unless a test suite wants less). */
      searchTimeoutMs?: number;
    };

export interface ApiConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseTarget;
  redisUrl: string | null;
  seed: 'demo' | 'none' | 'small' | 'large';
  publicUrl: string;
  dataDir: string;
  logLevel: string;
  /** Outbox mail is delivered by SMTP when set; otherwise it stays in the outbox table. */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * The development outbox reader (`GET /dev/outbox/latest`) and the development social-login
   * provider. On by default outside production while PUBLIC_URL is a loopback origin, off in
   * production unless AUTH_DEV_TOOLS=true (the end-to-end tests run the production build with
   * it); never with a PUBLIC_URL others can reach: that start is refused.
   */
  authDevTools: boolean;
  /** Multiplies every sign-in, sign-up and reset rate limit (benchmarks raise it; 1 in production). */
  authRateLimitScale: number;
  /**
   * Searches with a text (stores, products, suggestions) one client address may make a minute
   * (SEARCH_RATE_LIMIT; 0: unlimited, for benchmarks). A person typing makes a few; a script
   * sending texts no cache has seen makes the database work for each.
   */
  searchRateLimit: number;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY). None by default: the client's
   * address is the socket's, so a header cannot reset a per-address limit.
   */
  trustProxy: TrustProxy | false;
  /**
   * The bearer token a Prometheus scraper sends for /api/metrics (METRICS_TOKEN); null: the
   * metrics answer only callers on this machine (loopback).
   */
  metricsToken: string | null;
  /** The sandbox gateway's signing secret (PAYMENT_SANDBOX_SECRET); null: one generated and kept under the data folder. */
  paymentSandboxSecret: string | null;
  /** Which gateway new bills are opened with (PAYMENT_GATEWAY): the sandbox served by the app, or Billplz. */
  paymentGateway: 'sandbox' | 'billplz';
  /** Billplz's API origin and the account's keys; set exactly when paymentGateway is billplz. */
  billplz: BillplzConfig | null;
  /**
   * Where e-invoices are submitted (MYINVOIS): the sandbox in the app (default), or LHDN's
   * MyInvois API at MYINVOIS_API_URL (pre-production by default) as the taxpayer system whose
   * client id and secret are given. `portalUrl` is the host of the validation links.
   */
  myInvois: MyInvoisConfig;
}

export interface MyInvoisConfig {
  mode: 'sandbox' | 'api';
  apiUrl: string;
  portalUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface BillplzConfig {
  apiUrl: string;
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
}

/** What Billplz needs beside its API origin (which defaults to Billplz's sandbox). */
const BILLPLZ_REQUIRED = ['BILLPLZ_API_KEY', 'BILLPLZ_COLLECTION_ID', 'BILLPLZ_X_SIGNATURE_KEY'] as const;

/**
 * What a start with PAYMENT_GATEWAY=billplz lacks, read from the raw environment so it is listed
 * with every other bad setting at once: the account's keys, and HTTPS to any API that is not a
 * stub on this machine (the API key travels with every call).
 */
function billplzProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.PAYMENT_GATEWAY !== 'billplz') return [];
  const problems = BILLPLZ_REQUIRED.filter((key) => !env[key]?.trim()).map((key) => `${key}: required when PAYMENT_GATEWAY is billplz`);
  const url = env.BILLPLZ_API_URL;
  if (url && URL.canParse(url) && new URL(url).protocol === 'http:' && !isLoopbackOrigin(url)) problems.push(`BILLPLZ_API_URL: must be https:// (the API key goes with every call) (got ${JSON.stringify(url)})`);
  return problems;
}

/** The taxpayer system's credentials when e-invoices go to MyInvois, and HTTPS to any API not on this machine (the secret travels to it). */
function myInvoisProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.MYINVOIS !== 'api') return [];
  const problems = (['MYINVOIS_CLIENT_ID', 'MYINVOIS_CLIENT_SECRET'] as const).filter((key) => !env[key]?.trim()).map((key) => `${key}: required when MYINVOIS is api`);
  const url = env.MYINVOIS_API_URL;
  if (url && URL.canParse(url) && new URL(url).protocol === 'http:' && !isLoopbackOrigin(url)) problems.push(`MYINVOIS_API_URL: must be https:// (the client secret goes to it) (got ${JSON.stringify(url)})`);
  return problems;
}

export type TrustProxy = { hops: number } | { addresses: string };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Settings whose whole value is a secret: a problem with one names the key, never the value. */
const SECRET_KEYS = new Set(['MAIWP_VERIFY_KEY', 'MYINVOIS_CLIENT_SECRET', 'PAYMENT_SANDBOX_SECRET', 'BILLPLZ_API_KEY', 'BILLPLZ_X_SIGNATURE_KEY', 'METRICS_TOKEN']);

/**
 * One problem with one setting, for the start-up message: the value it got, with a URL's password
 * masked (DATABASE_URL, REDIS_URL and SMTP_URL may carry one) and secrets left out entirely.
 */
export function configProblem(env: NodeJS.ProcessEnv, path: PropertyKey[], message: string): string {
  const key = String(path[0]);
  const value = env[key];
  if (value === undefined) return `${path.join('.')}: ${message}`;
  if (SECRET_KEYS.has(key)) return `${path.join('.')}: ${message} (hidden)`;
  return `${path.join('.')}: ${message} (got ${JSON.stringify(value.replace(/(\/\/[^/@:\s]*):[^/@\s]*@/g, '$1:***@'))})`;
}

/** Whether an origin can only be reached from this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  const missing = [...billplzProblems(env), ...myInvoisProblems(env)];
  if (!parsed.success || missing.length > 0) {
    throw new ConfigError([...(parsed.error?.issues.map((issue) => configProblem(env, issue.path, issue.message)) ?? []), ...missing]);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // The development tools let anyone sign in as anyone: only a server nobody else can reach may have them.
  if (e.AUTH_DEV_TOOLS === 'true' && !isLoopbackOrigin(publicUrl)) {
    throw new ConfigError([`AUTH_DEV_TOOLS: the development tools (outbox reader, sign-in as any e-mail) are for a server on this machine only, and PUBLIC_URL ${publicUrl} is not a loopback origin`]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  let database: DatabaseTarget;
  if (!e.DATABASE_URL) database = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  else if (e.DATABASE_URL === 'memory://') database = { kind: 'pglite', dataDir: null };
  else {
    const replicaUrls = (e.DATABASE_REPLICA_URLS ?? '').split(',').map((url) => url.trim()).filter(Boolean);
    database = { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DB_POOL_SIZE, ...(replicaUrls.length ? { replicaUrls } : {}) };
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    redisUrl: e.REDIS_URL || null,
    seed: e.SEED,
    publicUrl,
    dataDir,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    authDevTools: e.AUTH_DEV_TOOLS ? e.AUTH_DEV_TOOLS === 'true' : e.NODE_ENV !== 'production' && isLoopbackOrigin(publicUrl),
    authRateLimitScale: e.AUTH_RATE_LIMIT_SCALE,
    searchRateLimit: e.SEARCH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY ? (parseTrustProxy(e.TRUST_PROXY) ?? false) : false,
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    paymentGateway: e.PAYMENT_GATEWAY,
    billplz:
      e.PAYMENT_GATEWAY === 'billplz'
        ? { apiUrl: e.BILLPLZ_API_URL.replace(/\/+$/, ''), apiKey: e.BILLPLZ_API_KEY?.trim() ?? '', collectionId: e.BILLPLZ_COLLECTION_ID?.trim() ?? '', xSignatureKey: e.BILLPLZ_X_SIGNATURE_KEY?.trim() ?? '' }
        : null,
    myInvois: {
      mode: e.MYINVOIS,
      apiUrl: e.MYINVOIS_API_URL.replace(/\/+$/, ''),
      portalUrl: e.MYINVOIS_PORTAL_URL.replace(/\/+$/, ''),
      clientId: e.MYINVOIS_CLIENT_ID?.trim() ?? '',
      clientSecret: e.MYINVOIS_CLIENT_SECRET?.trim() ?? '',
    },
  };
}

/**
 * Reads the API's configuration and the caller's own (the storefront's) together, before anything
 * touches the database: a bad value in either stops the start with one list of every problem.
 */
export function loadStartConfig<Extra>(readExtra: () => Extra, env: NodeJS.ProcessEnv = process.env): { config: ApiConfig; extra: Extra } {
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      problems.push(...err.problems);
      return undefined;
    }
  };
  const config = attempt(() => loadConfig(env));
  const extra = attempt(readExtra);
  if (problems.length > 0 || config === undefined) throw new ConfigError(problems);
  return { config, extra: extra as Extra };
}

/**
 * What a production start should say out loud: the payment and MyInvois sandboxes are the
 * defaults (so a fresh clone runs), and in production they mean no money moves and no e-invoice
 * reaches LHDN.
 */
export function productionSandboxWarnings(config: ApiConfig): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  if (config.paymentGateway === 'sandbox') warnings.push('PAYMENT_GATEWAY is sandbox: payments are simulated and no money moves (set PAYMENT_GATEWAY=billplz)');
  if (config.myInvois.mode === 'sandbox') warnings.push('MYINVOIS is sandbox: e-invoices are validated in the app and never reach LHDN (set MYINVOIS=api)');
  return warnings;
}
