import type { i18n as I18n } from 'i18next';
import { start, triggerAppChange } from 'single-spa';
import type { HttpClient } from '@sencare/shared/http';
import { fetchRemotesMap, setRemotesMap } from '../federation/remoteRegistry';
import type { SessionController } from '../session/sessionController';
import { registerRemoteApps } from './registerRemoteApps';

/** The single-spa root config: read /remotes.json, register every remote (each is admitted when first needed), start. */
export async function startRemotes(session: SessionController, http: HttpClient, i18n: I18n): Promise<() => void> {
  setRemotesMap(await fetchRemotesMap());
  registerRemoteApps(session, http, i18n);
  start({ urlRerouteOnly: true });
  return () => void triggerAppChange();
}
