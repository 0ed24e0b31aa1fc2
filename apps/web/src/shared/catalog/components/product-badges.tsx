import {
  bulkStockBadge,
  DEFAULT_LOW_STOCK_THRESHOLD,
  isLowStock,
  LISTING_REVIEW_MESSAGES,
  type ListingReviewState,
  MODERATION_MESSAGES,
  myProductsStockBadge,
  type ProductStatus,
} from '@market/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const STATUS_TONES: Record<string, BadgeTone> = { active: 'green', inactive: 'neutral', draft: 'yellow' };

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  draft: 'Draft',
};

/** Product status: active green, inactive grey, draft (or anything else) yellow. */
export function ProductStatusBadge({ status }: { status: string }) {
  const label = PRODUCT_STATUS_LABELS[status as ProductStatus] ?? status;
  return <Badge tone={STATUS_TONES[status] ?? 'yellow'}>{label}</Badge>;
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

type StockBadgeProps =
  /** My Products: 0 red, below 5 yellow, otherwise green. */
  | { rule: 'my-products'; stock: number }
  /** Bulk screen: 0 Out of Stock, at or below the threshold (default 10) Low Stock. */
  | { rule: 'bulk'; stock: number; lowStockThreshold?: number }
  /** Analytics: Low Stock at or below the threshold, else In Stock. */
  | { rule: 'analytics'; stock: number; lowStockThreshold?: number };

/** The stock badge of spec 001 section 4, with the rule of the screen it is on. */
export function StockBadge(props: StockBadgeProps) {
  if (props.rule === 'analytics') {
    const low = isLowStock(props.stock, props.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD);
    return <Badge tone={low ? 'yellow' : 'green'}>{low ? 'Low Stock' : 'In Stock'}</Badge>;
  }
  const badge =
    props.rule === 'bulk'
      ? bulkStockBadge(props.stock, props.lowStockThreshold)
      : myProductsStockBadge(props.stock);
  return (
    <Badge tone={badge.tone} data-stock-status={badge.status}>
      {badge.label}
    </Badge>
  );
}
