import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';

export const REMOTE_NAMES = ['claims', 'policies', 'cashless', 'account'] as const;

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's [name].[contenthash:8].js (and css, maps, assets): 8+ hex characters between dots. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

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
 * Gateway mode (`--gateway`): the built shell at /, each remote at /mfe/<name>/ and the runtime
 * remotes map at /remotes.json, all on the API's origin. A dist folder that is not built yet is
 * skipped with a warning so the API still starts alone.
 */
export async function registerGateway(app: FastifyInstance, config: AppConfig): Promise<void> {
  const setHeaders = (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
    res.setHeader('cache-control', cacheControlFor(filePath));
  };
  const mounts = [
    { dir: path.join(config.staticRoot, 'shell', 'dist'), prefix: '/' },
    ...REMOTE_NAMES.map((name) => ({ dir: path.join(config.staticRoot, `mfe-${name}`, 'dist'), prefix: `/mfe/${name}/` })),
  ];
  let decorated = false;
  for (const mount of mounts) {
    if (!fs.existsSync(mount.dir)) {
      app.log.warn({ dir: mount.dir }, 'gateway: dist folder missing, not served (build it first)');
      continue;
    }
    await app.register(fastifyStatic, {
      root: mount.dir,
      prefix: mount.prefix,
      decorateReply: !decorated,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders,
    });
    decorated = true;
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8');
    if (config.remotesJsonFile) return fs.promises.readFile(path.resolve(config.remotesJsonFile), 'utf8');
    return defaultRemotes();
  });
}
