import { PERFORMANCE_DASHBOARD_MESSAGES } from '@market/domain';
import { AlertTriangle, Lightbulb, TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { Performance } from '../api/performance';

const STYLE = {
  positive: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: TrendingUp },
  negative: { box: 'border-red-200 bg-red-50 text-red-900', icon: TrendingDown },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: AlertTriangle },
} as const;

/** Performance Insights: positive green, negative red, anything else yellow; an empty state when none. */
export function InsightsList({ insights }: { insights: Performance['insights'] }) {
  return (
    <Card>
      <CardHeader title="Performance Insights" level={3} description="From fixed rules over your figures." />
      <CardBody>
        {insights.length === 0 ? (
          <div className="flex items-center gap-2 rounded-lg border border-dashed border-slate-200 p-4 text-sm text-slate-600">
            <Lightbulb className="size-4" aria-hidden="true" />
            {PERFORMANCE_DASHBOARD_MESSAGES.noInsights}
          </div>
        ) : (
          <ul className="space-y-3">
            {insights.map((i) => {
              const s = STYLE[i.type] ?? STYLE.warning;
              const Icon = s.icon;
              return (
                <li
                  key={i.title}
                  className={cn('flex gap-3 rounded-lg border p-3', s.box)}
                  data-type={i.type}
                >
                  <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <div>
                    <p className="text-sm font-semibold">{i.title}</p>
                    <p className="text-sm">{i.description}</p>
                    {i.action ? <p className="mt-1 text-sm font-medium">{i.action}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
