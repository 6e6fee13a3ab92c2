export * from './channel';
export * from './http';
export * from './i18n';
export * from './format';
export * from './rules';
export * from './routing';
export * from './ui';
