import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, innermost last: Escape and the focus trap belong to the innermost one. */
const stack: symbol[] = [];

/**
 * What every modal does while open: focus moves in (to `[data-autofocus]`, else the first control
 * when `focusFirstControl`, else the panel) and stays there (Tab cycles), Escape closes it unless
 * `busy`, the page behind does not scroll, and the focus returns where it was afterwards.
 */
export function useModalFocus(
  panel: RefObject<HTMLDivElement | null>,
  options: { onClose: () => void; busy: boolean; focusFirstControl: boolean },
) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const token = Symbol('modal');
    stack.push(token);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    const first =
      root?.querySelector<HTMLElement>('[data-autofocus]') ??
      (latest.current.focusFirstControl ? root?.querySelector<HTMLElement>(FOCUSABLE) : null) ??
      root;
    first?.focus();
    // The page behind does not scroll (a class, so the print stylesheet can undo it).
    document.body.classList.add('overflow-hidden');

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token || !root) return;
      if (event.key === 'Escape') {
        if (latest.current.busy) return;
        event.stopPropagation();
        latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === root)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(token), 1);
      if (stack.length === 0) document.body.classList.remove('overflow-hidden');
      previous?.focus?.();
    };
  }, [panel]);
}
