import type { Language, SessionUser } from '@sencare/shared/channel';
import { isLanguage } from '@sencare/shared/i18n';
import firstPaint from '../firstPaint.json';

/**
 * The docs/requirements.md §3 local storage keys. Only the shell touches them; remotes get session facts from
 * the channel and make calls through the HTTP client, never reading the token.
 */
export const STORAGE_KEYS = {
  // One source with index.skeleton.js, which reads it before the app (build/fillSkeleton.cjs).
  token: firstPaint.tokenStorageKey,
  userCode: 'userCode',
  userInfo: 'userInfo',
  deviceToken: 'deviceToken',
  platform: 'platform',
  widgetVersion: 'WIDGET_VERSION',
  language: 'CURRENT_LANG',
  rememberedAccount: 'shell:remembered-account',
  /** sessionStorage: what was typed on the login page while the user reads the policy. */
  loginDraft: 'shell:login-draft',
} as const;

/** Where the login page kept accepted privacy versions per account, before consent moved to the server. */
export const RETIRED_PRIVACY_KEY = 'shell:privacy-accepted';

/** The login page's typed state that survives a visit to the privacy policy (never the password). */
export interface LoginDraft {
  account: string;
  remember: boolean;
}

/** docs/requirements.md §3: platform 1 iOS, 2 Android, 3 other. */
export type Platform = '1' | '2' | '3';

export const WIDGET_VERSION = '2.0.07';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, storage: 'local' | 'session' = 'local'): void {
  try {
    const store = storage === 'local' ? window.localStorage : window.sessionStorage;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Private mode or full storage: the session simply does not survive a reload.
  }
}

function readJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}


/** The languages the phone asks for, its own first (navigator.language alone on old browsers). */
function phoneLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

export function detectPlatform(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return '1';
  if (/Android/i.test(userAgent)) return '2';
  return '3';
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const sessionStore = {
  getToken: () => read(STORAGE_KEYS.token) || null,
  getUserCode: () => read(STORAGE_KEYS.userCode),
  getUser(): SessionUser | null {
    const raw = read(STORAGE_KEYS.userInfo);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as SessionUser;
    } catch {
      return null;
    }
  },
  saveSession(token: string, userCode: string, user: SessionUser): void {
    write(STORAGE_KEYS.token, token);
    write(STORAGE_KEYS.userCode, userCode);
    write(STORAGE_KEYS.userInfo, JSON.stringify(user));
  },
  saveUser(user: SessionUser): void {
    write(STORAGE_KEYS.userInfo, JSON.stringify(user));
  },
  clearSession(): void {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.userCode, null);
    write(STORAGE_KEYS.userInfo, null);
  },
  /** The stored choice; with none, the phone's language (Vietnamese phones open in Vietnamese), else en_US (docs/requirements.md §9). */
  getLanguage(): Language {
    const value = read(STORAGE_KEYS.language);
    if (isLanguage(value)) return value;
    return /^vi\b/i.test(phoneLanguages()[0] ?? '') ? 'vi_VN' : 'en_US';
  },
  setLanguage: (language: Language) => write(STORAGE_KEYS.language, language),
  /** Device identity for push and audit; created once per browser. */
  ensureDevice(userAgent: string): void {
    if (!read(STORAGE_KEYS.deviceToken)) write(STORAGE_KEYS.deviceToken, randomId());
    write(STORAGE_KEYS.platform, detectPlatform(userAgent));
    write(STORAGE_KEYS.widgetVersion, WIDGET_VERSION);
    // The login page once kept here which accounts accepted the privacy policy (account names):
    // consent is the server's record now (docs/privacy.md "Consent"), so the phone forgets them.
    write(RETIRED_PRIVACY_KEY, null);
  },
  getRememberedAccount: () => read(STORAGE_KEYS.rememberedAccount),
  setRememberedAccount: (account: string | null) => write(STORAGE_KEYS.rememberedAccount, account),
  getLoginDraft: (): LoginDraft | null => readJson<LoginDraft>(readSession(STORAGE_KEYS.loginDraft)),
  setLoginDraft: (draft: LoginDraft | null) => write(STORAGE_KEYS.loginDraft, draft ? JSON.stringify(draft) : null, 'session'),
};
