import path from 'node:path';
import { z } from 'zod';
import { isAddressOrRange } from './lib/addresses.js';

const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const databaseUrlSchema = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value) && URL.canParse(value), {
    message:
      'must be a postgres:// or postgresql:// URL, for example postgres://user@localhost:5432/marketplace',
  });

const optionalUrl = (example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || URL.canParse(v), { message: `must be a URL, for example ${example}` });

const redisUrlSchema = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))
  .refine((v) => v === undefined || (/^rediss?:\/\/.+/.test(v) && URL.canParse(v)), {
    message:
      'must be a redis:// or rediss:// URL, for example redis://127.0.0.1:6379 or redis://:password@cache:6379/0',
  });
/** An optional setting: unset and '' (or only spaces) both mean unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** Named ranges proxy-addr (Fastify's trustProxy) understands. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset, '' or 'false' = off; otherwise a comma-separated list of the proxies whose
 * X-Forwarded-For is believed: addresses, CIDR ranges, or the names loopback, linklocal and
 * uniquelocal. 'true' (believe any sender) is refused on purpose, and so is a hop count: Fastify 5
 * cannot check the immediate peer with one and ignores the header (fails closed).
 */
export type TrustProxy = false | string[];

const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? '';
    if (value === '' || value === 'false') return false;
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((e) => PROXY_RANGE_NAMES.has(e) || isAddressOrRange(e))) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'is not accepted: it would believe X-Forwarded-For from any sender; list the proxy addresses instead'
          : 'must be false or the proxy addresses/CIDR ranges, for example 10.0.0.5,192.168.0.0/16 or loopback',
    });
    return z.NEVER;
  });

