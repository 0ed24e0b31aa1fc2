import type { ProductSort, StockStatus } from '@market/domain';
import { type AnyColumn, and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { stockFacts } from '../inventory/index.js';
import { productMedia, products } from './catalog.tables.js';
import { escapeLike } from './categories.queries.js';
import {
  available,
  lowStockThreshold,
  m,
  mainCategory,
  type ProductRow,
  p,
  productColumns,
  subCategory,
} from './products.queries.js';
import { stockValueStatement } from './stock-value.queries.js';

// My Products, the bulk screen and the admin's own products: one statement per page (see
// ownerPageAndStats), with rows shaped for the table (productListItemDto, decision 0006).

function pickColumns<T extends object, K extends keyof T>(columns: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, columns[k]])) as Pick<T, K>;
}

/**
 * The image a list row shows (the primary one, else the first): its thumbnail and display keys
 * in one text, unit-separator joined, so each row costs one media lookup.
 */
export const listImageKeys = sql<
  string | null
>`(select coalesce(${m.thumbKey}, ${m.originalKey}) || chr(31) ||
      coalesce(${m.displayKey}, ${m.originalKey}) from ${productMedia} m
    where ${m.productId} = ${products.id} and ${m.kind} = 'image'
    order by ${m.isPrimary} desc, ${m.position}, ${m.id} limit 1)`;

/** What a row of the owner's product table needs (see productListItemDto). */
export const listItemColumns = {
  ...pickColumns(productColumns, [
    'id',
    'title',
    'priceMinor',
    'mainCategoryId',
    'subCategoryId',
    'status',
    'sku',
    'lowStockThreshold',
    'slug',
    'featured',
    'moderationReason',
    'moderatedAt',
    'reviewState',
    'reviewReason',
    'reviewSubmittedAt',
    'createdAt',
    'updatedAt',
    'currentStock',
    'reservedStock',
    'mainCategoryName',
    'subCategoryName',
  ]),
  imageKeys: listImageKeys,
};

export type ProductListRow = Pick<ProductRow, Exclude<keyof typeof listItemColumns, 'imageKeys'>> & {
  /** Thumbnail and display keys of the row's image, joined by U+001F (see listImageKeys). */
  imageKeys: string | null;
};

export type OwnerListFilters = {
  search?: string;
  category?: string;
  stockStatus?: StockStatus;
  status?: string;
  minPriceMinor?: number;
  maxPriceMinor?: number;
};

function ownerShape(f: OwnerListFilters) {
  return {
    search: !!f.search,
    category: !!f.category,
    status: !!f.status,
    minPrice: f.minPriceMinor !== undefined,
    maxPrice: f.maxPriceMinor !== undefined,
    stockStatus: f.stockStatus ?? null,
  };
}

function ownerValues(vendorId: string | null, f: OwnerListFilters): Record<string, unknown> {
  return {
    vendor: vendorId,
    search: f.search,
    like: f.search ? `%${escapeLike(f.search)}%` : undefined,
    prefix: f.search ? `${escapeLike(f.search)}%` : undefined,
    category: f.category,
    status: f.status,
    minPrice: f.minPriceMinor,
    maxPrice: f.maxPriceMinor,
  };
}

/** Low stock: some units available, at most the threshold (`productStockStatus` of the domain). */
const lowStock = sql`${available} > 0 and ${available} <= ${lowStockThreshold}`;

function ownerFilterConditions(shape: ReturnType<typeof ownerShape>): SQL[] {
  const c: SQL[] = [];
  if (shape.search) {
    c.push(
      // The query parsed once per statement (a sub-select), not once per row of a generic plan.
      sql`(${products.searchVector} @@ (select websearch_to_tsquery('english', ${p('search')})) or ${products.title} ilike ${p('like')}
        or ${products.sku} ilike ${p('prefix')} or ${products.brand} ilike ${p('prefix')})`,
    );
  }
  if (shape.category)
    c.push(
      sql`(${products.mainCategoryId} = ${p('category')} or ${products.subCategoryId} = ${p('category')})`,
    );
  if (shape.status) c.push(sql`${products.status} = ${p('status')}`);
  if (shape.minPrice) c.push(sql`${products.priceMinor} >= ${p('minPrice')}`);
  if (shape.maxPrice) c.push(sql`${products.priceMinor} <= ${p('maxPrice')}`);
  // The one stock rule (decision 0045), the inventory's: available stock against the item's threshold.
  if (shape.stockStatus === 'out-of-stock') c.push(sql`${available} <= 0`);
  if (shape.stockStatus === 'low-stock') c.push(sql`${lowStock}`);
  if (shape.stockStatus === 'in-stock') c.push(sql`${available} > ${lowStockThreshold}`);
  return c;
}

