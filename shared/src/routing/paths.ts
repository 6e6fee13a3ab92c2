/** A path lies under a prefix when it is the prefix or a path below it: `/claims/new` is under `/claims`, `/claimsx` is not. */
export function isUnderPath(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
