import type { i18n as I18n } from 'i18next';
import type { LifeCycles } from 'single-spa';
import { ErrorView } from '@sencare/shared/ui';
import { viewLifecycles } from './viewLifecycles';

/** A remote that cannot load: a translated error view whose tap retries (docs/requirements.md §4 "error view; a click reloads it"). */
export function unavailableLifecycles(remote: string, i18n: I18n, element: () => HTMLElement, onRetry: () => void): LifeCycles {
  return viewLifecycles(i18n, element, () => <ErrorView messageKey="error.remoteUnavailable" testId={`remote-unavailable-${remote}`} onRetry={onRetry} />);
}
