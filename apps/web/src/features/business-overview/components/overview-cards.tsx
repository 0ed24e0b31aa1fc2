import { DollarSign, Package, Receipt, ShoppingCart } from 'lucide-react';
import { KpiCard } from '@/components/ui/charts';
import { formatMoney } from '@/lib/format';
import type { BusinessOverview, OverviewCard } from '../api/business-overview';

const count = (n: number) => n.toLocaleString('en-US');

function Card({
  label,
  card,
  show,
  icon,
  tone,
  notLoaded,
}: {
  label: string;
  card: OverviewCard;
  show: (n: number) => string;
  icon: typeof DollarSign;
  tone: 'green' | 'blue' | 'indigo' | 'yellow';
  notLoaded: boolean;
}) {
  return (
    <KpiCard
      label={label}
      value={card.value === null ? null : show(card.value)}
      unavailable={card.reason ?? undefined}
      change={notLoaded ? undefined : card.change}
      hint={notLoaded ? 'Not loaded' : undefined}
      icon={icon}
      tone={tone}
      comparedWith="vs previous period"
    />
  );
}

/**
 * The four cards of 'Your Business Report', each with its change from the previous period; the
 * zeroed stand-in (`notLoaded`) says 'Not loaded' instead of a change.
 */
export function OverviewCards({
  cards,
  notLoaded = false,
}: {
  cards: BusinessOverview['cards'];
  notLoaded?: boolean;
}) {
  const common = { notLoaded };
  return (
    <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card
        label="Money Earned"
        card={cards.moneyEarned}
        show={formatMoney}
        icon={DollarSign}
        tone="green"
        {...common}
      />
      <Card
        label="Orders Received"
        card={cards.ordersReceived}
        show={count}
        icon={ShoppingCart}
        tone="blue"
        {...common}
      />
      <Card
        label="Products Listed"
        card={cards.productsListed}
        show={count}
        icon={Package}
        tone="indigo"
        {...common}
      />
      <Card
        label="Average Order"
        card={cards.averageOrder}
        show={formatMoney}
        icon={Receipt}
        tone="yellow"
        {...common}
      />
    </section>
  );
}
