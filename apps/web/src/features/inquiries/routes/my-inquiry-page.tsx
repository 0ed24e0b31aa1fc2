import { INQUIRY_CATEGORY_LABELS, INQUIRY_MESSAGES } from '@market/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError, loadErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { CustomerInquiry } from '@/shared/inquiries/types';
import { myInquiryQueryOptions } from '../api/get-my-inquiry';
import { useInquiryLiveUpdates } from '../api/inquiry-events';
import { useRateInquiry } from '../api/rate-inquiry';
import { useSendCustomerReply } from '../api/send-customer-reply';
import { Conversation } from '../components/conversation';
import { InquiryStatusBadge } from '../components/inquiry-badges';
import { RatingForm, RatingStars } from '../components/rating-form';
import { ReplyBox } from '../components/reply-box';
import { TimedBanner } from '../components/timed-banner';
import { useTimedBanner } from '../use-timed-banner';

const POLL_MS = 5_000;

const back = (
  <Link to="/account/inquiries" className={buttonClasses({ variant: 'outline' })}>
    <ArrowLeft className="size-4" aria-hidden="true" />
    {INQUIRY_MESSAGES.backToInquiries}
  </Link>
);

/** `/account/inquiries/:inquiryId`: the customer's conversation (never the internal notes), reply and rating. */
export function MyInquiryPage() {
  const { inquiryId = '' } = useParams();
  const queryClient = useQueryClient();
  const live = useInquiryLiveUpdates(inquiryId, 'customer', () => {
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.myDetail(inquiryId) });
  });
  const query = useQuery({
    ...myInquiryQueryOptions(inquiryId),
    refetchInterval: (q) => (live || q.state.status === 'error' ? false : POLL_MS),
  });
  // Reading the inquiry marks the vendor's replies read: the list and the menu badge follow.
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!readAt) return;
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.myUnread() });
    void queryClient.invalidateQueries({ queryKey: [...inquiryKeys.mine(), 'list'] });
  }, [readAt, queryClient]);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Card className="flex justify-center py-16 text-indigo-600">
        <Spinner size="lg" label="Loading inquiry" />
      </Card>
    );
  } else if (query.isError) {
    body =
      isApiError(query.error) && (query.error.status === 404 || query.error.status === 400) ? (
        <Card>
          <EmptyState icon={SearchX} title={INQUIRY_MESSAGES.notFound} actions={back} />
        </Card>
      ) : (
        <LoadError
          title={INQUIRY_MESSAGES.loadFailed}
          onRetry={() => void query.refetch()}
          error={query.error}
        >
          {loadErrorMessage(query.error, INQUIRY_MESSAGES.loadFailed)}
        </LoadError>
      );
  } else {
    body = <MyInquiryView inquiry={query.data} />;
  }
  return <div className="mx-auto max-w-4xl space-y-5 px-4 py-8">{body}</div>;
}

function MyInquiryView({ inquiry }: { inquiry: CustomerInquiry }) {
  const location = useLocation();
  const banner = useTimedBanner();
  const reply = useSendCustomerReply();
  const rate = useRateInquiry();
  const [justSent] = useState(() => Boolean((location.state as { sent?: boolean } | null)?.sent));

  return (
    <>
      <title>{`Inquiry #${inquiry.inquiryId} · Marketplace`}</title>
      <div className="flex flex-wrap items-start gap-3">
        <Link
          to="/account/inquiries"
          aria-label={INQUIRY_MESSAGES.backToInquiries}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mt-0.5' })}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-semibold text-slate-900">Inquiry #{inquiry.inquiryId}</h1>
          <p className="mt-0.5 break-words text-slate-600">{inquiry.subject}</p>
          <p className="mt-1 text-xs text-slate-500">
            To {inquiry.vendor?.businessName ?? 'the marketplace'} ·{' '}
            {INQUIRY_CATEGORY_LABELS[inquiry.category]}
            {inquiry.relatedProduct ? <> · {inquiry.relatedProduct.name}</> : null}
            {inquiry.relatedOrder ? <> · Order {inquiry.relatedOrder.orderNumber}</> : null} · Opened{' '}
            {formatDate(inquiry.createdAt)}
          </p>
        </div>
        <InquiryStatusBadge status={inquiry.status} />
      </div>
      {justSent ? (
        <Alert tone="success">{INQUIRY_MESSAGES.inquirySent}. The reply will appear here.</Alert>
      ) : null}
      <TimedBanner banner={banner.banner} />
      <Card>
        <CardHeader level={2} title="Conversation" />
        <Conversation messages={inquiry.messages} side="customer" viewerRole="customer" />
        {inquiry.canReply ? (
          <ReplyBox
            onSend={(message, files) => reply.mutateAsync({ id: inquiry.inquiryId, message, files })}
            onSent={() => banner.success(INQUIRY_MESSAGES.messageSent)}
            onFailed={banner.failure}
          />
        ) : (
          <p className="border-t border-slate-100 px-4 py-4 text-sm text-slate-500">
            {INQUIRY_MESSAGES.closedNoReply}.
          </p>
        )}
      </Card>
      {inquiry.rating !== null ? (
        <Card className="flex items-center gap-3 p-5 text-sm text-slate-700">
          Your rating: <RatingStars rating={inquiry.rating} />{' '}
          <span className="font-medium" data-testid="my-rating">
            {inquiry.rating}/5
          </span>
        </Card>
      ) : inquiry.canRate ? (
        <Card className="p-5">
          <h2 className="mb-3 text-base font-semibold text-slate-900">Rate this answer</h2>
          <RatingForm
            saving={rate.isPending}
            onRate={async (rating) => {
              try {
                const result = await rate.mutateAsync({ id: inquiry.inquiryId, rating });
                banner.success(result.message ?? INQUIRY_MESSAGES.rated);
              } catch (failure) {
                banner.failure(errorMessage(failure, 'Failed to save your rating'));
              }
            }}
          />
        </Card>
      ) : null}
    </>
  );
}
