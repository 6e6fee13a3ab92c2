import type { i18n as I18n } from 'i18next';
import { start, triggerAppChange } from 'single-spa';
import type { HttpClient } from '@sencare/shared/http';
import { frontendTelemetry } from '@sencare/shared/http';
import { remoteCatalog } from '../federation/remoteRegistry';
import { routeBook } from '../routing/remoteRouteBook';
import type { SessionController } from '../session/sessionController';
import { registerRemoteApps } from './registerRemoteApps';

/**
 * The single-spa root config: read /remotes.json and the remotes' manifests (remoteCatalog),
 * register every remote it names (each loads when its routes are first visited), start. Returns
 * what the shell calls when a route settles: single-spa re-checks which remote is active.
 */
export function startRemotes(session: SessionController, http: HttpClient, i18n: I18n): () => void {
  const settle = () => void triggerAppChange();
  // Front-end events from here on name the release each remote runs (docs/operations.md).
  frontendTelemetry.releaseOf = (remote) => remoteCatalog.releaseOf(remote);
  remoteCatalog.start((names) => {
    registerRemoteApps(names, session, http, i18n);
    settle();
  });
  // A remote's routes arriving may make it the owner of the path on screen.
  routeBook.subscribe(settle);
  start({ urlRerouteOnly: true });
  return settle;
}
