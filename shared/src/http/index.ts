export * from './types';
export * from './createHttpClient';
export * from './formEncode';
