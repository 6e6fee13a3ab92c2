import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../channel/contract';
import type { SessionChannel } from '../channel/sessionChannel';
import type { HttpClient } from '../http/types';

/** What the shell hands every remote as single-spa custom props (docs/architecture.md "Runtime" 4). */
export interface RemoteCustomProps {
  channel: SessionChannel;
  http: HttpClient;
  domElementGetter?: () => HTMLElement;
}

export interface RemoteAppProps {
  channel: SessionChannel;
  http: HttpClient;
  language: Language;
}

/**
 * What the shell handed a remote (channel, HTTP client, language), reachable from any page.
 * shared/ is one copy on the page, so this context is the same object in every remote.
 */
const RemoteServicesContext = createContext<RemoteAppProps | null>(null);

export function RemoteServicesProvider({ value, children }: { value: RemoteAppProps; children: ReactNode }) {
  return <RemoteServicesContext.Provider value={value}>{children}</RemoteServicesContext.Provider>;
}

export function useRemoteServices(): RemoteAppProps {
  const services = useContext(RemoteServicesContext);
  if (!services) throw new Error('useRemoteServices() outside a remote (defineRemote, createRemoteLifecycles) or RemoteServicesProvider');
  return services;
}

/** The shell owns the nav bar; each page names itself (a key of the remote's namespace), again on a language change. */
export function usePageTitle(key: string): void {
  const { channel } = useRemoteServices();
  const { t } = useTranslation();
  const title = t(key);
  useEffect(() => {
    channel.emit('any:title-changed', { title });
  }, [channel, title]);
}
