import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@borong/contracts/auth';
import { ConfigError, configProblem, loadStartConfig } from '@borong/api/config';
import { PAGE_CACHE_DEFAULT_SECONDS } from './page-cache';

/**
 * The storefront's own settings, read once at start. Only `public` reaches the browser; the
 * maiwp verify key stays on the server, where the gate is checked.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Which tier this process serves: both (the one-process default), the API alone, or the pages alone. */
  SERVE: z.enum(['all', 'api', 'web'], { error: 'must be all, api or web' }).default('all'),
  /** The API tier a web-tier process calls (SERVE=web): its origin, `/api` paths appended. */
  API_URL: z.url({ protocol: /^https?$/, error: 'must be the API tier\'s http(s) origin, such as http://10.0.1.5:3001' }).optional(),
  STOREFRONT_VARIANT: z.enum(['marketplace', 'retailer']).default('marketplace'),
  SOURCE_INSTANCE: z.enum(['default', 'maiwp']).default('default'),
  MAIWP_VERIFY_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  MAIWP_REDIRECT_URL: z.url().optional(),
  OTHER_STOREFRONT_URL: z.url().optional(),
  QUOTATION_URL: z.url().default('https://borong.my/quotation'),
  WEB_BUILD_DIR: z.string().optional(),
  // Read as the API reads them (apps/api/src/config.ts): one public address for both.
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  /** Read as the API reads it: with Redis, every process shares one guest page cache. */
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^rediss?:\/\//.test(v), { message: 'must be redis://host:port' }),
  /** How long a guest page is kept (server/page-cache.ts); 0 renders every request. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(PAGE_CACHE_DEFAULT_SECONDS),
  /**
   * The social providers whose browser sign-in (the provider's SDK and this site's client id) is
   * set up, comma-separated. None by default, and none in this build: the storefront has no
   * provider's browser flow yet, so a button could only fail (issue 14).
   */
  SOCIAL_SIGN_IN: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.enum(SOCIAL_PROVIDERS, { error: `must list only ${SOCIAL_PROVIDERS.join(', ')}` }))),
});

export interface WebConfig {
  env: 'development' | 'production' | 'test';
  /** What this process serves (SERVE): the pages and the API, the API alone, or the pages alone calling the API tier at `apiUrl` (no trailing slash). */
  tier: { serve: 'all' | 'api' } | { serve: 'web'; apiUrl: string };
  buildDir: string;
  maiwpVerifyKey: string | null;
  maiwpRedirectUrl: string | null;
  otherStorefrontUrl: string | null;
  sourceInstance: 'default' | 'maiwp';
  /**
   * The origin every absolute URL the pages print starts with (canonical and hreflang links,
   * sitemaps, robots.txt, JSON-LD). Never the request's Host or X-Forwarded-Host: those are the
   * sender's to choose, and the pages that carry them are cached.
   */
  publicOrigin: string;
  /** The guest page cache: kept this long (0: off), in Redis when `redisUrl` is set, else in this process. */
  pageCache: { ttlSeconds: number; redisUrl: string | null };
  /** `socialProviders`: the only sign-in buttons the login modal and /register offer. */
  public: { variant: 'marketplace' | 'retailer'; quotationUrl: string; socialProviders: SocialProvider[] };
}

