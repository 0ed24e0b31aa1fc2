import { INVENTORY_MESSAGES } from '@market/domain';
import { Check } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import type { InventoryAlert } from '../types';
import { SeverityBadge } from './stock-badges';

const SEVERITY_EDGE: Record<InventoryAlert['severity'], string> = {
  low: 'border-l-sky-400',
  medium: 'border-l-amber-400',
  high: 'border-l-orange-500',
  critical: 'border-l-red-600',
};

/**
 * Active alerts (spec 001 section 2, Alerts): product name, SKU, message, date, severity in its
 * colour and Acknowledge. Empty: 'No active alerts'.
 */
export function AlertsList({ alerts, compact = false }: { alerts: InventoryAlert[]; compact?: boolean }) {
  const acknowledge = useAcknowledgeAlert();
  if (alerts.length === 0) {
    return <p className="px-5 py-10 text-center text-sm text-slate-500">No active alerts</p>;
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label="Active alerts">
      {alerts.map((alert) => {
        const busy = acknowledge.isPending && acknowledge.variables?._id === alert._id;
        return (
          <li
            key={alert._id}
            className={cn(
              'flex flex-col gap-3 border-l-4 px-5 py-3 sm:flex-row sm:items-center sm:justify-between',
              SEVERITY_EDGE[alert.severity],
            )}
          >
            <div className="min-w-0 space-y-0.5">
              <div className="flex flex-wrap items-center gap-2">
                <SeverityBadge severity={alert.severity} />
                <span className="text-sm font-medium text-slate-900">{alert.productName}</span>
                <span className="text-xs text-slate-500">SKU {alert.productSku}</span>
              </div>
              <p className={cn('text-sm text-slate-700', compact && 'truncate')}>{alert.message}</p>
              <p className="text-xs text-slate-500">{formatDate(alert.createdAt, { withTime: true })}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              loading={busy}
              disabled={acknowledge.isPending}
              aria-label={`Acknowledge alert for ${alert.productName}`}
              onClick={() =>
                acknowledge.mutate(alert, {
                  onSuccess: (result) => toast.success(result.message ?? INVENTORY_MESSAGES.acknowledged),
                  onError: (error) =>
                    toast.error(
                      errorMessage(error, 'The alert could not be acknowledged. Please try again.'),
                    ),
                })
              }
            >
              <Check className="size-4" aria-hidden="true" />
              Acknowledge
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
