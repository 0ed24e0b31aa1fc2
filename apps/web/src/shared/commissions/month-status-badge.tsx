import { Badge, type BadgeTone } from '@/components/ui/badge';

const BADGES: Record<string, { label: string; tone: BadgeTone }> = {
  current: { label: 'Current', tone: 'blue' },
  pending: { label: 'Pending Payment', tone: 'yellow' },
  completed: { label: 'Completed', tone: 'green' },
};

/** Commission month status (spec 001 section 4): Current, Pending Payment, Completed, else No Data. */
export function monthStatusLabel(status: string): string {
  return BADGES[status]?.label ?? 'No Data';
}

export function MonthStatusBadge({ status }: { status: string }) {
  const badge = BADGES[status] ?? { label: 'No Data', tone: 'neutral' as const };
  return (
    <Badge tone={badge.tone} data-month-status={status}>
      {badge.label}
    </Badge>
  );
}
