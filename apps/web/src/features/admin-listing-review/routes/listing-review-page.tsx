import { type ListingReviewState, LISTING_REVIEW_MESSAGES as M } from '@market/domain';
import { ClipboardCheck, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { errorMessage, loadErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { type ReviewQueueItem, useDecideListing, useReviewQueue } from '../api/review-queue';
import { RejectDialog } from '../components/reject-dialog';
import { ReviewCard } from '../components/review-card';

const STATES: { value: ListingReviewState; label: string }[] = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'rejected', label: 'Changes requested' },
];

/**
 * `/admin/listing-review`: vendors' new and changed listings waiting for approval (decision 0044),
 * oldest first, with the state and search in the address; approve, or reject with a reason.
 */
export function ListingReviewPage() {
  const urlFilters = useUrlFilters();
  const state: ListingReviewState = urlFilters.params.get('state') === 'rejected' ? 'rejected' : 'pending';
  const search = urlFilters.params.get('search') ?? '';
  const query = useReviewQueue({ state, page: urlFilters.page, search });
  const decide = useDecideListing();
  const [rejecting, setRejecting] = useState<ReviewQueueItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const data = query.data;

  const approve = async (p: ReviewQueueItem) => {
    setFailure(null);
    try {
      const result = await decide.mutateAsync({ id: p._id, approve: true });
      toast.success(result.message ?? M.approved);
    } catch (error) {
      setFailure(errorMessage(error, 'The listing could not be approved.'));
    }
  };

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Listing Review"
        description="Vendors' new products and changes to their listings wait here while listing review is on. Buyers see a listing once you approve it."
        actions={
          <Link to="/admin/settings" className={buttonClasses({ variant: 'outline' })}>
            <Settings className="size-4" aria-hidden="true" />
            Review setting
          </Link>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex items-center gap-2">
          <label htmlFor="review-state" className="text-sm font-medium text-slate-700">
            Showing
          </label>
          <Select
            id="review-state"
            className="max-w-56"
            value={state}
            onChange={(e) =>
              urlFilters.setFilters({ state: e.target.value === 'pending' ? undefined : e.target.value })
            }
          >
            {STATES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </div>
        <SearchBox
          className="sm:max-w-sm sm:flex-1"
          label="Search listings"
          placeholder="Title or SKU"
          value={search}
          onSearch={(value) => urlFilters.setFilters({ search: value || undefined })}
        />
      </div>
      {failure ? (
        <Alert tone="danger" live="alert">
          {failure}
        </Alert>
      ) : null}
      <ListState
        pending={query.isPending}
        loadingLabel="Loading the review queue"
        failure={
          query.isError && !data
            ? {
                title: M.loadFailed,
                message: loadErrorMessage(query.error),
                onRetry: () => void query.refetch(),
                error: query.error,
              }
            : null
        }
        empty={
          data && data.products.length === 0 ? (
            <Card>
              <EmptyState
                icon={ClipboardCheck}
                title={
                  search
                    ? 'No listing matches this search'
                    : state === 'pending'
                      ? M.queueEmpty
                      : 'No rejected listings.'
                }
                description={
                  state === 'pending'
                    ? 'New and changed listings appear here while "Review new and changed listings" is on in Settings.'
                    : 'Listings you reject wait here until the vendor saves them again.'
                }
              />
            </Card>
          ) : null
        }
      >
        {data ? (
          <>
            <ul className="space-y-3" aria-label="Listings">
              {data.products.map((p) => (
                <ReviewCard
                  key={p._id}
                  product={p}
                  busy={decide.isPending}
                  onApprove={state === 'pending' ? () => void approve(p) : undefined}
                  onReject={state === 'pending' ? () => setRejecting(p) : undefined}
                />
              ))}
            </ul>
            <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
              <p className="text-sm text-slate-600">
                {data.pagination.totalItems} {data.pagination.totalItems === 1 ? 'listing' : 'listings'}
              </p>
              <Pagination
                label="Review queue pages"
                page={data.pagination.currentPage}
                totalPages={data.pagination.totalPages}
                onPageChange={urlFilters.setPage}
              />
            </div>
          </>
        ) : null}
      </ListState>
      {rejecting ? (
        <RejectDialog
          productTitle={rejecting.title}
          busy={decide.isPending}
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            const result = await decide.mutateAsync({ id: rejecting._id, approve: false, reason });
            setRejecting(null);
            toast.success(result.message ?? M.rejected);
          }}
        />
      ) : null}
    </div>
  );
}
