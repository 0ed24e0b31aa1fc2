import type { AlertSeverity, InventoryStatus } from '@market/domain';
import { StatusBadge } from '@/components/ui/status-badge';

export function StockStatusBadge({ status }: { status: InventoryStatus }) {
  return <StatusBadge kind="stock" value={status} />;
}

export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  return <StatusBadge kind="alertSeverity" value={severity} data-severity={severity} />;
}
