import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { LifeCycles } from 'single-spa';
import { ErrorView } from '@sencare/shared/ui';

/**
 * What single-spa mounts in a remote's place when it cannot load: a translated error view whose
 * tap retries (spec §4 "error view; a click reloads it"). Returning lifecycles instead of
 * throwing keeps single-spa out of LOAD_ERROR and the rest of the app untouched.
 */
export function unavailableLifecycles(remote: string, i18n: I18n, element: () => HTMLElement, onRetry: () => void): LifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      root = createRoot(element());
      root.render(
        <I18nextProvider i18n={i18n}>
          <ErrorView messageKey="error.remoteUnavailable" testId={`remote-unavailable-${remote}`} onRetry={onRetry} />
        </I18nextProvider>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
