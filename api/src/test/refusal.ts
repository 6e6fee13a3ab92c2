/**
 * The message a database refused a statement with, or null when it ran. Not jest's
 * `rejects.toThrow`: better-sqlite3's native side keeps the error class of the first test file a
 * worker ran, whose Error belongs to another jest realm, so from the second file on `toThrow` says
 * "did not throw" for a statement that was refused (the append-only tests failed that way whenever
 * another file ran before them in the same worker).
 */
export function refusalOf(statement: Promise<unknown>): Promise<string | null> {
  return statement.then(
    () => null,
    (error: unknown) => String((error as { message?: unknown } | null)?.message ?? error),
  );
}
