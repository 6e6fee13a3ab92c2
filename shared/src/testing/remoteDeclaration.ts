import { isUnderPath as under } from '../routing/paths';

/** A remote's src/remote.json, as its routes test reads it. */
export interface RemoteDeclaration {
  title: { en: string; vi: string };
  prefixes: string[];
  aliases: Record<string, string>;
}


/**
 * What the shell would get wrong about a remote (empty when nothing): a route outside every
 * declared prefix is never sent to the remote, an alias to a path the route table lacks lands on
 * its not-found view, and a prefix without a route is a path the remote claims but cannot show.
 */
export function routeDeclarationProblems(paths: string[], declaration: RemoteDeclaration): string[] {
  const problems: string[] = [];
  for (const path of paths) {
    if (!declaration.prefixes.some((prefix) => under(path, prefix))) problems.push(`route ${path} is under no prefix of remote.json`);
  }
  for (const prefix of declaration.prefixes) {
    if (!paths.some((path) => under(path, prefix))) problems.push(`prefix ${prefix} has no route`);
  }
  for (const [from, to] of Object.entries(declaration.aliases)) {
    if (!paths.includes(to)) problems.push(`alias ${from} → ${to}, which the route table does not render`);
  }
  return problems;
}
