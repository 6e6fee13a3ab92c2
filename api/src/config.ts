import { createHash } from 'node:crypto';
import path from 'node:path';

/** Repository root (api/src/ → ../..), so default paths work from any working directory. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const DEV_PIN_PEPPER = 'sencare-dev-pin-pepper-change-me';

export interface RateLimitConfig {
  /** Requests per window from one IP address to one group of sensitive routes. */
  perIp: number;
  /** Requests per window naming one account (account name, email, card number or user). */
  perAccount: number;
  windowMs: number;
}

/**
 * The master keys that wrap every stored file's data key (src/storage/keyring.ts; docs/privacy.md
 * "Encryption at rest"): STORAGE_MASTER_KEY (base64 of 32 bytes) under STORAGE_MASTER_KEY_ID
 * wraps new files; STORAGE_PREVIOUS_KEYS (`id:base64,…`) still open files wrapped before a
 * rotation. Without STORAGE_MASTER_KEY: the development key below, whose bytes are in this
 * repository, so production refuses it (src/production-config.ts).
 */
export interface StorageKeys {
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
}

export const DEV_STORAGE_KEY_ID = 'dev';
const DEV_STORAGE_KEY = createHash('sha256').update('sencare-development-storage-key: public, never for production').digest();

/** Where uploaded files live (src/storage): a folder on this machine, or an S3-compatible bucket; and the keys that encrypt them. */
export type StorageConfig = { keys: StorageKeys } & (
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      /** Unset = AWS's own endpoint for the region; MinIO, s3rver, Ceph… need theirs. */
      endpoint?: string;
      region: string;
      bucket: string;
      /** Unset = the SDK's default chain (environment, profile, instance role); production requires both. */
      accessKeyId?: string;
      secretAccessKey?: string;
      /** https://host/bucket/key rather than https://bucket.host/key: what MinIO and s3rver serve. */
      forcePathStyle: boolean;
    }
);

/**
 * Tunables of the live stream (api/README.md "Live updates").
 * - LIVE_HEARTBEAT_SECONDS (25): a comment line this often keeps an idle stream open through
 *   proxies; nginx's proxy_read_timeout and most load balancers drop a silent one after 60 s.
 * - LIVE_MAX_CONNECTIONS_PER_USER (5): the app holds one stream per tab; five covers a few tabs
 *   and devices, and a runaway client cannot pin a process's sockets for one account.
 */
export interface LiveSettings {
  heartbeatMs: number;
  maxConnectionsPerUser: number;
}

/**
 * Who is approved the moment they apply (CASHLESS_AUTO_APPROVE). The insurer reviews every
 * application ("activate, then activated"), so the default is 'none': everyone, the demo
 * accounts included, sees "pending review" until an insurer decides. 'demo' approves
 * the seeded demo accounts at once and 'all' everyone, for a trade show without an insurer.
 */
export type AutoApprove = 'demo' | 'all' | 'none';

/**
 * How long data that has served its purpose is kept before the purge job removes it, in days
 * (docs/privacy.md "Retention" gives the reason for each default; 0 keeps that kind for ever),
 * and how often the job runs in the API process (0 = never there; `npm run privacy:purge -w api`).
 */
export interface RetentionConfig {
  /** RETENTION_CLAIM_DRAFT_DAYS (90): an unfinished claim and its uploads, after its last change. */
  claimDraftDays: number;
  /** RETENTION_VERIFICATION_CODE_DAYS (7): emailed codes and wrong guesses, after they were made. */
  verificationCodeDays: number;
  /** RETENTION_SESSION_DAYS (30): a session (IP address, browser), after it ended. */
  sessionDays: number;
  /** RETENTION_BEHAVIOR_LOG_DAYS (180): the behaviour log. */
  behaviorLogDays: number;
  /** RETENTION_OUTBOX_DAYS (7): mails kept in the outbox table. */
  outboxDays: number;
  /** RETENTION_PUBLIC_VERIFICATION_DAYS (30): the public letter checks (a client address each). */
  publicVerificationDays: number;
  /** PRIVACY_PURGE_INTERVAL_MINUTES (60; 0 in tests, which start it themselves). */
  purgeIntervalMinutes: number;
}

