import { and, asc, desc, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { pageParam, prepared } from '../../db/prepared.js';
import { currentImpersonatorId } from '../../lib/audit-context.js';
import { orderEvents, orderItems, orderParts, orders } from './orders.tables.js';

/*
 * Order reads and writes for the accounts-side modules, in the caller's transaction: the
 * customer's order an inquiry is about (inquiries); the vendor's forwarded parts, their list,
 * search, summary, customers and CSV export, and the vendor's part writes (vendor-orders).
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderPartRow = typeof orderParts.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the customer's own orders, by id or order number, with the vendors of its parts (null = admin part). */
export async function findCustomerOrder(db: DbOrTx, customerId: string, ref: string) {
  const byRef = UUID.test(ref) ? eq(orders.id, ref) : eq(orders.orderNumber, ref);
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(byRef, eq(orders.customerId, customerId)))
    .limit(1);
  if (!order) return undefined;
  const parts = await db
    .select({ vendorId: orderParts.vendorId })
    .from(orderParts)
    .where(eq(orderParts.orderId, order.id));
  return { ...order, vendorIds: parts.map((p) => p.vendorId) };
}

// ---- The vendor's forwarded parts (vendor-orders) -------------------------------------------

type Value = string | ReturnType<typeof sql.placeholder>;

/**
 * Only parts forwarded to the vendor exist for it. `status` picks the shape, `statusValue` fills it;
 * `customerKey` keeps one customer's parts (lower-case e-mail, read from order_parts_vendor_customer_idx).
 */
function partsWhere(
  vendorId: Value,
  status: string | undefined,
  statusValue: Value,
  term?: Value,
  customerKey?: Value,
): SQL {
  const filters: SQL[] = [eq(orderParts.vendorId, vendorId), isNotNull(orderParts.forwardedAt)];
  if (customerKey !== undefined) filters.push(sql`lower(${orderParts.customerEmail}) = ${customerKey}`);
  if (status === 'cancelled_by_customer') {
    filters.push(eq(orderParts.status, 'cancelled'), eq(orderParts.cancelledBy, 'user'));
  } else if (status === 'cancelled') {
    filters.push(eq(orderParts.status, 'cancelled'), sql`coalesce(${orderParts.cancelledBy}, '') <> 'user'`);
  } else if (status) {
    filters.push(eq(orderParts.status, statusValue));
  }
  if (term !== undefined) {
    // One LIKE on the stored lower-case text (order number, name, e-mail), read from the list index.
    filters.push(sql`${orderParts.searchText} like lower(${term})`);
  }
  return and(...filters)!;
}

// Control characters go: search_text joins its columns with one, and no typed term holds them.
const likeTerm = (search: string) => `%${search.replace(/\p{Cc}/gu, '').replace(/[%_\\]/g, '\\$&')}%`;

/**
 * A vendor's list filter: `status` is a part status, 'cancelled' (not by the customer) or
 * 'cancelled_by_customer' (vendor-orders' VendorStatusFilter); `search` a typed text; `customerKey`
 * one customer's lower-case e-mail (that customer's page).
 */
export type VendorListFilter = { vendorId: string; status?: string; search?: string; customerKey?: string };

/** The filter with its values inline (the CSV export). */
export function vendorPartsWhere(vendorId: string, opts: Omit<VendorListFilter, 'vendorId'>): SQL {
  const search = opts.search?.trim();
  return partsWhere(
    vendorId,
    opts.status,
    opts.status ?? '',
    search ? likeTerm(search) : undefined,
    opts.customerKey,
  );
}

/**
 * The filter as placeholders, for queries built once per shape (which status kind, whether a
 * search), and the values that fill them.
 */
function listShape(f: VendorListFilter) {
  const search = f.search?.trim();
  const p = sql.placeholder;
  return {
    key: `${f.status === 'cancelled' || f.status === 'cancelled_by_customer' ? f.status : f.status ? 'status' : 'all'}:${search ? 'search' : ''}${f.customerKey === undefined ? '' : ':customer'}`,
    where: () =>
      partsWhere(
        p('vendorId'),
        f.status,
        p('status'),
        search ? p('term') : undefined,
        f.customerKey === undefined ? undefined : p('customerKey'),
      ),
    values: {
      vendorId: f.vendorId,
      status: f.status ?? '',
      term: search ? likeTerm(search) : '',
      customerKey: f.customerKey ?? '',
    },
  };
}

/** The item fields a vendor order shows (the list reads just these, as JSON, with its page). */
export type VendorPartItem = Pick<
  typeof orderItems.$inferSelect,
  | 'id'
  | 'productId'
  | 'vendorId'
  | 'title'
  | 'sku'
  | 'image'
  | 'unitPriceMinor'
  | 'quantity'
  | 'totalMinor'
  | 'status'
>;

const i = alias(orderItems, 'i');

/**
 * The part's items as JSON, in the same statement as the page (no second round trip). Nested in
 * an outer sql so a single-table select keeps its columns qualified ("i"."id"; Drizzle writes the
 * bare name for a column placed directly in a selected sql field).
 */
