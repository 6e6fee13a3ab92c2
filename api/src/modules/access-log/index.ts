/** The access log of personal data (docs/privacy.md "Access log"): the recording helper every read route uses. */
export { AccessLog, type AccessRead, type AccessSubject } from './record';
export type { AccessLogTable } from './tables';
