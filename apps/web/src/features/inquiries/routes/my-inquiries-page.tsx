import { INQUIRY_CATEGORY_LABELS, INQUIRY_MESSAGES } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState, queryFailure } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { myInquiriesQueryOptions } from '../api/list-my-inquiries';
import { InquiryStatusBadge, UnreadBadge } from '../components/inquiry-badges';

/** `/account/inquiries`: the customer's questions to vendors, with the replies not read yet. */
export function MyInquiriesPage() {
  const { page, setPage } = useUrlFilters();
  const query = useQuery(myInquiriesQueryOptions(page));
  const data = query.data;

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-8">
      <title>My Inquiries · Marketplace</title>
      <PageHeader
        title="My Inquiries"
        description="Your questions to sellers and the marketplace. Ask from a product page or from one of your orders."
      />
      <ListState
        pending={query.isPending}
        loadingLabel="Loading inquiries"
        failure={data ? null : queryFailure(query, INQUIRY_MESSAGES.loadListFailed)}
        empty={
          data && data.inquiries.length === 0 ? (
            <Card>
              <EmptyState
                icon={MessageSquare}
                title="No inquiries yet"
                description="Use 'Ask the vendor' on a product page or on one of your orders to ask a seller a question."
              />
            </Card>
          ) : null
        }
      >
        {data ? (
          <Card>
            <ul className={cn('divide-y divide-slate-100', query.isFetching && 'refreshing')}>
              {data.inquiries.map((inquiry) => (
                <li key={inquiry._id}>
                  <Link
                    to={`/account/inquiries/${encodeURIComponent(inquiry.inquiryId)}`}
                    className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 sm:flex-row sm:items-center"
                    data-testid="my-inquiry"
                  >
                    <div className="min-w-0 flex-1">
                      <div className="flex items-center gap-2">
                        <span className="font-mono text-xs text-slate-500">#{inquiry.inquiryId}</span>
                        <UnreadBadge count={inquiry.unreadMessagesCount} />
                      </div>
                      <p
                        className={cn(
                          'truncate text-slate-900',
                          inquiry.unreadMessagesCount > 0 ? 'font-semibold' : 'font-medium',
                        )}
                      >
                        {inquiry.subject}
                      </p>
                      <p className="text-xs text-slate-500">
                        {inquiry.vendor?.businessName ?? 'Marketplace'} ·{' '}
                        {INQUIRY_CATEGORY_LABELS[inquiry.category]}
                      </p>
                    </div>
                    <div className="flex items-center gap-3 text-sm text-slate-500">
                      <InquiryStatusBadge status={inquiry.status} />
                      <time dateTime={inquiry.lastActivityAt}>
                        {formatRelativeTime(inquiry.lastActivityAt)}
                      </time>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination
              page={data.pagination.currentPage}
              totalPages={data.pagination.totalPages}
              onPageChange={setPage}
              label="Inquiry pages"
              pages="neighbours"
              summary={{
                pageSize: data.pagination.pageSize,
                totalItems: data.pagination.totalItems,
                noun: 'results',
              }}
            />
          </Card>
        ) : null}
      </ListState>
    </div>
  );
}
