import { addErrorHandler, registerApplication, triggerAppChange, unloadApplication } from 'single-spa';
import type { i18n as I18n } from 'i18next';
import type { HttpClient } from '@sencare/shared/http';
import { currentLocation } from '@sencare/shared/routing';
import { RemoteRefused, loadRemoteLifecycles } from '../federation/remoteRegistry';
import { routeBook } from '../routing/remoteRouteBook';
import { canonicalPath } from '../routing/routeTable';
import { roleOf } from '../routing/roles';
import type { SessionController } from '../session/sessionController';
import { outletFor } from './remoteOutlet';
import { unavailableLifecycles } from './unavailableLifecycles';
import { updatingLifecycles } from './RemoteUpdatingView';

export const appName = (remote: string) => `mfe-${remote}`;

/**
 * A remote is active on its routes, for the roles it serves (docs/portals.md), and only once the
 * session and PIN gate let the user in, the PIN lock is off and the one-time offline PIN
 * question (OfflinePinPage.tsx) is answered.
 */
export function isRemoteActive(remote: string, session: SessionController): boolean {
  return (
    routeBook.ownerOf(canonicalPath(currentLocation().path, routeBook)) === remote &&
    routeBook.serves(remote, roleOf(session.channel.getState().user)) &&
    session.hasToken() &&
    session.channel.getState().pin === 'set' &&
    !session.lock.isLocked() &&
    !session.isOfflinePinOffered() &&
    // Consent due covers every page until answered (ui/pages/ConsentPage.tsx).
    session.consents.snapshot().length === 0
  );
}

/** One single-spa application per remote in /remotes.json; the outlet element is `#sc-app-<name>`. */
export function registerRemoteApps(remotes: string[], session: SessionController, http: HttpClient, i18n: I18n): void {
  for (const remote of remotes) {
    const name = appName(remote);
    const element = () => outletFor(remote);
    const retry = () => {
      void unloadApplication(name).then(() => triggerAppChange());
    };
    registerApplication({
      name,
      app: async () => {
        try {
          return await loadRemoteLifecycles(remote);
        } catch (error) {
          if (error instanceof RemoteRefused) {
            console.warn(`[shell] ${error.message}`);
            return updatingLifecycles(remote, error.title, i18n, element, retry);
          }
          console.warn(`[shell] ${name} could not load`, error);
          return unavailableLifecycles(remote, i18n, element, retry);
        }
      },
      activeWhen: () => isRemoteActive(remote, session),
      customProps: { channel: session.channel, http, domElementGetter: element },
    });
  }
  addErrorHandler((error) => {
    console.error(`[shell] ${error.appOrParcelName} failed`, error);
  });
}
