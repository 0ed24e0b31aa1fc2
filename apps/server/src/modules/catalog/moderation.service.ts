import {
  type AdminProductListQuery,
  MODERATION_MESSAGES,
  type ModerationAction,
  PRODUCT_MESSAGES,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { isUuid } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { pagination } from '../../lib/http.js';
import { emails } from '../mail/index.js';
import { bumpCatalogVersion } from './list-cache.js';
import {
  type AdminProductRow,
  adminProductPage,
  insertModerationEvent,
  lockProductForModeration,
  moderationEvents,
  setModerationHold,
  vendorContact,
} from './moderation.queries.js';
import type { AdminProductItemDto, ModeratedProductDto } from './moderation.schemas.js';
import { toProductDto, toProductListItemDto } from './products.mappers.js';
import { findProduct } from './products.queries.js';

/** The signed-in admin acting (never an impersonation: those sessions are vendor sessions). */
export type Moderator = { id: string; name: string };

function toAdminProductItem(row: AdminProductRow): AdminProductItemDto {
  const item = toProductListItemDto(row);
  return {
    ...item,
    vendor: row.vendorId ? { _id: row.vendorId, businessName: row.vendorName ?? '' } : null,
    moderation: item.moderation ? { ...item.moderation, by: row.moderatedByName ?? null } : null,
  };
}

/** `/admin/products`: every owner's products, filtered, sorted and paginated. */
export async function listAdminProducts(opts: { ctx: AppContext; query: AdminProductListQuery }) {
  const { rows, total } = await adminProductPage(opts.ctx.db, opts.query);
  return {
    products: rows.map(toAdminProductItem),
    pagination: pagination(opts.query.page, opts.query.limit, total),
  };
}

/** Any owner's product with its moderation history. */
export async function getModeratedProduct(opts: {
  ctx: AppContext;
  id: string;
}): Promise<ModeratedProductDto> {
  if (!isUuid(opts.id)) throw notFound(PRODUCT_MESSAGES.notFound);
  const row = await findProduct(opts.ctx.db, { id: opts.id });
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  const events = await moderationEvents(opts.ctx.db, row.id);
  return {
    product: toProductDto(row),
    history: events.map((e) => ({
      _id: e.id,
      action: e.action,
      reason: e.reason,
      adminName: e.adminName,
      at: e.createdAt.toISOString(),
    })),
  };
}

/**
 * One moderation action in one transaction: the product locked, the hold placed (status set to
 * inactive) or removed, the action logged with the admin and the time, and the vendor's e-mail
 * written to the outbox; the e-mail is delivered and the storefront caches dropped after commit.
 */
async function moderate(opts: {
  ctx: AppContext;
  admin: Moderator;
  id: string;
  action: ModerationAction;
  text: string;
}): Promise<ModeratedProductDto> {
  const { ctx, admin, action } = opts;
  if (!isUuid(opts.id)) throw notFound(PRODUCT_MESSAGES.notFound);
  const now = ctx.clock.now();
  const mailId = await ctx.db.transaction(async (tx) => {
    const product = await lockProductForModeration(tx, opts.id);
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    if (product.vendorId === null)
      throw conflict(MODERATION_MESSAGES.marketplaceProduct, 'MARKETPLACE_PRODUCT');
    const held = product.moderationReason !== null;
    if (action === 'deactivate' && held) throw conflict(MODERATION_MESSAGES.alreadyHeld, 'ALREADY_MODERATED');
    if (action === 'clear' && !held) throw conflict(MODERATION_MESSAGES.notHeld, 'NOT_MODERATED');
    await setModerationHold(tx, {
      id: product.id,
      reason: action === 'deactivate' ? opts.text : null,
      adminId: admin.id,
      now,
      deactivate: action === 'deactivate',
    });
    await insertModerationEvent(tx, {
      productId: product.id,
      vendorId: product.vendorId,
      action,
      reason: opts.text,
      adminId: admin.id,
      adminName: admin.name,
      createdAt: now,
    });
    const vendor = await vendorContact(tx, product.vendorId);
    if (!vendor) return null;
    const productUrl = `${ctx.config.publicUrl}/vendor/products/${product.id}/edit`;
    const email =
      action === 'deactivate'
        ? emails.productDeactivated({
            businessName: vendor.businessName,
            productTitle: product.title,
            reason: opts.text,
            productUrl,
          })
        : emails.productModerationCleared({
            businessName: vendor.businessName,
            productTitle: product.title,
            note: opts.text,
            productUrl,
          });
    return ctx.mailer.enqueue(tx, vendor.email, email);
  });
  await bumpCatalogVersion(ctx);
  if (mailId) await ctx.mailer.deliver([mailId]);
  return getModeratedProduct({ ctx, id: opts.id });
}

/** Deactivates a vendor's product with a reason the vendor sees (409 when already held). */
export function deactivateProduct(opts: { ctx: AppContext; admin: Moderator; id: string; reason: string }) {
  return moderate({ ...opts, action: 'deactivate', text: opts.reason });
}

/** Removes the hold: the vendor controls the status again; the product stays inactive until then. */
export function clearModeration(opts: { ctx: AppContext; admin: Moderator; id: string; note?: string }) {
  return moderate({ ...opts, action: 'clear', text: opts.note ?? '' });
}
