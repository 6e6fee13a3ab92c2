import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteAppProps } from '@sencare/shared/ui';

/** The custom props the shell handed this remote, reachable from any page without prop drilling. */
const ServicesContext = createContext<RemoteAppProps | null>(null);

export function ServicesProvider({ value, children }: { value: RemoteAppProps; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useServices(): RemoteAppProps {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
