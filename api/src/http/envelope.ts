import { z } from 'zod';
import type { FieldErrors } from '@sencare/shared/rules';

/** Envelope codes (api/README.md "Codes"). HTTP status travels alongside; the client looks at `code`. */
export const CODE = {
  ok: 0,
  sessionInvalid: -93,
  validation: 400,
  wrongCredentials: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  locked: 423,
  privacyOutdated: 428,
  tooManyRequests: 429,
  system: 500,
  unavailable: 503,
} as const;

export interface Envelope<T = unknown> {
  code: number;
  /** Always an i18n key in the front end's `common` namespace. */
  msg: string;
  data: T;
  errors?: FieldErrors;
}

export function ok<T>(data: T, msg = 'ok'): { code: 0; msg: string; data: T } {
  return { code: CODE.ok, msg, data };
}

/** Thrown anywhere in a request; the error handler turns it into an envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly httpStatus: number,
    readonly envelopeCode: number,
    readonly msg: string,
    readonly data: unknown = null,
    readonly errors?: FieldErrors,
  ) {
    super(msg);
    this.name = 'ApiFailure';
  }

  toEnvelope(): Envelope {
    return this.errors ? { code: this.envelopeCode, msg: this.msg, data: this.data, errors: this.errors } : { code: this.envelopeCode, msg: this.msg, data: this.data };
  }
}

export const fail = {
  session: () => new ApiFailure(401, CODE.sessionInvalid, 'error.sessionExpired'),
  /** A field-level rule the server checks beyond the schema (e.g. a common password). */
  field: (field: string, key: string) => new ApiFailure(400, CODE.validation, key, null, { [field]: key }),
  /** Wrong password / PIN: HTTP 400 with code 401 so the client never mistakes it for session loss. */
  credentials: (msg: string, data: unknown = null) => new ApiFailure(400, CODE.wrongCredentials, msg, data),
  forbidden: (msg = 'error.forbidden') => new ApiFailure(403, CODE.forbidden, msg),
  notFound: (msg = 'error.notFound') => new ApiFailure(404, CODE.notFound, msg),
  conflict: (msg: string) => new ApiFailure(409, CODE.conflict, msg),
  locked: (msg: string, until: string) => new ApiFailure(423, CODE.locked, msg, { until }),
  tooManyRequests: () => new ApiFailure(429, CODE.tooManyRequests, 'error.tooManyRequests'),
};

/** Zod schema of a success envelope around `data`, for response serialization and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data });
}

export const errorEnvelope = z.object({
  code: z.number(),
  msg: z.string(),
  data: z.unknown(),
  errors: z.record(z.string(), z.string()).optional(),
});
