import {
  INQUIRY_PRIORITY_LABELS,
  INQUIRY_STATUS_LABELS,
  type InquiryPriority,
  type InquiryStatus,
} from '@market/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const STATUS_TONES: Record<InquiryStatus, BadgeTone> = {
  open: 'blue',
  in_progress: 'indigo',
  waiting_customer: 'yellow',
  resolved: 'green',
  closed: 'neutral',
};

const PRIORITY_TONES: Record<InquiryPriority, BadgeTone> = {
  low: 'neutral',
  medium: 'blue',
  high: 'yellow',
  urgent: 'red',
};

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="inquiry-status">
      {INQUIRY_STATUS_LABELS[status]}
    </Badge>
  );
}

export function InquiryPriorityBadge({ priority }: { priority: InquiryPriority }) {
  return (
    <Badge tone={PRIORITY_TONES[priority]} data-testid="inquiry-priority">
      {INQUIRY_PRIORITY_LABELS[priority]}
    </Badge>
  );
}

/** The count of the other side's unread messages; nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white"
      title={`${count} unread ${count === 1 ? 'message' : 'messages'}`}
    >
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
