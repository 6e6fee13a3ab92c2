import React, { type ComponentType, type FunctionComponent, type ReactNode, useEffect, useMemo, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { I18nextProvider } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { OfflineQueryProvider } from './offlineQueries';
import { SessionQueryClient } from './sessionQueryClient';
import type { HttpClient } from '../http/types';
import type { SessionChannel } from '../channel/sessionChannel';
import { createI18n, followChannelLanguage, type NamespaceResources } from '../i18n/createI18n';
// The ui subpath by its package name: one shared module on the page, so the services context a
// page reads (useRemoteServices) is the one this kit provides.
import { RemoteErrorBoundary, RemoteServicesProvider, useSessionLanguage, type RemoteAppProps, type RemoteCustomProps } from '@sencare/shared/ui';

/** What a mounted remote (or a parcel) owns: its name, its i18n namespace and texts. */
export interface RemoteIdentity {
  /** The single-spa name; also the error view's test id (`render-error-<name>`). */
  name: string;
  namespace: string;
  resources: NamespaceResources;
}

export interface RemoteProvidersProps extends RemoteIdentity {
  channel: SessionChannel;
  http: HttpClient;
  /** Tests pass one without retries; otherwise the cache comes from `sessionQueries`. */
  queryClient?: QueryClient;
  /** The remote's cache for the signed-in user's session (./sessionQueryClient.ts), one per remote. */
  sessionQueries: SessionQueryClient;
  children: ReactNode;
}

/**
 * Everything a remote's pages stand on: its own i18next instance (made at mount in the session's
 * language, so the first paint is in the right one, then following the channel), the services
 * context, the remote's query cache for this session (kept across mounts; a logout or another
 * user retires it) and an error boundary, so a render crash shows a view, not a blank.
 */
export function RemoteProviders({ name, namespace, resources, channel, http, queryClient, sessionQueries, children }: RemoteProvidersProps) {
  const [i18n] = useState(() => createI18n(namespace, resources, channel.getState().language));
  const [client] = useState(() => queryClient ?? sessionQueries.clientFor(channel));
  const language = useSessionLanguage(channel);
  const services = useMemo(() => ({ channel, http, language }), [channel, http, language]);
  useEffect(() => followChannelLanguage(i18n, channel), [i18n, channel]);
  useEffect(() => (queryClient ? undefined : sessionQueries.use(client)), [sessionQueries, client, queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <RemoteErrorBoundary name={name}>
        <RemoteServicesProvider value={services}>
          <OfflineQueryProvider client={client} remote={name} channel={channel} enabled={!queryClient}>
            {children}
          </OfflineQueryProvider>
        </RemoteServicesProvider>
      </RemoteErrorBoundary>
    </I18nextProvider>
  );
}

/** single-spa lifecycles rendering `Root` with the shell's custom props. */
export function lifecyclesOf(Root: FunctionComponent<RemoteCustomProps>) {
  return singleSpaReact<RemoteCustomProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // The boundary is RemoteErrorBoundary, inside the providers so its view is translated.
    suppressComponentDidCatchWarning: true,
  });
}

/**
 * The lifecycles of anything single-spa mounts with the shell's props: a parcel (cashless's home
 * map widget) or a test probe. A remote application uses defineRemote, which adds its routes,
 * antd-mobile and the not-found view on top of these providers.
 */
export function createRemoteLifecycles({ App, ...identity }: RemoteIdentity & { App: ComponentType<RemoteAppProps> }) {
  const sessionQueries = new SessionQueryClient();
  function Root({ channel, http }: RemoteCustomProps) {
    return (
      <RemoteProviders {...identity} channel={channel} http={http} sessionQueries={sessionQueries}>
        <WithLanguage channel={channel} http={http} App={App} />
      </RemoteProviders>
    );
  }
  return lifecyclesOf(Root);
}

function WithLanguage({ channel, http, App }: Omit<RemoteAppProps, 'language'> & { App: ComponentType<RemoteAppProps> }) {
  return <App channel={channel} http={http} language={useSessionLanguage(channel)} />;
}
