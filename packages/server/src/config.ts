import { existsSync } from 'node:fs';
import path from 'node:path';

/** Settings read once from the environment (README, "Environment variables"). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  demo: boolean;
  adminPassword: string | null;
  jwtSecret: string | null;
  corsOrigins: string[];
  serverRoot: string;
  webRoot: string;
  publicApiBaseUrl: string;
  /** HM_REMOTES_URL: where the remotes are deployed when another origin serves them; null = this process. */
  remotesBaseUrl: string | null;
  login: { freeAttempts: number; backoffBaseMs: number; backoffMaxMs: number; ratePerMinute: number; windowMs: number };
  /** SameSite of the session cookies: 'strict', or 'none' for an API on another site (HTTPS only). */
  cookieSameSite: 'strict' | 'none';
  logLevel: string;
  /** METRICS_TOKEN: the bearer token /metrics asks for; null = /metrics is off. */
  metricsToken: string | null;
  /** The address staff open (invitation links): HM_PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  mail: { smtpUrl: string | null; from: string; intervalMs: number; maxAttempts: number };
  /** HM_SCHEDULE_INTERVAL_MS: how often each process looks for due scheduled actions (modules/schedule). */
  schedule: { intervalMs: number };
  /** HM_RETENTION_INTERVAL_MS: how often each process purges personal data past its retention period (modules/retention). */
  retention: { intervalMs: number };
  /** HM_CHROMIUM: the Chromium that prints feedback report PDFs (Debian's by default, as the browser tests). */
  chromiumPath: string;
}

const DEFAULT_CORS = [3001, 3002, 3003, 3004, 3005].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

/**
 * HM_TRUST_PROXY: which peers' X-Forwarded-For and X-Forwarded-Proto are believed. Unset or `0`:
 * none; `1`: any peer (a balancer that is the only way in); otherwise a comma-separated list of
 * addresses or CIDR ranges (`127.0.0.1` for nginx on the same machine), as Fastify's
 * `trustProxy` takes them: a client that reaches the process past the proxy is not believed.
 */
export function trustProxyOption(v: string | undefined): boolean | string[] {
  const value = v?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

function int(v: string | undefined, d: number): number {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : d;
}

/** The server package folder (holds migrations/), wherever the process was started from. */
function findServerRoot(): string {
  const candidates = [process.env.HM_SERVER_ROOT, process.cwd(), path.join(process.cwd(), 'packages/server')];
  for (const c of candidates) if (c && existsSync(path.join(c, 'migrations'))) return path.resolve(c);
  throw new Error('Cannot find the server folder with migrations/; set HM_SERVER_ROOT');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const serverRoot = findServerRoot();
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  return {
    port: int(env.PORT, 8080),
    // Loopback unless told otherwise: behind a reverse proxy on the same machine nothing else needs
    // to reach it; HOST=0.0.0.0 (containers, a LAN without a proxy) opens it to the network.
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(env.HM_DATA_DIR ?? path.join(serverRoot, '../../.data')),
    demo: env.HM_DEMO === undefined ? !databaseUrl : env.HM_DEMO === '1' || env.HM_DEMO === 'true',
    adminPassword: env.HM_ADMIN_PASSWORD || null,
    jwtSecret: env.HM_JWT_SECRET || null,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : DEFAULT_CORS,
    serverRoot,
    webRoot: path.resolve(env.HM_WEB_DIR ?? path.join(serverRoot, '../..')),
    publicApiBaseUrl: env.HM_PUBLIC_API_URL ?? '',
    remotesBaseUrl: env.HM_REMOTES_URL?.trim() || null,
    login: {
      freeAttempts: int(env.HM_LOGIN_FREE_ATTEMPTS, 5),
      backoffBaseMs: int(env.HM_LOGIN_BACKOFF_BASE_MS, 1000),
      backoffMaxMs: int(env.HM_LOGIN_BACKOFF_MAX_MS, 60000),
      ratePerMinute: int(env.HM_LOGIN_RATE_PER_MINUTE, 30),
      windowMs: int(env.HM_LOGIN_WINDOW_MS, 3_600_000),
    },
    cookieSameSite: env.HM_COOKIE_SAMESITE === 'none' ? 'none' : 'strict',
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    publicUrl: (env.HM_PUBLIC_URL || `http://localhost:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: env.MAIL_FROM || 'Vote for Patient Safety <no-reply@localhost>',
      intervalMs: int(env.HM_MAIL_INTERVAL_MS, 5000),
      maxAttempts: int(env.HM_MAIL_MAX_ATTEMPTS, 5),
    },
    schedule: { intervalMs: int(env.HM_SCHEDULE_INTERVAL_MS, 30_000) },
    retention: { intervalMs: int(env.HM_RETENTION_INTERVAL_MS, 3_600_000) },
    chromiumPath: env.HM_CHROMIUM?.trim() || '/usr/bin/chromium',
  };
}
