// The remote kit (docs/deploying.md "Kernel and domain code"): what every remote's entry is built
// with. Its own kernel subpath, so the shell, which never mounts itself as a remote, does not load
// it (nor TanStack Query) on the login page.
export * from './defineRemote';
export * from './remoteLifecycles';
export * from './remoteRoutes';
export * from './offlineQueries';
export * from './sessionQueryClient';
export * from './ConfirmDialog';
export * from './LogoutDialog';
export * from './QueryView';
export * from './PullToRefreshFrame';
