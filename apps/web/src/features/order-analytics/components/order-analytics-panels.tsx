import { CUSTOMER_INSIGHTS_DEFINITION, ON_TIME_DEFINITION } from '@market/domain';
import { Info } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatOptionalPercent } from '@/lib/format-analytics';
import type { OrderAnalytics } from '../api/order-analytics';

/** An (i) button that shows what a figure means, as a tooltip on hover and as text when pressed. */
export function InfoTip({ label, children }: { label: string; children: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        title={children}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full p-0.5 text-slate-500 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Info className="size-4" aria-hidden="true" />
      </button>
      <span
        id={id}
        role="note"
        hidden={!open}
        className="absolute top-6 right-0 z-10 w-72 rounded-lg border border-slate-200 bg-white p-3 text-xs font-normal text-slate-700 shadow-lg"
      >
        {children}
      </span>
    </span>
  );
}

type Figure = { label: string; value: string; reason?: string | undefined; tip?: ReactNode };

function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figures.map((f) => (
        <div key={f.label} className="rounded-lg bg-slate-50 p-4">
          <dt className="flex items-center gap-1 text-sm text-slate-600">
            {f.label}
            {f.tip}
          </dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900" data-testid={`figure-${f.label}`}>
            {f.value}
          </dd>
          {f.reason ? <dd className="mt-1 text-xs text-slate-600">{f.reason}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** Performance Metrics: on-time delivery, return rate, processing hours, customer satisfaction ('N/A' with why). */
export function PerformancePanel({
  metrics,
  reasons,
}: {
  metrics: NonNullable<OrderAnalytics['performanceMetrics']>;
  reasons: OrderAnalytics['reasons'];
}) {
  const hours = metrics.averageProcessingTime;
  return (
    <Card>
      <CardHeader
        title="Performance Metrics"
        description="Orders placed in the period: how they were handled."
        level={3}
      />
      <CardBody>
        <FigureList
          figures={[
            {
              label: 'On-Time Delivery',
              value: formatOptionalPercent(metrics.onTimeDeliveryRate),
              reason: reasons.onTimeDeliveryRate,
              tip: <InfoTip label="About On-Time Delivery">{ON_TIME_DEFINITION}</InfoTip>,
            },
            {
              label: 'Return Rate',
              value: formatOptionalPercent(metrics.returnRate),
              reason: reasons.returnRate,
            },
            {
              label: 'Avg Processing Time',
              value: hours === null ? 'N/A' : `${hours.toFixed(1)} hours`,
              reason: reasons.averageProcessingTime ?? 'From placing to shipping',
            },
            {
              label: 'Customer Satisfaction',
              value:
                metrics.customerSatisfaction === null
                  ? 'N/A'
                  : `${metrics.customerSatisfaction.toFixed(1)}/5`,
              reason: reasons.customerSatisfaction,
            },
          ]}
        />
      </CardBody>
    </Card>
  );
}

/** Customer Insights: total, new, repeat customer rate. */
export function CustomerInsightsPanel({
  insights,
  reasons,
}: {
  insights: OrderAnalytics['customerInsights'];
  reasons: OrderAnalytics['reasons'];
}) {
  return (
    <Card>
      <CardHeader
        title="Customer Insights"
        level={3}
        actions={<InfoTip label="About Customer Insights">{CUSTOMER_INSIGHTS_DEFINITION}</InfoTip>}
      />
      <CardBody>
        <FigureList
          figures={[
            { label: 'Total Customers', value: insights.totalCustomers.toLocaleString('en-US') },
            { label: 'New Customers', value: insights.newCustomers.toLocaleString('en-US') },
            {
              label: 'Repeat Customer Rate',
              value: formatOptionalPercent(insights.repeatCustomerRate),
              reason: reasons.repeatCustomerRate,
            },
          ]}
        />
      </CardBody>
    </Card>
  );
}
