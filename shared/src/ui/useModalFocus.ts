import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createFocusTrap } from 'focus-trap';
import { hideOthers } from 'aria-hidden';

/**
 * A modal's keyboard contract (WAI-ARIA dialog pattern), for our own overlays and
 * antd-mobile's Dialog and Popup, which draw role="dialog" but leave focus behind them: focus moves
 * to `initial` (else the first control inside), Tab stays inside (focus-trap), Escape calls
 * onClose, the rest of the page is hidden from screen readers, and on close focus goes back to whatever opened it.
 *
 * Returns a callback ref for the dialog element or any element within it: antd-mobile renders the
 * dialog itself (a render after `visible` turns true), so callers put the ref on their content and
 * the nearest [role="dialog"] around it is trapped once it is in the document.
 */
export function useModalFocus(initial: RefObject<HTMLElement | null> | null, onClose: () => void, active = true): (node: HTMLElement | null) => void {
  // The latest onClose without re-running the effect: a re-run would take the focused close button for the opener.
  const close = useRef(onClose);
  close.current = onClose;
  const [node, setNode] = useState<HTMLElement | null>(null);
  const ref = useCallback((element: HTMLElement | null) => setNode(element), []);

  useEffect(() => {
    if (!active || !node) return;
    const dialog = node.closest<HTMLElement>('[role="dialog"]') ?? node;
    dialog.setAttribute('aria-modal', 'true');
    if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
    // Everything but the dialog's own branch is hidden from screen readers, wherever the dialog
    // is rendered (antd-mobile's Dialog renders in place, our overlays under body).
    const showOthers = hideOthers(dialog);

    const trap = createFocusTrap(dialog, {
      // Without `initial`, the first control inside (for a confirm dialog, its Cancel or first link).
      initialFocus: () => initial?.current ?? undefined,
      fallbackFocus: dialog,
      escapeDeactivates: (event) => {
        event.preventDefault();
        close.current();
        return false;
      },
      allowOutsideClick: true,
      delayInitialFocus: false,
      returnFocusOnDeactivate: true,
      // jsdom has no layout; a real browser checks what is shown.
      tabbableOptions: { displayCheck: typeof navigator !== 'undefined' && /jsdom/.test(navigator.userAgent) ? 'none' : 'full' },
    });
    trap.activate();
    return () => {
      showOthers();
      trap.deactivate();
    };
  }, [node, initial, active]);
  return ref;
}