export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const parsed = envSchema.safeParse(env);
  const missing = env.SERVE === 'web' && !env.API_URL ? ['API_URL: required when SERVE is web (the API tier\'s origin, such as http://127.0.0.1:3001)'] : [];
  if (!parsed.success || missing.length > 0) {
    throw new ConfigError([...(parsed.error?.issues.map((issue) => configProblem(env, issue.path, issue.message)) ?? []), ...missing]);
  }
  const e = parsed.data;
  const here = path.dirname(fileURLToPath(import.meta.url));
  return {
    env: e.NODE_ENV,
    // API_URL is there with SERVE=web: its absence was a problem above.
    tier: e.SERVE === 'web' ? { serve: 'web', apiUrl: (e.API_URL ?? '').replace(/\/+$/, '') } : { serve: e.SERVE },
    buildDir: path.resolve(e.WEB_BUILD_DIR ?? path.join(here, '..', 'build')),
    maiwpVerifyKey: e.MAIWP_VERIFY_KEY ?? null,
    maiwpRedirectUrl: e.MAIWP_REDIRECT_URL ?? null,
    otherStorefrontUrl: e.OTHER_STOREFRONT_URL ?? null,
    sourceInstance: e.SOURCE_INSTANCE,
    pageCache: { ttlSeconds: e.PAGE_CACHE_SECONDS, redisUrl: e.REDIS_URL || null },
    publicOrigin: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    public: { variant: e.STOREFRONT_VARIANT, quotationUrl: e.QUOTATION_URL, socialProviders: [...new Set(e.SOCIAL_SIGN_IN)] },
  };
}

export type ClusterRole = 'web' | 'api';

export interface ClusterPlan {
  processes: Record<ClusterRole, number>;
  /** What each role's processes get on top of this environment. */
  env: Record<ClusterRole, Record<string, string>>;
}

const portSchema = z.coerce.number().int().min(1).max(65535);
const countSchema = z.coerce.number().int().min(0).max(64);
const clusterSchema = z.object({
  PORT: portSchema.default(3000),
  API_PORT: portSchema.optional(),
  WEB_PROCESSES: countSchema.optional(),
  API_PROCESSES: countSchema.optional(),
});

/**
 * How many processes of each tier, and their settings. With both tiers the web processes share
 * PORT and reach the API processes on 127.0.0.1:API_PORT (PORT + 1 by default), which trust
 * them (loopback) to name the buyer; with one tier it listens on HOST:PORT as configured.
 * PGlite is embedded in one process and takes one writer: more API processes need PostgreSQL.
 */
function clusterPlan(env: NodeJS.ProcessEnv): ClusterPlan {
  const parsed = clusterSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => configProblem(env, issue.path, issue.message)));
  const e = parsed.data;
  const postgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '');
  const cores = availableParallelism();
  const processes = { web: e.WEB_PROCESSES ?? cores, api: e.API_PROCESSES ?? (postgres ? cores : 1) };
  const apiPort = e.API_PORT ?? e.PORT + 1;
  const problems: string[] = [];
  if (processes.web + processes.api === 0) problems.push('WEB_PROCESSES, API_PROCESSES: both 0, so nothing would run');
  if (processes.api > 1 && !postgres) {
    problems.push(`API_PROCESSES: ${processes.api} API processes need PostgreSQL (DATABASE_URL=postgres://…); PGlite, the embedded database, is one process's alone, so run API_PROCESSES=1 with it`);
  }
  const both = processes.web > 0 && processes.api > 0;
  if (both && apiPort === e.PORT) problems.push(`API_PORT: the API processes need a port of their own, not PORT ${e.PORT}`);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    processes,
    env: {
      api: both ? { SERVE: 'api', HOST: '127.0.0.1', PORT: String(apiPort), TRUST_PROXY: 'loopback', PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${e.PORT}` } : { SERVE: 'api' },
      web: both ? { SERVE: 'web', API_URL: `http://127.0.0.1:${apiPort}` } : { SERVE: 'web' },
    },
  };
}

/** `npm run start:cluster`'s plan, with every tier's settings checked as its processes will read them. */
export function loadClusterConfig(env: NodeJS.ProcessEnv = process.env): ClusterPlan {
  const plan = clusterPlan(env);
  const problems = new Set<string>();
  for (const role of ['api', 'web'] as const) {
    if (plan.processes[role] === 0) continue;
    const tierEnv = { ...env, ...plan.env[role] };
    try {
      loadStartConfig(() => loadWebConfig(tierEnv), tierEnv);
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      for (const problem of err.problems) problems.add(problem);
    }
  }
  if (problems.size > 0) throw new ConfigError([...problems]);
  return plan;
}
