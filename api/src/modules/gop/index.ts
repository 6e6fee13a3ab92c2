/** The GOP module's public surface: the staff routes the provider and insurer portals mount, and its service. */
export { registerStaffGopRoutes } from './routes';
export type { GopService } from './service';
export { GopVerifier } from './verification';
/** The lists' queries, for the query-plan test (insurer/query-plans.test.ts). */
export { GopRepository } from './repository';
export { GOP_QUEUE_CONDITION, gopPageQuery } from './queue';
