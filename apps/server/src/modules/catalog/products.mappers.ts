import { fromMinor, productStockStatus, resolveSeo } from '@market/domain';
import { uploadUrl } from '../../lib/storage.js';
import type { ProductListRow } from './owner-list.queries.js';
import type { ProductRow } from './products.queries.js';
import type {
  ProductDto,
  ProductListItemDto,
  PublicProductDto,
  StorefrontListItemDto,
} from './products.schemas.js';
import type { StorefrontCardRow } from './storefront-filters.queries.js';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

type StockRow = Pick<ProductRow, 'currentStock' | 'reservedStock' | 'lowStockThreshold'>;
type CategoryRow = Pick<
  ProductRow,
  'mainCategoryId' | 'mainCategoryName' | 'subCategoryId' | 'subCategoryName'
>;

/** Available stock (on hand minus reserved) and its status by the one rule (decision 0045), for both mappers. */
function stockFields(row: StockRow) {
  const stock = Math.max(0, row.currentStock - row.reservedStock);
  return {
    stock,
    currentStock: row.currentStock,
    reservedStock: row.reservedStock,
    stockStatus: productStockStatus(stock, row.lowStockThreshold),
  };
}

/** The hold an admin's deactivation placed, or null (decision 0017). */
export function moderationOf(row: Pick<ProductRow, 'moderationReason' | 'moderatedAt'>) {
  return row.moderationReason !== null && row.moderatedAt !== null
    ? { reason: row.moderationReason, at: iso(row.moderatedAt) }
    : null;
}

/** The listing review state, or null once approved (decision 0044). */
export function reviewOf(row: Pick<ProductRow, 'reviewState' | 'reviewReason' | 'reviewSubmittedAt'>) {
  return row.reviewState
    ? {
        state: row.reviewState,
        reason: row.reviewReason,
        submittedAt: row.reviewSubmittedAt ? iso(row.reviewSubmittedAt) : null,
      }
    : null;
}

function categoryRefs(row: CategoryRow) {
  return {
    mainCategory: row.mainCategoryId ? { _id: row.mainCategoryId, name: row.mainCategoryName ?? '' } : null,
    subCategory: row.subCategoryId ? { _id: row.subCategoryId, name: row.subCategoryName ?? '' } : null,
  };
}

export function toProductDto(row: ProductRow): ProductDto {
  const media = row.media ?? [];
  const images = media
    .filter((m) => m.kind === 'image')
    .map((m) => ({
      _id: m.id,
      url: uploadUrl(m.originalKey),
      thumbUrl: uploadUrl(m.thumbKey ?? m.originalKey),
      displayUrl: uploadUrl(m.displayKey ?? m.originalKey),
      isPrimary: m.isPrimary,
      width: m.width ?? null,
      height: m.height ?? null,
    }));
  const primary = images.find((i) => i.isPrimary) ?? images[0];
  const video = media.find((m) => m.kind === 'video');
  const seo = resolveSeo(row);
  return {
    _id: row.id,
    title: row.title,
    name: row.title,
    description: row.description,
    price: fromMinor(row.priceMinor),
    shipping: fromMinor(row.shippingMinor),
    ...stockFields(row),
    brand: row.brand,
    tags: row.tags,
    keywords: row.keywords,
    ...categoryRefs(row),
    category: row.mainCategoryId ? { name: row.mainCategoryName ?? '' } : null,
    images,
    image: primary?.displayUrl ?? null,
    video: video ? uploadUrl(video.originalKey) : null,
    status: row.status,
    sku: row.sku,
    lowStockThreshold: row.lowStockThreshold,
    slug: row.slug,
    metaTitle: seo.metaTitle,
    metaDescription: seo.metaDescription,
    altText: row.altText,
    seoKeywords: row.seoKeywords,
    featured: row.featured,
    vendor: row.vendorId
      ? { _id: row.vendorId, businessName: row.vendorName ?? '', logo: row.vendorLogo }
      : null,
    moderation: moderationOf(row),
    review: reviewOf(row),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toPublicProductDto(row: ProductRow): PublicProductDto {
  const {
    currentStock: _c,
    reservedStock: _r,
    lowStockThreshold: _l,
    stockStatus: _s,
    moderation: _m,
    review: _v,
    ...rest
  } = toProductDto(row);
  return { ...rest, inStock: rest.stock > 0 };
}

export function toProductListItemDto(row: ProductListRow): ProductListItemDto {
  const [thumbKey, displayKey] = row.imageKeys?.split('\u001f') ?? [];
  return {
    _id: row.id,
    title: row.title,
    name: row.title,
    price: fromMinor(row.priceMinor),
    ...stockFields(row),
    ...categoryRefs(row),
    image: displayKey ? uploadUrl(displayKey) : null,
    thumbnail: thumbKey ? uploadUrl(thumbKey) : null,
    status: row.status,
    sku: row.sku,
    lowStockThreshold: row.lowStockThreshold,
    slug: row.slug,
    featured: row.featured,
    moderation: moderationOf(row),
    review: reviewOf(row),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A storefront card (decision 0014): keys read from the product row, no media list. */
export function toStorefrontListItemDto(row: StorefrontCardRow): StorefrontListItemDto {
  const stock = Math.max(0, row.currentStock - row.reservedStock);
  return {
    _id: row.id,
    title: row.title,
    price: fromMinor(row.priceMinor),
    stock,
    inStock: stock > 0,
    image: row.cardDisplayKey ? uploadUrl(row.cardDisplayKey) : null,
    thumbnail: row.cardThumbKey ? uploadUrl(row.cardThumbKey) : null,
    imageAlt: row.altText || row.title,
    vendor: row.vendorId ? { _id: row.vendorId, businessName: row.vendorName ?? '' } : null,
  };
}
