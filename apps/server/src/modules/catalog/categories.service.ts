import { CATEGORY_MESSAGES, MAX_VENDOR_CATEGORIES, slugify } from '@market/domain';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation, isUniqueViolation, isUuid } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import {
  type CategoryRow,
  type CategoryScope,
  countChildren,
  countLiveProductsInCategory,
  countOwnCategories,
  deleteCategoryRow,
  findCategory,
  insertCategory,
  listCategories,
  lockCategory,
  type ProductCountScope,
  repointProductsAfterMove,
  updateCategoryRow,
} from './categories.queries.js';
import type { CategoryDto } from './categories.schemas.js';
import { bumpCatalogVersion } from './list-cache.js';

/** Whose categories a caller manages: a vendor's own, or (vendorId null) the marketplace's. */
export type CategoryOwner = { vendorId: string | null };

export function toCategoryDto(row: CategoryRow, owner: CategoryOwner | null): CategoryDto {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    parentCategory: row.parentId ? { _id: row.parentId, name: row.parentName ?? '' } : null,
    isGlobal: row.vendorId === null,
    vendorId: row.vendorId,
    editable: owner !== null && row.vendorId === owner.vendorId,
    childrenCount: row.childrenCount,
    productCount: row.productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Vendor screen: the marketplace's categories and the vendor's own (flat, in tree order). */
export async function listVendorCategories(opts: {
  ctx: AppContext;
  vendorId: string;
  search?: string;
  type: 'all' | 'main' | 'sub';
}): Promise<CategoryDto[]> {
  const rows = await listCategories(opts.ctx.db, {
    scope: { kind: 'usableBy', vendorId: opts.vendorId },
    search: opts.search,
    type: opts.type === 'all' ? undefined : opts.type,
    countProducts: { kind: 'owner', vendorId: opts.vendorId },
  });
  return rows.map((r) => toCategoryDto(r, { vendorId: opts.vendorId }));
}

/** Admin screen: the marketplace's categories, counting every vendor's products in them. */
export async function listGlobalCategories(opts: {
  ctx: AppContext;
  search?: string;
  type: 'all' | 'main' | 'sub';
}): Promise<CategoryDto[]> {
  const rows = await listCategories(opts.ctx.db, {
    scope: { kind: 'global' },
    search: opts.search,
    type: opts.type === 'all' ? undefined : opts.type,
    countProducts: { kind: 'all' },
  });
  return rows.map((r) => toCategoryDto(r, { vendorId: null }));
}

/** Public tree: global categories, plus a vendor's own when vendorId is given. */
export async function getCategoryTree(opts: {
  ctx: AppContext;
  vendorId?: string;
  withCounts?: boolean;
}): Promise<Array<CategoryDto & { children: CategoryDto[] }>> {
  const scope: CategoryScope = opts.vendorId
    ? { kind: 'usableBy', vendorId: opts.vendorId }
    : { kind: 'global' };
  const rows = await listCategories(opts.ctx.db, {
    scope,
    countProducts: opts.withCounts ? { kind: 'storefront' } : null,
  });
  const nodes = new Map<string, CategoryDto & { children: CategoryDto[] }>();
  for (const row of rows) if (!row.parentId) nodes.set(row.id, { ...toCategoryDto(row, null), children: [] });
  for (const row of rows) if (row.parentId) nodes.get(row.parentId)?.children.push(toCategoryDto(row, null));
  return [...nodes.values()];
}

/**
 * One category the owner manages; another vendor's answers 404, a global one to a vendor 403
 * (vendors see global categories, so their existence is no secret; they may read them).
 */
async function ownedCategory(
  ctx: AppContext,
  owner: CategoryOwner,
  id: string,
  count: ProductCountScope,
  opts: { read?: boolean } = {},
) {
  if (!isUuid(id)) throw notFound(CATEGORY_MESSAGES.notFound);
  const row = await findCategory(ctx.db, id, count);
  if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
  if (row.vendorId === owner.vendorId) return row;
  if (row.vendorId === null) {
    if (opts.read) return row;
    throw forbidden(CATEGORY_MESSAGES.globalReadOnly, 'GLOBAL_CATEGORY');
  }
  throw notFound(CATEGORY_MESSAGES.notFound);
}

const countFor = (owner: CategoryOwner): ProductCountScope =>
  owner.vendorId === null ? { kind: 'all' } : { kind: 'owner', vendorId: owner.vendorId };

export async function getCategory(opts: { ctx: AppContext; owner: CategoryOwner; id: string }) {
  const row = await ownedCategory(opts.ctx, opts.owner, opts.id, countFor(opts.owner), { read: true });
  return toCategoryDto(row, opts.owner);
}

/**
 * Checks a parent: it must exist, be a main category (only two levels) and belong to the same
 * owner or to the marketplace (a vendor may put its own subcategories under a global main
 * category; global categories only under global ones).
 */
async function checkParent(
  ctx: AppContext,
  owner: CategoryOwner,
  parentId: string | null,
  selfId: string | null,
): Promise<string | null> {
  if (parentId === null) return null;
  const invalid = (message: string) => badRequest(message, [{ path: 'parentCategory', message }]);
  if (selfId !== null && parentId === selfId) throw invalid(CATEGORY_MESSAGES.parentIsSelf);
  if (!isUuid(parentId)) throw invalid(CATEGORY_MESSAGES.parentNotFound);
  const parent = await findCategory(ctx.db, parentId);
  if (!parent || (parent.vendorId !== null && parent.vendorId !== owner.vendorId)) {
    throw invalid(CATEGORY_MESSAGES.parentNotFound);
  }
  if (parent.parentId !== null) throw invalid(CATEGORY_MESSAGES.parentNotMain);
  return parent.id;
}

function duplicateNameOr(error: unknown): unknown {
  if (isUniqueViolation(error, 'categories_name_uq'))
    return conflict(CATEGORY_MESSAGES.duplicateName, 'DUPLICATE');
  return error;
}

export async function createCategory(opts: {
  ctx: AppContext;
  owner: CategoryOwner;
  input: { name: string; description: string; parentCategory?: string | null };
}): Promise<CategoryDto> {
  const { ctx, owner, input } = opts;
  const parentId = await checkParent(ctx, owner, input.parentCategory ?? null, null);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      if (
        owner.vendorId !== null &&
        (await countOwnCategories(tx, owner.vendorId)) >= MAX_VENDOR_CATEGORIES
      ) {
        throw conflict(CATEGORY_MESSAGES.tooMany, 'LIMIT_REACHED');
      }
      return insertCategory(tx, {
        vendorId: owner.vendorId,
        parentId,
        name: input.name,
        slug: slugify(input.name) || 'category',
        description: input.description,
      });
    });
  } catch (error) {
    throw duplicateNameOr(error);
  }
  return toCategoryDto((await findCategory(ctx.db, id, countFor(owner)))!, owner);
}

