import { hkdfSync } from 'node:crypto';
import { isIP } from 'node:net';
import {
  CHANNEL_SECRETS,
  type ChannelConfigs,
  readChannelConfigs,
} from '../../modules/integrations/channels/channel-configs.js';
import type { S3StorageConfig } from '../storage/s3-file-storage.js';

/** What this process runs: HTTP only, the background work only (plus a health port), or both. */
export type AppRole = 'api' | 'worker' | 'all';

/**
 * Every setting the API reads, parsed once from the environment (see .env.example); each sales
 * channel's part (`nuvemshop`, `tray`, `mercadoLivre`) comes from its plug-in's config.ts.
 */
export interface AppConfig extends ChannelConfigs {
  port: number;
  /** APP_ROLE: 'api' serves HTTP and enqueues; 'worker' runs queues, catch-up and relay; 'all' both. */
  role: AppRole;
  /** How long a stopping process waits for in-flight requests and jobs (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  production: boolean;
  databaseUrl: string;
  /** PostgreSQL connections this process may hold (DB_POOL_SIZE): every replica's pool adds up. */
  dbPoolSize: number;
  redisUrl: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  webDist: string | null;
  mailDir: string;
  /** Files users upload (CSV imports, attachments), one folder per company, when no S3 storage is set. */
  uploadDir: string;
  /** S3-compatible storage for every file (STORAGE_URL and friends); null keeps them in uploadDir. */
  storage: S3StorageConfig | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  loginThrottleLimit: number;
  loginThrottleTtlSeconds: number;
  /** How long a password reset link stays valid. */
  passwordResetTtlMinutes: number;
  /** Reset requests per IP per minute (0: no limit). */
  passwordResetIpLimit: number;
  /** Reset requests per e-mail address per hour, known or not (0: no limit). */
  passwordResetEmailLimit: number;
  demoPassword: string;
  /** How often async projections and the relay poll the log; 0 disables (tests, API-only processes). */
  catchUpIntervalMs: number;
  /** Run BullMQ workers in this process. */
  runWorkers: boolean;
  /** Jobs each background queue (imports, reports) runs at once in this process. */
  jobConcurrency: number;
  /** A job whose worker stopped renewing its lock this long ago goes to another worker (JOB_LOCK_MS). */
  jobLockMs: number;
  /** Prefix of BullMQ keys, so several stacks can share one Redis. */
  queuePrefix: string;
  /** CEP look-up: 'online' asks the ViaCEP-compatible service (ranges as fallback); 'offline' answers from the ranges only. */
  cepLookup: 'online' | 'offline';
  /** Base URL of the ViaCEP-compatible service (GET {base}/ws/{cep}/json/). */
  cepBaseUrl: string;
  /** CEP look-ups allowed per IP per minute (public endpoint); 0 disables the limit. */
  cepThrottleLimit: number;
  /** Public tracking and rating calls per IP per minute (0: no limit). */
  trackingThrottleLimit: number;
  /** CNPJ look-up: 'online' asks the ReceitaWS-compatible service; 'offline' answers 503 (the form stays editable). */
  cnpjLookup: 'online' | 'offline';
  /** Base URL of the ReceitaWS-compatible service (GET {base}/v1/cnpj/{cnpj}). */
  cnpjBaseUrl: string;
  /** Calls to the CNPJ service per minute from this installation (ReceitaWS free tier: 3); 0: no limit. */
  cnpjProviderPerMinute: number;
  /** CNPJ look-ups per IP per minute (public endpoint); 0: no limit. */
  cnpjThrottleLimit: number;
  /** Company sign-ups (POST register) per IP per minute; 0: no limit. */
  registerThrottleLimit: number;
  /** A shop's quote (POST quotations with channel_id) answers what it has after this many ms, flagged partial. */
  quoteTimeBudgetMs: number;
  /** Unauthenticated deliveries per channel and IP per minute before its webhook receiver answers 429 (0: no limit). */
  webhookRefusalLimit: number;
  /** Google reCAPTCHA v2 for the tracking search when both keys are set; otherwise the self-hosted ALTCHA. */
  recaptcha: RecaptchaConfig | null;
  /**
   * Which proxies may name the client in X-Forwarded-For (Fastify's trustProxy): none by default, so
   * the per-IP limits count the connection's address; a hop count or a list of addresses/CIDRs.
   */
  trustProxy: false | number | string[];
  /** AES-256-GCM key of the sales channels' tokens at rest (CHANNEL_TOKEN_KEY). */
  channelTokenKey: Buffer;
  /** Serve the local channel stubs under /stubs (demo and tests; never in production). */
  channelStubs: boolean;
  /** `npm start`'s demo: the stubs on, outside production and the tests (NODE_ENV=test). */
  demoMode: boolean;
  /**
   * URL prefixes a merchant-supplied URL may point at although they are local (MerchantHttp): the
   * stubs (STUBS_URL, else `{PUBLIC_URL}/stubs/`, under localhost and 127.0.0.1 alike) and
   * OUTBOUND_ALLOWED_URLS. Always empty in production.
   */
  outboundAllowedUrls: string[];
  /**
   * Demo mode: 'Loja Demo' gets the stub Nuvemshop store under /stubs connected at boot, and the
   * store places an order this often (DEMO_STORE_ORDER_EVERY_SECONDS, default 180); 0 = off, and
   * always off in production, in tests (NODE_ENV=test) and without the stubs.
   */
  demoStoreOrderEverySeconds: number;
  /**
   * How often the notifications a channel kept undelivered (Mercado Livre's /missed_feeds) are
   * fetched into the inbox (MISSED_NOTICES_EVERY_MINUTES, default 30; 0 = only at connect).
   */
  missedNoticesEveryMinutes: number;
  /**
   * Carrier tracking polls (docs/scaling.md): a cycle every TRACKING_POLL_EVERY_SECONDS (default 60;
   * 0 = none), and how long a claimed shipment stays another worker's before it is due again
   * (TRACKING_POLL_LEASE_SECONDS, default 300: a dead worker's shipments wait at most this).
   */
  trackingPollEverySeconds: number;
  trackingPollLeaseSeconds: number;
  /** The exceptions desk's scan for stale tracking and predicted breaches: every EXCEPTION_SCAN_EVERY_SECONDS (default 300; 0 = none). */
  exceptionScanEverySeconds: number;
  /**
   * Minutes between polls of a shipment in transit or out for delivery (TRACKING_MOVING_EVERY_MINUTES,
   * default 30) and of any other (TRACKING_RESTING_EVERY_MINUTES, default 120); both 1 in demo mode,
   * so the stub stories (a step every 2 minutes) reach the demo orders while `npm start` runs.
   */
  trackingMovingEveryMinutes: number;
  trackingRestingEveryMinutes: number;
  carriers: CarriersConfig;
  /** WhatsApp Business Cloud API (docs/recipient-notices.md): WHATSAPP_API_URL, versioned; the local stub when the stubs are on. */
  whatsapp: { apiUrl: string };
}

