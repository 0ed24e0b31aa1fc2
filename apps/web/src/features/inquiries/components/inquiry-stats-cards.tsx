import { formatResponseMinutes, formatSatisfaction, INQUIRY_STAT_LABELS } from '@market/domain';
import { Clock, Inbox, MessageSquare, Star } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import type { InquiryStats } from '@/shared/inquiries/types';

/**
 * Total Inquiries, Open Inquiries, Avg Response Time (minutes) and Customer Satisfaction (x.x/5),
 * 'N/A' with the reason when there is nothing to average. A failed load shows dashes (the spec
 * only logs it).
 */
export function InquiryStatsCards({ stats, loading }: { stats: InquiryStats | undefined; loading: boolean }) {
  const value = (text: string | number | undefined) =>
    loading ? (
      <>
        <span className="inline-block h-6 w-16 animate-pulse rounded bg-slate-100" aria-hidden="true" />
        <span className="sr-only">Loading</span>
      </>
    ) : (
      (text ?? '—')
    );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={INQUIRY_STAT_LABELS.totalInquiries}
        icon={Inbox}
        value={value(stats?.totalInquiries)}
      />
      <StatCard
        label={INQUIRY_STAT_LABELS.openInquiries}
        icon={MessageSquare}
        tone="blue"
        value={value(stats?.openInquiries)}
      />
      <StatCard
        label={INQUIRY_STAT_LABELS.avgResponseTime}
        icon={Clock}
        tone="yellow"
        value={
          <span data-testid="avg-response-time">
            {value(stats && formatResponseMinutes(stats.avgResponseTime))}
          </span>
        }
        footer={
          stats && stats.avgResponseTime === null ? (
            <span className="text-slate-500">No inquiry has been answered yet</span>
          ) : (
            <span className="text-slate-500">From the first message to the first reply</span>
          )
        }
      />
      <StatCard
        label={INQUIRY_STAT_LABELS.avgRating}
        icon={Star}
        tone="green"
        value={
          <span data-testid="customer-satisfaction">
            {value(stats && formatSatisfaction(stats.avgRating))}
          </span>
        }
        footer={
          stats && stats.avgRating === null ? (
            <span className="text-slate-500">No inquiry has been rated yet</span>
          ) : (
            <span className="text-slate-500">Average rating out of 5</span>
          )
        }
      />
    </div>
  );
}
