import { createRemoteLifecycles } from '@sencare/shared/kit';
import { ProviderMapWidget } from './features/parcel/ProviderMapWidget';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The home page's provider map widget, a single-spa parcel (docs/architecture.md: remotes may expose
 * parcels). The kit's parcel lifecycles give it the remote's providers (i18n, services, a query
 * cache per mount, error boundary) without the app's routes or antd-mobile, which the home page
 * would otherwise load on every visit. single-spa-react renders into props.domElement for parcels.
 */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mfe-cashless-provider-map',
  namespace: 'cashless',
  resources: { en, vi },
  App: ProviderMapWidget,
});
