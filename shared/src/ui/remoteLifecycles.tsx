import React, { type ComponentType, useEffect, useMemo } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { HttpClient } from '../http/types';
import type { Language } from '../channel/contract';
import type { SessionChannel } from '../channel/sessionChannel';
import { createI18n, followChannelLanguage, type NamespaceResources } from '../i18n/createI18n';
import { ErrorView } from './StatusView';
import { RemoteServicesProvider } from './remoteServices';
import { useSessionState } from './useSessionState';

/** What the shell hands every remote as single-spa custom props (ARCHITECTURE.md "Runtime" 4). */
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

interface RemoteDefinition {
  name: string;
  namespace: string;
  resources: NamespaceResources;
  App: ComponentType<RemoteAppProps>;
}

/** The session language, re-rendering on every change the shell makes. */
export function useSessionLanguage(channel: SessionChannel): Language {
  return useSessionState(channel, (s) => s.language);
}

function RemoteRoot({ channel, http, i18n, App }: RemoteCustomProps & { i18n: I18n; App: ComponentType<RemoteAppProps> }) {
  const language = useSessionLanguage(channel);
  const services = useMemo(() => ({ channel, http, language }), [channel, http, language]);
  useEffect(() => followChannelLanguage(i18n, channel), [i18n, channel]);
  return (
    <I18nextProvider i18n={i18n}>
      <RemoteServicesProvider value={services}>
        <App channel={channel} http={http} language={language} />
      </RemoteServicesProvider>
    </I18nextProvider>
  );
}

/**
 * The single-spa lifecycles of a remote: its own i18next instance and namespace, following
 * the session language, and an error boundary so a render crash shows a view, not a blank.
 */
export function createRemoteLifecycles({ name, namespace, resources, App }: RemoteDefinition) {
  const i18n = createI18n(namespace, resources);
  const lifecycles = singleSpaReact<RemoteCustomProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: RemoteCustomProps) => <RemoteRoot {...props} i18n={i18n} App={App} />,
    errorBoundary: () => (
      <I18nextProvider i18n={i18n}>
        <ErrorView messageKey="error.renderFailed" testId={`render-error-${name}`} onRetry={() => window.location.reload()} />
      </I18nextProvider>
    ),
  });
  return { ...lifecycles, i18n };
}
