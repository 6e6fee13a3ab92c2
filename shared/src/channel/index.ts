export * from './contract';
export * from './sessionChannel';
