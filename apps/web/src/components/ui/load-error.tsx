import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

type LoadErrorProps = {
  title?: ReactNode;
  /** Why it failed (the server's message or a fallback). */
  children: ReactNode;
  onRetry: () => void;
  className?: string;
};

/** What a page shows when its data could not be loaded: the reason and a Try Again button. */
export function LoadError({ title, children, onRetry, className }: LoadErrorProps) {
  return (
    <Alert
      tone="danger"
      live="alert"
      title={title}
      className={className}
      actions={
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" />
          Try Again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