/** Where each carrier connector calls (docs/carriers.md): fixed hosts, never a merchant's URL. */
export interface CarriersConfig {
  correios: { baseUrl: string };
  jadlog: { baseUrl: string };
  ssw: { baseUrl: string };
  /** Time limit of one carrier call (CARRIER_HTTP_TIMEOUT_MS, default 10 s). */
  timeoutMs: number;
  /** The stubs' stories advance one step every N minutes (CARRIER_STUB_MINUTES_PER_STEP, default 2). */
  stubMinutesPerStep: number;
}

export interface RecaptchaConfig {
  siteKey: string;
  secret: string;
  /** Where answers are checked (POST secret, response, remoteip). */
  verifyUrl: string;
  /** The widget's script, loaded by the browser (www.recaptcha.net where google.com is blocked). */
  scriptUrl: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`A variável de ambiente ${name} é obrigatória.`);
  return value;
}

/**
 * Keys production cannot run without: the session key, the key of the channels' tokens at rest and
 * every sales channel's app credentials. Outside production the channels default to the local stubs'
 * keys; in production an empty app secret would accept webhooks signed with an empty key.
 */
export const PRODUCTION_SECRETS: readonly string[] = ['JWT_SECRET', 'CHANNEL_TOKEN_KEY', ...CHANNEL_SECRETS];

