import { Link } from 'react-router';
import { Table, fitTdClasses as tdClasses, fitThClasses as thClasses } from '@/components/ui/table';
import { formatMoney } from '@/lib/format';
import { formatChange } from '@/lib/format-analytics';
import type { AdminDashboard } from '../api/get-admin-dashboard';

/** A change in percent with one decimal and a sign; 'N/A' when the previous period had nothing. */
function changeText(change: number | null): string {
  return change === null ? 'N/A' : formatChange(change).text;
}

function Head({ cols }: { cols: string[] }) {
  return (
    <thead className="bg-slate-50">
      <tr>
        {cols.map((c) => (
          <th key={c} scope="col" className={thClasses}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The best vendors by revenue in the period, each linking to its commissions. */
export function TopVendorsTable({ vendors }: { vendors: AdminDashboard['topVendors'] }) {
  if (vendors.length === 0)
    return <p className="px-5 py-6 text-sm text-slate-500">No vendor sales in this period.</p>;
  return (
    <Table fit>
      <caption className="sr-only">Top vendors by revenue</caption>
      <Head cols={['Vendor', 'Revenue', 'Change', 'Orders']} />
      <tbody className="divide-y divide-slate-100">
        {vendors.map((v) => (
          <tr key={v.id ?? v.name}>
            <th scope="row" className={`${tdClasses} font-medium`}>
              {v.id ? (
                <Link
                  className="text-indigo-600 hover:text-indigo-700"
                  to={`/admin/vendors/${v.id}/commissions`}
                >
                  {v.name}
                </Link>
              ) : (
                v.name
              )}
            </th>
            <td className={tdClasses}>{formatMoney(v.revenue)}</td>
            <td className={tdClasses}>{changeText(v.revenueChange)}</td>
            <td className={tdClasses}>{v.orders}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The best main categories by vendors' revenue in the period. */
export function TopCategoriesTable({ categories }: { categories: AdminDashboard['topCategories'] }) {
  if (categories.length === 0)
    return <p className="px-5 py-6 text-sm text-slate-500">No category sales in this period.</p>;
  return (
    <Table fit>
      <caption className="sr-only">Top categories by revenue</caption>
      <Head cols={['Category', 'Revenue', 'Change', 'Units']} />
      <tbody className="divide-y divide-slate-100">
        {categories.map((c) => (
          <tr key={c.id ?? c.name}>
            <th scope="row" className={`${tdClasses} font-medium text-slate-900`}>
              {c.id ? (
                <Link className="text-indigo-600 hover:text-indigo-700" to="/admin/categories">
                  {c.name}
                </Link>
              ) : (
                c.name
              )}
            </th>
            <td className={tdClasses}>{formatMoney(c.revenue)}</td>
            <td className={tdClasses}>{changeText(c.revenueChange)}</td>
            <td className={tdClasses}>{c.units}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
