import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { formatRate } from '@/lib/format-analytics';
import type { Performance } from '../api/performance';
import { ChangeBadge } from './change-badge';

/** The KPI list: AOV, CAC (falling is good), CLV and ROI, each with its change; 'N/A' with the reason. */
export function KpiList({ data }: { data: Performance }) {
  const k = data.kpis;
  const noCompare =
    k.reasons.comparison ??
    (data.comparison.available ? 'nothing to compare with' : 'comparison unavailable');
  const rows = [
    {
      name: 'Average Order Value',
      value: k.averageOrderValue === null ? null : formatMoney(k.averageOrderValue),
      change: k.aovChange,
      reason: k.reasons.averageOrderValue,
      hint: 'Revenue per live order',
    },
    {
      name: 'Customer Acquisition Cost',
      value: k.customerAcquisitionCost === null ? null : formatMoney(k.customerAcquisitionCost),
      change: k.cacChange,
      reason: k.reasons.customerAcquisitionCost,
      hint: 'Marketing spend per new customer; falling is good',
      fallingIsGood: true,
      needsSpend: k.missingSpendMonths.length > 0,
    },
    {
      name: 'Customer Lifetime Value',
      value: k.customerLifetimeValue === null ? null : formatMoney(k.customerLifetimeValue),
      change: k.clvChange,
      reason: k.reasons.customerLifetimeValue,
      hint: 'What customers first seen in the period have spent so far, each',
    },
    {
      name: 'Return on Investment',
      value: k.returnOnInvestment === null ? null : formatRate(k.returnOnInvestment),
      change: k.roiChange,
      reason: k.reasons.returnOnInvestment,
      hint: 'Earnings after commission, less marketing spend, over spend',
      needsSpend: k.missingSpendMonths.length > 0,
    },
  ];
  return (
    <Card>
      <CardHeader
        title="Key Performance Indicators"
        level={3}
        description={`Changes against ${data.comparison.label}.`}
      />
      <CardBody>
        <ul className="divide-y divide-slate-100">
          {rows.map((r) => (
            <li
              key={r.name}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid={`kpi-${r.name}`}
            >
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">{r.name}</p>
                <p className="text-xs text-slate-500">{r.hint}</p>
              </div>
              <div className="text-right">
                <p className="text-lg font-semibold tabular-nums text-slate-900">{r.value ?? 'N/A'}</p>
                {r.value === null ? (
                  <p className="text-xs text-slate-600">
                    {r.reason}
                    {r.needsSpend ? (
                      <>
                        {' · '}
                        <a href="#marketing-spend" className="font-medium text-indigo-700 underline">
                          Enter marketing spend
                        </a>
                      </>
                    ) : null}
                  </p>
                ) : (
                  <ChangeBadge
                    change={r.change}
                    label={r.name}
                    fallingIsGood={r.fallingIsGood ?? false}
                    unavailable={noCompare}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
