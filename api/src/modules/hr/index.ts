/** The employer HR portal's module (docs/portals.md "Employer HR and broker"), and enrolment for the dev seed (db/seed-group.ts). */
export { hrModule } from './routes';
export { enrolMember } from './enrol';
export type { GroupMembersTable, EmployersTable, BrokersTable, BrokerAgenciesTable, GroupPlansTable, GroupPoliciesTable } from './tables';
