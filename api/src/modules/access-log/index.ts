/**
 * The access log of personal data (docs/privacy.md "Access log"): the recording helper every read
 * route uses, and the customer's own entries as the customer is shown them (the "My data" archive).
 */
export { AccessLog, type AccessRead, type AccessSubject } from './record';
export type { AccessLogTable } from './tables';
export { everyReadOfMine } from './queries';
