import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { vendorRows } from '../accounts/index.js';
import { productStatusDayRows, vendorDayRows } from '../analytics/index.js';
import { categoryRows as catalogCategories, productRows as catalogProducts } from '../catalog/index.js';
import { orderPartRows } from '../orders/index.js';
import {
  itemJoin,
  partWhere,
  type ReportScope,
  rollupsServe,
  statusRollupsServe,
} from './sales-report.queries.js';

/** The Sales Report's order lines: a page, their count, the export's batches, and the vendor's name for the PDF. */

export type LineRow = {
  item_id: string;
  order_number: string;
  placed_at: Date | string;
  /** placed_at as PostgreSQL's text, microseconds kept (the export's cursor). */
  cursor_at: string;
  customer_name: string;
  customer_email: string;
  status: string;
  product: string;
  sku: string;
  category: string | null;
  quantity: number;
  unit_price: number | string;
  total: number | string;
};

const lineColumns = sql`i.id as item_id, p.order_number, p.created_at as placed_at, p.created_at::text as cursor_at, p.customer_name,
  p.customer_email, p.status, i.title as product, i.sku, c.name as category, i.quantity,
  i.unit_price_minor as unit_price, i.total_minor as total`;

function lineJoins(s: ReportScope): SQL {
  return sql`${itemJoin(s)} left join ${catalogProducts} pr on pr.id = i.product_id
      left join ${catalogCategories} c on c.id = pr.main_category_id`;
}

/**
 * How many lines the filters keep: summed from the day rollups' line counts when they serve (no
 * amount filter; no category filter, or a status with one), else counted from the parts' lines.
 */
function countLines(s: ReportScope, from: string, to: string): SQL {
  if (rollupsServe(s) && !s.category)
    return sql`select coalesce(sum(d.lines), 0)::int from ${vendorDayRows} d
      where d.vendor_id = ${s.vendorId} and d.day between ${from}::date and ${to}::date`;
  if (statusRollupsServe(s)) {
    const category = s.category
      ? sql`join ${catalogProducts} pr on pr.id = d.product_id and pr.vendor_id = ${s.vendorId}
          and pr.main_category_id = ${s.category}`
      : sql``;
    return sql`select coalesce(sum(d.lines), 0)::int from ${productStatusDayRows} d ${category}
      where d.vendor_id = ${s.vendorId} and d.status = ${s.status} and d.day between ${from}::date and ${to}::date`;
  }
  return sql`select count(*)::int from ${orderPartRows} p ${itemJoin(s)} where ${partWhere(s, from, to)}`;
}

/**
 * A page of the order lines, newest first, each row carrying how many lines there are in all. The
 * count is its own subquery (evaluated once, over the parts and their lines only), so the page
 * itself stops after its rows instead of joining every line of the period to its product and
 * category as a window count over the page's query would.
 */
export function linePage(
  db: DbOrTx,
  s: ReportScope,
  from: string,
  to: string,
  page: { limit: number; offset: number },
): Promise<(LineRow & { total_lines: number })[]> {
  return queryRows<LineRow & { total_lines: number }>(
    db,
    sql`select ${lineColumns}, (${countLines(s, from, to)}) as total_lines
      from ${orderPartRows} p ${lineJoins(s)}
      where ${partWhere(s, from, to)}
      order by p.created_at desc, i.id desc
      limit ${page.limit} offset ${page.offset}`,
  );
}

/** How many order lines the filters keep. */
export async function lineCount(db: DbOrTx, s: ReportScope, from: string, to: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select (${countLines(s, from, to)}) as n`);
  return row?.n ?? 0;
}

/** The next batch of lines after a (placed at, item id) cursor, newest first: exports read in batches. */
export function lineBatch(
  db: DbOrTx,
  s: ReportScope,
  from: string,
  to: string,
  after: { at: string; id: string } | null,
  limit: number,
): Promise<LineRow[]> {
  // The part's own bound first: the parts index seeks to the cursor instead of walking every part
  // newer than it again (the row comparison spans two tables, so it alone cannot bound the scan:
  // each batch re-read the period from its end and the export grew with the square of its lines).
  const cursor = after
    ? sql`and p.created_at <= ${after.at}::timestamptz
      and (p.created_at, i.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return queryRows<LineRow>(
    db,
    sql`select ${lineColumns}
      from ${orderPartRows} p ${lineJoins(s)}
      where ${partWhere(s, from, to)} ${cursor}
      order by p.created_at desc, i.id desc
      limit ${limit}`,
  );
}

/** The vendor's business name (the PDF's heading). */
export async function vendorName(db: DbOrTx, vendorId: string): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select business_name as name from ${vendorRows} v where id = ${vendorId}`,
  );
  return row?.name ?? '';
}
