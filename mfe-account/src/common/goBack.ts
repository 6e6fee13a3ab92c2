import { navigate } from '@sencare/shared/routing';

/** Back one page when there is one, else to the Mine tab (a deep link opened in a fresh tab). */
export function goBack(fallback = '/mine'): void {
  if (window.history.length > 1) window.history.back();
  else navigate(fallback, undefined, { replace: true });
}