const ownerOf = (vendorId: string | null) =>
  vendorId === null ? isNull(products.vendorId) : sql`${products.vendorId} = ${p('vendor')}`;

type OrderColumns = {
  createdAt: SQL | AnyColumn;
  id: SQL | AnyColumn;
  priceMinor: SQL | AnyColumn;
  nameKey: SQL | SQL.Aliased;
};

const productOrderColumns: OrderColumns = {
  createdAt: products.createdAt,
  id: products.id,
  priceMinor: products.priceMinor,
  nameKey: sql`lower(${products.title})`,
};

function ownerOrder(sort: ProductSort, c: OrderColumns = productOrderColumns): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(c.createdAt), asc(c.id)];
    case 'price_low':
      return [asc(c.priceMinor), asc(c.id)];
    case 'price_high':
      return [desc(c.priceMinor), desc(c.id)];
    case 'name':
      return [sql`${c.nameKey} asc`, asc(c.id)];
    default:
      return [desc(c.createdAt), desc(c.id)];
  }
}

/** The owner's products matching the filters, with the columns every sort needs. */
function matchedProducts(db: DbOrTx, stockJoin: SQL | undefined, where: SQL | undefined) {
  let q = db
    .select({
      id: products.id,
      createdAt: products.createdAt,
      priceMinor: products.priceMinor,
      nameKey: sql<string>`lower(${products.title})`.as('name_key'),
    })
    .from(products)
    .$dynamic();
  if (stockJoin) q = q.leftJoin(stockFacts, stockJoin);
  return db.$with('matched').as(q.where(where));
}

export type OwnerStats = {
  filtered: number;
  totalProducts: number;
  activeProducts: number;
  lowStock: number;
  outOfStock: number;
  inventoryValueMinor: number;
};

/**
 * My Products in one statement: a first step (`head`) finds the page's ids in list order (an
 * ordered sub-select), the filtered total and the stat cards over all of the owner's products
 * (read from products_vendor_stats_idx and inventory_items_vendor_stock_idx alone when no text
 * filter is set); the statement then joins the page's table rows (listItemColumns) to it. With the session in the
 * session cache, one statement per request.
 */
