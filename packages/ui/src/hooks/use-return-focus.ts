import * as React from 'react';

/**
 * Focus goes back to whatever opened a dialog when it closes. Radix returns it to the dialog's own Trigger, but most
 * dialogs are opened from elsewhere — a button that sets state, an item of a row menu — and without a Trigger focus fell
 * to <body>. The opener is what had focus when the dialog opened; for an item of a menu (which closes with the menu) it
 * is the menu's trigger, the element whose aria-controls names the menu.
 */

/** The element that opened a popup `element` is inside, or `element` itself. */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  if (menu?.id) {
    const trigger = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
    if (trigger instanceof HTMLElement) return trigger;
  }
  return element;
}

// The last opener focused outside a dialog. A dialog opened from a menu mounts after the menu left the page, when focus
// is momentarily on <body>: this is then what opened it.
let lastOpener: HTMLElement | null = null;
let tracking = false;

function track(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target as Element | null;
      if (target?.closest?.('[role="dialog"], [role="alertdialog"]')) return;
      lastOpener = openerOf(target);
    },
    true,
  );
}
track();

type AutoFocusHandler = (event: Event) => void;

/**
 * The `onOpenAutoFocus` / `onCloseAutoFocus` of a dialog's content: remember the opener when it opens, focus it again
 * when it closes (the caller's own handlers run first and may prevent this).
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}): { onOpenAutoFocus: AutoFocusHandler; onCloseAutoFocus: AutoFocusHandler } {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      opener.current = openerOf(document.activeElement) ?? lastOpener;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
