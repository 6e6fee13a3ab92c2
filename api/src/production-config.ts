import { type AppConfig, usesDevPepper, usesDevStorageKey } from './config';

/** 32 characters of a random secret: 192 bits as base64, 128 as hex. */
export const MIN_PEPPER_LENGTH = 32;
/** A long value made of a few characters ("aaaa…", "12341234…") is not a secret either. */
const MIN_PEPPER_DISTINCT = 8;
const MAKE_PEPPER = `set it to a random secret of at least ${MIN_PEPPER_LENGTH} characters, e.g. PIN_PEPPER=$(openssl rand -base64 48)`;

/** Thrown by buildApp in production when the environment is unsafe; src/server.ts prints `lines` and exits 78. */
export class StartupRefused extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'StartupRefused';
  }
}

function pepperProblem(config: AppConfig): string | null {
  if (usesDevPepper(config)) return `PIN_PEPPER is not set (or is the development value): ${MAKE_PEPPER}`;
  const length = [...config.pinPepper].length;
  if (length < MIN_PEPPER_LENGTH) return `PIN_PEPPER is too short (${length} characters): ${MAKE_PEPPER}`;
  const distinct = new Set(config.pinPepper).size;
  if (distinct < MIN_PEPPER_DISTINCT) return `PIN_PEPPER is too simple (${distinct} different characters): ${MAKE_PEPPER}`;
  return null;
}

function mailProblem(config: AppConfig): string | null {
  if (!config.smtpUrl) {
    if (config.mailOutbox) return null;
    return 'SMTP_URL is not set, so verification codes would reach nobody: set SMTP_URL=smtps://user:password@smtp.example.vn (or MAIL_OUTBOX=1 to keep mails in the outbox table on purpose)';
  }
  let protocol = '';
  try {
    protocol = new URL(config.smtpUrl).protocol;
  } catch {
    /* reported below; the value itself holds a password and is never printed */
  }
  return protocol === 'smtp:' || protocol === 'smtps:' ? null : 'SMTP_URL is not an smtp:// or smtps:// URL: set SMTP_URL=smtps://user:password@smtp.example.vn';
}

/**
 * Fingerprint or face unlock checks the page's origin in every signature (modules/biometric):
 * behind a TLS-terminating gateway the API would otherwise see http:// and refuse every phone.
 */
function webauthnProblem(config: AppConfig): string | null {
  const origin = config.webauthnOrigin;
  const set = 'set WEBAUTHN_ORIGIN to the address users open, e.g. WEBAUTHN_ORIGIN=https://app.sencare.vn';
  if (!origin) return `WEBAUTHN_ORIGIN is not set, so fingerprint or face unlock cannot check where a signature came from: ${set}`;
  let url: URL | null = null;
  try {
    url = new URL(origin);
  } catch {
    /* reported below */
  }
  return url && url.protocol === 'https:' && url.origin === origin ? null : `WEBAUTHN_ORIGIN=${origin} is not an https:// origin (scheme and host, no path): ${set}`;
}

/**
 * STORAGE=s3 without a bucket or credentials would start and then fail every upload (or, with
 * the SDK's default chain, pick up whatever credentials the machine happens to have).
 */
function storageProblem(config: AppConfig): string | null {
  const storage = config.storage;
  if (storage.kind !== 's3') return null;
  const missing = [!storage.bucket && 'S3_BUCKET', !storage.accessKeyId && 'S3_ACCESS_KEY_ID', !storage.secretAccessKey && 'S3_SECRET_ACCESS_KEY'].filter((name): name is string => Boolean(name));
  if (missing.length) return `STORAGE=s3 needs ${missing.join(', ')}: set the bucket and the access key the API uses (and S3_ENDPOINT for MinIO or another S3-compatible server), or STORAGE=local with UPLOAD_DIR`;
  return storage.bucket.length < 3 ? `S3_BUCKET=${storage.bucket} is not a bucket name (3–63 characters): set S3_BUCKET to the bucket the API uses` : null;
}

/** Stored files are encrypted under a master key (src/storage/encrypted.ts): the development one is public. */
function storageKeyProblem(config: AppConfig): string | null {
  if (!usesDevStorageKey(config.storage.keys)) return null;
  return 'STORAGE_MASTER_KEY is not set (or is the development key), so uploaded ID photos and claim files would be encrypted under a key anyone can read: set STORAGE_MASTER_KEY=$(openssl rand -base64 32) and STORAGE_MASTER_KEY_ID (docs/deploying.md "Storage master key")';
}

/** The GOP letters name the insurer as guarantor (modules/gop/pdf.ts): production has no demo one to fall back on (src/config.ts InsurerEntity). */
function insurerProblem(config: AppConfig): string | null {
  const { legalName, address, licenceNo } = config.insurer;
  const missing = [!legalName && 'INSURER_LEGAL_NAME', !address && 'INSURER_ADDRESS', !licenceNo && 'INSURER_LICENCE_NO'].filter((name): name is string => Boolean(name));
  if (!missing.length) return null;
  return `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set, so the letters of guarantee would name no guarantor: set the insurer's legal name, registered address and licence number, e.g. INSURER_LICENCE_NO=67/GP/KDBH (docs/deploying.md)`;
}

/**
 * What a production start refuses, one line each, saying what to set.
 * Fail closed: a missing secret or a demo convenience left on is a refusal, never a warning.
 */
export function productionProblems(config: AppConfig): string[] {
  if (config.env !== 'production') return [];
  const problems = [pepperProblem(config), mailProblem(config), webauthnProblem(config), storageProblem(config), storageKeyProblem(config), insurerProblem(config)];
  if (config.autoSeed) {
    problems.push('AUTO_SEED=1 would create the demo accounts, whose passwords are published: remove it (for a demo installation run `npm run seed -w api` once, on purpose)');
  }
  if (config.enableDevRoutes) problems.push('ENABLE_DEV_ROUTES=1 would publish emailed verification codes at /api/dev: remove it (tests and e2e only)');
  return problems.filter((line): line is string => line !== null).map((line) => `Refusing to start with NODE_ENV=production: ${line}`);
}

export function assertFitForProduction(config: AppConfig): void {
  const problems = productionProblems(config);
  if (problems.length) throw new StartupRefused(problems);
}
