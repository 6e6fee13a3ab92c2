import { memo } from 'react';
import { OUTLET_ID } from '../../root/remoteOutlet';

/** single-spa owns this element's children; React renders it once and never touches them. */
export const RemoteOutlet = memo(function RemoteOutlet() {
  return <div id={OUTLET_ID} />;
});
