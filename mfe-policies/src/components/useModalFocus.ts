import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal's keyboard contract (issue 11 item 2, WAI-ARIA dialog pattern): focus moves to `initial`,
 * stays inside `dialog` (the rest of the page is inert, Tab wraps), Escape calls onClose, and on
 * close focus goes back to whatever opened it.
 */
export function useModalFocus(dialog: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>, onClose: () => void): void {
  // The latest onClose without re-running the effect: a re-run would take the focused close button for the opener.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The dialog is portalled to body: everything else there is what must not take focus.
    const outside = Array.from(document.body.children).filter((el): el is HTMLElement => el instanceof HTMLElement && el !== node && !el.inert);
    outside.forEach((el) => (el.inert = true));
    (initial.current ?? node).focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (stops.length === 0) return;
      const first = stops[0];
      const last = stops[stops.length - 1];
      const at = document.activeElement;
      if (event.shiftKey ? at === first || !node.contains(at) : at === last || !node.contains(at)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      outside.forEach((el) => (el.inert = false));
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, initial]);
}
