import { nextFreeSlug, PRODUCT_MESSAGES, resolveSlug } from '@market/domain';
import type { DbOrTx } from '../../db/client.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { isUniqueViolation, isUuid } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { findUsableCategoryByRef } from './categories.queries.js';
import type { StoredMedia } from './product-media.js';
import { findProduct, type ProductChanges, slugsLike, slugTaken } from './products.queries.js';
import type { ProductOwner } from './products.service.js';

/** Steps shared by the product use cases of products.service.ts (reads through products.queries.ts). */

export async function loadOwned(db: DbOrTx, owner: ProductOwner, id: string) {
  if (!isUuid(id)) throw notFound(PRODUCT_MESSAGES.notFound);
  const row = await findProduct(db, { id, vendorId: owner.vendorId });
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return row;
}

/**
 * Resolves the category references of a form (ids, or names) to categories the owner may use:
 * the main category must be a top-level global or own category; the subcategory a child of it.
 */
export async function resolveCategories(
  db: DbOrTx,
  opts: { ownerVendorId: string | null; main: string; sub: string | null | undefined },
): Promise<{ mainId: string; subId: string | null }> {
  const invalid = (path: string, message: string) => badRequest(message, [{ path, message }]);
  const main = await findUsableCategoryByRef(db, {
    ref: opts.main,
    ownerVendorId: opts.ownerVendorId,
    byId: isUuid(opts.main),
    parentId: isUuid(opts.main) ? undefined : null,
  });
  if (!main) throw invalid('mainCategory', PRODUCT_MESSAGES.categoryInvalid);
  if (main.parentId !== null) throw invalid('mainCategory', PRODUCT_MESSAGES.mainCategoryNotMain);
  if (!opts.sub) return { mainId: main.id, subId: null };
  const sub = await findUsableCategoryByRef(db, {
    ref: opts.sub,
    ownerVendorId: opts.ownerVendorId,
    byId: isUuid(opts.sub),
    parentId: isUuid(opts.sub) ? undefined : main.id,
  });
  if (!sub) throw invalid('subCategory', PRODUCT_MESSAGES.categoryInvalid);
  if (sub.parentId !== main.id) throw invalid('subCategory', PRODUCT_MESSAGES.subCategoryMismatch);
  return { mainId: main.id, subId: sub.id };
}

/** A slug given by the user must be free (409); one made from the name gets -2, -3... */
export async function chooseSlug(
  db: DbOrTx,
  opts: { vendorId: string | null; requested: string | undefined; title: string; exceptId?: string },
): Promise<string> {
  if (opts.requested && opts.requested.trim() !== '') {
    const slug = resolveSlug(opts.requested, opts.title);
    if (await slugTaken(db, { vendorId: opts.vendorId, slug, exceptId: opts.exceptId })) {
      throw conflict(PRODUCT_MESSAGES.slugTaken, 'SLUG_TAKEN');
    }
    return slug;
  }
  const base = resolveSlug('', opts.title);
  const taken = await slugsLike(db, opts.vendorId, base);
  return nextFreeSlug(base, taken);
}

export function mapWriteError(error: unknown): unknown {
  if (isUniqueViolation(error, 'products_vendor_slug_uq'))
    return conflict(PRODUCT_MESSAGES.slugTaken, 'SLUG_TAKEN');
  return error;
}

export function mediaRows(
  productId: string,
  stored: StoredMedia[],
  firstPosition: number,
  primaryIndex: number | null,
) {
  return stored.map((m, i) => ({
    id: m.id,
    productId,
    kind: m.kind,
    originalKey: m.originalKey,
    thumbKey: m.thumbKey,
    displayKey: m.displayKey,
    mimeType: m.mimeType,
    sizeBytes: m.sizeBytes,
    width: m.width,
    height: m.height,
    position: firstPosition + i,
    isPrimary: m.kind === 'image' && i === primaryIndex,
  }));
}

/** The product's money, status and stock fields before and after an edit, for the audit log. */
export function noteProductChange(
  current: { id: string; vendorId: string | null; priceMinor: number; shippingMinor: number; status: string },
  values: ProductChanges,
  stock: number | undefined,
) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of ['priceMinor', 'shippingMinor', 'status'] as const) {
    if (values[key] === undefined) continue;
    before[key] = current[key];
    after[key] = values[key];
  }
  if (stock !== undefined) after.stock = stock;
  if (Object.keys(after).length === 0) return;
  noteAuditChange({
    subjectType: 'product',
    subjectId: current.id,
    vendorId: current.vendorId,
    before,
    after,
  });
}
