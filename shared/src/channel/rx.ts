// The rxjs the page runs, one copy, inside the kernel channel. rxjs was a shared
// singleton, and a shared package is not tree-shaken: 17.7 KB gz of it loaded on the login page
// for the channel's two Subjects. The channel's contract stays rxjs Observables (remotes built
// before subscribe and pipe them), so rxjs stays, but bundled here: only what is named below ships,
// and the shell imports these from '@sencare/shared/channel' (eslint.config.mjs forbids 'rxjs'
// outside shared/src, which would bundle a second copy). Add an operator here when an app needs it.
export { BehaviorSubject, Observable, Subject, combineLatest, distinctUntilChanged, filter, first, map } from 'rxjs';
export type { Subscription } from 'rxjs';
