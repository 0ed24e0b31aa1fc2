import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@/lib/format';
import type { MonthlyRecord } from './list-monthly-commissions';

const AXIS = { fontSize: 12, fill: '#64748b' };
const HEIGHT = 220;

/** Commission and payments per month, oldest first (a small bar chart above the month cards). */
export function CommissionChart({ records }: { records: readonly MonthlyRecord[] }) {
  const data = [...records]
    .sort((a, b) => a.year - b.year || a.month - b.month)
    .map((r) => ({ name: r.monthName.slice(0, 3), commission: r.totalCommission, paid: r.paidToAdmin }));
  const total = records.reduce((sum, r) => sum + r.totalCommission, 0);
  return (
    <div role="img" aria-label={`Commission per month, ${formatMoney(total)} in all`}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 600, height: HEIGHT }}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={AXIS} />
          <YAxis tick={AXIS} width={56} tickFormatter={(v: number) => formatMoney(v).replace(/\.00$/, '')} />
          <Tooltip formatter={(value) => formatMoney(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="commission"
            name="Commission"
            fill="#4f46e5"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            dataKey="paid"
            name="Paid to admin"
            fill="#10b981"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
