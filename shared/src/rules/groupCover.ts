import { z } from 'zod';
import { isValidBirthDate } from './cashless';
import { emailSchema } from './auth';

/**
 * Members of an employer's group policy (docs/portals.md "Employer HR and broker"): one schema for
 * the HR form (mfe-hr, react-hook-form's resolver), the API's add and edit (api/src/modules/hr) and
 * every row of a CSV import, so the three refuse the same input with the same message keys.
 * Keys under `validation.hr.` are mfe-hr's own (its i18n), the other `validation.` keys the common namespace's.
 */
export const MEMBER_RELATIONSHIPS = ['self', 'spouse', 'child', 'parent'] as const;
export const MEMBER_STATUSES = ['active', 'ended'] as const;
export const MEMBER_GENDERS = ['male', 'female'] as const;
export type MemberRelationship = (typeof MEMBER_RELATIONSHIPS)[number];
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

const text = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const isoDay = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateInput' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: 'validation.dateInput' });
/** An empty cell or field is no value (CSV cells and cleared inputs are '' rather than absent). */
const optionalText = <S extends z.ZodType<string, string>>(schema: S) => z.preprocess((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const memberShape = {
  employeeNo: text(20).regex(/^[A-Za-z0-9-]+$/, { error: 'validation.hr.employeeNo' }),
  relationship: z.enum(MEMBER_RELATIONSHIPS, { error: 'validation.hr.relationship' }),
  fullName: text(100),
  dateOfBirth: z.string({ error: 'validation.required' }).trim().refine((v) => isValidBirthDate(v), { error: 'validation.dateInput' }),
  gender: z.enum(MEMBER_GENDERS, { error: 'validation.hr.gender' }),
  /** The 12-digit personal identification number every Vietnamese citizen has, children included. */
  idNumber: z.string({ error: 'validation.required' }).trim().regex(/^\d{12}$/, { error: 'validation.hr.idNumber' }),
  email: optionalText(emailSchema),
  phone: optionalText(z.string().trim().regex(/^(\+84|0)\d{9}$/, { error: 'validation.phoneInvalid' })),
  department: text(60),
  planCode: text(10).transform((v) => v.toUpperCase()),
  coverFrom: isoDay,
};

/** The employee signs in with the invitation mailed to this address: an employee without one cannot be enrolled. */
function employeeNeedsEmail(value: { relationship: MemberRelationship; email?: string }, ctx: z.RefinementCtx): void {
  if (value.relationship === 'self' && !value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.hr.emailRequired' });
}

export const memberInputSchema = z.strictObject(memberShape).superRefine(employeeNeedsEmail);
export type MemberInput = z.input<typeof memberInputSchema>;
export type MemberParsed = z.output<typeof memberInputSchema>;

/** An edit changes what HR may correct; the person (ID number, relationship) and the cover dates stay. */
export const memberEditSchema = z.strictObject({ fullName: memberShape.fullName, email: memberShape.email, phone: memberShape.phone, department: memberShape.department, planCode: memberShape.planCode });
export type MemberEditInput = z.input<typeof memberEditSchema>;
export type MemberEdit = z.output<typeof memberEditSchema>;

export const endCoverSchema = z.strictObject({ effectiveDate: isoDay });

/** The CSV template's columns, in order (the header row HR downloads and fills in). */
export const MEMBER_CSV_COLUMNS = ['employeeNo', 'relationship', 'fullName', 'dateOfBirth', 'gender', 'idNumber', 'email', 'phone', 'department', 'planCode', 'coverFrom'] as const;

/**
 * The HR portal's own users (docs/portals.md "Portal users"): an HR admin of every department adds
 * colleagues with a sub-role and a department (none: every department), changes them, sets them
 * invalid (they can no longer sign in) and unlocks one locked by wrong passwords.
 */
export const HR_SUB_ROLES = ['admin', 'viewer'] as const;
export const PORTAL_USER_STATUSES = ['effective', 'invalid'] as const;
export type HrSubRole = (typeof HR_SUB_ROLES)[number];
export type PortalUserStatus = (typeof PORTAL_USER_STATUSES)[number];

/** '' from a select's "every department" option is no department. */
const departmentScope = z.preprocess((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v), text(60).nullable());
const accessShape = {
  subRole: z.enum(HR_SUB_ROLES, { error: 'validation.hr.subRole' }),
  department: departmentScope,
};

export const hrUserInputSchema = z.strictObject({ fullName: text(100), email: emailSchema, ...accessShape });
export type HrUserInput = z.input<typeof hrUserInputSchema>;
export type HrUserParsed = z.output<typeof hrUserInputSchema>;

export const hrUserEditSchema = z.strictObject({ ...accessShape, status: z.enum(PORTAL_USER_STATUSES, { error: 'validation.hr.userStatus' }) });
export type HrUserEditInput = z.input<typeof hrUserEditSchema>;
export type HrUserEdit = z.output<typeof hrUserEditSchema>;
