import { lazy, Suspense, type ComponentProps } from 'react';
import type { ModalDialog as KitModalDialog } from './ModalDialog';
import type { ModalSheet as KitModalSheet } from './ModalSheet';

/**
 * ModalDialog and ModalSheet moved to the UI kit (@sencare/shared/antd) with the
 * antd-mobile Dialog and Popup they draw: kept here so that `ui`, which the login page loads,
 * carries no antd-mobile. Remotes built against kernel 2.8 still import them from `ui`: for them
 * these load the kit's component on first render. New code imports them from '@sencare/shared/antd'.
 * The files themselves, not the kit's index: an export of the index that anything reads is kept
 * wherever the index is, and the index is on home (docs/architecture.md "A first visit costs what
 * it shows").
 */
const LazyDialog = lazy(() => import('./ModalDialog').then((kit) => ({ default: kit.ModalDialog })));
const LazySheet = lazy(() => import('./ModalSheet').then((kit) => ({ default: kit.ModalSheet })));

/** @deprecated import ModalDialog from '@sencare/shared/antd'. */
export function ModalDialog(props: ComponentProps<typeof KitModalDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}

/** @deprecated import ModalSheet from '@sencare/shared/antd'. */
export function ModalSheet(props: ComponentProps<typeof KitModalSheet>) {
  return (
    <Suspense fallback={null}>
      <LazySheet {...props} />
    </Suspense>
  );
}
