import { PRODUCT_ANALYTICS_MESSAGES } from '@market/domain';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import type { ProductAnalytics } from '../api/product-analytics';
import { formatDay } from '../format';

const PIE_COLOURS = ['#4f46e5', '#10b981', '#f59e0b', '#0ea5e9', '#f43f5e', '#8b5cf6', '#14b8a6', '#64748b'];
const AXIS = { fontSize: 12, fill: '#64748b' };
const CHART_HEIGHT = 260;

function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} level={3} />
      <CardBody>{children}</CardBody>
    </Card>
  );
}

function EmptyChart({ text }: { text: string }) {
  return (
    <div className="flex h-65 items-center justify-center rounded-lg border border-dashed border-slate-200 text-sm text-slate-500">
      {text}
    </div>
  );
}

/** Product Views: views per day (line). */
export function ViewsChart({ views }: { views: ProductAnalytics['views'] }) {
  return (
    <ChartCard title="Product Views" description="Buyers who opened the product page, per day.">
      <div role="img" aria-label={`Product views per day, ${views.reduce((n, v) => n + v.views, 0)} in all`}>
        <ResponsiveContainer
          width="100%"
          height={CHART_HEIGHT}
          initialDimension={{ width: 600, height: CHART_HEIGHT }}
        >
          <LineChart data={views} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS} minTickGap={24} />
            <YAxis allowDecimals={false} tick={AXIS} />
            <Tooltip labelFormatter={(d) => formatDay(String(d))} />
            <Line type="monotone" dataKey="views" name="Views" stroke="#4f46e5" strokeWidth={2} dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}

/** Sales Performance: units sold and revenue per day (bars on two axes). */
export function SalesChart({ sales }: { sales: ProductAnalytics['sales'] }) {
  return (
    <ChartCard title="Sales Performance" description="Units sold and revenue per day.">
      <div role="img" aria-label="Units sold and revenue per day">
        <ResponsiveContainer
          width="100%"
          height={CHART_HEIGHT}
          initialDimension={{ width: 600, height: CHART_HEIGHT }}
        >
          <BarChart data={sales} margin={{ top: 8, right: 0, bottom: 0, left: -12 }}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS} minTickGap={24} />
            <YAxis yAxisId="quantity" allowDecimals={false} tick={AXIS} />
            <YAxis
              yAxisId="revenue"
              orientation="right"
              tick={AXIS}
              tickFormatter={(v: number) => formatMoney(v).replace(/\.00$/, '')}
              width={72}
            />
            <Tooltip
              labelFormatter={(d) => formatDay(String(d))}
              formatter={(value, name) => (name === 'Revenue' ? formatMoney(Number(value)) : value)}
            />
            <Legend />
            <Bar
              yAxisId="quantity"
              dataKey="quantity"
              name="Units sold"
              fill="#4f46e5"
              radius={[3, 3, 0, 0]}
            />
            <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill="#10b981" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}

/** Top Performing Regions: sales by region (pie, whole-percent labels). */
export function RegionsChart({ regions }: { regions: ProductAnalytics['topRegions'] }) {
  const total = regions.reduce((n, r) => n + r.sales, 0);
  return (
    <ChartCard title="Top Performing Regions" description="Units sold by the buyer's region.">
      {regions.length === 0 || total === 0 ? (
        <EmptyChart text={PRODUCT_ANALYTICS_MESSAGES.noRegionalData} />
      ) : (
        <div
          role="img"
          aria-label={`Sales by region: ${regions.map((r) => `${r.name} ${r.sales}`).join(', ')}`}
        >
          <ResponsiveContainer
            width="100%"
            height={CHART_HEIGHT}
            initialDimension={{ width: 600, height: CHART_HEIGHT }}
          >
            <PieChart>
              <Pie
                data={regions}
                dataKey="sales"
                nameKey="name"
                outerRadius={90}
                label={({ percent }) => `${Math.round((percent ?? 0) * 100)}%`}
              >
                {regions.map((r, i) => (
                  <Cell key={r.name} fill={PIE_COLOURS[i % PIE_COLOURS.length]} />
                ))}
              </Pie>
              <Tooltip />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}

/** Stock Level History: stock per day (line). */
export function StockChart({ history }: { history: ProductAnalytics['stockHistory'] }) {
  return (
    <ChartCard title="Stock Level History" description="Units on hand at the end of each day.">
      {history.length === 0 ? (
        <EmptyChart text={PRODUCT_ANALYTICS_MESSAGES.noStockHistory} />
      ) : (
        <div role="img" aria-label={`Stock per day, now ${history[history.length - 1]?.stock ?? 0}`}>
          <ResponsiveContainer
            width="100%"
            height={CHART_HEIGHT}
            initialDimension={{ width: 600, height: CHART_HEIGHT }}
          >
            <LineChart data={history} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
              <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS} minTickGap={24} />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip labelFormatter={(d) => formatDay(String(d))} />
              <Line
                type="stepAfter"
                dataKey="stock"
                name="Stock"
                stroke="#f59e0b"
                strokeWidth={2}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}
