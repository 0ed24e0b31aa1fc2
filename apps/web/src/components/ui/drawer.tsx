import { X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { useModalFocus } from './use-modal-focus';

type DrawerProps = {
  title: ReactNode;
  /** Shown under the title. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Pinned at the bottom (pagination, Close). */
  footer?: ReactNode;
  size?: 'md' | 'lg';
};

const WIDTHS = { md: 'max-w-md', lg: 'max-w-2xl' } as const;

/**
 * A panel sliding in from the right over the page, for a side read that keeps the list in view
 * (a row's history). It behaves like the kit's `Modal` (`useModalFocus`: focus moves in and stays,
 * Escape, the backdrop and the close button close it, the page behind does not scroll).
 */
export function Drawer({ title, description, onClose, children, footer, size = 'lg' }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalFocus(panel, { onClose, busy: false, focusFirstControl: false });

  return createPortal(
    <div className="fixed inset-0 z-50 flex justify-end">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/40" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex h-full w-full flex-col bg-white shadow-2xl focus:outline-none',
          WIDTHS[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-0.5 text-sm text-slate-500">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mt-1 -mr-2 rounded-lg p-2 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer ? <div className="border-t border-slate-100 px-5 py-3">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