/**
 * The insurer's legal entity, which the GOP letter and decision name as the guarantor
 * (modules/gop/pdf.ts): INSURER_LEGAL_NAME, INSURER_ADDRESS, INSURER_LICENCE_NO. Outside production
 * an unset one is the demo insurer's below; production has no default and refuses to start
 * without all three (src/production-config.ts), as a hospital cannot rely on a letter whose
 * guarantor is made up.
 */
export interface InsurerEntity {
  legalName: string;
  address: string;
  licenceNo: string;
}
export const DEMO_INSURER: InsurerEntity = { legalName: 'Tổng Công ty Cổ phần Bảo hiểm Minh Phúc (demo)', address: '12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh', licenceNo: '00/GP/KDBH-DEMO' };

function insurerEntity(env: NodeJS.ProcessEnv, production: boolean): InsurerEntity {
  const fallback = production ? { legalName: '', address: '', licenceNo: '' } : DEMO_INSURER;
  return { legalName: env.INSURER_LEGAL_NAME?.trim() || fallback.legalName, address: env.INSURER_ADDRESS?.trim() || fallback.address, licenceNo: env.INSURER_LICENCE_NO?.trim() || fallback.licenceNo };
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (search_path); tests use one per file. */
  databaseSchema?: string;
  databaseFile: string;
  /** Seed demo data when the users table is empty (never by default in production: src/production-config.ts). */
  autoSeed: boolean;
  /**
   * MIGRATE_ON_START (default on): a start runs pending migrations. Off where a one-shot
   * `npm run migrate -w api` runs them once per deploy (docker-compose.yml's migrate service): a
   * start then refuses a database that is behind (app.ts prepareDatabase; docs/deploying.md).
   */
  migrateOnStart: boolean;
  logLevel: string;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses, CIDRs or proxy-addr's names such as
   * `uniquelocal`); false = none, request.ip is the socket peer. Never `true` nor a hop count.
   */
  trustProxy: false | string[];
  bodyLimit: number;
  pinPepper: string;
  smtpUrl?: string;
  /** MAIL_OUTBOX=1: production without SMTP_URL keeps mails in the outbox table on purpose. */
  mailOutbox: boolean;
  mailFrom: string;
  /** swagger-ui at /api/docs and /api/openapi.json (ENABLE_API_DOCS; off in production by default). */
  apiDocs: boolean;
  enableDevRoutes: boolean;
  gateway: boolean;
  /** Where the built front ends live (gateway mode). */
  staticRoot: string;
  remotesJsonFile?: string;
  /** WEBAUTHN_ORIGIN: the app's public origin for fingerprint/face unlock (modules/biometric); unset = the request's own. */
  webauthnOrigin?: string;
  /** Remote releases (scripts/release.mjs): RELEASES_DIR/<remote>/<release>/ and the map RELEASES_DIR/remotes.json. */
  releasesDir: string;
  /** BACKUP_DIR: where `npm run backup -w api` writes its folders (src/ops/backup.ts; docs/deploying.md "Backups"). */
  backupDir: string;
  sessionIdleDays: number;
  sessionAbsoluteDays: number;
  rateLimit: RateLimitConfig;
  /** The provider portal's patient lookups per window, per staff user and per hospital (modules/provider/lookups.ts). */
  patientLookupLimit: { perStaff: number; perProvider: number; windowMs: number };
  /** The public letter check (modules/gop/publicVerification.ts): checks per address in the window. */
  publicVerificationLimit: { perIp: number; windowMs: number };
  maxFailedLogins: number;
  lockMinutes: number;
  maxPinFailures: number;
  pinLockMinutes: number;
  codeTtlMinutes: number;
  codeMaxAttempts: number;
  /** STORAGE=local (UPLOAD_DIR) or s3 (S3_*): claim documents, resumable uploads, cashless photos. */
  storage: StorageConfig;
  /** Unfinished resumable uploads older than this are removed by the upload sweep. */
  uploadExpiryHours: number;
  /** The sweep leaves younger files alone (a document written but its row not yet inserted). */
  uploadSweepGraceSeconds: number;
  /** Sweep period after the one at start; 0 = at start only. */
  uploadSweepIntervalMinutes: number;
  /** Wrong code guesses per account and purpose in any 24 hours, whatever codes were issued. */
  codeMaxGuessesPerDay: number;
  /**
   * MYDATA_EXPORT_POLL_MS: how often this process looks for "My data" archives to build
   * (modules/mydata/worker.ts); a request also starts one at once. 0 = this process builds none
   * (tests drive a worker of their own).
   */
  myDataExportPollMs: number;
  /**
   * METRICS_PORT: where Prometheus scrapes /metrics (src/telemetry/metricsServer.ts), a port the
   * gateway never proxies; unset = no metrics listener.
   */
  metricsPort?: number;
  /**
   * REDIS_URL: what several replicas must share (rate limits, upload locks, live events) lives in
   * Redis (src/redis/); unset = in this process's memory, right for one process only.
   */
  redisUrl?: string;
  /** REDIS_PREFIX: every key and channel the API writes starts with it, so apps can share a Redis. */
  redisPrefix: string;
  live: LiveSettings;
  cashlessAutoApprove: AutoApprove;
  insurer: InsurerEntity;
  retention: RetentionConfig;
  /**
   * SHUTDOWN_TIMEOUT_SECONDS as written: src/server.ts parses it (shutdown.ts shutdownTimeoutMs)
   * and refuses a bad one at its start, so the commands that load this config (seed, outbox,
   * assessor), which never drain requests, are not stopped by it.
   */
  shutdownTimeoutSeconds?: string;
}