/** NODE_ENV=production with any of PRODUCTION_SECRETS unset or blank: one message naming every missing one. */
function requireProductionSecrets(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = PRODUCTION_SECRETS.filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    throw new Error(
      `Com NODE_ENV=production estas variáveis de ambiente são obrigatórias e não foram definidas: ${missing.join(', ')} (veja .env.example).`,
    );
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} deve ser um inteiro positivo, recebido '${raw}'.`);
  return value;
}

function role(env: NodeJS.ProcessEnv): AppRole {
  const raw = env.APP_ROLE || 'all';
  if (raw !== 'api' && raw !== 'worker' && raw !== 'all')
    throw new Error(`APP_ROLE deve ser api, worker ou all, recebido '${raw}'.`);
  return raw;
}

/** STORAGE_URL (the S3 endpoint, path-style) turns the S3 adapter on; bucket and keys then are required. */
function storage(env: NodeJS.ProcessEnv): S3StorageConfig | null {
  const endpoint = env.STORAGE_URL;
  if (!endpoint) return null;
  if (!/^https?:\/\/[^/]+\/?$/.test(endpoint))
    throw new Error(`STORAGE_URL deve ser o endereço do serviço S3 (ex.: http://minio:9000), recebido '${endpoint}'.`);
  return {
    endpoint: endpoint.replace(/\/$/, ''),
    bucket: required(env, 'STORAGE_BUCKET'),
    region: env.STORAGE_REGION || 'us-east-1',
    accessKeyId: required(env, 'STORAGE_ACCESS_KEY'),
    secretAccessKey: required(env, 'STORAGE_SECRET_KEY'),
    prefix: (env.STORAGE_PREFIX || '').replace(/^\/+|\/+$/g, ''),
  };
}

/** CEP_LOOKUP / CNPJ_LOOKUP unset: online only in production, so tests and CI never reach the internet. */
function lookupMode(env: NodeJS.ProcessEnv, name: 'CEP_LOOKUP' | 'CNPJ_LOOKUP'): 'online' | 'offline' {
  const raw = env[name] || (env.NODE_ENV === 'production' ? 'online' : 'offline');
  if (raw !== 'online' && raw !== 'offline') throw new Error(`${name} deve ser online ou offline, recebido '${raw}'.`);
  return raw;
}

function recaptcha(env: NodeJS.ProcessEnv): RecaptchaConfig | null {
  const siteKey = env.RECAPTCHA_SITE_KEY;
  const secret = env.RECAPTCHA_SECRET;
  if (!siteKey && !secret) return null;
  if (!siteKey || !secret)
    throw new Error('RECAPTCHA_SITE_KEY e RECAPTCHA_SECRET andam juntas: defina as duas ou nenhuma.');
  const scriptUrl = env.RECAPTCHA_SCRIPT_URL || 'https://www.google.com/recaptcha/api.js';
  // The Content-Security-Policy allows the script's folder: a malformed URL would stop every answer.
  if (!URL.canParse(scriptUrl))
    throw new Error('RECAPTCHA_SCRIPT_URL deve ser uma URL, como https://www.recaptcha.net/recaptcha/api.js.');
  return {
    siteKey,
    secret,
    verifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    scriptUrl,
  };
}

