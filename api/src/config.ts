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

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (search_path); tests use one per file. */
  databaseSchema?: string;
  databaseFile: string;
  /** Seed demo data when the users table is empty. */
  autoSeed: boolean;
  logLevel: string;
  trustProxy: boolean;
  bodyLimit: number;
  pinPepper: string;
  smtpUrl?: string;
  mailFrom: string;
  enableDevRoutes: boolean;
  gateway: boolean;
  /** Where the built front ends live (gateway mode). */
  staticRoot: string;
  remotesJsonFile?: string;
  sessionIdleDays: number;
  sessionAbsoluteDays: number;
  rateLimit: RateLimitConfig;
  maxFailedLogins: number;
  lockMinutes: number;
  maxPinFailures: number;
  pinLockMinutes: number;
  codeTtlMinutes: number;
  codeMaxAttempts: number;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Invalid number in environment: ${value}`);
  return Math.trunc(n);
}

function flag(value: string | undefined, fallback = false): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** Reads the environment (documented in api/README.md); every value has a safe default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    env: nodeEnv,
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databaseFile: path.resolve(REPO_ROOT, env.DATABASE_FILE || path.join('data', 'sencare.db')),
    autoSeed: flag(env.AUTO_SEED, true),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: flag(env.TRUST_PROXY),
    bodyLimit: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    pinPepper: env.PIN_PEPPER || DEV_PIN_PEPPER,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'SenCare <no-reply@sencare.vn>',
    enableDevRoutes: flag(env.ENABLE_DEV_ROUTES),
    gateway: argv.includes('--gateway') || flag(env.GATEWAY),
    staticRoot: path.resolve(REPO_ROOT, env.STATIC_ROOT || '.'),
    remotesJsonFile: env.REMOTES_JSON || undefined,
    sessionIdleDays: int(env.SESSION_IDLE_DAYS, 30),
    sessionAbsoluteDays: int(env.SESSION_ABSOLUTE_DAYS, 180),
    rateLimit: {
      perIp: int(env.RATE_LIMIT_PER_IP, 60),
      perAccount: int(env.RATE_LIMIT_PER_ACCOUNT, 10),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
    },
    maxFailedLogins: int(env.MAX_FAILED_LOGINS, 5),
    lockMinutes: int(env.LOCK_MINUTES, 15),
    maxPinFailures: int(env.MAX_PIN_FAILURES, 5),
    pinLockMinutes: int(env.PIN_LOCK_MINUTES, 15),
    codeTtlMinutes: int(env.CODE_TTL_MINUTES, 10),
    codeMaxAttempts: int(env.CODE_MAX_ATTEMPTS, 5),
  };
}

export function usesDevPepper(config: AppConfig): boolean {
  return config.pinPepper === DEV_PIN_PEPPER;
}
