import type { RemoteName } from '../routing/routeTable';

export const OUTLET_ID = 'sc-outlet';

/** Each remote mounts into its own element inside the shell's outlet. */
export function outletFor(remote: RemoteName): HTMLElement {
  const id = `sc-app-${remote}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const outlet = document.getElementById(OUTLET_ID) ?? document.body;
  const element = document.createElement('div');
  element.id = id;
  element.dataset.remote = remote;
  outlet.appendChild(element);
  return element;
}
