import type { ComponentType, CSSProperties, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../channel/contract';
import type { SessionChannel } from '../channel/sessionChannel';
import type { HttpClient } from '../http/types';
import { renderForReact19, useRemoteServices, type RemoteCustomProps } from '@sencare/shared/ui';
import { lifecyclesOf, RemoteProviders, type RemoteIdentity } from './remoteLifecycles';
import { SessionQueryClient } from './sessionQueryClient';
import { RemoteRoutes, type RouteAliases, type RouteTable } from './remoteRoutes';

/**
 * antd-mobile's locale provider and its two locales: `antdLocales` of the UI kit
 * (@sencare/shared/antd). Remotes built against kernel 2.8 hand their own bundled copy's pieces.
 */
export interface AntdLocales<L> {
  ConfigProvider: ComponentType<{ locale?: L; children?: ReactNode }>;
  en_US: L;
  vi_VN: L;
}

type AntdRender = typeof renderForReact19;

interface RemoteBase<L> extends RemoteIdentity {
  /**
   * Only for a remote that bundles antd-mobile itself (built against kernel 2.8): its copy's
   * `unstableSetRender`. The UI kit (@sencare/shared/antd) sets the renderer of the page's one copy.
   */
  setAntdRender?: (render: AntdRender) => unknown;
  antdLocales?: AntdLocales<L>;
  /** Remote-wide state around every page (a draft store, a provider of the remote's own). */
  Frame?: ComponentType<{ children: ReactNode }>;
}

/** A remote renders its route table (the one route style), or, for a single screen, one Root. */
export type RemoteDefinition<L> = RemoteBase<L> & ({ routes: RouteTable; aliases?: RouteAliases; Root?: never } | { Root: ComponentType; routes?: never; aliases?: never });

export interface RemoteViewProps {
  channel: SessionChannel;
  http: HttpClient;
  /** A cache of the caller's (tests turn retries off); otherwise the remote's cache for the session. */
  queryClient?: QueryClient;
  /** What to show instead of the current route (a page under test). */
  children?: ReactNode;
}

export interface DefinedRemote {
  name: string;
  namespace: string;
  /** The canonical paths of the route table (empty for a Root remote). */
  paths: string[];
  bootstrap: ReturnType<typeof lifecyclesOf>['bootstrap'];
  mount: ReturnType<typeof lifecyclesOf>['mount'];
  unmount: ReturnType<typeof lifecyclesOf>['unmount'];
  /** The remote as mounted: providers, antd-mobile locale, its frame and (by default) its routes. */
  View: ComponentType<RemoteViewProps>;
  /** The route table rendered for the current hash, with the shared not-found view. */
  Routes: ComponentType;
}

const frameStyle: CSSProperties = { minHeight: '100%' };
const Passthrough = ({ children }: { children: ReactNode }) => <>{children}</>;

function AntdLocale<L>({ locales, children }: { locales?: AntdLocales<L>; children: ReactNode }) {
  const { language } = useRemoteServices();
  if (!locales) return <>{children}</>;
  const byLanguage: Record<Language, L> = { en_US: locales.en_US, vi_VN: locales.vi_VN };
  return <locales.ConfigProvider locale={byLanguage[language]}>{children}</locales.ConfigProvider>;
}

/** The remote's body: its Root, or its route table with the shared not-found view (test id `<namespace>-not-found`). */
function bodyOf<L>({ routes, aliases, Root, namespace }: RemoteDefinition<L>): ComponentType {
  if (Root) return Root;
  const table = routes ?? {};
  return function Routes() {
    return <RemoteRoutes routes={table} aliases={aliases} notFoundTestId={`${namespace}-not-found`} />;
  };
}

/**
 * Everything a remote application repeats, in one call: single-spa lifecycles, i18n namespace,
 * services context, one query cache for the signed-in session (kept across mounts, so going back
 * shows the last data at once), antd-mobile's React 19 renderer and locale, the error boundary and
 * the not-found view. The remote's lifecycles.tsx is this call.
 */
export function defineRemote<L>(definition: RemoteDefinition<L>): DefinedRemote {
  const { name, namespace, resources, setAntdRender, antdLocales, Frame = Passthrough } = definition;
  // At definition (module load), before any page can call Toast.show().
  setAntdRender?.(renderForReact19);
  // Made once per remote per page: defineRemote runs when the remote's entry module loads.
  const sessionQueries = new SessionQueryClient();

  const Routes = bodyOf(definition);

  function View({ channel, http, queryClient, children }: RemoteViewProps) {
    return (
      <RemoteProviders name={name} namespace={namespace} resources={resources} channel={channel} http={http} queryClient={queryClient} sessionQueries={sessionQueries}>
        <AntdLocale locales={antdLocales}>
          <div className={name} data-testid={name} style={frameStyle}>
            <Frame>{children ?? <Routes />}</Frame>
          </div>
        </AntdLocale>
      </RemoteProviders>
    );
  }

  const Mounted = ({ channel, http }: RemoteCustomProps) => <View channel={channel} http={http} />;
  return { name, namespace, paths: Object.keys(definition.routes ?? {}), ...lifecyclesOf(Mounted), View, Routes };
}
