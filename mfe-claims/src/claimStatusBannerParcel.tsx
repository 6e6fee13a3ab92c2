import { lifecyclesOf, RemoteProviders, SessionQueryClient } from '@sencare/shared/kit';
import type { RemoteCustomProps } from '@sencare/shared/ui';
import { ClaimStatusBanner, type ClaimBannerProps } from './components/ClaimStatusBanner';
import en from './i18n/en.json';
import vi from './i18n/vi.json';

const sessionQueries = new SessionQueryClient();

/** Before the first banner the shell has nothing to say: the parcel draws nothing. */
function Root({ channel, http, banner = null, onDismiss = () => undefined }: RemoteCustomProps & Partial<ClaimBannerProps>) {
  return (
    <RemoteProviders name="mfe-claims-status-banner" namespace="claims" resources={{ en, vi }} channel={channel} http={http} sessionQueries={sessionQueries}>
      <ClaimStatusBanner banner={banner} onDismiss={onDismiss} />
    </RemoteProviders>
  );
}

/**
 * The shell's live-update banner for a claim the insurer moved, a single-spa parcel like
 * mfe-cashless' providerMapParcel: the shell decides when there is news (its one live stream) and
 * passes `{ banner, onDismiss }`; what a claim status is called, and where its details are, stay
 * here. `update` takes the next banner without a remount. Plain elements, no antd-mobile.
 */
export const { bootstrap, mount, unmount, update } = lifecyclesOf(Root);
