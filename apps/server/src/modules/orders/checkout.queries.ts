import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inventoryItems, products, vendors } from '../../db/schema/index.js';

export type SaleableProduct = {
  id: string;
  title: string;
  sku: string;
  vendorId: string | null;
  vendorName: string | null;
  vendorEmail: string | null;
  vendorPhone: string | null;
  vendorStatus: string | null;
  vendorRateBp: number | null;
  priceMinor: number;
  shippingMinor: number;
  status: string;
  deleted: boolean;
  available: number;
  imageKey: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Everything checkout needs about the products of a cart, in one statement. */
export async function loadSaleableProducts(
  db: DbOrTx,
  productIds: string[],
): Promise<Map<string, SaleableProduct>> {
  const ids = [...new Set(productIds.filter((id) => UUID.test(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      vendorId: products.vendorId,
      vendorName: vendors.businessName,
      vendorEmail: vendors.email,
      vendorPhone: vendors.phone,
      vendorStatus: vendors.verificationStatus,
      vendorRateBp: vendors.commissionRateBp,
      priceMinor: products.priceMinor,
      shippingMinor: products.shippingMinor,
      status: products.status,
      deleted: sql<boolean>`${products.deletedAt} is not null`,
      available: sql<number>`coalesce(${inventoryItems.currentStock} - ${inventoryItems.reservedStock}, 0)::int`,
      imageKey: sql<string | null>`(select coalesce(m.thumb_key, m.original_key) from product_media m
        where m.product_id = ${products.id} and m.kind = 'image'
        order by m.is_primary desc, m.position asc limit 1)`,
    })
    .from(products)
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(inventoryItems, eq(inventoryItems.productId, products.id))
    .where(inArray(products.id, ids));
  return new Map(
    rows.map((r) => [r.id, { ...r, available: Number(r.available), deleted: Boolean(r.deleted) }]),
  );
}

/** Why a buyer cannot buy a product now, or null when it is for sale. */
export function unavailableReason(p: SaleableProduct | undefined): string | null {
  if (!p || p.deleted || p.status !== 'active') return 'is no longer available';
  if (p.vendorId !== null && p.vendorStatus !== 'approved') return 'is not sold at the moment';
  return null;
}
