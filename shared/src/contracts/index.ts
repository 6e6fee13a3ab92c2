/**
 * One declaration per API endpoint (docs/architecture.md "Contracts per endpoint"): the API
 * registers its routes from these (api/src/http/contractRoute.ts) and the front ends infer their
 * answer types from them. Domain code: no kernel file imports it.
 */
export * from './endpoint';
export * from './views';
export * from './gops';
export * from './insurer';
export * from './claims';
export * from './policies';
export * from './cashless';
export * from './messages';
export * from './customer';
export * from './pin';
export * from './access-log';
export * from './mydata';
export * from './consent';
export * from './telemetry';
export * from './auth';
export * from './live';
export * from './behavior';
export * from './health';
export * from './backoffice';
export * from './hr';
export * from './providerDoctors';
export * from './gopVerification';
export * from './broker';
export * from './bankReport';
