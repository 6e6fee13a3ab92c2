import { z } from 'zod';
import { emailSchema } from './auth';

/**
 * The broker portal's forms (docs/portals.md "Brokers"): one schema for each form of mfe-broker
 * (react-hook-form's resolver) and the API's matching write (api/src/modules/broker), so both
 * refuse the same input with the same message keys. Keys under `validation.broker.` are
 * mfe-broker's own (its i18n), the other `validation.` keys the common namespace's.
 */
export const BROKER_STATUSES = ['effective', 'invalid'] as const;
export type BrokerStatus = (typeof BROKER_STATUSES)[number];

/** The window `GET /api/broker/renewals` uses without `days`, and the one a client's `renewalDue` reads. */
export const RENEWAL_WINDOW_DAYS = 60;
export const MAX_RENEWAL_WINDOW_DAYS = 366;

const text = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const status = z.enum(BROKER_STATUSES, { error: 'validation.broker.status' });
/** A select's value arrives as a string; '' (nothing chosen) is refused like any other non-id. */
const recordId = (key: string) => z.coerce.number({ error: key }).int({ error: key }).positive({ error: key }).max(2_147_483_647, { error: key });

export const agencyInputSchema = z.strictObject({
  /** Upper case, so "ag-q1" and "AG-Q1" are one code; unique across every broker and agency (migration 220). */
  code: text(20)
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'validation.broker.code' })
    .transform((v) => v.toUpperCase()),
  name: text(100),
  status: status.default('effective'),
});
export type AgencyInput = z.input<typeof agencyInputSchema>;
export type AgencyParsed = z.output<typeof agencyInputSchema>;

/** A new agent: a `broker` user of one agency, invited by mail (no password is sent). */
export const agentInputSchema = z.strictObject({
  fullName: text(100),
  email: emailSchema,
  agencyId: recordId('validation.broker.agency'),
});
export type AgentInput = z.input<typeof agentInputSchema>;
export type AgentParsed = z.output<typeof agentInputSchema>;

/** Move an agent to another agency of the broker, or set them invalid (they can no longer sign in). */
export const agentEditSchema = z.strictObject({
  agencyId: recordId('validation.broker.agency'),
  status,
});
export type AgentEditInput = z.input<typeof agentEditSchema>;
export type AgentEdit = z.output<typeof agentEditSchema>;

/** '' from an empty field is no department: the HR admin then sees every department. */
const optionalDepartment = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(60, { error: 'validation.tooLong' })
  .nullish()
  .transform((v) => (v ? v : null));

/** A client's first HR admin (an `hr` user, sub-role admin), invited by mail like an agent. */
export const hrAdminInviteSchema = z.strictObject({
  fullName: text(100),
  email: emailSchema,
  department: optionalDepartment,
});
export type HrAdminInviteInput = z.input<typeof hrAdminInviteSchema>;
export type HrAdminInviteParsed = z.output<typeof hrAdminInviteSchema>;
