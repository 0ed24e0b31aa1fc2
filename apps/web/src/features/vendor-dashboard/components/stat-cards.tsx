import { MESSAGES } from '@market/domain';
import type { LucideIcon } from 'lucide-react';
import {
  AlertTriangle,
  ChevronRight,
  DollarSign,
  FolderTree,
  Package,
  RotateCw,
  ShoppingCart,
  TrendingUp,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { type DashboardStats, NOT_LOADED } from '../api/dashboard-stats';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

const count = (n: number) => integer.format(Number.isFinite(n) ? n : 0);
const pct = (n: number) => `${percent.format(Number.isFinite(n) ? n : 0)}%`;
const signedPct = (n: number) => (n > 0 ? `+${pct(n)}` : pct(n));
/** A ratio the server could not compute (nothing to divide by) reads 'N/A', never 0%. */
const orNA = (n: number | null, show: (n: number) => string) => (n === null ? 'N/A' : show(n));

/** `note` says why a value is 'N/A'. */
type Fact = { label: string; value: string; note?: string };
type StatCard = {
  key: string;
  label: string;
  to: string;
  icon: LucideIcon;
  tone: string;
  value: string;
  note?: string;
  facts: Fact[];
};

/** Which call's figures are the empty fallback (its call failed). */
export type NotLoaded = { stats: boolean; categories: boolean };

/**
 * The six cards of spec 000 (orders, products, revenue, categories, customers, performance),
 * every figure from the API: a zero is shown as 0, nothing is made up. A card whose call failed
 * shows the empty fallback marked 'Not loaded'.
 */
export function buildStatCards(
  stats: DashboardStats,
  categories: readonly string[],
  notLoaded: NotLoaded = { stats: false, categories: false },
): StatCard[] {
  return cardsOf(stats, categories).map((card) =>
    (card.key === 'categories' ? notLoaded.categories : notLoaded.stats)
      ? { ...card, note: NOT_LOADED }
      : card,
  );
}

function cardsOf(stats: DashboardStats, categories: readonly string[]): StatCard[] {
  const { orders, products, revenue, customers, performance } = stats;
  return [
    {
      key: 'orders',
      label: 'Total Orders',
      to: '/vendor/orders',
      icon: ShoppingCart,
      tone: 'bg-indigo-50 text-indigo-600',
      value: count(orders.total),
      facts: [
        { label: 'This month', value: count(orders.thisMonth) },
        { label: 'Today', value: count(orders.today) },
        { label: 'Completed', value: count(orders.completed) },
        { label: 'Cancelled', value: count(orders.cancelled) },
        { label: 'Cancelled by customers', value: count(orders.cancelledByCustomer) },
      ],
    },
    {
      key: 'products',
      label: 'Products',
      to: '/vendor/products',
      icon: Package,
      tone: 'bg-sky-50 text-sky-600',
      value: count(products.total),
      facts: [
        { label: 'Sold this month', value: count(products.soldThisMonth) },
        { label: 'Out of stock', value: count(products.outOfStock) },
        { label: 'Stock value at list price', value: formatMoney(products.totalValue) },
      ],
    },
    {
      key: 'revenue',
      label: 'Total Revenue',
      to: '/vendor/analytics',
      icon: DollarSign,
      tone: 'bg-emerald-50 text-emerald-600',
      value: formatMoney(revenue.total),
      facts: [
        { label: 'This month', value: formatMoney(revenue.thisMonth) },
        { label: 'Average order', value: formatMoney(revenue.avgOrderValue) },
      ],
    },
    {
      key: 'categories',
      label: 'Selling Categories',
      to: '/vendor/categories',
      icon: FolderTree,
      tone: 'bg-amber-50 text-amber-600',
      value: count(categories.length),
      facts: categories.length
        ? [{ label: 'Categories', value: categories.join(', ') }]
        : [{ label: 'Categories', value: 'None chosen yet' }],
    },
    {
      key: 'customers',
      label: 'Customers',
      to: '/vendor/customers',
      icon: Users,
      tone: 'bg-violet-50 text-violet-600',
      value: count(customers.total),
      facts: [{ label: 'New this month', value: count(customers.thisMonth) }],
    },
    {
      key: 'performance',
      label: 'Conversion Rate',
      to: '/vendor/analytics',
      icon: TrendingUp,
      tone: 'bg-rose-50 text-rose-600',
      value: orNA(performance.conversionRate, pct),
      note: performance.conversionRate === null ? (performance.conversionRateReason ?? undefined) : undefined,
      facts: [
        {
          label: 'Revenue growth this month',
          value: orNA(performance.monthlyGrowth, signedPct),
          note:
            performance.monthlyGrowth === null ? (performance.monthlyGrowthReason ?? undefined) : undefined,
        },
      ],
    },
  ];
}

const gridClasses = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

export function StatCards({
  stats,
  categories,
  notLoaded,
}: {
  stats: DashboardStats;
  categories: readonly string[];
  notLoaded?: NotLoaded;
}) {
  return (
    <ul className={gridClasses} aria-label="Store statistics">
      {buildStatCards(stats, categories, notLoaded).map((card) => (
        <li key={card.key}>
          <Link
            to={card.to}
            data-testid={`stat-${card.key}`}
            className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition hover:border-indigo-200 hover:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-500">{card.label}</p>
                <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
                  {card.value}
                </p>
                {card.note && <p className="mt-0.5 text-xs text-slate-500">{card.note}</p>}
              </div>
              <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${card.tone}`}>
                <card.icon className="size-5" aria-hidden="true" />
              </span>
            </div>
            <dl className="mt-4 grid flex-1 grid-cols-2 content-start gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-xs">
              {card.facts.map((fact) => (
                <div
                  key={fact.label}
                  className={fact.value.length > 14 || card.facts.length === 1 ? 'col-span-2' : undefined}
                >
                  <dt className="text-slate-500">{fact.label}</dt>
                  <dd className="font-medium text-slate-800 tabular-nums">{fact.value}</dd>
                  {fact.note && <dd className="text-slate-500">{fact.note}</dd>}
                </div>
              ))}
            </dl>
            <span className="mt-3 inline-flex items-center gap-1 text-xs font-medium text-indigo-600 group-hover:text-indigo-700">
              View details
              <ChevronRight className="size-3.5" aria-hidden="true" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function StatCardsSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard data" className={gridClasses}>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={i} className="h-44 animate-pulse rounded-xl border border-slate-200 bg-white p-5">
          <div className="h-4 w-24 rounded bg-slate-200" />
          <div className="mt-3 h-7 w-20 rounded bg-slate-200" />
          <div className="mt-6 h-3 w-full rounded bg-slate-100" />
          <div className="mt-2 h-3 w-2/3 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** Above the cards when a call failed: the spec's text, what the cards now show, and Try Again. */
export function StatCardsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <p role="alert" className="text-base font-semibold text-slate-900">
          {MESSAGES.dashboardError}
        </p>
        <p className="mt-0.5 text-sm text-slate-500">
          Some figures could not be loaded: the cards marked ‘{NOT_LOADED}’ show empty figures until you try
          again.
        </p>
      </div>
      <Button variant="outline" onClick={onRetry} loading={retrying} loadingText="Trying again…">
        <RotateCw className="size-4" aria-hidden="true" />
        Try Again
      </Button>
    </Card>
  );
}
