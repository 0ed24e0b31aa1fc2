import {
  fromMinor,
  MESSAGES,
  MODERATION_MESSAGES,
  moderationRefusesStatus,
  PRODUCT_DEFAULTS,
  PRODUCT_MESSAGES,
  PRODUCT_UPLOAD_LIMITS,
  toMinor,
  UPLOAD_MESSAGES,
  type VendorProductListQuery,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { isUuid } from '../../lib/db-errors.js';
import { AppError, badRequest, conflict, forbidden, notFound, payloadTooLarge } from '../../lib/errors.js';
import { pagination } from '../../lib/http.js';
import { deleteKeys, storageFor } from '../../lib/storage.js';
import { changeStock, lockItemsOfProducts, type StockSet } from '../inventory/index.js';
import { bumpCatalogVersion } from './list-cache.js';
import { changesListing, submitForReview } from './listing-review.service.js';
import { type OwnerListFilters, ownerPageAndStats } from './owner-list.queries.js';
import type { ProductCreateInput, ProductUpdateInput } from './product-input.js';
import { type MediaSource, storeProductMedia } from './product-media.js';
import {
  chooseSlug,
  loadOwned,
  mapWriteError,
  mediaRows,
  noteProductChange,
  resolveCategories,
} from './product-writes.js';
import { toProductDto, toProductListItemDto } from './products.mappers.js';
import {
  deleteMedia,
  insertMedia,
  insertProduct,
  listMedia,
  lockProduct,
  type ProductChanges,
  setPrimaryImage,
  softDeleteProducts,
  updateProductRow,
} from './products.queries.js';
import type { ProductDto } from './products.schemas.js';

export { resolveCategories };

/**
 * A product an admin deactivated stays inactive until an admin clears the hold (decision 0017):
 * the vendor's form, bulk actions and any other path answer 409 with the same message.
 */
export function assertStatusNotHeld(held: boolean, next: string | undefined | null): void {
  if (moderationRefusesStatus(held, next)) {
    throw new AppError(409, 'PRODUCT_MODERATED', MODERATION_MESSAGES.locked, [
      { path: 'status', message: MODERATION_MESSAGES.locked },
    ]);
  }
}

/**
 * Whose products: a vendor's (vendorId) or the marketplace's own (vendorId null, admins).
 * `actorId` is the signed-in user, recorded on stock movements.
 */
export type ProductOwner = { vendorId: string | null; actorId: string };

/** Vendors that are not approved cannot add products (403 with their status message). */
export function assertCanAddProducts(
  owner: ProductOwner,
  verificationStatus: string | null | undefined,
): void {
  if (owner.vendorId === null || verificationStatus === 'approved') return;
  const messages = MESSAGES.vendorStatus as Record<string, string>;
  throw forbidden(
    messages[verificationStatus ?? 'pending'] ?? PRODUCT_MESSAGES.vendorNotApproved,
    'VENDOR_NOT_APPROVED',
  );
}

export function toOwnerFilters(q: VendorProductListQuery): OwnerListFilters {
  return {
    search: q.search || undefined,
    category: q.category,
    stockStatus: q.stockStatus,
    status: q.status,
    minPriceMinor: q.minPrice === undefined ? undefined : toMinor(q.minPrice),
    maxPriceMinor: q.maxPrice === undefined ? undefined : toMinor(q.maxPrice),
  };
}

/** My Products (and the admin's own list): one page, the filtered total and the stat cards. */
export async function listProducts(opts: {
  ctx: AppContext;
  owner: ProductOwner;
  query: VendorProductListQuery;
}) {
  const { ctx, owner, query } = opts;
  const filters = toOwnerFilters(query);
  const { rows, stats } = await ownerPageAndStats(ctx.db, {
    vendorId: owner.vendorId,
    filters,
    sort: query.sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const page = pagination(query.page, query.limit, stats.filtered);
  return {
    products: rows.map(toProductListItemDto),
    pagination: { ...page, total: page.totalItems, pages: page.totalPages },
    stats: {
      totalProducts: stats.totalProducts,
      activeProducts: stats.activeProducts,
      lowStock: stats.lowStock,
      outOfStock: stats.outOfStock,
      // Stock value at list price (decision 0016), the same figure as the dashboard's.
      inventoryValue: fromMinor(stats.inventoryValueMinor),
    },
    totalPages: page.totalPages,
    totalProducts: page.totalItems,
  };
}

export async function getProduct(opts: {
  ctx: AppContext;
  owner: ProductOwner;
  id: string;
}): Promise<ProductDto> {
  return toProductDto(await loadOwned(opts.ctx.db, opts.owner, opts.id));
}

/**
 * Adds a product: categories checked, media stored (with WebP variants), then one transaction
 * writes the product, its inventory item, the initial stock movement and the media rows. Any
 * failure leaves neither rows nor files behind.
 */
export async function createProduct(opts: {
  ctx: AppContext;
  owner: ProductOwner;
  verificationStatus?: string | null;
  input: ProductCreateInput;
  images: MediaSource[];
  video: MediaSource | null;
}): Promise<ProductDto> {
  const { ctx, owner, input } = opts;
  assertCanAddProducts(owner, opts.verificationStatus);
  const categories = await resolveCategories(ctx.db, {
    ownerVendorId: owner.vendorId,
    main: input.mainCategory,
    sub: input.subCategory,
  });
  let primaryIndex = input.primaryImageIndex ?? 0;
  if (opts.images.length === 0) primaryIndex = 0;
  else if (primaryIndex >= opts.images.length) {
    const message = 'Primary image index is out of range';
    throw badRequest(message, [{ path: 'primaryImageIndex', message }]);
  }

  const storage = storageFor(ctx.config);
  const media = await storeProductMedia(storage, { images: opts.images, video: opts.video });
  const now = ctx.clock.now();
  let productId: string;
  try {
    productId = await ctx.db.transaction(async (tx) => {
      const slug = await chooseSlug(tx, {
        vendorId: owner.vendorId,
        requested: input.slug,
        title: input.title,
      });
      const id = await insertProduct(tx, {
        vendorId: owner.vendorId,
        title: input.title,
        description: input.description,
        priceMinor: toMinor(input.price),
        shippingMinor: toMinor(input.shipping),
        brand: input.brand ?? '',
        tags: input.tags ?? [],
        keywords: input.keywords ?? [],
        mainCategoryId: categories.mainId,
        subCategoryId: categories.subId,
        status: input.status ?? PRODUCT_DEFAULTS.status,
        sku: input.sku ?? '',
        slug,
        metaTitle: input.metaTitle ?? '',
        metaDescription: input.metaDescription ?? '',
        altText: input.altText ?? '',
        seoKeywords: input.seoKeywords ?? [],
        featured: input.featured ?? false,
        createdAt: now,
        updatedAt: now,
      });
      await changeStock(tx, {
        kind: 'open',
        productId: id,
        vendorId: owner.vendorId,
        stock: input.stock,
        lowStockThreshold: input.lowStockThreshold ?? PRODUCT_DEFAULTS.lowStockThreshold,
        reason: 'Initial stock',
        actorId: owner.actorId,
        at: now,
      });
      await insertMedia(tx, [
        ...mediaRows(id, media.images, 0, primaryIndex),
        ...mediaRows(id, media.video ? [media.video] : [], 0, null),
      ]);
      const product = { id, vendorId: owner.vendorId, reviewState: null };
      await submitForReview(tx, { product, isNew: true, listingChanged: true, now });
      return id;
    });
  } catch (error) {
    await deleteKeys(storage, media.keys);
    throw mapWriteError(error);
  }
  await bumpCatalogVersion(ctx);
  return getProduct({ ctx, owner, id: productId });
}

/**
 * Edits a product. Absent fields stay; `stock` needs `expectedStock` equal to the current
 * available stock (409 otherwise) and writes an adjustment movement in the same transaction.
 * Images can be added (up to 10 in all), removed and the primary chosen; the video replaced or
 * removed. Files of removed media are kept (order items may show them).
 */
export async function updateProduct(opts: {
  ctx: AppContext;
  owner: ProductOwner;
  id: string;
  input: ProductUpdateInput;
  images: MediaSource[];
  video: MediaSource | null;
}): Promise<ProductDto> {
  const { ctx, owner, input } = opts;
  const current = await loadOwned(ctx.db, owner, opts.id);
  assertStatusNotHeld(current.moderationReason !== null, input.status);

  // Categories: a new main category without a subcategory clears the subcategory.
  let categoryChange: { mainId: string; subId: string | null } | undefined;
  if (input.mainCategory !== undefined || input.subCategory !== undefined) {
    const main = input.mainCategory ?? current.mainCategoryId;
    if (!main) {
      const message = 'Main category is required';
      throw badRequest(message, [{ path: 'mainCategory', message }]);
    }
    const sub =
      input.subCategory !== undefined
        ? input.subCategory
        : input.mainCategory !== undefined && input.mainCategory !== current.mainCategoryId
          ? null
          : current.subCategoryId;
    categoryChange = await resolveCategories(ctx.db, { ownerVendorId: owner.vendorId, main, sub });
  }

  const existingImages = current.media.filter((m) => m.kind === 'image');
  const removeIds = new Set(input.removeImageIds ?? []);
  for (const id of removeIds) {
    if (!existingImages.some((m) => m.id === id)) {
      throw badRequest(PRODUCT_MESSAGES.imageNotFound, [
        { path: 'removeImageIds', message: PRODUCT_MESSAGES.imageNotFound },
      ]);
    }
  }
  const keptImages = existingImages.filter((m) => !removeIds.has(m.id));
  if (keptImages.length + opts.images.length > PRODUCT_UPLOAD_LIMITS.maxImages) {
    throw payloadTooLarge(UPLOAD_MESSAGES.imageCount);
  }
  if (input.primaryImageId !== undefined && !keptImages.some((m) => m.id === input.primaryImageId)) {
    const message = 'The primary image must be one of the product’s images';
    throw badRequest(message, [{ path: 'primaryImageId', message }]);
  }
  if (input.primaryImageIndex !== undefined && input.primaryImageIndex >= opts.images.length) {
    const message = 'Primary image index is out of range';
    throw badRequest(message, [{ path: 'primaryImageIndex', message }]);
  }

  const storage = storageFor(ctx.config);
  const media = await storeProductMedia(storage, { images: opts.images, video: opts.video });
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      // Serialises edits of the same product; a hold placed meanwhile still refuses the status.
      const locked = await lockProduct(tx, current.id);
      assertStatusNotHeld(locked.moderationReason !== null, input.status);
      const title = input.title ?? current.title;
      const values: ProductChanges = {};
      if (input.title !== undefined) values.title = input.title;
      if (input.description !== undefined) values.description = input.description;
      if (input.price !== undefined) values.priceMinor = toMinor(input.price);
      if (input.shipping !== undefined) values.shippingMinor = toMinor(input.shipping);
      if (input.brand !== undefined) values.brand = input.brand;
      if (input.tags !== undefined) values.tags = input.tags;
      if (input.keywords !== undefined) values.keywords = input.keywords;
      if (input.status !== undefined) values.status = input.status;
      if (input.sku !== undefined) values.sku = input.sku;
      if (input.metaTitle !== undefined) values.metaTitle = input.metaTitle;
      if (input.metaDescription !== undefined) values.metaDescription = input.metaDescription;
      if (input.altText !== undefined) values.altText = input.altText;
      if (input.seoKeywords !== undefined) values.seoKeywords = input.seoKeywords;
      if (input.featured !== undefined) values.featured = input.featured;
      if (categoryChange) {
        values.mainCategoryId = categoryChange.mainId;
        values.subCategoryId = categoryChange.subId;
      }
      if (input.slug !== undefined) {
        values.slug = await chooseSlug(tx, {
          vendorId: owner.vendorId,
          requested: input.slug,
          title,
          exceptId: current.id,
        });
      }
      await updateProductRow(tx, current.id, values, now);
      noteProductChange(current, values, input.stock);

      if (input.stock !== undefined || input.lowStockThreshold !== undefined) {
        // Inventory owns the stock and the threshold: one call changes them, with the movement,
        // the batches consumed and the alerts.
        const [item] = await lockItemsOfProducts(tx, [current.id], owner.vendorId);
        const changes: StockSet[] = [];
        if (input.stock !== undefined) {
          const availableNow = item!.currentStock - item!.reservedStock;
          if (input.expectedStock !== availableNow) {
            throw conflict(PRODUCT_MESSAGES.stockChanged, 'STOCK_CHANGED', { currentStock: availableNow });
          }
          const after = input.stock + item!.reservedStock;
          if (after !== item!.currentStock)
            changes.push({
              item: item!,
              type: 'product_edit',
              currentAfter: after,
              reservedAfter: item!.reservedStock,
              quantity: after - item!.currentStock,
              reason: 'Stock edited in the product form',
              actorId: owner.actorId,
              at: now,
              auditAs: 'product',
            });
        }
        await changeStock(tx, {
          kind: 'set',
          changes,
          levels:
            input.lowStockThreshold !== undefined
              ? [{ id: item!.id, lowStockThreshold: input.lowStockThreshold }]
              : [],
          refresh: [item!],
          at: now,
        });
      }

      // Media: removals, the new video replacing the old one, new images after the last one.
      const rows = await listMedia(tx, current.id);
      const oldVideos = rows.filter((m) => m.kind === 'video').map((m) => m.id);
      const dropVideos = media.video || input.removeVideo ? oldVideos : [];
      await deleteMedia(tx, current.id, [...removeIds, ...dropVideos]);
      const remaining = rows.filter((m) => m.kind === 'image' && !removeIds.has(m.id));
      if (remaining.length + media.images.length > PRODUCT_UPLOAD_LIMITS.maxImages) {
        throw payloadTooLarge(UPLOAD_MESSAGES.imageCount);
      }
      const nextPosition = Math.max(-1, ...rows.map((m) => m.position)) + 1;
      await insertMedia(tx, [
        ...mediaRows(current.id, media.images, nextPosition, null),
        ...mediaRows(current.id, media.video ? [media.video] : [], 0, null),
      ]);
      const primaryId =
        input.primaryImageId ??
        (input.primaryImageIndex !== undefined ? media.images[input.primaryImageIndex]?.id : undefined) ??
        remaining.find((m) => m.isPrimary)?.id ??
        remaining[0]?.id ??
        media.images[0]?.id ??
        null;
      await setPrimaryImage(tx, current.id, primaryId);
      const wasPrimary = (existingImages.find((m) => m.isPrimary) ?? existingImages[0])?.id ?? null;
      const mediaChanged =
        media.keys.length > 0 || removeIds.size + dropVideos.length > 0 || primaryId !== wasPrimary;
      const listingChanged = changesListing(current, values, mediaChanged);
      await submitForReview(tx, { product: current, isNew: false, listingChanged, now });
    });
  } catch (error) {
    await deleteKeys(storage, media.keys);
    throw mapWriteError(error);
  }
  await bumpCatalogVersion(ctx);
  return getProduct({ ctx, owner, id: current.id });
}

/** Soft delete (orders and history keep the row); another owner's product answers 404. */
export async function deleteProduct(opts: {
  ctx: AppContext;
  owner: ProductOwner;
  id: string;
}): Promise<void> {
  const { ctx, owner } = opts;
  if (!isUuid(opts.id)) throw notFound(PRODUCT_MESSAGES.notFound);
  const deleted = await softDeleteProducts(ctx.db, {
    ids: [opts.id],
    vendorId: owner.vendorId,
    now: ctx.clock.now(),
  });
  if (deleted.length === 0) throw notFound(PRODUCT_MESSAGES.notFound);
  await bumpCatalogVersion(ctx);
}
