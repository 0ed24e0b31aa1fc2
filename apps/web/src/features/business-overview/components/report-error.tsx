import { BUSINESS_REPORT_MESSAGES } from '@market/domain';
import { Bug } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';

/** The spec 001 section 8 'Business report' text for a failed load, by status. */
export function reportErrorText(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 401) return BUSINESS_REPORT_MESSAGES.unauthorized;
  if (status === 403) return BUSINESS_REPORT_MESSAGES.forbidden;
  if (status === 404) return BUSINESS_REPORT_MESSAGES.notFound;
  if (status === 0) return BUSINESS_REPORT_MESSAGES.network;
  const message = error instanceof Error ? error.message : String(error);
  return BUSINESS_REPORT_MESSAGES.error(message);
}

/**
 * The failed load: the spec's text, Try Again, and a Debug Info button (when there is an error
 * message) that shows the status code and the message. No zeroed stand-in figures are shown.
 */
export function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [debug, setDebug] = useState(false);
  const status = error instanceof ApiError ? error.status : null;
  const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error ?? '');
  return (
    <div className="space-y-2">
      <LoadError onRetry={onRetry}>{reportErrorText(error)}</LoadError>
      {message ? (
        <div>
          <Button variant="ghost" size="sm" aria-expanded={debug} onClick={() => setDebug((d) => !d)}>
            <Bug className="size-4" aria-hidden="true" />
            Debug Info
          </Button>
          {debug ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs text-slate-700">
              <dt>Status</dt>
              <dd>{status === null ? 'none' : status === 0 ? '0 (no answer)' : status}</dd>
              <dt>Message</dt>
              <dd className="break-words">{message}</dd>
            </dl>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
