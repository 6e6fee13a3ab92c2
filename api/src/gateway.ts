import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config';

/** `mfe-<name>` folders of STATIC_ROOT are remotes; the name rule is the shell's (shell/src/federation/remotesMap.ts). */
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's [name].[contenthash:8].js (and css, maps, assets): 8+ hex characters between dots. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
/** A release folder's name, `<version>-<10 hex>`: the same pattern as scripts/release/settings.mjs. */
export const RELEASE_ID = /^[0-9]+\.[0-9]+\.[0-9]+(?:-[0-9A-Za-z.-]+)?-[0-9a-f]{10}$/;

/** Cache policy of docs/deploying.md "Caching": entry files revalidate, hashed chunks never change. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.3f9a1c2b.js.br) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name === 'index.html' || name === 'mf-manifest.json' || name.startsWith('remoteEntry')) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * The default map: every remote with a dist build (`STATIC_ROOT/mfe-<name>/dist/mf-manifest.json`),
 * found on each request (a few stat calls), so no list of remotes is kept here and a remote built
 * after the gateway started is served too.
 */
async function defaultRemotes(staticRoot: string): Promise<Record<string, string>> {
  const folders = await fs.promises.readdir(staticRoot).catch(() => [] as string[]);
  const names = folders
    .filter((folder) => folder.startsWith('mfe-') && REMOTE_NAME.test(folder.slice(4)))
    .filter((folder) => fs.existsSync(path.join(staticRoot, folder, 'dist', 'mf-manifest.json')))
    .map((folder) => folder.slice(4))
    .sort();
  return Object.fromEntries(names.map((name) => [name, `/mfe/${name}/mf-manifest.json`]));
}

/**
 * The map the shell reads at start: the default map (or REMOTES_JSON), with the entries of the
 * releases map (RELEASES_DIR/remotes.json, written atomically by scripts/release.mjs) on top. Read
 * on every request (it is a few hundred bytes), so a release or rollback needs no restart.
 */
async function currentRemotes(app: FastifyInstance, config: AppConfig): Promise<Record<string, string>> {
  const base = config.remotesJsonFile ? JSON.parse(await fs.promises.readFile(path.resolve(config.remotesJsonFile), 'utf8')) : await defaultRemotes(config.staticRoot);
  try {
    const released = JSON.parse(await fs.promises.readFile(path.join(config.releasesDir, 'remotes.json'), 'utf8'));
    return { ...base, ...released };
  } catch (error) {
    // No release made yet is the normal case; a damaged map must not hide the working defaults.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') app.log.error({ err: error }, 'gateway: releases map unreadable, serving the default map');
    return base;
  }
}

/**
 * /mfe/<name>/<release>/… comes from RELEASES_DIR/<name>/<release>/ when that release exists;
 * every other /mfe/<name>/… path from the remote's dist folder (the default map's target).
 * Old releases stay on disk (scripts/release/prune.mjs), so pages opened before a release or a
 * rollback keep loading their chunks.
 */
function serveRemote(config: AppConfig) {
  return async (request: FastifyRequest<{ Params: { name: string; '*': string } }>, reply: FastifyReply) => {
    const { name, '*': rest } = request.params;
    if (!REMOTE_NAME.test(name)) return reply.callNotFound();
    const slash = rest.indexOf('/');
    const release = slash > 0 ? rest.slice(0, slash) : '';
    if (RELEASE_ID.test(release)) {
      const releaseDir = path.join(config.releasesDir, name, release);
      if (fs.existsSync(releaseDir)) return reply.sendFile(rest.slice(slash + 1), releaseDir);
    }
    return reply.sendFile(rest, path.join(config.staticRoot, `mfe-${name}`, 'dist'));
  };
}

/**
 * Gateway mode (`--gateway`): the built shell at /, each remote at /mfe/<name>/ (its dist build
 * and its releases) and the runtime remotes map at /remotes.json, all on the API's origin. A dist
 * folder that is not built yet is skipped with a warning so the API still starts alone.
 */
export async function registerGateway(app: FastifyInstance, config: AppConfig): Promise<void> {
  const setHeaders = (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
    res.setHeader('cache-control', cacheControlFor(filePath));
    // The same URL has br, gzip and plain answers: shared caches must key on Accept-Encoding.
    res.setHeader('vary', 'Accept-Encoding');
  };
  // preCompressed: the build's .br / .gz copies (shared/build/federation.mjs) go out as they are,
  // chosen by Accept-Encoding, with Vary: Accept-Encoding; a file without copies goes out plain.
  const fileOptions = { cacheControl: false, etag: true, lastModified: true, dotfiles: 'ignore' as const, preCompressed: true, setHeaders };
  // reply.sendFile for the remote routes below; every call names its own root.
  await app.register(fastifyStatic, { ...fileOptions, serve: false });

  const shellDir = path.join(config.staticRoot, 'shell', 'dist');
  if (fs.existsSync(shellDir)) await app.register(fastifyStatic, { ...fileOptions, root: shellDir, prefix: '/', decorateReply: false });
  else app.log.warn({ dir: shellDir }, 'gateway: dist folder missing, not served (build it first)');

  // Any remote: its releases, else its dist build. Which remotes exist is the map's business.
  app.get('/mfe/:name/*', { schema: { hide: true } }, serveRemote(config));

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8');
    return currentRemotes(app, config);
  });
}
