import { lazy, Suspense } from 'react';
import type { MonthlyRecord } from './list-monthly-commissions';

// The chart library is large: it loads on its own, after the figures are on screen.
const CommissionChart = lazy(async () => ({ default: (await import('./commission-chart')).CommissionChart }));

/** The monthly commission bar chart, loaded lazily (the same height is kept meanwhile). */
export function LazyCommissionChart({ records }: { records: readonly MonthlyRecord[] }) {
  return (
    <Suspense fallback={<div className="h-55 animate-pulse rounded-lg bg-slate-50" aria-hidden="true" />}>
      <CommissionChart records={records} />
    </Suspense>
  );
}
