import type { FastifyRequest } from 'fastify';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { toFieldErrors, type FieldErrors } from '@sencare/shared/rules';

/** A request part that failed its zod schema; the error handler answers 400 with `errors`. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fieldErrors: FieldErrors) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  // No prototype: an unknown field named `toString` or `__proto__` is named like any other
  // (on `{}` the `??=` below saw the inherited member and left the field out).
  const out = Object.create(null) as FieldErrors;
  for (const issue of error.issues) {
    // Unknown fields are named one by one (strict schemas), not as one object-level problem.
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) out[prefix + key] ??= 'validation.invalid';
    }
  }
  const rest = toFieldErrors(new z.ZodError(error.issues.filter((i) => i.code !== 'unrecognized_keys')));
  for (const [field, key] of Object.entries(rest)) out[field] ??= key;
  return out;
}

/** Zod validation for every request part (body, querystring, params, headers). */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data: unknown) => {
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data };
  return { error: new RequestValidationError(fieldErrorsOf(result.error)) };
};

type Def = { type: string; innerType?: z.ZodType; values?: unknown[]; in?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function baseDef(schema: z.ZodType): Def {
  let def = defOf(schema);
  for (let i = 0; i < 8; i++) {
    if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else break;
  }
  return def;
}

function baseKind(schema: z.ZodType): string {
  const def = baseDef(schema);
  if (def.type === 'literal' && def.values?.every((v) => typeof v === 'boolean')) return 'boolean';
  if (def.type === 'literal' && def.values?.every((v) => typeof v === 'number')) return 'number';
  return def.type;
}

/**
 * Form bodies (docs/requirements.md §7's default content type) carry only strings. Using the route's own zod
 * schema, turn 'true'/'false' into booleans, numeric strings into numbers and JSON text into
 * objects/arrays where the schema expects those (shared/http formEncode sends nested values as
 * JSON). Anything else is left for the schema to judge.
 */
export function coerceFormBody(schema: unknown, body: Record<string, unknown>): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  if (!shape || typeof shape !== 'object') return body;
  // Own properties only: a form key named after an Object.prototype member (`toString`,
  // `__proto__`, `constructor`) must not find the prototype's function in the shape (it answered
  // 500 with a stack in the log; src/http/bad-inputs.test.ts). The copy has no prototype, so
  // writing any key is a plain own property.
  const out: Record<string, unknown> = Object.assign(Object.create(null) as Record<string, unknown>, body);
  for (const [key, value] of Object.entries(body)) {
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (!field || typeof value !== 'string') continue;
    const kind = baseKind(field);
    if (kind === 'boolean' && (value === 'true' || value === 'false')) out[key] = value === 'true';
    else if (kind === 'number' && /^-?\d+(\.\d+)?$/.test(value)) out[key] = Number(value);
    else if (['object', 'array', 'record'].includes(kind)) {
      try {
        out[key] = JSON.parse(value);
      } catch {
        /* left as text: the schema answers validation.invalid */
      }
    } else if (kind === 'union' && value.trimStart().startsWith('{') && baseDef(field).options?.some((option) => baseKind(option) === 'object')) {
      // Text or an object (an insurer note: one text, or { en, vi }): JSON of an object is the object.
      try {
        out[key] = JSON.parse(value);
      } catch {
        /* not JSON: the text itself */
      }
    }
  }
  return out;
}

/** Paths of strings holding NUL, which PostgreSQL text cannot store (it would be a 5xx there). */
function nulFields(value: unknown, path: string[], out: FieldErrors, depth = 0): void {
  if (depth > 20) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out[path.length ? path.join('.') : '_'] = 'validation.invalid';
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nulFields(v, [...path, String(i)], out, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) nulFields(v, [...path, k], out, depth + 1);
  }
}

/** Deepest nesting any body or query may have: the wizard's draft needs about 5 levels. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The top-level field whose value nests deeper than MAX_INPUT_DEPTH ('_' for the body itself), or
 * null. Walks with its own stack, so the check cannot overflow where the recursive code after it
 * (zod, JSON.stringify of a draft) would: a draft 5,000 deep answered a RangeError 500
 * (src/http/bad-inputs.test.ts).
 */
export function tooDeepField(value: unknown): string | null {
  const stack: [unknown, number, string][] = [[value, 0, '_']];
  while (stack.length) {
    const [node, depth, field] = stack.pop() as [unknown, number, string];
    if (!node || typeof node !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return field;
    for (const [key, child] of Object.entries(node)) stack.push([child, depth + 1, depth === 0 ? key : field]);
  }
  return null;
}

function refuseDeep(...values: unknown[]): void {
  for (const value of values) {
    const field = tooDeepField(value);
    if (field) throw new RequestValidationError({ [field]: 'validation.invalid' });
  }
}

/**
 * preValidation hook: bodies and queries nested too deep are refused first, a missing body
 * becomes {}, form bodies are coerced (see above), and text with NUL characters is refused with
 * 400 on both databases.
 */
export async function prepareBody(request: FastifyRequest): Promise<void> {
  refuseDeep(request.body, request.query);
  const nul: FieldErrors = {};
  nulFields(request.body, [], nul);
  nulFields(request.query, [], nul);
  if (Object.keys(nul).length) throw new RequestValidationError(nul);
  const schema = request.routeOptions.schema?.body;
  if (!schema) return;
  // Only a request without any body counts as {}; a JSON `null` body is a validation error.
  if (request.body === undefined) {
    request.body = {};
    return;
  }
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') && typeof request.body === 'object' && !Array.isArray(request.body)) {
    request.body = coerceFormBody(schema, { ...(request.body as Record<string, unknown>) });
    // Form fields may carry JSON text: its nesting is only known now.
    refuseDeep(request.body);
  }
}
