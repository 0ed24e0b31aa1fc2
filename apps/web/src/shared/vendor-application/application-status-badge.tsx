import { APPLICATION_STATUS_TEXT, type ApplicationStatus } from '@market/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'blue',
  under_review: 'yellow',
  approved: 'green',
  rejected: 'red',
  more_info_required: 'indigo',
};

function isKnown(status: string): status is ApplicationStatus {
  return Object.hasOwn(APPLICATION_STATUS_TEXT, status);
}

/** The label of a status ('Under Review'); an unknown status shows as 'Unknown'. */
export function applicationStatusLabel(status: string): string {
  return isKnown(status) ? APPLICATION_STATUS_TEXT[status].label : 'Unknown';
}

/** The explanation of a status (spec 001 section 4), or 'Application status unknown.'. */
export function applicationStatusMessage(status: string, unknown: string): string {
  return isKnown(status) ? APPLICATION_STATUS_TEXT[status].message : unknown;
}

/** A vendor application's status as a coloured badge. */
export function ApplicationStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={isKnown(status) ? APPLICATION_STATUS_TONES[status] : 'neutral'} className={className}>
      {applicationStatusLabel(status)}
    </Badge>
  );
}
