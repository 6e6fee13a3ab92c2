export * from './hashLocation';