/** A duration in milliseconds, at least `min`. */
const milliseconds = (min: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min} (milliseconds)`)
    .default(fallback);

/** Event streams one session or one address may hold open at once (decision 0035). */
const streamCap = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 100')
  .max(100, 'must be between 1 and 100')
  .default(5);

const envSchema = z.object({
  PORT: portSchema.default(3000),
  HOST: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  TRUST_PROXY: trustProxySchema,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() === '' ? undefined : v?.trim()))
    .pipe(databaseUrlSchema.optional()),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as USD')
    .default('USD'),
  REDIS_URL: redisUrlSchema,
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 letters, digits or : _ . - (for example market:)')
    .default('market:'),
  SMTP_URL: optionalUrl('smtp://user:pass@mail.example.com:587'),
  PUBLIC_URL: optionalUrl('https://market.example.com'),
  MAIL_FROM: z.string().trim().min(3).default('Marketplace <no-reply@marketplace.local>'),
  /** How replies become JSON (decision 0014): compiled in production, checked with zod otherwise. */
  REPLY_SERIALIZER: z.enum(['checked', 'compiled'], { error: 'must be checked or compiled' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  MARKETPLACE_TIME_ZONE: z
    .string()
    .trim()
    .default('UTC')
    .refine((zone) => isTimeZone(zone), {
      message: 'must be an IANA time zone such as UTC, Europe/Berlin or Asia/Karachi',
    }),
  SITEMAP_PAGE_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 50000')
    .max(50000, 'must be between 1 and 50000 (the most a sitemap file may list)')
    .default(50000),
  WEB_DIST_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  ANALYTICS_REFRESH_MS: milliseconds(100, 1000),
  OUTBOX_POLL_MS: milliseconds(100, 30_000),
  SHUTDOWN_GRACE_MS: milliseconds(0, 10_000),
  DB_CONNECT_TIMEOUT_MS: milliseconds(100, 5000),
  DB_STATEMENT_TIMEOUT_MS: milliseconds(100, 30_000),
  HTTP_HEADERS_TIMEOUT_MS: milliseconds(100, 10_000),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(100, 60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(100, 65_000),
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 100000')
    .max(100_000, 'must be between 1 and 100000')
    .default(256),
  EVENT_STREAMS_PER_SESSION: streamCap,
  EVENT_STREAMS_PER_ADDRESS: streamCap,
  EVENT_STREAM_HEARTBEAT_MS: milliseconds(100, 25_000),
  DB_POOL_MAX: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 500')
    .max(500, 'must be between 1 and 500')
    .default(20),
  WRITE_THROTTLE_MAX: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 100000')
    .max(100_000, 'must be between 1 and 100000')
    .default(60),
  WRITE_THROTTLE_WINDOW_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 86400')
    .max(86_400, 'must be between 1 and 86400')
    .default(600),
  ATTACHMENT_QUOTA_MB: z.coerce
    .number({ error: 'must be a number' })
    .min(0.01, 'must be between 0.01 and 100000')
    .max(100_000, 'must be between 0.01 and 100000')
    .default(100),
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters (a long random token)')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z, 0-9, . and -)')
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl('http://127.0.0.1:9000'),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export type AppConfig = {
  port: number;
  /** Loopback (127.0.0.1) by default outside production, every interface (0.0.0.0) in production. */
  host: string;
  /** Whose X-Forwarded-For to believe (Fastify's trustProxy): off, or the proxies' addresses. */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  currency: string;
  /** Where instances share limits, session and catalogue versions and live events; unset = one process. */
  redisUrl: string | undefined;
  /** Put before every Redis key and channel (several marketplaces or test runs on one Redis). */
  redisPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  /** `compiled`: one fast-json-stringify function per response schema; `checked`: zod encodes each reply. */
  replySerializer: 'checked' | 'compiled';
  seedDemo: boolean;
  /** The built web app (apps/web/dist unless WEB_DIST_DIR says otherwise). */
  webDistDir: string;
  /** Addresses per sitemap file (50,000 at most, the sitemap protocol's limit). */
  sitemapPageSize: number;
  /** Analytics days are calendar days in this IANA zone (decision 0013). */
  timeZone: string;
  /** How often the analytics job folds order changes into the rollups. */
  analyticsRefreshMs: number;
  /** How often the outbox drain looks for due e-mails (and for claims whose sender crashed). */
  outboxPollMs: number;
  /** On SIGTERM, how long in-flight requests may take before their connections are cut. */
  shutdownGraceMs: number;
  /** PostgreSQL: the longest wait for a connection; past it a request answers 503. */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: the longest a statement may run (statement_timeout); past it a request answers 503. */
  dbStatementTimeoutMs: number;
  /** PostgreSQL: connections this instance keeps at most (instances x this must stay under max_connections). */
  dbPoolMax: number;
  /** Time limits and the per-address connection cap of the HTTP server (decision 0033). */
  http: HttpLimits;
  /** Server-sent event streams: per session and per address caps, and the heartbeat (decision 0035). */
  eventStreams: { perSession: number; perAddress: number; heartbeatMs: number };
  /**
   * Repeatable writes of a customer or vendor (inquiry replies, notes, ratings): at most `max` of
   * each kind per account in `windowSeconds`; past it 429 with Retry-After (decision 0037).
   */
  writeThrottle: { max: number; windowSeconds: number };
  /** The most bytes of inquiry attachments one account may have stored; past it an upload answers 413. */
  attachmentQuotaBytes: number;
  /** The bearer token of `/metrics`; unset = the endpoint answers 404 (decision 0023). */
  metricsToken: string | undefined;
  /** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (set by S3_BUCKET). */
  s3: S3Config | undefined;
};

export type HttpLimits = {
  /** The longest a client may take to send a request's headers; past it, 408 and the connection closes. */
  headersTimeoutMs: number;
  /** The longest a client may take to send a whole request (headers and body); past it, 408 and closed. */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** Connections one remote address may hold at once (proxies listed in TRUST_PROXY are exempt). */
  maxConnectionsPerAddress: number;
};

export type S3Config = {
  bucket: string;
  /** Unset = AWS itself (the region's endpoint). */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither = the SDK's default credential chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (`endpoint/bucket/key`), as most self-hosted S3 servers want. */
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/** Settings whose value a start-up error never prints. */
const SECRET_SETTINGS = new Set(['METRICS_TOKEN', 'S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']);

/** Parses the environment; throws a ConfigError whose message is one line naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const shown = SECRET_SETTINGS.has(name) ? '(hidden)' : JSON.stringify(env[name] ?? '');
      return `${name}=${shown} ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: e.TRUST_PROXY,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    isProduction,
    currency: e.CURRENCY,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    replySerializer: e.REPLY_SERIALIZER ?? (isProduction ? 'compiled' : 'checked'),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !isProduction,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(e.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/dist'),
    sitemapPageSize: e.SITEMAP_PAGE_SIZE,
    timeZone: e.MARKETPLACE_TIME_ZONE,
    analyticsRefreshMs: e.ANALYTICS_REFRESH_MS,
    outboxPollMs: e.OUTBOX_POLL_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbPoolMax: e.DB_POOL_MAX,
    http: httpLimits(e),
    eventStreams: {
      perSession: e.EVENT_STREAMS_PER_SESSION,
      perAddress: e.EVENT_STREAMS_PER_ADDRESS,
      heartbeatMs: e.EVENT_STREAM_HEARTBEAT_MS,
    },
    writeThrottle: { max: e.WRITE_THROTTLE_MAX, windowSeconds: e.WRITE_THROTTLE_WINDOW_SECONDS },
    attachmentQuotaBytes: Math.round(e.ATTACHMENT_QUOTA_MB * 1024 * 1024),
    metricsToken: e.METRICS_TOKEN,
    s3: s3Config(e),
  };
}

function httpLimits(e: z.infer<typeof envSchema>): HttpLimits {
  // Node refuses a headers timeout longer than the request timeout (the headers are part of it).
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS)
    throw new ConfigError(
      `Invalid configuration: HTTP_HEADERS_TIMEOUT_MS=${JSON.stringify(String(e.HTTP_HEADERS_TIMEOUT_MS))} must not be longer than HTTP_REQUEST_TIMEOUT_MS (${e.HTTP_REQUEST_TIMEOUT_MS}): the headers are part of the request`,
    );
  return {
    headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxConnectionsPerAddress: e.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
  };
}

function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither to use the default AWS credentials)',
    );
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // A custom endpoint (MinIO, Ceph, Garage...) usually serves buckets by path.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
  };
}
