import { createContext, useContext, type ReactNode } from 'react';
import type { SessionChannel } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';

interface RemoteServices {
  http: HttpClient;
  channel: SessionChannel;
}

const RemoteContext = createContext<RemoteServices | null>(null);

export function RemoteProvider({ http, channel, children }: RemoteServices & { children: ReactNode }) {
  return <RemoteContext.Provider value={{ http, channel }}>{children}</RemoteContext.Provider>;
}

/** The HTTP client and channel the shell handed this remote as single-spa custom props. */
export function useRemote(): RemoteServices {
  const services = useContext(RemoteContext);
  if (!services) throw new Error('useRemote() outside <RemoteProvider>');
  return services;
}