export async function updateCategory(opts: {
  ctx: AppContext;
  owner: CategoryOwner;
  id: string;
  input: { name: string; description: string; parentCategory?: string | null };
}): Promise<CategoryDto> {
  const { ctx, owner, input } = opts;
  const current = await ownedCategory(ctx, owner, opts.id, null);
  // Absent parentCategory keeps the parent; null or '' makes it a main category.
  const parentId =
    input.parentCategory === undefined
      ? current.parentId
      : await checkParent(ctx, owner, input.parentCategory, current.id);
  try {
    await ctx.db.transaction(async (tx) => {
      await lockCategory(tx, current.id);
      if (parentId !== null && current.parentId === null && (await countChildren(tx, current.id)) > 0) {
        throw conflict(CATEGORY_MESSAGES.hasChildrenCannotNest, 'HAS_CHILDREN');
      }
      await updateCategoryRow(tx, current.id, {
        name: input.name,
        slug: slugify(input.name) || 'category',
        description: input.description,
        parentId,
      });
      await repointProductsAfterMove(tx, {
        id: current.id,
        oldParentId: current.parentId,
        newParentId: parentId,
      });
    });
  } catch (error) {
    throw duplicateNameOr(error);
  }
  await bumpCatalogVersion(ctx);
  return toCategoryDto((await findCategory(ctx.db, current.id, countFor(owner)))!, owner);
}

/** Deletes a category that has neither subcategories nor products (409 saying which otherwise). */
export async function deleteCategory(opts: {
  ctx: AppContext;
  owner: CategoryOwner;
  id: string;
}): Promise<void> {
  const { ctx, owner } = opts;
  const current = await ownedCategory(ctx, owner, opts.id, null);
  await ctx.db.transaction(async (tx) => {
    await lockCategory(tx, current.id);
    const children = await countChildren(tx, current.id);
    if (children > 0) throw conflict(CATEGORY_MESSAGES.hasChildren(children), 'CATEGORY_HAS_CHILDREN');
    const productCount = await countLiveProductsInCategory(tx, current.id);
    if (productCount > 0)
      throw conflict(CATEGORY_MESSAGES.hasProducts(productCount), 'CATEGORY_HAS_PRODUCTS');
    try {
      await deleteCategoryRow(tx, current.id);
    } catch (error) {
      // A subcategory created meanwhile under it (foreign key).
      if (isForeignKeyViolation(error))
        throw conflict(CATEGORY_MESSAGES.hasChildren(1), 'CATEGORY_HAS_CHILDREN');
      throw error;
    }
  });
  await bumpCatalogVersion(ctx);
}