/**
 * An environment variable the API cannot start with. src/server.ts prints its message as one line
 * and exits 78 (EX_CONFIG), like a refused production start: a stack would only hide what to set.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new ConfigError(`${name}=${value}: use a number ≥ 0 (default ${fallback})`);
  return Math.trunc(n);
}

function flag(value: string | undefined, fallback = false): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For to believe, as a comma list of addresses / CIDRs.
 * `true` would let any client pick its own address for the per-IP limits, and Fastify 5 ignores
 * hop counts (a number trusts nothing), so both are refused rather than silently misapplied.
 */
function trustedProxies(value: string | undefined): false | string[] {
  const text = (value ?? '').trim();
  if (['', '0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase()) || /^\d+$/.test(text)) {
    throw new ConfigError(`TRUST_PROXY=${text}: name the proxy addresses or CIDRs to trust (e.g. 10.0.0.0/8 or uniquelocal), not a flag or hop count`);
  }
  return text.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

/** REDIS_URL must name a Redis (redis:// or rediss:// for TLS); a typo should stop the start, not fall back to memory. */
function redisUrl(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  if (!/^rediss?:\/\/./.test(text)) throw new ConfigError('REDIS_URL must start with redis:// or rediss:// (e.g. redis://redis:6379)');
  return text;
}

/** REDIS_PREFIX: printable, no spaces (it is also the connections' CLIENT SETNAME), not empty. */
function redisPrefix(value: string | undefined): string {
  const text = value || 'sencare:';
  if (!/^[!-~]{1,64}$/.test(text)) throw new ConfigError(`REDIS_PREFIX=${text}: use 1–64 printable characters without spaces (default sencare:)`);
  return text;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** An unusable value falls back to the default (as it always did): the stream works either way. */
export function liveSettings(env: NodeJS.ProcessEnv): LiveSettings {
  return {
    heartbeatMs: Math.round(positive(env.LIVE_HEARTBEAT_SECONDS, 25) * 1000),
    maxConnectionsPerUser: Math.floor(positive(env.LIVE_MAX_CONNECTIONS_PER_USER, 5)),
  };
}

export function autoApproveMode(env: NodeJS.ProcessEnv): AutoApprove {
  const value = (env.CASHLESS_AUTO_APPROVE ?? 'none').toLowerCase();
  return value === 'all' || value === 'demo' ? value : 'none';
}

const KEY_ID = /^[A-Za-z0-9._-]{1,32}$/;

function masterKey(name: string, id: string, value: string): Buffer {
  if (!KEY_ID.test(id)) throw new ConfigError(`${name}: key id ${JSON.stringify(id)} must be 1–32 letters, digits, '.', '_' or '-'`);
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32 || key.toString('base64') !== value.trim()) throw new ConfigError(`${name} (key ${id}) must be 32 random bytes as base64, e.g. $(openssl rand -base64 32)`);
  return key;
}

/** STORAGE_MASTER_KEY(_ID) and STORAGE_PREVIOUS_KEYS; the values are secrets and never printed. */
export function storageKeys(env: NodeJS.ProcessEnv): StorageKeys {
  if (!env.STORAGE_MASTER_KEY) return { currentId: DEV_STORAGE_KEY_ID, keys: new Map([[DEV_STORAGE_KEY_ID, DEV_STORAGE_KEY]]) };
  const currentId = (env.STORAGE_MASTER_KEY_ID ?? '').trim();
  if (!currentId) throw new ConfigError('STORAGE_MASTER_KEY_ID is not set: name the master key (e.g. 2026-11), so files say which key wraps them');
  const keys = new Map<string, Buffer>();
  for (const entry of (env.STORAGE_PREVIOUS_KEYS ?? '').split(',').filter((e) => e.trim() !== '')) {
    const at = entry.indexOf(':');
    if (at < 1) throw new ConfigError('STORAGE_PREVIOUS_KEYS: write each older key as id:base64, separated by commas');
    const id = entry.slice(0, at).trim();
    keys.set(id, masterKey('STORAGE_PREVIOUS_KEYS', id, entry.slice(at + 1)));
  }
  keys.set(currentId, masterKey('STORAGE_MASTER_KEY', currentId, env.STORAGE_MASTER_KEY));
  return { currentId, keys };
}

/** The development key is in this repository: it hides nothing and production refuses it. */
export function usesDevStorageKey(keys: StorageKeys): boolean {
  return keys.currentId === DEV_STORAGE_KEY_ID || [...keys.keys.values()].some((key) => key.equals(DEV_STORAGE_KEY));
}

/** STORAGE and its variables (api/README.md "Object storage"); an unknown kind is refused, not guessed. */
function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE || 'local').trim().toLowerCase();
  const keys = storageKeys(env);
  // A relative UPLOAD_DIR stays relative to the working directory, as it always was, so no deployment's files move.
  if (kind === 'local') return { kind, keys, dir: path.resolve(env.UPLOAD_DIR || path.join(REPO_ROOT, 'data', 'uploads')) };
  if (kind !== 's3') throw new ConfigError(`STORAGE=${env.STORAGE}: use local (UPLOAD_DIR) or s3 (S3_BUCKET, S3_ENDPOINT…)`);
  return {
    kind,
    keys,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET || '',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, true),
  };
}

