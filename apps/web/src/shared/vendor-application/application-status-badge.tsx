import { statusWord } from '@market/domain';
import { StatusBadge } from '@/components/ui/status-badge';

/** The label of a status ('Under Review'); an unknown status shows as 'Unknown'. */
export function applicationStatusLabel(status: string): string {
  const word = statusWord('application', status);
  return word.known ? word.label : 'Unknown';
}

/** The explanation of a status (spec 001 section 4), or 'Application status unknown.'. */
export function applicationStatusMessage(status: string, unknown: string): string {
  const word = statusWord('application', status);
  return word.known ? word.explanation : unknown;
}

/** A vendor application's status as a coloured badge. */
export function ApplicationStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <StatusBadge kind="application" value={status} className={className}>
      {applicationStatusLabel(status)}
    </StatusBadge>
  );
}
