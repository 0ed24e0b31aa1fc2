import type { ModerationAction } from '@market/domain';
import type { Product, ProductListItem } from '@/features/catalog';

/** Shapes of the moderation API (apps/server/src/modules/catalog/moderation.schemas.ts). */

export type AdminProductItem = Omit<ProductListItem, 'moderation'> & {
  /** null for the marketplace's own products. */
  vendor: { _id: string; businessName: string } | null;
  moderation: { reason: string; at: string; by: string | null } | null;
};

export type AdminProductPagination = {
  currentPage: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
};

export type AdminProductList = { products: AdminProductItem[]; pagination: AdminProductPagination };

export type ModerationEvent = {
  _id: string;
  action: ModerationAction;
  reason: string;
  adminName: string;
  at: string;
};

export type ModeratedProduct = { product: Product; history: ModerationEvent[] };
