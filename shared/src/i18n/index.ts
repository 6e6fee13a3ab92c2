export * from './languages';
export * from './keyParity';
export * from './createI18n';
