import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';

const SIZES = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/** Open modals, innermost last: Escape and the focus trap belong to the innermost one. */
const stack: symbol[] = [];

type ModalProps = {
  title: ReactNode;
  /** Shown under the title. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Extra classes on the outer layer (e.g. the print root). */
  className?: string;
  /** Whether clicking the backdrop closes it (not for confirmations in progress). */
  dismissible?: boolean;
  /** Something at the right of the title (e.g. a status badge). */
  titleAside?: ReactNode;
};

function focusables(root: HTMLElement): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ];
}

/**
 * A modal dialog in a portal: labelled by its title, Escape and the close button close it, focus
 * stays inside while it is open and returns where it was afterwards, the page behind does not scroll.
 */
export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  className,
  dismissible = true,
  titleAside,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const token = Symbol('modal');
    stack.push(token);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    const first = root ? (root.querySelector<HTMLElement>('[data-autofocus]') ?? root) : null;
    first?.focus();
    // The page behind does not scroll (a class, so the print stylesheet can undo it).
    document.body.classList.add('overflow-hidden');

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token || !root) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
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
      previous?.focus();
    };
  }, []);

  return createPortal(
    <div
      className={cn(
        'fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:p-6',
        className,
      )}
    >
      <div
        aria-hidden="true"
        data-modal-backdrop=""
        className="fixed inset-0 bg-slate-900/50"
        onClick={dismissible ? () => onCloseRef.current() : undefined}
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both support aria-modal */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-modal-panel=""
        className={cn(
          'relative my-auto w-full rounded-2xl bg-white shadow-2xl focus:outline-none',
          SIZES[size],
        )}
      >
        <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={titleId} className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
              {titleAside}
            </div>
            {description ? (
              <div id={descriptionId} className="mt-0.5 text-sm text-slate-500">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label="Close dialog"
            data-print-hide=""
            className="-mr-2 rounded-lg p-2 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="px-5 py-5 sm:px-6">{children}</div>
        {footer ? (
          <div
            data-print-hide=""
            className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-4 sm:px-6"
          >
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
