/**
 * Redis did not answer a command a request needs (a rate-limit count, an upload lock). The error
 * handler (src/http/errors.ts) answers it as it answers the database away: 503
 * `error.serviceUnavailable` with Retry-After, never a 500 and never a request let through
 * uncounted (failing open would lift the limits in front of argon2 for as long as Redis is down).
 */
export class RedisUnavailable extends Error {
  constructor(
    readonly what: string,
    cause: unknown,
  ) {
    super(`Redis unavailable (${what}): ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'RedisUnavailable';
  }
}

/** Runs one Redis call for `what`; any failure becomes RedisUnavailable. */
export async function inRedis<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new RedisUnavailable(what, error);
  }
}
