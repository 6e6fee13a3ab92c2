import type { AppConfig } from './config';
import type { Db, Dialect } from './db/database';
import type { Mailer } from './modules/mail/mailer';
import type { SessionStore } from './modules/auth/sessions';
import type { RateGuards } from './http/rateLimit';

/** What every module receives: configuration, the database and the cross-cutting services. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
  sessions: SessionStore;
  rate: RateGuards;
}
