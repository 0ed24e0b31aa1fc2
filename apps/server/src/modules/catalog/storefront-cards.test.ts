import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, vendors } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { apiProduct, countStatements, makeImage, productWorld, sendForm } from './testing.js';

/** Decision 0014: lean storefront cards, one statement for a page, the vendor flag on the product. */
describe('storefront cards', () => {
  const t = useTestApp();

  const list = async (query: string) => {
    const res = await call(t().app, 'GET', `/api/products${query}`);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data.products as Array<Record<string, any>>;
  };

  it('sends per product only what a card shows: no description, SEO fields or media list', async () => {
    const w = await productWorld(t().app);
    const vase = await apiProduct(
      t().app,
      w.a.token,
      {
        title: `Vase ${w.stamp}`,
        mainCategory: w.main,
        price: '19.5',
        stock: '3',
        altText: 'A blue vase',
        metaTitle: 'Blue vase',
      },
      {
        files: [
          { field: 'images', filename: '1.png', content: await makeImage() },
          { field: 'images', filename: '2.png', content: await makeImage() },
        ],
      },
    );
    const own = await apiProduct(
      t().app,
      w.admin.token,
      { title: `Plain ${w.stamp}`, mainCategory: w.main, stock: '0' },
      { admin: true },
    );
    const cards = await list(`?search=${w.stamp}&sort=name`);
    expect(cards.map((c) => c.title)).toEqual([`Plain ${w.stamp}`, `Vase ${w.stamp}`]);
    const [plain, card] = cards as [Record<string, any>, Record<string, any>];
    const primary = vase.images.find((i) => i.isPrimary)!;
    expect(card).toStrictEqual({
      _id: vase._id,
      title: `Vase ${w.stamp}`,
      price: 19.5,
      stock: 3,
      inStock: true,
      image: primary.displayUrl,
      thumbnail: primary.thumbUrl,
      imageAlt: 'A blue vase',
      vendor: { _id: w.a.vendorId, businessName: 'Alpha Goods' },
    });
    expect(plain).toStrictEqual({
      _id: own._id,
      title: `Plain ${w.stamp}`,
      price: 10,
      stock: 0,
      inStock: false,
      image: null,
      thumbnail: null,
      imageAlt: `Plain ${w.stamp}`,
      vendor: null,
    });
    for (const field of [
      'description',
      'metaTitle',
      'metaDescription',
      'seoKeywords',
      'slug',
      'images',
      'video',
    ])
      expect(card, field).not.toHaveProperty(field);
    // The product page keeps the full entity.
    const page = await call(t().app, 'GET', `/api/products/${vase._id}`);
    expect(page.body.data).toMatchObject({ description: 'A fine product.', metaTitle: 'Blue vase' });
    expect(page.body.data.images).toHaveLength(2);
  });

  it('keeps the card image in step with the product’s images', async () => {
    const w = await productWorld(t().app);
    const p = await apiProduct(
      t().app,
      w.a.token,
      { title: `Lamp ${w.stamp}`, mainCategory: w.main },
      {
        files: [
          { field: 'images', filename: '1.png', content: await makeImage() },
          { field: 'images', filename: '2.png', content: await makeImage() },
        ],
      },
    );
    const [first, second] = p.images as [(typeof p.images)[0], (typeof p.images)[0]];
    const card = async () => (await list(`?search=${w.stamp}`))[0]!;
    expect((await card()).thumbnail).toBe(first.thumbUrl);
    const primary = await call(t().app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: w.a.token,
      body: { primaryImageId: second._id },
    });
    expect(primary.statusCode).toBe(200);
    expect(await card()).toMatchObject({ thumbnail: second.thumbUrl, image: second.displayUrl });
    const removed = await sendForm(t().app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: w.a.token,
      fields: { removeImageIds: JSON.stringify([first._id, second._id]) },
    });
    expect(removed.statusCode).toBe(200);
    expect(await card()).toMatchObject({ thumbnail: null, image: null });
  });

  it('hides a vendor put under review from the next uncached list, its flag changed in the same transaction', async () => {
    const w = await productWorld(t().app);
    const p = await apiProduct(t().app, w.b.token, { title: `Kettle ${w.stamp}`, mainCategory: w.main });
    const flag = async () =>
      (
        await t()
          .database.db.select({ visible: products.vendorVisible })
          .from(products)
          .where(eq(products.id, p._id))
      )[0]!.visible;
    expect(await flag()).toBe(true);
    expect((await list(`?search=${w.stamp}`)).map((c) => c.title)).toEqual([`Kettle ${w.stamp}`]);

    // Inside the transaction that changes the status, the flag has already followed; a rollback
    // undoes both.
    const rollback = new Error('rollback');
    await expect(
      t().database.db.transaction(async (tx) => {
        await tx
          .update(vendors)
          .set({ verificationStatus: 'under_review' })
          .where(eq(vendors.id, w.b.vendorId!));
        const [row] = await tx
          .select({ visible: products.vendorVisible })
          .from(products)
          .where(eq(products.id, p._id));
        expect(row!.visible).toBe(false);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await flag()).toBe(true);

    const res = await call(t().app, 'PUT', `/api/admin/vendors/${w.b.vendorId}`, {
      token: w.admin.token,
      body: { verificationStatus: 'under_review' },
    });
    expect(res.statusCode).toBe(200);
    expect(await flag()).toBe(false);
    expect(await list(`?search=${w.stamp}`)).toEqual([]);
    expect(await list(`?vendor=${w.b.vendorId}`)).toEqual([]);
    expect((await call(t().app, 'GET', `/api/products/${p._id}`)).statusCode).toBe(404);
    // A product added while the vendor is not approved starts hidden.
    const added = await createProduct(t().app, { vendorId: w.b.vendorId!, title: `Teapot ${w.stamp}` });
    const [row] = await t()
      .database.db.select({ visible: products.vendorVisible })
      .from(products)
      .where(eq(products.id, added.id));
    expect(row!.visible).toBe(false);

    await call(t().app, 'PUT', `/api/admin/vendors/${w.b.vendorId}`, {
      token: w.admin.token,
      body: { verificationStatus: 'approved' },
    });
    expect(await flag()).toBe(true);
    expect((await list(`?search=${w.stamp}&sort=name`)).map((c) => c.title)).toEqual([
      `Kettle ${w.stamp}`,
      `Teapot ${w.stamp}`,
    ]);
  });

  it('answers a page in one statement and its total in one more', async () => {
    const w = await productWorld(t().app);
    await apiProduct(t().app, w.a.token, { title: `Cup ${w.stamp}`, mainCategory: w.main });
    for (const query of [
      '',
      `?search=${w.stamp}`,
      `?category=${w.main}&minPrice=1&maxPrice=100&sort=price_high`,
      `?vendor=${w.a.vendorId}&sort=name&page=2&limit=1`,
      '?featured=true',
    ]) {
      const counter = countStatements(t().database);
      const res = await call(t().app, 'GET', `/api/products${query}`);
      counter.stop();
      expect(res.statusCode, query).toBe(200);
      expect(counter.count, query).toBe(2);
    }
  });
});