const itemsOfPart = sql<VendorPartItem[]>`${sql`(
  select coalesce(json_agg(json_build_object(
    'id', ${i.id}, 'productId', ${i.productId}, 'vendorId', ${i.vendorId}, 'title', ${i.title}, 'sku', ${i.sku},
    'image', ${i.image}, 'unitPriceMinor', ${i.unitPriceMinor}, 'quantity', ${i.quantity},
    'totalMinor', ${i.totalMinor}, 'status', ${i.status}) order by ${i.createdAt}, ${i.id}), '[]'::json)
  from ${orderItems} i where ${i.partId} = ${orderParts.id})`}`;

type PartWithItems = { part: typeof orderParts.$inferSelect; items: VendorPartItem[]; total: number };

/**
 * One page of a vendor's parts with their items, newest first, and on every row the number of
 * parts the filter matches (an uncorrelated subquery, computed once: an index-only count). The
 * page's ids come from an index-only scan of order_parts_vendor_list_idx (read backwards), so
 * even the last page reads just ten rows. Unnamed: a generic plan for LIMIT/OFFSET can be far
 * worse than a custom one. A page past the end has no rows to carry the total: see countVendorParts.
 */
export async function listVendorParts(db: DbOrTx, filter: VendorListFilter, offset: number, limit: number) {
  const shape = listShape(filter);
  const query = prepared<PartWithItems[]>(db, `vendor-orders:page:${shape.key}`, () => {
    const page = db
      .select({ id: orderParts.id })
      .from(orderParts)
      .where(shape.where())
      .orderBy(desc(orderParts.createdAt), desc(orderParts.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'));
    // Inside the subquery "order_parts" names its own from-item, so the filter applies to it.
    const total = sql<number>`(select count(*) from ${orderParts} where ${shape.where()})`.mapWith(Number);
    return db
      .select({ part: orderParts, items: itemsOfPart, total })
      .from(orderParts)
      .where(inArray(orderParts.id, page))
      .orderBy(desc(orderParts.createdAt), desc(orderParts.id));
  });
  return query.execute({ ...shape.values, offset, limit });
}

/**
 * A search tests every part of the vendor: it reads them from order_parts_vendor_list_idx, which
 * carries the searched columns (an index-only scan), counts the matches in the same pass and
 * joins only the page's rows to the table and their items; one statement. Like listVendorParts,
 * every row carries the total.
 */
export async function searchVendorParts(db: DbOrTx, filter: VendorListFilter, offset: number, limit: number) {
  const shape = listShape(filter);
  // Named: the plan (always this index scan) is made once per connection, not per request.
  const query = prepared<PartWithItems[]>(
    db,
    `vendor-orders:search:${shape.key}`,
    () => {
      const found = db
        .select({
          id: sql<string>`${orderParts.id}`.as('found_id'),
          total: sql<number>`count(*) over ()`.as('total'),
        })
        .from(orderParts)
        .where(shape.where())
        .orderBy(desc(orderParts.createdAt), desc(orderParts.id))
        .offset(pageParam('offset'))
        .limit(pageParam('limit'))
        .as('found');
      return db
        .select({ part: orderParts, items: itemsOfPart, total: sql<number>`${found.total}`.mapWith(Number) })
        .from(orderParts)
        .innerJoin(found, eq(orderParts.id, found.id))
        .orderBy(desc(orderParts.createdAt), desc(orderParts.id));
    },
    { named: true },
  );
  return query.execute({ ...shape.values, offset, limit });
}

/** The number of parts the filter matches (named: one plan per shape and connection). */
export async function countVendorParts(db: DbOrTx, filter: VendorListFilter) {
  const shape = listShape(filter);
  const query = prepared<{ n: number }[]>(
    db,
    `vendor-orders:count:${shape.key}`,
    () =>
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orderParts)
        .where(shape.where()),
    { named: true },
  );
  const [row] = await query.execute(shape.values);
  return row?.n ?? 0;
}

/** Counts per status and the commission on live parts, for the forwarded-orders summary. */
export async function vendorStatusSummary(db: DbOrTx, vendorId: string) {
  return db
    .select({
      status: orderParts.status,
      byCustomer: sql<boolean>`${orderParts.cancelledBy} = 'user'`.mapWith(Boolean),
      n: sql<number>`count(*)`.mapWith(Number),
      commission: sql<number>`coalesce(sum(${orderParts.commissionMinor}), 0)`.mapWith(Number),
    })
    .from(orderParts)
    .where(and(eq(orderParts.vendorId, vendorId), isNotNull(orderParts.forwardedAt)))
    .groupBy(orderParts.status, sql`${orderParts.cancelledBy} = 'user'`);
}

/** One part of this vendor, forwarded to it (another vendor's part, or one not forwarded yet, is not found). */
export async function findVendorPart(
  db: DbOrTx,
  ids: { vendorId: string; partId: string },
  opts: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(orderParts)
    .where(
      and(
        eq(orderParts.id, ids.partId),
        eq(orderParts.vendorId, ids.vendorId),
        isNotNull(orderParts.forwardedAt),
      ),
    );
  const [part] = opts.forUpdate ? await query.for('update') : await query;
  return part;
}

export async function findOrder(db: DbOrTx, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return order;
}

export async function listPartItems(db: DbOrTx, partId: string) {
  return db.select().from(orderItems).where(eq(orderItems.partId, partId)).orderBy(asc(orderItems.createdAt));
}

export type PartChanges = Partial<typeof orderParts.$inferInsert>;

export async function updatePart(db: DbOrTx, partId: string, set: PartChanges) {
  await db.update(orderParts).set(set).where(eq(orderParts.id, partId));
}

/** Writes an order event; inside an impersonated request it names the admin behind the session. */
export async function insertOrderEvent(db: DbOrTx, row: typeof orderEvents.$inferInsert) {
  await db.insert(orderEvents).values({ impersonatorId: currentImpersonatorId(), ...row });
}

/**
 * Which of a vendor's customers: those whose name or e-mail matches `term` (an ilike pattern, or
 * null for all), or the one known by `customerKey` (lower-case e-mail).
 */
export type VendorCustomerFilter = { term: string | null } | { customerKey: string };

/**
 * Customers who bought from this vendor, grouped by lower-case e-mail (guests count too), newest
 * last order first: the one definition of a customer's figures, used by the customers list and by
 * one customer's page (issue 35 item 7). Only parts forwarded to the vendor count, and cancelled or
 * rejected ones do not: orders is their number, spent their subtotal plus shipping, first and last
 * order their placing times. A customer with no such part is no customer of the vendor.
 */
export async function selectVendorCustomers(
  db: DbOrTx,
  vendorId: string,
  filter: VendorCustomerFilter,
  page: { offset: number; limit: number },
) {
  const which =
    'customerKey' in filter
      ? sql`and lower(${orderParts.customerEmail}) = ${filter.customerKey}`
      : filter.term
        ? sql`and (${orderParts.customerName} ilike ${filter.term} or ${orderParts.customerEmail} ilike ${filter.term})`
        : sql``;
  const rows = await queryRows<{
    email: string;
    name: string;
    orders: number;
    spent: number;
    first_order: Date | string;
    last_order: Date | string;
    total: number;
  }>(
    db,
    sql`
      select lower(${orderParts.customerEmail}) as email,
             (array_agg(${orderParts.customerName} order by ${orderParts.createdAt} desc))[1] as name,
             count(*)::int as orders, sum(${orderParts.subtotalMinor} + ${orderParts.shippingMinor})::bigint as spent,
             min(${orderParts.createdAt}) as first_order, max(${orderParts.createdAt}) as last_order,
             count(*) over()::int as total
      from ${orderParts}
      where ${orderParts.vendorId} = ${vendorId} and ${orderParts.forwardedAt} is not null and ${orderParts.status} not in ('cancelled', 'rejected')
        ${which}
      group by lower(${orderParts.customerEmail})
      order by max(${orderParts.createdAt}) desc
      offset ${page.offset} limit ${page.limit}`,
  );
  return rows;
}

/** One batch of the CSV export: matching parts after the cursor, newest first. */
export async function exportBatch(
  db: DbOrTx,
  where: SQL | undefined,
  cursor: { createdAt: Date; id: string } | null,
  limit: number,
) {
  const after: SQL | undefined = cursor
    ? or(
        lt(orderParts.createdAt, cursor.createdAt),
        and(eq(orderParts.createdAt, cursor.createdAt), lt(orderParts.id, cursor.id)),
      )
    : undefined;
  return db
    .select()
    .from(orderParts)
    .where(after ? and(where, after) : where)
    .orderBy(desc(orderParts.createdAt), desc(orderParts.id))
    .limit(limit);
}

/**
 * The parts' commission facts for raw SQL of other modules (orders' contract): columns
 * `vendor_id`, `status`, `delivered_at`, `commission_minor`, `subtotal_minor`. A plain subquery,
 * inlined by PostgreSQL (a vendor's delivered parts still come from order_parts_vendor_delivered_idx).
 * Use as `from ${partCommissionFacts} p`.
 */
export const partCommissionFacts = sql`(select ${orderParts.vendorId} as vendor_id, ${orderParts.status} as status, ${orderParts.deliveredAt} as delivered_at, ${orderParts.commissionMinor} as commission_minor, ${orderParts.subtotalMinor} as subtotal_minor from ${orderParts})`;

/** True when the order has a part of this vendor (a vendor's manual reservation names only its own orders). */
export async function vendorHasOrder(db: DbOrTx, vendorId: string, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderParts.id })
    .from(orderParts)
    .where(and(eq(orderParts.orderId, orderId), eq(orderParts.vendorId, vendorId)))
    .limit(1);
  return row !== undefined;
}