/** proxy-addr's names for reserved ranges, accepted in TRUST_PROXY as Fastify accepts them. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return isIP(prefix) === 4 && family === 4; // a netmask: 10.0.0.0/255.0.0.0
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset trusts no proxy; a whole number is the hop count; else addresses/CIDRs separated by commas. */
export function trustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim();
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value) || false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (invalid.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY deve ser um número de proxies ou uma lista de endereços/CIDRs separados por vírgula; inválido: '${invalid.join(', ') || value}'.`,
    );
  }
  return entries;
}

/**
 * CHANNEL_TOKEN_KEY: 32 bytes as 64 hex digits or base64. Required in production; elsewhere npm start
 * generates one into .data/, and without it the key is derived from the JWT secret.
 */
function channelTokenKey(env: NodeJS.ProcessEnv): Buffer {
  const raw = env.CHANNEL_TOKEN_KEY;
  // Production never gets here without it (PRODUCTION_SECRETS).
  if (!raw) {
    return Buffer.from(hkdfSync('sha256', required(env, 'JWT_SECRET'), 'despacho', 'channel-token-key', 32));
  }
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('CHANNEL_TOKEN_KEY deve ter 32 bytes (64 dígitos hexadecimais ou base64).');
  return key;
}

/**
 * Where the local stubs answer: STUBS_URL, else this API's own /stubs. A process that serves only
 * health (APP_ROLE=worker) must be given one: its own port has no stubs.
 */
function stubsUrl(env: NodeJS.ProcessEnv, publicUrl: string): string {
  return (env.STUBS_URL || `${publicUrl}/stubs`).replace(/\/+$/, '');
}

/** The stubs' prefix under every loopback name of their port, and OUTBOUND_ALLOWED_URLS; none in production. */
function outboundAllowedUrls(env: NodeJS.ProcessEnv, stubsBase: string, stubs: boolean): string[] {
  if (env.NODE_ENV === 'production') return [];
  const listed = (env.OUTBOUND_ALLOWED_URLS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!stubs) return listed;
  const base = new URL(stubsBase);
  const names = ['localhost', '127.0.0.1'].includes(base.hostname) ? ['localhost', '127.0.0.1'] : [base.hostname];
  const prefix = (name: string) => `${base.protocol}//${name}${base.port ? `:${base.port}` : ''}${base.pathname}/`;
  return [...names.map(prefix), ...listed];
}

