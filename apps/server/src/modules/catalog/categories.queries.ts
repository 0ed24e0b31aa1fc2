import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { vendorFacts } from '../accounts/index.js';
import { categories, products } from './catalog.tables.js';

const parent = alias(categories, 'parent_category');

/** Whose categories: the marketplace's, one vendor's, or those a vendor may use (global + own). */
export type CategoryScope =
  | { kind: 'global' }
  | { kind: 'vendor'; vendorId: string }
  | { kind: 'usableBy'; vendorId: string | null };

/** Which products a category's productCount counts. */
export type ProductCountScope =
  | { kind: 'owner'; vendorId: string | null }
  | { kind: 'all' }
  | { kind: 'storefront' }
  | null;

export function categoryScopeCondition(scope: CategoryScope): SQL {
  switch (scope.kind) {
    case 'global':
      return isNull(categories.vendorId);
    case 'vendor':
      return eq(categories.vendorId, scope.vendorId);
    case 'usableBy':
      return scope.vendorId === null
        ? isNull(categories.vendorId)
        : or(isNull(categories.vendorId), eq(categories.vendorId, scope.vendorId))!;
  }
}

const p = alias(products, 'p');
const ch = alias(categories, 'ch');

function productCountSql(scope: ProductCountScope): SQL<number | null> {
  if (!scope) return sql<null>`null::int`;
  const inCategory = sql`(${p.mainCategoryId} = ${categories.id} or ${p.subCategoryId} = ${categories.id}) and ${p.deletedAt} is null`;
  if (scope.kind === 'all') return sql<number>`(select count(*)::int from ${products} p where ${inCategory})`;
  if (scope.kind === 'owner') {
    const owner =
      scope.vendorId === null ? sql`${p.vendorId} is null` : sql`${p.vendorId} = ${scope.vendorId}`;
    return sql<number>`(select count(*)::int from ${products} p where ${inCategory} and ${owner})`;
  }
  return sql<number>`(select count(*)::int from ${products} p left join ${vendorFacts} on ${vendorFacts.id} = ${p.vendorId}
    where ${inCategory} and ${p.status} = 'active' and (${p.vendorId} is null or ${vendorFacts.verificationStatus} = 'approved'))`;
}

const categoryColumns = {
  id: categories.id,
  vendorId: categories.vendorId,
  parentId: categories.parentId,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
  parentName: parent.name,
  childrenCount: sql<number>`(select count(*)::int from ${categories} ch where ${ch.parentId} = ${categories.id})`,
};

export type CategoryRow = {
  id: string;
  vendorId: string | null;
  parentId: string | null;
  name: string;
  slug: string;
  description: string;
  createdAt: Date;
  updatedAt: Date;
  parentName: string | null;
  childrenCount: number;
  /** Null when not counted. */
  productCount: number | null;
};

/** Categories of a scope in tree order (each main category followed by its subcategories). */
export async function listCategories(
  db: DbOrTx,
  opts: { scope: CategoryScope; search?: string; type?: 'main' | 'sub'; countProducts: ProductCountScope },
): Promise<CategoryRow[]> {
  const conditions: SQL[] = [categoryScopeCondition(opts.scope)];
  if (opts.search) conditions.push(ilike(categories.name, `%${escapeLike(opts.search)}%`));
  if (opts.type === 'main') conditions.push(isNull(categories.parentId));
  if (opts.type === 'sub') conditions.push(isNotNull(categories.parentId));
  return db
    .select({ ...categoryColumns, productCount: productCountSql(opts.countProducts) })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(and(...conditions))
    .orderBy(
      sql`lower(coalesce(${parent.name}, ${categories.name}))`,
      sql`${categories.parentId} nulls first`,
      sql`lower(${categories.name})`,
      asc(categories.id),
    )
    .limit(5000);
}

export async function findCategory(
  db: DbOrTx,
  id: string,
  countProducts: ProductCountScope = null,
): Promise<CategoryRow | undefined> {
  const rows = await db
    .select({ ...categoryColumns, productCount: productCountSql(countProducts) })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(categories.id, id))
    .limit(1);
  return rows[0];
}

/** Locks a category row for the rest of the transaction. */
export async function lockCategory(db: DbOrTx, id: string) {
  const rows = await db.select().from(categories).where(eq(categories.id, id)).for('update').limit(1);
  return rows[0];
}

export async function countOwnCategories(db: DbOrTx, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(categories)
    .where(eq(categories.vendorId, vendorId));
  return row?.n ?? 0;
}

export async function countChildren(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(categories)
    .where(eq(categories.parentId, id));
  return row?.n ?? 0;
}

/** Products not deleted that use the category as main or subcategory (any owner). */
export async function countLiveProductsInCategory(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(
      and(or(eq(products.mainCategoryId, id), eq(products.subCategoryId, id)), isNull(products.deletedAt)),
    );
  return row?.n ?? 0;
}

export async function insertCategory(db: DbOrTx, values: typeof categories.$inferInsert): Promise<string> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  return row!.id;
}

export async function updateCategoryRow(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<typeof categories.$inferInsert, 'name' | 'slug' | 'description' | 'parentId'>>,
): Promise<void> {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

export async function deleteCategoryRow(db: DbOrTx, id: string): Promise<void> {
  // Deleted products keep their rows for order history; they drop the reference.
  await db.update(products).set({ mainCategoryId: null }).where(eq(products.mainCategoryId, id));
  await db.update(products).set({ subCategoryId: null }).where(eq(products.subCategoryId, id));
  await db.delete(categories).where(eq(categories.id, id));
}

/** Keeps products consistent when a category moves between main and sub level. */
export async function repointProductsAfterMove(
  db: DbOrTx,
  opts: { id: string; oldParentId: string | null; newParentId: string | null },
): Promise<void> {
  const { id, oldParentId, newParentId } = opts;
  if (oldParentId === newParentId) return;
  if (oldParentId === null && newParentId !== null) {
    // A main category becomes a subcategory: its products go under the new parent.
    await db
      .update(products)
      .set({ mainCategoryId: newParentId, subCategoryId: id })
      .where(eq(products.mainCategoryId, id));
  } else if (oldParentId !== null && newParentId === null) {
    // A subcategory becomes a main category.
    await db
      .update(products)
      .set({ mainCategoryId: id, subCategoryId: null })
      .where(eq(products.subCategoryId, id));
  } else if (newParentId !== null) {
    await db.update(products).set({ mainCategoryId: newParentId }).where(eq(products.subCategoryId, id));
  }
}

/**
 * A category the owner may put a product in: by id or by name (case-insensitive; the owner's
 * own category wins over a global one of the same name). `parentId` null = a main category.
 */
export async function findUsableCategoryByRef(
  db: DbOrTx,
  opts: { ref: string; ownerVendorId: string | null; byId: boolean; parentId?: string | null },
) {
  const conditions: SQL[] = [categoryScopeCondition({ kind: 'usableBy', vendorId: opts.ownerVendorId })];
  conditions.push(
    opts.byId ? eq(categories.id, opts.ref) : sql`lower(${categories.name}) = lower(${opts.ref})`,
  );
  if (opts.parentId === null) conditions.push(isNull(categories.parentId));
  else if (opts.parentId !== undefined) conditions.push(eq(categories.parentId, opts.parentId));
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      vendorId: categories.vendorId,
    })
    .from(categories)
    .where(and(...conditions))
    .orderBy(sql`${categories.vendorId} nulls last`)
    .limit(1);
  return rows[0];
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
