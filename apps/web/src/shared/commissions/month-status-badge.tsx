import { statusWord } from '@market/domain';
import { StatusBadge } from '@/components/ui/status-badge';

/** Commission month status (spec 001 section 4): Current, Pending Payment, Completed, else No Data. */
export function monthStatusLabel(status: string): string {
  const word = statusWord('commissionMonth', status);
  return word.known ? word.label : statusWord('commissionMonth', 'no_data').label;
}

export function MonthStatusBadge({ status }: { status: string }) {
  const known = statusWord('commissionMonth', status).known;
  return <StatusBadge kind="commissionMonth" value={known ? status : 'no_data'} data-month-status={status} />;
}
