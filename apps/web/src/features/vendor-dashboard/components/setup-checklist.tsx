import { type SetupItemKey, setupProgress } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonBar } from '@/components/ui/page-skeleton';
import { loadErrorMessage } from '@/lib/api-client';
import { setupChecklistQueryOptions } from '../api/setup-checklist';

/** Where the vendor does each item, and the link's words. */
const ACTIONS: Record<SetupItemKey, { to: string; label: string }> = {
  logo: { to: '/vendor/profile?tab=business&edit=1', label: 'Upload your logo' },
  profile: { to: '/vendor/profile?tab=business&edit=1', label: 'Complete your profile' },
  product: { to: '/vendor/products/add', label: 'Add a product' },
  shipping: { to: '/vendor/profile?tab=business&edit=1', label: 'Set your handling days' },
  payout: { to: '/vendor/profile?tab=bank&edit=1', label: 'Add bank details' },
};

/**
 * The setup checklist of a newly approved vendor (issue 35 item 7): five items decided on the
 * server, each done or not with a link to where it is done, and the progress ('3 of 5 done'). Gone
 * once every item is done; a skeleton while it loads; the failure in words with Try Again.
 */
export function SetupChecklist() {
  const query = useQuery(setupChecklistQueryOptions());
  const checklist = query.data;

  if (query.isPending) {
    return (
      <Card role="status" aria-busy="true" aria-label="Loading the setup checklist" className="space-y-3 p-5">
        <SkeletonBar className="h-5 w-48" />
        <SkeletonBar className="h-2 w-full" />
        {['a', 'b', 'c'].map((key) => (
          <SkeletonBar key={key} className="h-4 w-2/3" />
        ))}
      </Card>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="The setup checklist could not be loaded"
        onRetry={() => void query.refetch()}
        error={query.error}
      >
        {loadErrorMessage(query.error)}
      </LoadError>
    );
  }
  if (!checklist?.show) return null;

  const progress = setupProgress(checklist.doneCount, checklist.total);
  return (
    <Card aria-labelledby="setup-heading" role="region">
      <CardHeader
        title={<span id="setup-heading">Set up your shop</span>}
        description="A few steps so buyers find you and you get paid. This list goes away once all are done."
        actions={<span className="text-sm font-semibold text-indigo-700">{progress}</span>}
      />
      <div className="px-5 pt-4">
        <div
          role="progressbar"
          aria-label="Setup progress"
          aria-valuemin={0}
          aria-valuemax={checklist.total}
          aria-valuenow={checklist.doneCount}
          aria-valuetext={progress}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-indigo-600 transition-[width]"
            style={{ width: `${(checklist.doneCount / checklist.total) * 100}%` }}
          />
        </div>
      </div>
      <ul className="divide-y divide-slate-100 px-5 py-2" aria-label="Setup steps">
        {checklist.items.map((item) => {
          const action = ACTIONS[item.key];
          return (
            <li key={item.key} className="flex items-start gap-3 py-3" data-done={item.done}>
              {item.done ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-slate-300" aria-hidden="true" />
              )}
              {/* On a phone the link moves under the words, in line with them. */}
              <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="text-sm font-medium text-slate-900">
                    {item.label}
                    <span className="ml-2 text-xs font-normal text-slate-500">
                      {item.done ? 'Done' : 'Not done'}
                    </span>
                  </p>
                  <p className="text-xs text-slate-500">{item.detail}</p>
                </div>
                {item.done ? null : (
                  <Link
                    to={action.to}
                    className="inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap text-indigo-700 hover:underline"
                  >
                    {action.label}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
