export * from './types';
export * from './createHttpClient';
export * from './formEncode';
export * from './apiErrorText';
export * from './queryDefaults';
export * from './offlineData';
export * from './timing';
export * from './frontendTelemetry';
