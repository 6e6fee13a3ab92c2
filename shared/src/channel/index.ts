export * from './contract';
export * from './sessionChannel';
export * from './rx';
