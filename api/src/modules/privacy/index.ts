/** The privacy module's public surface: the policy in force (recorded at sign-in, seeded). */
export { PRIVACY_POLICY } from './policy';
