import {
  adjustCurrentStock,
  adjustPriceMinor,
  BULK_MESSAGES,
  bulkDeletedMessage,
  bulkUpdatedMessage,
  MAX_PRICE_MINOR,
  type PriceAdjustmentType,
  type PriceOperation,
  type ProductStatus,
  type StockOperation,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { isUuid } from '../../lib/db-errors.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { changeStock, lockItemsOfProducts } from '../inventory/index.js';
import { bumpCatalogVersion } from './list-cache.js';
import {
  lockOwnerProducts,
  setPrices,
  softDeleteProducts,
  updateProductsFields,
} from './products.queries.js';
import { assertStatusNotHeld, type ProductOwner, resolveCategories } from './products.service.js';

export type BulkResult = { message: string; modifiedCount: number; productIds: string[] };

/**
 * Locks the batch inside the transaction. Any id the owner does not have (another vendor's,
 * deleted or unknown) answers 404 and the transaction changes nothing.
 */
async function lockBatch(tx: DbOrTx, owner: ProductOwner, ids: string[]) {
  if (!ids.every(isUuid)) throw notFound(BULK_MESSAGES.productsNotFound);
  const rows = await lockOwnerProducts(tx, { ids, vendorId: owner.vendorId });
  if (rows.length !== ids.length) throw notFound(BULK_MESSAGES.productsNotFound);
  return rows;
}

async function inBatch(ctx: AppContext, work: (tx: DbOrTx) => Promise<BulkResult>): Promise<BulkResult> {
  const result = await ctx.db.transaction(work);
  await bumpCatalogVersion(ctx);
  return result;
}

export async function bulkDeleteProducts(opts: {
  ctx: AppContext;
  owner: ProductOwner;
  productIds: string[];
}) {
  const { ctx, owner, productIds } = opts;
  return inBatch(ctx, async (tx) => {
    const rows = await lockBatch(tx, owner, productIds);
    const deleted = await softDeleteProducts(tx, {
      ids: productIds,
      vendorId: owner.vendorId,
      now: ctx.clock.now(),
    });
    for (const r of rows)
      noteAuditChange({
        subjectType: 'product',
        subjectId: r.id,
        vendorId: r.vendorId,
        before: { status: r.status },
        after: { deleted: true },
      });
    return { message: bulkDeletedMessage(deleted.length), modifiedCount: deleted.length, productIds };
  });
}

/** Sets a status, or a main category (and optional subcategory, which must belong to it). */
export async function bulkUpdateProducts(opts: {
  ctx: AppContext;
  owner: ProductOwner;
  productIds: string[];
  fields: { status?: ProductStatus; mainCategory?: string | null; subCategory?: string | null };
}) {
  const { ctx, owner, productIds, fields } = opts;
  return inBatch(ctx, async (tx) => {
    const rows = await lockBatch(tx, owner, productIds);
    assertStatusNotHeld(
      rows.some((r) => r.moderationReason !== null),
      fields.status,
    );
    const values: { status?: ProductStatus; mainCategoryId?: string; subCategoryId?: string | null } = {};
    if (fields.status) values.status = fields.status;
    if (fields.mainCategory) {
      const resolved = await resolveCategories(tx, {
        ownerVendorId: owner.vendorId,
        main: fields.mainCategory,
        sub: fields.subCategory ?? null,
      });
      values.mainCategoryId = resolved.mainId;
      values.subCategoryId = resolved.subId;
    }
    await updateProductsFields(tx, productIds, values, ctx.clock.now());
    if (values.status) {
      for (const r of rows)
        noteAuditChange({
          subjectType: 'product',
          subjectId: r.id,
          vendorId: r.vendorId,
          before: { status: r.status },
          after: { status: values.status },
        });
    }
    return { message: bulkUpdatedMessage(productIds.length), modifiedCount: productIds.length, productIds };
  });
}

/** Prices up or down by a percentage or a fixed amount; never below zero, never above the maximum price. */
export async function bulkUpdatePrices(opts: {
  ctx: AppContext;
  owner: ProductOwner;
  productIds: string[];
  type: PriceAdjustmentType;
  value: number;
  operation: PriceOperation;
}) {
  const { ctx, owner, productIds } = opts;
  return inBatch(ctx, async (tx) => {
    const rows = await lockBatch(tx, owner, productIds);
    const changes = rows.map((r) => ({
      id: r.id,
      priceMinor: adjustPriceMinor(r.priceMinor, {
        type: opts.type,
        value: opts.value,
        operation: opts.operation,
      }),
    }));
    // All or nothing: one product past the maximum refuses the whole change (400, field 'value').
    const above = rows.filter((_, i) => changes[i]!.priceMinor > MAX_PRICE_MINOR).map((r) => r.title);
    if (above.length) {
      const message = BULK_MESSAGES.priceAboveMaximum(above);
      throw badRequest(message, [{ path: 'value', message }], 'VALIDATION_FAILED');
    }
    await setPrices(tx, changes, ctx.clock.now());
    rows.forEach((r, i) => {
      noteAuditChange({
        subjectType: 'product',
        subjectId: r.id,
        vendorId: r.vendorId,
        before: { priceMinor: r.priceMinor },
        after: { priceMinor: changes[i]!.priceMinor },
      });
    });
    return { message: bulkUpdatedMessage(productIds.length), modifiedCount: productIds.length, productIds };
  });
}

/**
 * Available stock set, raised or lowered; never below zero and never below the units reserved
 * for open orders. Each change writes a stock movement.
 */
export async function bulkUpdateStock(opts: {
  ctx: AppContext;
  owner: ProductOwner;
  productIds: string[];
  operation: StockOperation;
  value: number;
}) {
  const { ctx, owner, productIds, operation, value } = opts;
  return inBatch(ctx, async (tx) => {
    await lockBatch(tx, owner, productIds);
    const items = await lockItemsOfProducts(tx, productIds, owner.vendorId);
    const now = ctx.clock.now();
    const changes = items.flatMap((item) => {
      const after = adjustCurrentStock(
        { current: item.currentStock, reserved: item.reservedStock },
        { operation, value },
      );
      if (after === item.currentStock) return [];
      return [
        {
          item,
          type: 'bulk_update' as const,
          currentAfter: after,
          reservedAfter: item.reservedStock,
          quantity: after - item.currentStock,
          reason: `Bulk stock ${operation} ${value}`,
          actorId: owner.actorId,
          at: now,
          auditAs: 'product' as const,
        },
      ];
    });
    // Inventory writes the stock, the movements, the batches consumed and the alerts of every item.
    await changeStock(tx, { kind: 'set', changes, refresh: items, at: now });
    return { message: bulkUpdatedMessage(productIds.length), modifiedCount: productIds.length, productIds };
  });
}
