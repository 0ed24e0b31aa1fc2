import { Check, Eye, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatDate, formatMoney } from '@/lib/format';
import { ProductStatusBadge, ReviewBadge } from '@/shared/catalog';
import type { ReviewQueueItem } from '../api/review-queue';

function categoryText(p: ReviewQueueItem): string {
  if (!p.mainCategory) return 'No category';
  return p.subCategory ? `${p.mainCategory.name} › ${p.subCategory.name}` : p.mainCategory.name;
}

/** One listing of the queue: what buyers would see at a glance, and the decisions. */
export function ReviewCard({
  product,
  busy,
  onApprove,
  onReject,
}: {
  product: ReviewQueueItem;
  busy: boolean;
  onApprove?: () => void;
  onReject?: () => void;
}) {
  const p = product;
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      data-testid="review-item"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <ImageWithFallback
          src={p.thumbnail ?? p.image}
          alt={p.title}
          className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
        />
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-words text-slate-900">{p.title}</p>
          <p className="text-sm text-slate-600">
            {p.vendor?.businessName ?? 'Marketplace'} · {categoryText(p)} · {formatMoney(p.price)}
          </p>
          <div className="flex flex-wrap items-center gap-1.5">
            {p.review ? <ReviewBadge state={p.review.state} /> : null}
            <ProductStatusBadge status={p.status} />
            {p.review?.submittedAt ? (
              <span className="text-xs text-slate-600">
                Submitted {formatDate(p.review.submittedAt, { withTime: true })}
              </span>
            ) : null}
          </div>
          {p.review?.state === 'rejected' && p.review.reason ? (
            <p className="text-sm break-words text-orange-800" data-testid="review-reason">
              <span className="font-semibold">Reason{p.reviewedBy ? ` (${p.reviewedBy})` : ''}:</span>{' '}
              {p.review.reason}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Link
          to={`/admin/products/${p._id}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          aria-label={`View ${p.title}`}
        >
          <Eye className="size-4" aria-hidden="true" />
          View
        </Link>
        {onApprove ? (
          <Button size="sm" onClick={onApprove} disabled={busy} aria-label={`Approve ${p.title}`}>
            <Check className="size-4" aria-hidden="true" />
            Approve
          </Button>
        ) : null}
        {onReject ? (
          <Button
            size="sm"
            variant="danger"
            onClick={onReject}
            disabled={busy}
            aria-label={`Reject ${p.title}`}
          >
            <X className="size-4" aria-hidden="true" />
            Reject
          </Button>
        ) : null}
      </div>
    </li>
  );
}
