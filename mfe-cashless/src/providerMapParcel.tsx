import { createRemoteLifecycles } from '@sencare/shared/ui';
import { ProviderMapWidget } from './features/parcel/ProviderMapWidget';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

/**
 * The home page's provider map widget, a single-spa parcel (ARCHITECTURE.md: remotes may expose
 * parcels). A parcel has the same { bootstrap, mount, unmount } shape as an application, so the
 * shared factory builds it; single-spa-react renders into props.domElement for parcels.
 */
const parcel = createRemoteLifecycles({ name: 'mfe-cashless-provider-map', namespace: 'cashless', resources: { en, vi }, App: ProviderMapWidget });

export const { bootstrap, mount, unmount } = parcel;
