import { Play, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { formatRunMoment } from '@/shared/payouts';
import { useRunPayouts } from '../api/payout-actions';
import type { PayoutDesk, PayoutRun } from '../api/payout-desk';

export const RUN_QUESTION = 'Pay every vendor whose available balance reaches the minimum now?';

/** The latest run in words: when, by whom, how many vendors and how much. */
export function describeRun(run: PayoutRun, currency: string): string {
  const who = run.trigger === 'admin' ? 'run by an admin' : 'on schedule';
  const vendors = `${run.vendorsPaid} ${run.vendorsPaid === 1 ? 'vendor' : 'vendors'} paid`;
  const when = formatDate(run.startedAt, { withTime: true });
  if (!run.finishedAt) return `${when}, ${who}: still running`;
  return `${when}, ${who}: ${vendors}, ${formatMoney(run.total, currency)}`;
}

/** The schedule, the latest run and Run payouts now (behind a confirmation). */
export function ScheduleCard({ desk }: { desk: PayoutDesk }) {
  const run = useRunPayouts();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const { schedule, currency, latestRun } = desk;
  const money = (n: number) => formatMoney(n, currency);

  const confirm = async () => {
    setOutcome(null);
    try {
      const { data, message } = await run.mutateAsync();
      setOutcome({
        tone: 'success',
        text: data.claimed
          ? `${message ?? `Paid ${data.vendorsPaid} vendors`}: ${money(data.total)} in all.`
          : 'Another payout run started at this very moment: nothing more was paid.',
      });
    } catch (error) {
      setOutcome({
        tone: 'danger',
        text: errorMessage(error, 'The payouts could not be run. Please try again.'),
      });
    } finally {
      setAsking(false);
    }
  };

  return (
    <Card>
      <CardHeader
        title="Schedule"
        description="Payouts run by themselves on schedule; run them now to pay what is due without waiting."
        actions={
          <>
            <Link
              to="/admin/settings"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-700 hover:underline"
            >
              <Settings className="size-4" aria-hidden="true" />
              Change in Settings
            </Link>
            <Button onClick={() => setAsking(true)} loading={run.isPending} loadingText="Running payouts…">
              <Play className="size-4" aria-hidden="true" />
              Run payouts now
            </Button>
          </>
        }
      />
      <CardBody className="space-y-4">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-slate-500">Schedule</dt>
            <dd className="font-medium text-slate-900">{schedule.text}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Next run</dt>
            <dd className="font-medium text-slate-900" data-testid="next-run">
              <time dateTime={schedule.nextRunAt}>{formatRunMoment(schedule.nextRunAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Minimum payout</dt>
            <dd className="font-medium text-slate-900">{money(schedule.minimum)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Hold after delivery</dt>
            <dd className="font-medium text-slate-900">
              {schedule.holdDays} {schedule.holdDays === 1 ? 'day' : 'days'}
            </dd>
          </div>
          <div className="sm:col-span-2 lg:col-span-4">
            <dt className="text-slate-500">Latest run</dt>
            <dd className="font-medium text-slate-900" data-testid="latest-run">
              {latestRun ? describeRun(latestRun, currency) : 'No payout has run yet.'}
            </dd>
          </div>
        </dl>
        {outcome ? (
          <Alert tone={outcome.tone} live={outcome.tone === 'danger' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        ) : null}
      </CardBody>
      {asking ? (
        <ConfirmDialog
          title="Run payouts now"
          message={RUN_QUESTION}
          confirmLabel="Run payouts"
          busyLabel="Running…"
          tone="primary"
          busy={run.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </Card>
  );
}
