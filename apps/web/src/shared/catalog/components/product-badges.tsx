import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  LISTING_REVIEW_MESSAGES,
  type ListingReviewState,
  MODERATION_MESSAGES,
  type ProductStatus,
  productStockStatus,
  vocabularyLabels,
} from '@market/domain';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/ui/status-badge';

export const PRODUCT_STATUS_LABELS: Readonly<Record<ProductStatus, string>> = vocabularyLabels('product');

/** Product status in the vocabulary's words: active green, inactive grey, draft yellow. */
export function ProductStatusBadge({ status }: { status: string }) {
  return <StatusBadge kind="product" value={status} />;
}

/** 'Deactivated by admin': the product is held inactive by moderation (decision 0017). */
export function ModerationBadge() {
  return (
    <Badge tone="red" data-testid="moderation-badge">
      {MODERATION_MESSAGES.badge}
    </Badge>
  );
}

/** 'Waiting for review' or 'Changes requested': the listing is hidden from buyers (decision 0044). */
export function ReviewBadge({ state }: { state: ListingReviewState }) {
  return (
    <Badge tone={state === 'pending' ? 'blue' : 'orange'} data-testid="review-badge">
      {state === 'pending' ? LISTING_REVIEW_MESSAGES.pendingBadge : LISTING_REVIEW_MESSAGES.rejectedBadge}
    </Badge>
  );
}

/**
 * A product's stock badge: the one rule of every screen (decision 0045), the inventory's: on the
 * units available against the product's low-stock threshold (its inventory item's, default 10).
 */
export function StockBadge({ stock, lowStockThreshold }: { stock: number; lowStockThreshold?: number }) {
  const status = productStockStatus(stock, lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD);
  return <StatusBadge kind="stock" value={status} data-stock-status={status} />;
}
