/** The employer HR portal's module (docs/portals.md "Employer HR and broker"). */
export { hrModule } from './routes';
export type { GroupMembersTable, EmployersTable, BrokersTable, BrokerAgenciesTable, GroupPlansTable, GroupPoliciesTable } from './tables';
