/** Retention (docs/privacy.md "Retention"): the rules, the purge pass and its schedule in the API process. */
import type { ApiModule } from '../types';
import { schedulePrivacyPurge } from './purge';

export { purgeDepsOf, purgeExpired, purgeLocks, type PurgeDeps, type PurgeResult } from './purge';
export { RETENTION_RULES, type RetentionRule } from './rules';

export const retentionModule: ApiModule = {
  name: 'retention',
  register(app, ctx) {
    schedulePrivacyPurge(app, ctx);
  },
};