/**
 * Reads the environment (documented in api/README.md); every value has a safe default. The one
 * place the API reads process.env (config-only-env.test.ts): everything else gets this config.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    env: nodeEnv,
    port: int(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databaseFile: path.resolve(REPO_ROOT, env.DATABASE_FILE || path.join('data', 'sencare.db')),
    autoSeed: flag(env.AUTO_SEED, nodeEnv !== 'production'),
    migrateOnStart: flag(env.MIGRATE_ON_START, true),
    // warn in production: Fastify's two info lines per request cost 5–12 % of its CPU.
    logLevel: env.LOG_LEVEL || { production: 'warn', test: 'silent', development: 'info' }[nodeEnv],
    trustProxy: trustedProxies(env.TRUST_PROXY),
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    pinPepper: env.PIN_PEPPER || DEV_PIN_PEPPER,
    smtpUrl: env.SMTP_URL || undefined,
    mailOutbox: flag(env.MAIL_OUTBOX),
    apiDocs: flag(env.ENABLE_API_DOCS, nodeEnv !== 'production'),
    mailFrom: env.MAIL_FROM || 'SenCare <no-reply@sencare.vn>',
    enableDevRoutes: flag(env.ENABLE_DEV_ROUTES),
    gateway: argv.includes('--gateway') || flag(env.GATEWAY),
    staticRoot: path.resolve(REPO_ROOT, env.STATIC_ROOT || '.'),
    remotesJsonFile: env.REMOTES_JSON || undefined,
    webauthnOrigin: env.WEBAUTHN_ORIGIN || undefined,
    releasesDir: path.resolve(REPO_ROOT, env.RELEASES_DIR || path.join('data', 'releases')),
    backupDir: path.resolve(REPO_ROOT, env.BACKUP_DIR || path.join('data', 'backups')),
    sessionIdleDays: int(env, 'SESSION_IDLE_DAYS', 30),
    sessionAbsoluteDays: int(env, 'SESSION_ABSOLUTE_DAYS', 180),
    rateLimit: {
      perIp: int(env, 'RATE_LIMIT_PER_IP', 60),
      perAccount: int(env, 'RATE_LIMIT_PER_ACCOUNT', 10),
      windowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 60_000),
    },
    publicVerificationLimit: {
      perIp: int(env, 'PUBLIC_VERIFICATIONS_PER_IP', 10),
      windowMs: int(env, 'PUBLIC_VERIFICATION_WINDOW_MS', 15 * 60_000),
    },
    patientLookupLimit: {
      perStaff: int(env, 'PATIENT_LOOKUPS_PER_STAFF', 30),
      perProvider: int(env, 'PATIENT_LOOKUPS_PER_PROVIDER', 300),
      windowMs: int(env, 'PATIENT_LOOKUP_WINDOW_MS', 60 * 60_000),
    },
    maxFailedLogins: int(env, 'MAX_FAILED_LOGINS', 5),
    lockMinutes: int(env, 'LOCK_MINUTES', 15),
    maxPinFailures: int(env, 'MAX_PIN_FAILURES', 5),
    pinLockMinutes: int(env, 'PIN_LOCK_MINUTES', 15),
    codeTtlMinutes: int(env, 'CODE_TTL_MINUTES', 10),
    codeMaxAttempts: int(env, 'CODE_MAX_ATTEMPTS', 5),
    storage: storageConfig(env),
    uploadExpiryHours: int(env, 'UPLOAD_EXPIRY_HOURS', 7 * 24),
    uploadSweepGraceSeconds: int(env, 'UPLOAD_SWEEP_GRACE_SECONDS', 600),
    uploadSweepIntervalMinutes: int(env, 'UPLOAD_SWEEP_INTERVAL_MINUTES', 60),
    codeMaxGuessesPerDay: int(env, 'CODE_MAX_GUESSES_PER_DAY', 10),
    myDataExportPollMs: int(env, 'MYDATA_EXPORT_POLL_MS', 5_000),
    metricsPort: env.METRICS_PORT ? int(env, 'METRICS_PORT', 0) : undefined,
    redisUrl: redisUrl(env.REDIS_URL),
    redisPrefix: redisPrefix(env.REDIS_PREFIX),
    live: liveSettings(env),
    cashlessAutoApprove: autoApproveMode(env),
    insurer: insurerEntity(env, nodeEnv === 'production'),
    retention: {
      claimDraftDays: int(env, 'RETENTION_CLAIM_DRAFT_DAYS', 90),
      verificationCodeDays: int(env, 'RETENTION_VERIFICATION_CODE_DAYS', 7),
      sessionDays: int(env, 'RETENTION_SESSION_DAYS', 30),
      behaviorLogDays: int(env, 'RETENTION_BEHAVIOR_LOG_DAYS', 180),
      outboxDays: int(env, 'RETENTION_OUTBOX_DAYS', 7),
      publicVerificationDays: int(env, 'RETENTION_PUBLIC_VERIFICATION_DAYS', 30),
      purgeIntervalMinutes: int(env, 'PRIVACY_PURGE_INTERVAL_MINUTES', nodeEnv === 'test' ? 0 : 60),
    },
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
  };
}

export function usesDevPepper(config: AppConfig): boolean {
  return config.pinPepper === DEV_PIN_PEPPER;
}

/**
 * The OTLP endpoint when traces are wanted, else null (docs/operations.md "Traces"): the standard
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_EXPORTER_OTLP_ENDPOINT; OTEL_SDK_DISABLED=true or
 * OTEL_TRACES_EXPORTER=none switch them off. Read apart from loadConfig: tracing starts before
 * the modules it instruments load (src/telemetry/start-tracing.ts), before the config is read.
 */
export function tracingEndpoint(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return null;
  return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || null;
}
