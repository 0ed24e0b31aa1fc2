import { Card, CardHeader } from '@/components/ui/card';
import { Table, fitTdClasses as tdClasses, fitThClasses as thClasses } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import type { BusinessOverview } from '../api/business-overview';

/** The Best Sellers table of the spec (Product, Units, Revenue, Orders), always shown beside the chart. */
export function BestSellersTable({ products }: { products: BusinessOverview['charts']['topProducts'] }) {
  return (
    <Card>
      <CardHeader title="Best Sellers" description="Top 5 by revenue." level={3} />
      {products.length === 0 ? (
        <p className="px-5 pb-5 text-sm text-slate-600">No products sold in this period.</p>
      ) : (
        <Table aria-label="Best sellers" fit>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className={thClasses}>
                Product
              </th>
              {['Units', 'Revenue', 'Orders'].map((h) => (
                <th key={h} scope="col" className={cn(thClasses, 'text-right')}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {products.map((p, i) => (
              <tr key={p.productId ?? `${p.name}-${i}`} className="border-b border-slate-100 last:border-0">
                <td className={cn(tdClasses, 'font-medium text-slate-900')}>{p.name}</td>
                <td className={cn(tdClasses, 'text-right tabular-nums')}>
                  {p.sales.toLocaleString('en-US')}
                </td>
                <td className={cn(tdClasses, 'text-right tabular-nums')}>{formatMoney(p.revenue)}</td>
                <td className={cn(tdClasses, 'text-right tabular-nums')}>
                  {p.orders.toLocaleString('en-US')}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
