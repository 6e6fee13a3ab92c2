export * from './StatusView';
export * from './remoteLifecycles';
export * from './antdReact19';
export * from './remoteServices';
export * from './useSessionState';
