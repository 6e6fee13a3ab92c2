import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteAppProps } from './remoteLifecycles';

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
  if (!services) throw new Error('useRemoteServices() outside a remote root (createRemoteLifecycles) or RemoteServicesProvider');
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
