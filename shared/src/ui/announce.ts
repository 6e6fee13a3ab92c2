import { KERNEL_TIMING as LIMITS } from '../http/timing';

/**
 * What screen readers hear. antd-mobile draws its Toast inside a mask that is
 * hidden from them, so every toast is also written to one live region per page: polite for news,
 * assertive for errors. One region for the whole page (shell and every remote), found by id, so
 * remotes built on other copies of this module share it.
 */
const REGION_ID = { polite: 'sc-announcer-polite', assertive: 'sc-announcer-assertive' } as const;

const visuallyHidden = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;';

function region(politeness: keyof typeof REGION_ID): HTMLElement {
  const existing = document.getElementById(REGION_ID[politeness]);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = REGION_ID[politeness];
  element.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
  element.setAttribute('aria-live', politeness);
  element.setAttribute('aria-atomic', 'true');
  element.setAttribute('style', visuallyHidden);
  element.dataset.testid = REGION_ID[politeness];
  document.body.appendChild(element);
  return element;
}

/** Says `message` to assistive technology; the same words again are said again. */
export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  const element = region(politeness);
  // Emptied first: a live region announces a change, and the same text twice is no change.
  element.textContent = '';
  window.clearTimeout(Number(element.dataset.pending));
  // Kept on the element, not in this module: remotes built on other copies of it share the region.
  element.dataset.pending = String(
    window.setTimeout(() => {
      element.textContent = message;
      delete element.dataset.pending;
    }, 50),
  );
}

/** Empties both regions, and drops what was about to be said: a logout leaves nothing of the last user's to be read. */
export function clearAnnouncements(): void {
  for (const id of Object.values(REGION_ID)) {
    const element = document.getElementById(id);
    if (!element) continue;
    window.clearTimeout(Number(element.dataset.pending));
    delete element.dataset.pending;
    element.textContent = '';
  }
}

export type ToastKind = 'info' | 'success' | 'error';

/** The part of a remote's own antd-mobile Toast this needs (each app bundles its copy). */
export interface ToastLike {
  show(options: { content: string; duration: number; icon?: 'success' | 'fail' }): unknown;
}

/**
 * A toast people can read and hear: at least LIMITS.toastMs on screen (errors twice as long),
 * and announced. Errors that belong to a field are shown beside it instead (the forms do that).
 */
export function showToast(toast: ToastLike, content: string, kind: ToastKind = 'info'): void {
  toast.show({ content, duration: kind === 'error' ? LIMITS.toastMs * 2 : LIMITS.toastMs, icon: kind === 'success' ? 'success' : undefined });
  announce(content, kind === 'error' ? 'assertive' : 'polite');
}