/** CORREIOS_API_URL, JADLOG_API_URL, SSW_API_URL; the local stubs when they are on, else the carriers' hosts. */
function carriers(env: NodeJS.ProcessEnv, stubsBase: string, stubs: boolean): CarriersConfig {
  const url = (name: string, slug: string, real: string) =>
    (env[name] || (stubs ? `${stubsBase}/carriers/${slug}` : real)).replace(/\/+$/, '');
  const minutes = Number(env.CARRIER_STUB_MINUTES_PER_STEP || 2);
  if (!(minutes > 0))
    throw new Error(
      `CARRIER_STUB_MINUTES_PER_STEP deve ser um número positivo, recebido '${env.CARRIER_STUB_MINUTES_PER_STEP}'.`,
    );
  return {
    correios: { baseUrl: url('CORREIOS_API_URL', 'correios', 'https://api.correios.com.br') },
    jadlog: { baseUrl: url('JADLOG_API_URL', 'jadlog', 'https://www.jadlog.com.br/embarcador/api') },
    ssw: { baseUrl: url('SSW_API_URL', 'ssw', 'https://ssw.inf.br') },
    timeoutMs: Math.max(100, integer(env, 'CARRIER_HTTP_TIMEOUT_MS', 10_000)),
    stubMinutesPerStep: minutes,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  requireProductionSecrets(env);
  const port = integer(env, 'PORT', 3000);
  const appRole = role(env);
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  const channelStubs = env.CHANNEL_STUBS ? env.CHANNEL_STUBS === 'on' : env.NODE_ENV !== 'production';
  const demoMode = channelStubs && env.NODE_ENV !== 'production' && env.NODE_ENV !== 'test';
  const stubsBase = stubsUrl(env, publicUrl);
  return {
    port,
    role: appRole,
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 20_000),
    production: env.NODE_ENV === 'production',
    databaseUrl: required(env, 'DATABASE_URL'),
    dbPoolSize: Math.max(2, integer(env, 'DB_POOL_SIZE', 20)),
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    jwtSecret: required(env, 'JWT_SECRET'),
    jwtExpiresIn: env.JWT_EXPIRES_IN || '8h',
    webDist: env.WEB_DIST || null,
    mailDir: env.MAIL_DIR || '.data/mail',
    uploadDir: env.UPLOAD_DIR || '.data/uploads',
    storage: storage(env),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Despacho <nao-responda@despacho.test>',
    publicUrl,
    loginThrottleLimit: integer(env, 'LOGIN_THROTTLE_LIMIT', 5),
    loginThrottleTtlSeconds: integer(env, 'LOGIN_THROTTLE_TTL_SECONDS', 60),
    passwordResetTtlMinutes: Math.max(1, integer(env, 'PASSWORD_RESET_TTL_MINUTES', 60)),
    passwordResetIpLimit: integer(env, 'PASSWORD_RESET_IP_LIMIT', 10),
    passwordResetEmailLimit: integer(env, 'PASSWORD_RESET_EMAIL_LIMIT', 3),
    demoPassword: env.DEMO_PASSWORD || 'despacho123',
    // An API-only process leaves the log's followers and the queues to the workers.
    catchUpIntervalMs: appRole === 'api' ? 0 : integer(env, 'CATCH_UP_INTERVAL_MS', 250),
    runWorkers: appRole !== 'api' && env.RUN_WORKERS !== 'false',
    jobConcurrency: Math.max(1, integer(env, 'JOB_CONCURRENCY', 2)),
    jobLockMs: Math.max(1000, integer(env, 'JOB_LOCK_MS', 30_000)),
    queuePrefix: env.QUEUE_PREFIX || 'despacho',
    cepLookup: lookupMode(env, 'CEP_LOOKUP'),
    cepBaseUrl: env.CEP_BASE_URL || 'https://viacep.com.br',
    cepThrottleLimit: integer(env, 'CEP_THROTTLE_LIMIT', 60),
    trackingThrottleLimit: integer(env, 'TRACKING_THROTTLE_LIMIT', 30),
    cnpjLookup: lookupMode(env, 'CNPJ_LOOKUP'),
    cnpjBaseUrl: env.CNPJ_BASE_URL || 'https://receitaws.com.br',
    cnpjProviderPerMinute: integer(env, 'CNPJ_PROVIDER_PER_MINUTE', 3),
    cnpjThrottleLimit: integer(env, 'CNPJ_THROTTLE_LIMIT', 20),
    registerThrottleLimit: integer(env, 'REGISTER_THROTTLE_LIMIT', 5),
    quoteTimeBudgetMs: Math.max(1, integer(env, 'QUOTE_TIME_BUDGET_MS', 300)),
    webhookRefusalLimit: integer(env, 'WEBHOOK_REFUSAL_LIMIT', 20),
    recaptcha: recaptcha(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    channelTokenKey: channelTokenKey(env),
    channelStubs,
    demoMode,
    outboundAllowedUrls: outboundAllowedUrls(env, stubsBase, channelStubs),
    demoStoreOrderEverySeconds: demoMode ? integer(env, 'DEMO_STORE_ORDER_EVERY_SECONDS', 180) : 0,
    missedNoticesEveryMinutes: integer(env, 'MISSED_NOTICES_EVERY_MINUTES', 30),
    trackingPollEverySeconds: integer(env, 'TRACKING_POLL_EVERY_SECONDS', 60),
    exceptionScanEverySeconds: integer(env, 'EXCEPTION_SCAN_EVERY_SECONDS', 300),
    trackingPollLeaseSeconds: Math.max(1, integer(env, 'TRACKING_POLL_LEASE_SECONDS', 300)),
    trackingMovingEveryMinutes: Math.max(1, integer(env, 'TRACKING_MOVING_EVERY_MINUTES', demoMode ? 1 : 30)),
    trackingRestingEveryMinutes: Math.max(1, integer(env, 'TRACKING_RESTING_EVERY_MINUTES', demoMode ? 1 : 120)),
    ...readChannelConfigs(env, { publicUrl, stubsBase, stubs: channelStubs }),
    carriers: carriers(env, stubsBase, channelStubs),
    whatsapp: {
      apiUrl: (
        env.WHATSAPP_API_URL || (channelStubs ? `${stubsBase}/whatsapp/v21.0` : 'https://graph.facebook.com/v21.0')
      ).replace(/\/+$/, ''),
    },
  };
}
