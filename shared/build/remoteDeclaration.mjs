// A remote's declaration to the shell (src/remote.json): its name in both languages, the path
// prefixes it owns and the old (spec §2) paths that lead to its screens. The build copies it into
// the remote's mf-manifest.json (metaData.sencare), where the shell learns it at run time
// (shell/src/federation/remoteCatalog.ts): a route or a whole remote added by its team touches no
// shell file (docs/deploying.md "Routes").
import fs from 'node:fs';
import path from 'node:path';

const PATH = /^\/[A-Za-z0-9][\w.-]*(\/[\w.-]+)*$/;
const under = (p, prefix) => p === prefix || p.startsWith(`${prefix}/`);

/** Every way a declaration is wrong, as sentences for the build's error (empty when it is right). */
export function declarationProblems(declaration) {
  const problems = [];
  const { title, prefixes, aliases } = declaration ?? {};
  for (const language of ['en', 'vi']) {
    if (typeof title?.[language] !== 'string' || !title[language].trim()) problems.push(`title.${language} must be the remote's name in that language`);
  }
  if (!Array.isArray(prefixes) || prefixes.length === 0) problems.push('prefixes must list the paths the remote owns, e.g. ["/claims"]');
  for (const prefix of Array.isArray(prefixes) ? prefixes : []) {
    if (typeof prefix !== 'string' || !PATH.test(prefix)) problems.push(`prefix ${JSON.stringify(prefix)} is not a path such as "/claims"`);
  }
  if (aliases === null || typeof aliases !== 'object' || Array.isArray(aliases)) problems.push('aliases must be an object of old path → canonical path');
  for (const [from, to] of Object.entries(aliases ?? {})) {
    if (!PATH.test(from)) problems.push(`alias ${JSON.stringify(from)} is not a path`);
    if (typeof to !== 'string' || !(prefixes ?? []).some((prefix) => under(to, prefix))) problems.push(`alias ${from} → ${JSON.stringify(to)} leads outside this remote's prefixes`);
  }
  return problems;
}

/** Reads and checks `<dirname>/src/remote.json`; a missing or wrong one fails the build with every problem named. */
export function readRemoteDeclaration(dirname) {
  const file = path.join(dirname, 'src', 'remote.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: a remote declares its title, prefixes and aliases there (docs/deploying.md "Routes")`);
  const declaration = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = declarationProblems(declaration);
  if (problems.length > 0) throw new Error(`${file}:\n  - ${problems.join('\n  - ')}`);
  return { title: declaration.title, prefixes: declaration.prefixes, aliases: declaration.aliases ?? {} };
}
