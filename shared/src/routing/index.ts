export * from './hashLocation';
export * from './paths';
