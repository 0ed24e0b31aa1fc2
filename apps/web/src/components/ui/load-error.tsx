import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { canRetry } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

type LoadErrorProps = {
  title?: ReactNode;
  /** Why it failed and what to do next (`loadErrorMessage(error)`, or the page's own sentence). */
  children: ReactNode;
  onRetry?: () => void;
  /** The failure: Try Again is offered only when asking again can help (`canRetry`). */
  error?: unknown;
  /** Another way on (a link back), shown beside or instead of Try Again. */
  action?: ReactNode;
  className?: string;
};

/**
 * What a page shows when its data could not be loaded: the reason, and Try Again only when a retry
 * can cure it (no answer, a server fault); a refused input or a missing record says what to do
 * instead, never "try again".
 */
export function LoadError({ title, children, onRetry, error, action, className }: LoadErrorProps) {
  const retry = onRetry && (error === undefined || canRetry(error));
  return (
    <Alert
      tone="danger"
      live="alert"
      title={title}
      className={className}
      actions={
        retry || action ? (
          <>
            {action}
            {retry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                <RotateCw className="size-4" aria-hidden="true" />
                Try Again
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
