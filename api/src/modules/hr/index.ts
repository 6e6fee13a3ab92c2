/**
 * The employer HR portal's module (docs/portals.md "Employer HR and broker"), enrolment for the dev
 * seed (db/seed-group.ts), and the invitation the broker portal sends too (modules/broker/invite.ts).
 */
export { hrModule } from './routes';
export { enrolMember } from './enrol';
export { invitation, unusablePassword } from './invitation';
export type { GroupMembersTable, EmployersTable, BrokersTable, BrokerAgenciesTable, GroupPlansTable, GroupPoliciesTable } from './tables';
