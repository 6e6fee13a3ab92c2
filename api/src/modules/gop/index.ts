/** The GOP module's public surface: the staff routes the provider and insurer portals mount, and its service. */
export { registerStaffGopRoutes } from './routes';
export type { GopService } from './service';