export async function ownerPageAndStats(
  db: DbOrTx,
  opts: {
    vendorId: string | null;
    filters: OwnerListFilters;
    sort: ProductSort;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ProductListRow[]; stats: OwnerStats }> {
  const shape = ownerShape(opts.filters);
  const key = JSON.stringify(['owner-list', opts.vendorId === null, opts.sort, shape]);
  type Row = ProductListRow & { head: OwnerStats };
  const query = prepared<Row[]>(
    db,
    key,
    () => {
      const filters = ownerFilterConditions(shape);
      // The stock of the owner's products only: inventory rows carry their product's vendor, so
      // both sides are read from the owner's covering indexes and hash-joined.
      const stockOfOwner =
        opts.vendorId === null
          ? and(eq(stockFacts.productId, products.id), isNull(stockFacts.vendorId))
          : and(eq(stockFacts.productId, products.id), sql`${stockFacts.vendorId} = ${p('vendor')}`);
      const ofOwner = and(ownerOf(opts.vendorId), isNull(products.deletedAt), ...filters);
      // LIMIT and OFFSET as sub-selects: the planner cannot read their values, so a custom plan
      // is estimated exactly like the generic one and PostgreSQL keeps the generic plan instead
      // of planning this statement again on every request (a bare $n LIMIT made the custom
      // plan look cheaper for some shapes, and planning costs more than running).
      const limit = sql`(select ${p('limit')}::int)` as unknown as number;
      const offset = sql`(select ${p('offset')}::int)` as unknown as number;
      let matched: ReturnType<typeof matchedProducts> | undefined;
      let pageIds: SQL;
      let filtered: SQL;
      if (shape.search) {
        // A text search reads every row's text: match once (a CTE used twice is materialised),
        // then take the page from the matches and count them.
        matched = matchedProducts(db, shape.stockStatus !== null ? stockOfOwner : undefined, ofOwner);
        pageIds = db
          .select({ id: matched.id })
          .from(matched)
          .orderBy(...ownerOrder(opts.sort, matched))
          .limit(limit)
          .offset(offset)
          .getSQL();
        filtered = sql`(select count(*) from ${matched})`;
      } else {
        let page = db.select({ id: products.id }).from(products).$dynamic();
        if (shape.stockStatus !== null) page = page.leftJoin(stockFacts, stockOfOwner);
        pageIds = page
          .where(ofOwner)
          .orderBy(...ownerOrder(opts.sort))
          .limit(limit)
          .offset(offset)
          .getSQL();
        filtered = filters.length ? sql`count(*) filter (where ${and(...filters)})` : sql`count(*)`;
      }
      const head = db.$with('head').as(
        db
          .select({
            ids: sql<string[]>`array(${pageIds})::text[]`.as('ids'),
            filtered: sql<number>`${filtered}::int`.as('filtered'),
            totalProducts: sql<number>`count(*)::int`.as('total_products'),
            activeProducts: sql<number>`(count(*) filter (where ${products.status} = 'active'))::int`.as(
              'active_products',
            ),
            lowStock: sql<number>`(count(*) filter (where ${lowStock}))::int`.as('low_stock'),
            outOfStock: sql<number>`(count(*) filter (where ${available} <= 0))::int`.as('out_of_stock'),
            // Stock value at list price: the one definition (decision 0016), in this statement.
            inventoryValueMinor: sql<number>`(select sv.at_price from (${stockValueStatement(
              opts.vendorId === null ? null : sql`${p('vendor')}`,
            )}) sv)`.as('inventory_value_minor'),
          })
          .from(products)
          .leftJoin(stockFacts, stockOfOwner)
          .where(and(ownerOf(opts.vendorId), isNull(products.deletedAt))),
      );
      return db
        .with(...(matched ? [matched, head] : [head]))
        .select({
          ...listItemColumns,
          // Not the ids: parsing a text[] on every row cost more than the rest of the row.
          head: {
            filtered: head.filtered,
            totalProducts: head.totalProducts,
            activeProducts: head.activeProducts,
            lowStock: head.lowStock,
            outOfStock: head.outOfStock,
            inventoryValueMinor: head.inventoryValueMinor,
          },
        })
        .from(head)
        .leftJoin(products, sql`${products.id} = any(${head.ids}::uuid[])`)
        .leftJoin(stockFacts, eq(stockFacts.productId, products.id))
        .leftJoin(mainCategory, eq(mainCategory.id, products.mainCategoryId))
        .leftJoin(subCategory, eq(subCategory.id, products.subCategoryId))
        .orderBy(sql`array_position(${head.ids}, ${products.id}::text)`) as unknown as {
        prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
      };
    },
    // Named: planning this statement costs more than running it (1.5-2 ms against about 1 ms),
    // and every step is bounded by the owner's own products, so the generic plan is as good.
    { named: true },
  );
  const result = await query.execute({
    ...ownerValues(opts.vendorId, opts.filters),
    limit: opts.limit,
    offset: opts.offset,
  });
  const h = result[0]?.head;
  return {
    // An empty page still returns the head, joined to no product.
    rows: result.filter((r) => r.id !== null).map(({ head: _, ...row }) => row as ProductListRow),
    stats: {
      filtered: Number(h?.filtered ?? 0),
      totalProducts: Number(h?.totalProducts ?? 0),
      activeProducts: Number(h?.activeProducts ?? 0),
      lowStock: Number(h?.lowStock ?? 0),
      outOfStock: Number(h?.outOfStock ?? 0),
      inventoryValueMinor: Number(h?.inventoryValueMinor ?? 0),
    },
  };
}
