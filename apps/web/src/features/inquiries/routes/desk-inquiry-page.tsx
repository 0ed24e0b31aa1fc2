import { INQUIRY_MESSAGES, type InquiryStatusAction } from '@market/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { errorMessage, isApiError, loadErrorMessage } from '@/lib/api-client';
import { inquiryKeys } from '@/shared/inquiries/inquiry-keys';
import type { DeskInquiry, DeskScope } from '@/shared/inquiries/types';
import { useAddInquiryNote } from '../api/add-inquiry-note';
import { DESKS } from '../api/desk';
import { deskInquiryQueryOptions } from '../api/get-desk-inquiry';
import { useInquiryLiveUpdates } from '../api/inquiry-events';
import { useSendDeskReply } from '../api/send-desk-reply';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';
import { Conversation } from '../components/conversation';
import {
  CustomerInfoPanel,
  InquiryDetailsPanel,
  InternalNotesPanel,
  StatusActionsPanel,
} from '../components/detail-panels';
import { InquiryPriorityBadge, InquiryStatusBadge } from '../components/inquiry-badges';
import { NoteModal } from '../components/note-modal';
import { ReplyBox } from '../components/reply-box';
import { TimedBanner } from '../components/timed-banner';
import { useTimedBanner } from '../use-timed-banner';

/** While the live stream is down, the conversation is polled this often. */
const POLL_MS = 5_000;

/** `/vendor/inquiries/:inquiryId` (and the admins' `/admin/inquiries/:inquiryId`): spec 001's inquiry detail. */
export function DeskInquiryPage({ scope }: { scope: DeskScope }) {
  const { inquiryId = '' } = useParams();
  const desk = DESKS[scope];
  const queryClient = useQueryClient();
  const live = useInquiryLiveUpdates(inquiryId, desk.role, () => {
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.deskDetail(scope, inquiryId) });
  });
  const query = useQuery({
    ...deskInquiryQueryOptions(scope, inquiryId),
    refetchInterval: (q) => (live || q.state.status === 'error' ? false : POLL_MS),
  });
  // Reading the inquiry marks the customer's messages read: the list and the menu badge follow.
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!readAt) return;
    void queryClient.invalidateQueries({ queryKey: inquiryKeys.deskUnread(scope) });
    void queryClient.invalidateQueries({ queryKey: [...inquiryKeys.desk(scope), 'list'] });
  }, [readAt, queryClient, scope]);

  const back = (
    <Link to={desk.listPath} className={buttonClasses({ variant: 'outline' })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {INQUIRY_MESSAGES.backToInquiries}
    </Link>
  );

  if (query.isPending) {
    return <PageSkeleton label="Loading inquiry" />;
  }
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <Card>
          <EmptyState icon={SearchX} title={INQUIRY_MESSAGES.notFound} actions={back} />
        </Card>
      );
    }
    return (
      <LoadError title={INQUIRY_MESSAGES.loadFailed} onRetry={() => void query.refetch()} error={query.error}>
        {loadErrorMessage(query.error, INQUIRY_MESSAGES.loadFailed)}
      </LoadError>
    );
  }
  return <DeskInquiryView scope={scope} inquiry={query.data} live={live} />;
}

function DeskInquiryView({
  scope,
  inquiry,
  live,
}: {
  scope: DeskScope;
  inquiry: DeskInquiry;
  live: boolean;
}) {
  const desk = DESKS[scope];
  const banner = useTimedBanner();
  const [noting, setNoting] = useState(false);
  const [pendingStatus, setPendingStatus] = useState<InquiryStatusAction | null>(null);
  const reply = useSendDeskReply(scope);
  const status = useUpdateInquiryStatus(scope);
  const addNote = useAddInquiryNote(scope);

  const changeStatus = async (next: InquiryStatusAction) => {
    setPendingStatus(next);
    try {
      await status.mutateAsync({ id: inquiry.inquiryId, status: next });
      banner.success(INQUIRY_MESSAGES.statusUpdated);
    } catch (failure) {
      banner.failure(errorMessage(failure, INQUIRY_MESSAGES.statusFailed));
    } finally {
      setPendingStatus(null);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start gap-3">
        <Link
          to={desk.listPath}
          aria-label={INQUIRY_MESSAGES.backToInquiries}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mt-0.5' })}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
        </Link>
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-semibold text-slate-900">Inquiry #{inquiry.inquiryId}</h2>
          <p className="mt-0.5 break-words text-slate-600">{inquiry.subject}</p>
        </div>
        <div className="flex items-center gap-2">
          <InquiryPriorityBadge priority={inquiry.priority} />
          <InquiryStatusBadge status={inquiry.status} />
        </div>
      </div>
      {inquiry.steppingIn ? (
        <Alert tone="info">{INQUIRY_MESSAGES.steppingIn(inquiry.vendor?.businessName ?? 'a vendor')}</Alert>
      ) : null}
      <TimedBanner banner={banner.banner} />

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-5">
          <Card>
            <CardHeader
              level={3}
              title="Conversation"
              actions={
                <span
                  className="inline-flex items-center gap-1.5 text-xs text-slate-500"
                  data-testid="live-state"
                >
                  <span
                    className={
                      live ? 'size-2 rounded-full bg-emerald-500' : 'size-2 rounded-full bg-slate-300'
                    }
                    aria-hidden="true"
                  />
                  {live ? 'Live' : 'Refreshing every few seconds'}
                </span>
              }
            />
            <Conversation messages={inquiry.messages} side="desk" viewerRole={desk.role} />
            <ReplyBox
              onSend={(message, files) => reply.mutateAsync({ id: inquiry.inquiryId, message, files })}
              onSent={() => banner.success(INQUIRY_MESSAGES.messageSent)}
              onFailed={banner.failure}
              aside={
                <Button variant="ghost" size="sm" onClick={() => setNoting(true)}>
                  Add Internal Note
                </Button>
              }
            />
          </Card>
          <InternalNotesPanel inquiry={inquiry} onAdd={() => setNoting(true)} />
        </div>
        <div className="space-y-5">
          <CustomerInfoPanel
            inquiry={inquiry}
            orderPath={
              inquiry.relatedOrder
                ? scope === 'vendor'
                  ? `/vendor/orders?search=${encodeURIComponent(inquiry.relatedOrder.orderNumber)}`
                  : `/admin/orders/${inquiry.relatedOrder._id}`
                : undefined
            }
          />
          <StatusActionsPanel
            actions={inquiry.statusActions}
            pending={pendingStatus}
            onChange={(next) => void changeStatus(next)}
          />
          <InquiryDetailsPanel inquiry={inquiry} />
        </div>
      </div>

      {noting ? (
        <NoteModal
          onClose={() => setNoting(false)}
          onAdd={async (note) => {
            await addNote.mutateAsync({ id: inquiry.inquiryId, note });
            banner.success(INQUIRY_MESSAGES.noteAdded);
          }}
        />
      ) : null}
    </div>
  );
}

export function VendorInquiryPage() {
  return <DeskInquiryPage scope="vendor" />;
}

export function AdminInquiryPage() {
  return <DeskInquiryPage scope="admin" />;
}
