import type { AppConfig } from './config';
import type { Db, Dialect } from './db/database';
import type { Mailer } from './modules/mail';
import type { SessionStore } from './modules/auth';
import type { RateGuards } from './http/rateLimit';
import type { SharedRedis } from './redis/connection';
import type { ObjectStorage } from './storage';

/** What every module receives: configuration, the database and the cross-cutting services. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
  sessions: SessionStore;
  rate: RateGuards;
  /** REDIS_URL's connections, or null: one process keeps its shared state in memory (src/redis/). */
  redis: SharedRedis | null;
  /** Uploaded files: UPLOAD_DIR or an S3 bucket (STORAGE; src/storage). */
  storage: ObjectStorage;
}
