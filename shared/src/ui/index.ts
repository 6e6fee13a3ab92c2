export * from './StatusView';
export * from './NotFoundView';
export * from './RemoteErrorBoundary';
export * from './antdReact19';
export * from './remoteServices';
export * from './useSessionState';
export * from './OfflineNotices';
export * from './announce';
