/** The insurer console's back office: assignment, internal notes (docs/portals.md "Back office"). */
export { registerBackofficeRoutes, withBackoffice } from './routes';
export { requireFreeOrMine } from './assignment';
