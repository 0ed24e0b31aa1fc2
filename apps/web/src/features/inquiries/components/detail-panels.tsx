import {
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_MESSAGES,
  INQUIRY_STATUS_LABELS,
  type InquiryStatusAction,
} from '@market/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { formatDate } from '@/lib/format';
import type { DeskInquiry } from '@/shared/inquiries/types';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Internal Notes: each note with 'Added by {name or System}' and its date. */
export function InternalNotesPanel({ inquiry, onAdd }: { inquiry: DeskInquiry; onAdd?: () => void }) {
  return (
    <Card>
      <CardHeader
        level={3}
        title="Internal Notes"
        actions={
          onAdd ? (
            <Button variant="ghost" size="sm" onClick={onAdd}>
              Add Internal Note
            </Button>
          ) : null
        }
      />
      {inquiry.internalNotes.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-500">No internal notes yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Internal notes">
          {inquiry.internalNotes.map((note) => (
            <li key={note._id} className="space-y-1 px-5 py-3" data-testid="internal-note">
              <p className="text-sm whitespace-pre-wrap break-words text-slate-900">{note.note}</p>
              <p className="text-xs text-slate-500">
                Added by {note.addedBy?.name ?? INQUIRY_MESSAGES.addedBySystem} ·{' '}
                <time dateTime={note.addedAt}>{formatDate(note.addedAt, { withTime: true })}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Customer Information: name, email, phone (if present), category, related order and product. */
export function CustomerInfoPanel({ inquiry, orderPath }: { inquiry: DeskInquiry; orderPath?: string }) {
  return (
    <Card>
      <CardHeader level={3} title="Customer Information" />
      <dl className="divide-y divide-slate-50 px-5 py-2">
        <Row label="Name">{inquiry.customerName}</Row>
        <Row label="Email">
          <EmailAddress email={inquiry.customerEmail} link />
        </Row>
        {inquiry.customerPhone ? <Row label="Phone">{inquiry.customerPhone}</Row> : null}
        <Row label="Category">{INQUIRY_CATEGORY_LABELS[inquiry.category]}</Row>
        <Row label="Related Order">
          {inquiry.relatedOrder ? (
            orderPath ? (
              <Link to={orderPath} className="text-indigo-700 hover:underline">
                {inquiry.relatedOrder.orderNumber}
              </Link>
            ) : (
              inquiry.relatedOrder.orderNumber
            )
          ) : (
            <span className="text-slate-400">None</span>
          )}
        </Row>
        <Row label="Related Product">
          {inquiry.relatedProduct ? (
            <Link to={`/product/${inquiry.relatedProduct._id}`} className="text-indigo-700 hover:underline">
              {inquiry.relatedProduct.name}
            </Link>
          ) : (
            <span className="text-slate-400">None</span>
          )}
        </Row>
      </dl>
    </Card>
  );
}

const ACTION_LABELS: Record<InquiryStatusAction, string> = {
  in_progress: `Mark ${INQUIRY_STATUS_LABELS.in_progress}`,
  waiting_customer: `Mark ${INQUIRY_STATUS_LABELS.waiting_customer}`,
  resolved: `Mark ${INQUIRY_STATUS_LABELS.resolved}`,
  closed: 'Close Inquiry',
};

/** Status Actions: in_progress, waiting_customer, resolved unless already; closed only from resolved. */
export function StatusActionsPanel({
  actions,
  pending,
  onChange,
}: {
  actions: InquiryStatusAction[];
  pending: InquiryStatusAction | null;
  onChange: (status: InquiryStatusAction) => void;
}) {
  return (
    <Card>
      <CardHeader level={3} title="Status Actions" />
      <div className="grid gap-2 px-5 py-4">
        {actions.map((status) => (
          <Button
            key={status}
            variant={status === 'resolved' ? 'primary' : 'outline'}
            loading={pending === status}
            disabled={pending !== null}
            onClick={() => onChange(status)}
          >
            {ACTION_LABELS[status]}
          </Button>
        ))}
        {actions.length === 0 ? (
          <p className="text-sm text-slate-500">No status change is possible now.</p>
        ) : null}
      </div>
    </Card>
  );
}

/** Inquiry Details: created, last activity, assigned to, message count, rating out of 5. */
export function InquiryDetailsPanel({ inquiry }: { inquiry: DeskInquiry }) {
  return (
    <Card>
      <CardHeader level={3} title="Inquiry Details" />
      <dl className="divide-y divide-slate-50 px-5 py-2">
        <Row label="Created">{formatDate(inquiry.createdAt, { withTime: true })}</Row>
        <Row label="Last Activity">{formatDate(inquiry.lastActivityAt, { withTime: true })}</Row>
        <Row label="Assigned To">
          {inquiry.assignedTo?.name ?? <span className="text-slate-400">Unassigned</span>}
        </Row>
        <Row label="Messages">{inquiry.messageCount}</Row>
        <Row label="Rating">
          {inquiry.rating !== null ? (
            <span data-testid="inquiry-rating">{inquiry.rating}/5</span>
          ) : (
            <span className="text-slate-400">Not rated yet</span>
          )}
        </Row>
        {inquiry.vendor ? <Row label="Vendor">{inquiry.vendor.businessName}</Row> : null}
      </dl>
    </Card>
  );
}
