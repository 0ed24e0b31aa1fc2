import { CalendarClock, Clock, Landmark, Wallet } from 'lucide-react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatRunDay } from '@/shared/payouts';
import type { VendorPayouts } from '../api/get-vendor-payouts';

/** What 'Pending' holds, with the hold period of the settings. */
export function pendingExplanation(holdDays: number): string {
  if (holdDays <= 0) return 'Earned on orders not delivered yet.';
  return `Earned on orders not delivered yet, or delivered less than ${holdDays} ${
    holdDays === 1 ? 'day' : 'days'
  } ago (the hold before payout).`;
}

/** The balance in its three parts (decision 0048), each with what it means. */
export function BalanceCards({ data }: { data: VendorPayouts }) {
  const money = (n: number) => formatMoney(n, data.currency);
  const owes = data.balance.available < 0;
  return (
    <section aria-label="Balance" className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <StatCard
        label="Pending"
        icon={Clock}
        tone="yellow"
        value={<span data-testid="balance-pending">{money(data.balance.pending)}</span>}
        footer={<span className="text-slate-600">{pendingExplanation(data.schedule.holdDays)}</span>}
      />
      <StatCard
        label="Available"
        icon={Wallet}
        tone={owes ? 'red' : 'green'}
        value={
          <span data-testid="balance-available" className={cn(owes && 'text-red-700')}>
            {money(data.balance.available)}
          </span>
        }
        footer={
          <span className="text-slate-600">
            {owes
              ? 'Negative: you owe this after refunds; it is taken from your next earnings.'
              : 'Can be paid out with the next payout.'}
          </span>
        }
      />
      <StatCard
        label="Paid out"
        icon={Landmark}
        tone="indigo"
        value={<span data-testid="balance-paid-out">{money(data.balance.paidOut)}</span>}
        footer={<span className="text-slate-600">Sent to your bank account by payouts.</span>}
      />
    </section>
  );
}

/** When the next payout runs and what it is expected to pay, or the server's reason why nothing. */
export function NextPayoutCard({ data }: { data: VendorPayouts }) {
  const money = (n: number) => formatMoney(n, data.currency);
  const { schedule, expected } = data;
  return (
    <Card>
      <CardHeader
        title="Next payout"
        description="Payouts are sent by bank transfer; the marketplace team confirms each one once the bank has paid it."
      />
      <CardBody className="flex flex-col gap-4 md:flex-row md:items-start md:gap-8">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-sky-50 text-sky-600">
            <CalendarClock className="size-5" aria-hidden="true" />
          </span>
          <p className="text-lg font-semibold text-slate-900" data-testid="next-payout-date">
            <time dateTime={schedule.nextRunAt}>{formatRunDay(schedule.nextRunAt)}</time>
          </p>
        </div>
        <dl className="grid flex-1 grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Schedule</dt>
            <dd className="font-medium text-slate-900">{schedule.text}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Expected amount</dt>
            <dd className="font-medium text-slate-900" data-testid="expected-amount">
              {expected.amount === null ? 'N/A' : money(expected.amount)}
            </dd>
            {expected.note ? (
              <dd className="mt-0.5 text-slate-600" data-testid="expected-note">
                {expected.note}
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-slate-500">Minimum payout</dt>
            <dd className="font-medium text-slate-900">{money(schedule.minimum)}</dd>
            <dd className="mt-0.5 text-slate-600">A smaller available balance waits for a later payout.</dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
