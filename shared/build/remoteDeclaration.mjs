// A remote's declaration to the shell (src/remote.json): its name in both languages, the path
// prefixes it owns and the old (docs/requirements.md §2) paths that lead to its screens. The build copies it into
// the remote's mf-manifest.json (metaData.sencare), where the shell learns it at run time
// (shell/src/federation/remoteCatalog.ts): a route or a whole remote added by its team touches no
// shell file (docs/deploying.md "Routes").
import fs from 'node:fs';
import path from 'node:path';

const PATH = /^\/[A-Za-z0-9][\w.-]*(\/[\w.-]+)*$/;
/** Who signs in (users.role in the API, SessionUser.role on the channel): a remote serves one or more (docs/portals.md). */
export const ROLES = ['customer', 'insurer', 'provider', 'hr', 'broker'];
const ICON = /^[a-z][a-z-]{0,30}$/;
/** How wide the shell draws a role's app: a phone column, or the screen's width (staff at a desk). */
export const FRAMES = ['phone', 'wide'];
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
  problems.push(...roleProblems(declaration ?? {}));
  return problems;
}

/**
 * The optional role fields: `roles` (default ["customer"]), and for a remote that is a role's whole
 * app, its `home` and `tabs` (the shell draws them instead of Home/Mine) and its `frame` ("wide": the
 * shell gives the app the screen's width instead of the phone column; staff work at a desk). All must lie in the
 * remote's own prefixes, so one team's declaration can never point into another team's screens.
 */
function roleProblems({ prefixes, roles, home, tabs, frame }) {
  const problems = [];
  const inside = (p) => typeof p === 'string' && PATH.test(p) && (prefixes ?? []).some((prefix) => under(p, prefix));
  if (roles !== undefined && (!Array.isArray(roles) || roles.length === 0 || roles.some((r) => !ROLES.includes(r)))) problems.push(`roles must list some of ${ROLES.join(', ')}`);
  if (home !== undefined && !inside(home)) problems.push(`home ${JSON.stringify(home)} must be a path in this remote's prefixes`);
  if (tabs !== undefined && !Array.isArray(tabs)) problems.push('tabs must be a list of { path, icon, label: { en, vi } }');
  for (const tab of Array.isArray(tabs) ? tabs : []) {
    if (!inside(tab?.path)) problems.push(`tab ${JSON.stringify(tab?.path)} must be a path in this remote's prefixes`);
    if (typeof tab?.icon !== 'string' || !ICON.test(tab.icon)) problems.push(`tab ${JSON.stringify(tab?.path)} needs an icon name such as "queue"`);
    for (const language of ['en', 'vi']) {
      if (typeof tab?.label?.[language] !== 'string' || !tab.label[language].trim()) problems.push(`tab ${JSON.stringify(tab?.path)} needs label.${language}`);
    }
  }
  if (frame !== undefined && !FRAMES.includes(frame)) problems.push(`frame must be one of ${FRAMES.join(', ')}`);
  if ((home !== undefined || tabs !== undefined || frame !== undefined) && (roles ?? ['customer']).includes('customer')) problems.push('home, tabs and frame are for remotes of another role than customer (the customer app is the shell\'s Home and Mine)');
  return problems;
}

/** Reads and checks `<dirname>/src/remote.json`; a missing or wrong one fails the build with every problem named. */
export function readRemoteDeclaration(dirname) {
  const file = path.join(dirname, 'src', 'remote.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: a remote declares its title, prefixes and aliases there (docs/deploying.md "Routes")`);
  const declaration = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = declarationProblems(declaration);
  if (problems.length > 0) throw new Error(`${file}:\n  - ${problems.join('\n  - ')}`);
  const { title, prefixes, aliases = {}, roles, home, tabs, frame } = declaration;
  return { title, prefixes, aliases, ...(roles ? { roles } : {}), ...(home ? { home } : {}), ...(tabs ? { tabs } : {}), ...(frame ? { frame } : {}) };
}
