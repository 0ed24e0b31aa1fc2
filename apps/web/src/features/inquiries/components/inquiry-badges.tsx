import type { InquiryPriority, InquiryStatus } from '@market/domain';
import { StatusBadge } from '@/components/ui/status-badge';

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <StatusBadge kind="inquiry" value={status} data-testid="inquiry-status" />;
}

export function InquiryPriorityBadge({ priority }: { priority: InquiryPriority }) {
  return <StatusBadge kind="inquiryPriority" value={priority} data-testid="inquiry-priority" />;
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
