import { X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { useModalFocus } from './use-modal-focus';

const WIDTHS = {
  dialog: { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' },
  document: { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' },
} as const;

type ModalProps = {
  title: ReactNode;
  /** Shown under the title. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (Cancel, Save). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * `dialog` (forms and confirmations: the body scrolls inside a panel of at most 90% of the
   * screen, focus goes to the first control) or `document` (a long, printable read such as an
   * order: the whole layer scrolls, focus goes to the panel).
   */
  layout?: 'dialog' | 'document';
  /** Closing is refused meanwhile (a request is in flight). */
  busy?: boolean;
  /** Whether clicking the backdrop closes it (not for confirmations in progress). */
  dismissible?: boolean;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Extra classes on the outer layer (e.g. the print root). */
  className?: string;
  /** Something at the right of the title (e.g. a status badge). */
  titleAside?: ReactNode;
};

/**
 * The modal dialog of the UI kit, in a portal: labelled by its title, Escape, the backdrop and the
 * close button close it, focus stays inside while it is open and returns afterwards (`useModalFocus`).
 */
export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
  size = 'md',
  layout = 'dialog',
  busy = false,
  dismissible = true,
  role = 'dialog',
  className,
  titleAside,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const document_ = layout === 'document';
  useModalFocus(panel, { onClose, busy, focusFirstControl: !document_ });
  const close = () => {
    if (!busy) onClose();
  };

  const heading = (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className={cn('font-semibold text-slate-900', document_ ? 'text-lg' : 'text-base')}>
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
  );

  return createPortal(
    <div
      className={cn(
        'fixed inset-0 z-50 flex justify-center p-4',
        document_ ? 'items-start overflow-y-auto sm:p-6' : 'items-end sm:items-center',
        className,
      )}
    >
      <div
        aria-hidden="true"
        data-modal-backdrop=""
        className={cn('inset-0 bg-slate-900/50', document_ ? 'fixed' : 'absolute')}
        onClick={dismissible ? close : undefined}
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
          'relative w-full bg-white focus:outline-none',
          document_
            ? 'my-auto rounded-2xl shadow-2xl'
            : 'flex max-h-[90dvh] flex-col overflow-hidden rounded-xl shadow-xl',
          WIDTHS[layout][size],
        )}
      >
        <div
          className={cn(
            'flex items-start border-b border-slate-100 px-5 py-4',
            document_ ? 'gap-3 sm:px-6' : 'justify-between gap-4',
          )}
        >
          {heading}
          <button
            type="button"
            onClick={close}
            disabled={busy}
            aria-label={document_ ? 'Close dialog' : 'Close'}
            data-print-hide=""
            className={cn(
              '-mr-2 rounded-lg p-2 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50',
              document_ ? '' : '-mt-1',
            )}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children === null || children === undefined || children === false ? null : (
          <div className={document_ ? 'px-5 py-5 sm:px-6' : 'overflow-y-auto px-5 py-4'}>{children}</div>
        )}
        {footer ? (
          <div
            data-print-hide=""
            className={cn(
              'flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5',
              document_ ? 'py-4 sm:px-6' : 'bg-slate-50 py-3',
            )}
          >
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
