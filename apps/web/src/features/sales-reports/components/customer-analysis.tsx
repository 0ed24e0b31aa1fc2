import { Repeat, UserPlus, Users } from 'lucide-react';
import { KpiCard } from '@/components/ui/charts';
import { formatMoney } from '@/lib/format';
import { formatOptionalPercent } from '@/lib/format-analytics';
import type { CustomerAnalysis } from '../api/sales-report';

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** The customers report's customer analysis: who ordered in the period, and the sales of new and returning customers. */
export function CustomerAnalysisCards({ analysis: a }: { analysis: CustomerAnalysis }) {
  return (
    <section aria-label="Customer Analysis" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <KpiCard
        label="Customers"
        value={String(a.totalCustomers)}
        icon={Users}
        hint={`${a.newCustomers} new, ${a.returningCustomers} returning`}
      />
      <KpiCard
        label="Repeat Customer Rate"
        value={a.repeatCustomerRate === null ? null : formatOptionalPercent(a.repeatCustomerRate)}
        icon={Repeat}
        tone="blue"
        unavailable="No customer ordered in this period"
        hint={a.repeatRateDefinition}
      />
      <KpiCard
        label="Sales from New Customers"
        value={formatMoney(a.newCustomerSales)}
        icon={UserPlus}
        tone="green"
        hint={orders(a.newCustomerOrders)}
      />
      <KpiCard
        label="Sales from Returning Customers"
        value={formatMoney(a.returningCustomerSales)}
        icon={Repeat}
        tone="yellow"
        hint={orders(a.returningCustomerOrders)}
      />
    </section>
  );
}
