export const OUTLET_ID = 'sc-outlet';

/**
 * Each remote mounts into its own element inside the shell's outlet. An element left in an
 * outlet React has since replaced is moved into the current one, so a remount never renders
 * into a node that is no longer on the page (docs/architecture.md "Remote outlet").
 */
export function outletFor(remote: string): HTMLElement {
  const id = `sc-app-${remote}`;
  const outlet = document.getElementById(OUTLET_ID) ?? document.body;
  const existing = document.getElementById(id) ?? detached.get(id);
  if (existing) {
    if (existing.parentElement !== outlet) outlet.appendChild(existing);
    return existing;
  }
  const element = document.createElement('div');
  element.id = id;
  element.dataset.remote = remote;
  outlet.appendChild(element);
  detached.set(id, element);
  return element;
}

/** getElementById cannot see an element whose outlet left the document; this map still can. */
const detached = new Map<string, HTMLElement>();
