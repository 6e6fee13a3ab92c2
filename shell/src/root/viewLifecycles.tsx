import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { LifeCycles } from 'single-spa';

/**
 * Lifecycles that mount one of the shell's own views in a remote's place (it could not load, or
 * the page cannot run it). Returning lifecycles instead of throwing keeps single-spa out of
 * LOAD_ERROR and the rest of the app untouched.
 */
export function viewLifecycles(i18n: I18n, element: () => HTMLElement, view: () => ReactNode): LifeCycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      root = createRoot(element());
      root.render(<I18nextProvider i18n={i18n}>{view()}</I18nextProvider>);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
