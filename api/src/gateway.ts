import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config';

export const REMOTE_NAMES = ['claims', 'policies', 'cashless', 'account'] as const;

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's [name].[contenthash:8].js (and css, maps, assets): 8+ hex characters between dots. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
/** A release folder's name, `<version>-<10 hex>`: the same pattern as scripts/release/settings.mjs. */
export const RELEASE_ID = /^[0-9]+\.[0-9]+\.[0-9]+(?:-[0-9A-Za-z.-]+)?-[0-9a-f]{10}$/;

/** Cache policy of ARCHITECTURE.md "Caching": entry files revalidate, hashed chunks never change. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name === 'index.html' || name === 'mf-manifest.json' || name.startsWith('remoteEntry')) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

function defaultRemotes(): Record<string, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/mfe/${name}/mf-manifest.json`]));
}

/**
 * The map the shell reads at start: the default map (or REMOTES_JSON), with the entries of the
 * releases map (RELEASES_DIR/remotes.json, written atomically by scripts/release.mjs) on top. Read
 * on every request (it is a few hundred bytes), so a release or rollback needs no restart.
 */
async function currentRemotes(app: FastifyInstance, config: AppConfig): Promise<Record<string, string>> {
  const base = config.remotesJsonFile ? JSON.parse(await fs.promises.readFile(path.resolve(config.remotesJsonFile), 'utf8')) : defaultRemotes();
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
function serveRemote(config: AppConfig, name: string) {
  const distDir = path.join(config.staticRoot, `mfe-${name}`, 'dist');
  return async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const rest = request.params['*'];
    const slash = rest.indexOf('/');
    const release = slash > 0 ? rest.slice(0, slash) : '';
    if (RELEASE_ID.test(release)) {
      const releaseDir = path.join(config.releasesDir, name, release);
      if (fs.existsSync(releaseDir)) return reply.sendFile(rest.slice(slash + 1), releaseDir);
    }
    return reply.sendFile(rest, distDir);
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
  };
  const fileOptions = { cacheControl: false, etag: true, lastModified: true, dotfiles: 'ignore' as const, setHeaders };
  // reply.sendFile for the remote routes below; every call names its own root.
  await app.register(fastifyStatic, { ...fileOptions, serve: false });

  const shellDir = path.join(config.staticRoot, 'shell', 'dist');
  if (fs.existsSync(shellDir)) await app.register(fastifyStatic, { ...fileOptions, root: shellDir, prefix: '/', decorateReply: false });
  else app.log.warn({ dir: shellDir }, 'gateway: dist folder missing, not served (build it first)');

  for (const name of REMOTE_NAMES) {
    const distDir = path.join(config.staticRoot, `mfe-${name}`, 'dist');
    if (!fs.existsSync(distDir)) app.log.warn({ dir: distDir }, 'gateway: dist folder missing, only releases served (build it first)');
    app.get(`/mfe/${name}/*`, { schema: { hide: true } }, serveRemote(config, name));
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8');
    return currentRemotes(app, config);
  });
}
