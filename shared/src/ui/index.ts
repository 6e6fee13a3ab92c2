export * from './StatusView';
export * from './remoteLifecycles';
