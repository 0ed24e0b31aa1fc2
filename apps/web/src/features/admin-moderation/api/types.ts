import type { ModerationAction } from '@market/domain';
import type { PageInfo } from '@/lib/pagination';
import type { Product, ProductListItem } from '@/shared/catalog';

/** Shapes of the moderation API (apps/server/src/modules/catalog/moderation.schemas.ts). */

export type AdminProductItem = Omit<ProductListItem, 'moderation'> & {
  /** null for the marketplace's own products. */
  vendor: { _id: string; businessName: string } | null;
  moderation: { reason: string; at: string; by: string | null } | null;
};

export type AdminProductPagination = PageInfo;

export type AdminProductList = { products: AdminProductItem[]; pagination: AdminProductPagination };

export type ModerationEvent = {
  _id: string;
  action: ModerationAction;
  reason: string;
  adminName: string;
  at: string;
};

export type ModeratedProduct = { product: Product; history: ModerationEvent[] };
