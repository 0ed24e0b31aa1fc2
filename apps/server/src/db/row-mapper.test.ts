import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../test/fixtures.js';
import { useTestApp } from '../test/test-app.js';
import { prepared } from './prepared.js';
import { inventoryItems, products, vendors } from './schema/index.js';

describe('compiled row mapper of prepared queries', () => {
  const t = useTestApp();

  it('maps rows exactly as drizzle does: decoders, nested objects, null left-joined tables', async () => {
    const { db } = t().database;
    const vendor = await signedIn(t().app, 'vendor');
    const [v] = await db.select({ id: vendors.id }).from(vendors).limit(1);
    const [p] = await db
      .insert(products)
      .values({
        vendorId: v!.id,
        title: 'Lamp',
        description: 'A lamp',
        priceMinor: 1250,
        slug: 'lamp',
        sku: 'L-1',
      })
      .returning({ id: products.id });
    expect(vendor.token).toBeTruthy();
    // No inventory row: the left-joined `stock` object must come back null, not {…: null}.
    const build = () =>
      db
        .select({
          id: products.id,
          createdAt: products.createdAt,
          tags: products.tags,
          stock: inventoryItems,
          owner: {
            name: vendors.businessName,
            doubled: sql<number>`${products.priceMinor} * 2`.mapWith(Number),
          },
        })
        .from(products)
        .leftJoin(inventoryItems, eq(inventoryItems.productId, products.id))
        .leftJoin(vendors, eq(vendors.id, products.vendorId))
        .where(eq(products.id, sql.placeholder('id')));
    const expected = await build().execute({ id: p!.id });
    const compiled = await prepared<typeof expected>(db, 'row-mapper-test', build).execute({ id: p!.id });
    expect(compiled).toEqual(expected);
    expect(compiled[0]!.stock).toBeNull();
    expect(compiled[0]!.createdAt).toBeInstanceOf(Date);
    expect(compiled[0]!.owner?.doubled).toBe(2500);
  });
});
