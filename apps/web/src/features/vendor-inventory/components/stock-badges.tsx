import type { AlertSeverity, InventoryStatus } from '@market/domain';
import { Badge } from '@/components/ui/badge';
import { SEVERITY_LABELS, SEVERITY_TONES, STOCK_STATUS_LABELS, STOCK_STATUS_TONES } from '../lib/labels';

export function StockStatusBadge({ status }: { status: InventoryStatus }) {
  return <Badge tone={STOCK_STATUS_TONES[status]}>{STOCK_STATUS_LABELS[status]}</Badge>;
}

export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  return (
    <Badge tone={SEVERITY_TONES[severity]} data-severity={severity}>
      {SEVERITY_LABELS[severity]}
    </Badge>
  );
}
