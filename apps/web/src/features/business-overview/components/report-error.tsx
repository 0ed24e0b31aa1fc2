import { BUSINESS_REPORT_MESSAGES } from '@market/domain';
import { Bug } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';

/**
 * The spec 001 section 8 'Business report' text for a failed load: no vendor session; a failure
 * reported in the body of an answer (success: false), 'Authentication failed' when its status is
 * 401 or 403, else 'Analytics error: {message}' (or, without a message, 'Unable to load
 * analytics'); a failed answer by its HTTP status (401, 403, 404, none: network; any other:
 * 'Unable to load analytics'); anything that is no answer of the API: 'Unable to load analytics data'.
 */
export function reportErrorText(error: unknown): string {
  const M = BUSINESS_REPORT_MESSAGES;
  if (!(error instanceof ApiError)) return M.unableToLoadData;
  if (error.code === 'NOT_SIGNED_IN') return M.vendorAuthRequired;
  const { status } = error;
  if (status >= 200 && status < 300) {
    const inBody = Number(error.extra.status ?? error.extra.statusCode);
    if (inBody === 401 || inBody === 403) return M.authFailed;
    return error.serverMessage ? M.error(error.serverMessage) : M.unableToLoad;
  }
  if (status === 401) return M.unauthorized;
  if (status === 403) return M.forbidden;
  if (status === 404) return M.notFound;
  if (status === 0) return M.network;
  return M.unableToLoad;
}

/**
 * The failed load: the spec's text, Try Again, and a Debug Info button (when there is an error
 * message) that shows the status code and the message. The page shows the zeroed stand-in below it.
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
