import type { ProductPerformanceSort } from '@market/domain';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Table, tdClasses, thClasses } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatChange, formatOptionalPercent } from '@/lib/format-analytics';
import { productPaths } from '@/shared/catalog';
import type { ProductPerformanceRow } from '../api/product-performance';

const paths = productPaths('vendor');

type Column = {
  sort: ProductPerformanceSort | null;
  header: string;
  align?: 'right';
  cell: (row: ProductPerformanceRow) => ReactNode;
};

function Trend({ value }: { value: number | null }) {
  if (value === null)
    return (
      <span className="text-slate-500" title="Nothing sold in the previous period">
        N/A
      </span>
    );
  const c = formatChange(value);
  return (
    <span
      className={cn(
        c.direction === 'up' && 'text-emerald-700',
        c.direction === 'down' && 'text-red-700',
        c.direction === 'flat' && 'text-slate-600',
      )}
    >
      {c.text}
    </span>
  );
}

const COLUMNS: Column[] = [
  {
    sort: 'name',
    header: 'Product',
    cell: (r) => (
      <Link to={paths.analytics(r.id)} className="font-medium text-indigo-700 hover:underline">
        {r.title}
      </Link>
    ),
  },
  { sort: 'views', header: 'Views', align: 'right', cell: (r) => r.views },
  { sort: 'units', header: 'Units', align: 'right', cell: (r) => r.units },
  { sort: 'revenue', header: 'Revenue', align: 'right', cell: (r) => formatMoney(r.revenue) },
  { sort: null, header: 'Orders', align: 'right', cell: (r) => r.orders },
  {
    sort: 'conversion',
    header: 'Conversion',
    align: 'right',
    cell: (r) =>
      r.conversionRate === null ? (
        <span className="text-slate-500" title="No views in this period">
          N/A
        </span>
      ) : (
        formatOptionalPercent(r.conversionRate)
      ),
  },
  { sort: 'stock', header: 'Stock', align: 'right', cell: (r) => (r.stock === null ? 'N/A' : r.stock) },
  { sort: 'trend', header: 'Trend', align: 'right', cell: (r) => <Trend value={r.trend} /> },
];

/** Every product with its figures; the headers sort (a second click turns the order round). */
export function ProductPerformanceTable({
  rows,
  sortBy,
  sortOrder,
  onSort,
}: {
  rows: ProductPerformanceRow[];
  sortBy: ProductPerformanceSort;
  sortOrder: 'asc' | 'desc';
  onSort: (sortBy: ProductPerformanceSort, sortOrder: 'asc' | 'desc') => void;
}) {
  return (
    <Table aria-label="Product performance">
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          {COLUMNS.map((c) => {
            const active = c.sort === sortBy;
            const Icon = active ? (sortOrder === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
            return (
              <th
                key={c.header}
                scope="col"
                className={cn(thClasses, c.align === 'right' && 'text-right')}
                aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {c.sort ? (
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    onClick={() => {
                      const sort = c.sort!;
                      const order = active
                        ? sortOrder === 'asc'
                          ? 'desc'
                          : 'asc'
                        : sort === 'name'
                          ? 'asc'
                          : 'desc';
                      onSort(sort, order);
                    }}
                  >
                    {c.header}
                    <Icon className="size-3.5" aria-hidden="true" />
                  </button>
                ) : (
                  c.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((r) => (
          <tr key={r.id}>
            {COLUMNS.map((c) => (
              <td
                key={c.header}
                className={cn(tdClasses, 'tabular-nums', c.align === 'right' && 'text-right')}
              >
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
