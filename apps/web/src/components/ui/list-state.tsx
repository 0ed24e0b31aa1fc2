import type { ReactNode } from 'react';
import { loadErrorMessage } from '@/lib/api-client';
import { Card } from './card';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

type ListStateProps = {
  /** Nothing loaded yet: a spinner with this label. */
  pending: boolean;
  loadingLabel: string;
  /** The load failed and there is nothing to show: the reason and Try Again. */
  failure?: { title: ReactNode; message: ReactNode; onRetry: () => void; error?: unknown } | null;
  /** The list has no rows: this (usually an `EmptyState` in a `Card`) instead of the list. */
  empty?: ReactNode;
  /** The list itself (rows, pagination). */
  children: ReactNode;
  /** The list sits in a card already (below its filters): the states get no card of their own. */
  inCard?: boolean;
};

/**
 * The loading, error and empty states every list page shows before its rows:
 * `<ListState pending={q.isPending} loadingLabel="Loading orders" failure={…} empty={rows.length ? null : …}>`.
 */
export function ListState({
  pending,
  loadingLabel,
  failure,
  empty,
  children,
  inCard = false,
}: ListStateProps) {
  if (pending) {
    const spinner = <Spinner size="lg" label={loadingLabel} />;
    const classes = 'flex justify-center py-16 text-indigo-600';
    return inCard ? <div className={classes}>{spinner}</div> : <Card className={classes}>{spinner}</Card>;
  }
  if (failure) {
    const error = (
      <LoadError title={failure.title} onRetry={failure.onRetry} error={failure.error}>
        {failure.message}
      </LoadError>
    );
    return inCard ? <div className="p-5">{error}</div> : error;
  }
  if (empty) return <>{empty}</>;
  return <>{children}</>;
}

/**
 * The `failure` of a list whose query failed: its title, what to do next (`loadErrorMessage`) and
 * Try Again, which refetches, when a retry can help; null while the query has not failed.
 */
export function queryFailure(
  query: { isError: boolean; error: unknown; refetch: () => unknown },
  title: ReactNode,
): ListStateProps['failure'] {
  if (!query.isError) return null;
  return {
    title,
    message: loadErrorMessage(query.error),
    onRetry: () => void query.refetch(),
    error: query.error,
  };
}
