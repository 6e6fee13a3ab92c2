export * from './limits';
export * from './auth';
export * from './fieldErrors';
