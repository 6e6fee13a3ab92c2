/**
 * The auth module's public surface (api/README.md "Modules"): other modules and the app import
 * only this file. Accounts, sessions, the attempt counters and the emailed codes, which the PIN
 * (pin/service.ts) shares with sign-in.
 */
export { AttemptCounters } from './attemptCounters';
export { VerificationCodes } from './codes';
export { accountNamedIn, signedInUser } from './rateSubjects';
export { UserRepository } from './repository';
export { AuthService } from './service';
export { SessionCache } from './session-cache';
export { SessionStore, type ResolvedSession, type UserRow } from './sessions';
