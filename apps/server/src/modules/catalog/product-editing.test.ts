import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryItems, stockMovements } from '../../db/schema/index.js';
import { call, useTestApp } from '../../test/test-app.js';
import type { ProductDto } from './products.schemas.js';
import { apiProduct, fakeMp4, makeImage, productWorld, sendForm } from './testing.js';

type ProductImage = ProductDto['images'][number];

describe('vendor products: editing', () => {
  const t = useTestApp();

  const setup = () => productWorld(t().app);

  it('updates fields by multipart or JSON and keeps the others', async () => {
    const { app, a, main, other } = await setup();
    const p = await apiProduct(app, a.token, { title: 'Chair', mainCategory: main, brand: 'Oakly' });
    const res = await sendForm(app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: a.token,
      fields: { title: 'Oak Chair', price: '12.5', mainCategory: JSON.stringify([other]), status: 'draft' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Product updated successfully! Redirecting...');
    expect(res.body.data).toMatchObject({
      title: 'Oak Chair',
      price: 12.5,
      brand: 'Oakly',
      status: 'draft',
      mainCategory: { _id: other },
      subCategory: null,
      slug: 'chair',
    });
    const json = await call(app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: a.token,
      body: { shipping: 3, tags: ['wood'] },
    });
    expect(json.statusCode).toBe(200);
    expect(json.body.data).toMatchObject({ shipping: 3, tags: ['wood'], title: 'Oak Chair' });
  });

  it('needs the loaded stock to change stock: 409 when it moved, an adjustment movement otherwise', async () => {
    const { app, a, main } = await setup();
    const p = await apiProduct(app, a.token, { title: 'Kettle', mainCategory: main, stock: '10' });
    const noExpected = await call(app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: a.token,
      body: { stock: 20 },
    });
    expect(noExpected.statusCode).toBe(400);
    // Three units get reserved by an order meanwhile.
    await t()
      .database.db.update(inventoryItems)
      .set({ reservedStock: 3 })
      .where(eq(inventoryItems.productId, p._id));
    const stale = await sendForm(app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: a.token,
      fields: { stock: '20', expectedStock: '10', title: 'Renamed' },
    });
    expect(stale.statusCode, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STOCK_CHANGED', currentStock: 7 });
    const unchanged = await call(app, 'GET', `/api/vendors/products/${p._id}`, { token: a.token });
    expect(unchanged.body.data).toMatchObject({
      title: 'Kettle',
      stock: 7,
      currentStock: 10,
      reservedStock: 3,
    });

    const ok = await sendForm(app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: a.token,
      fields: { stock: '20', expectedStock: '7' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data).toMatchObject({ stock: 20, currentStock: 23, reservedStock: 3 });
    const moves = await t()
      .database.db.select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, p._id))
      .orderBy(stockMovements.createdAt);
    expect(moves.at(-1)).toMatchObject({
      type: 'product_edit',
      quantity: 13,
      currentBefore: 10,
      currentAfter: 23,
      reservedBefore: 3,
      reservedAfter: 3,
      actorId: a.id,
    });
  });

  it('adds and removes images, picks the primary, replaces and removes the video', async () => {
    const { app, a, main } = await setup();
    const p = await apiProduct(
      app,
      a.token,
      { title: 'Vase', mainCategory: main },
      {
        files: [
          { field: 'images', filename: '1.png', content: await makeImage() },
          { field: 'images', filename: '2.png', content: await makeImage() },
          { field: 'video', filename: 'v.mp4', content: fakeMp4() },
        ],
      },
    );
    const [first, second] = p.images as [ProductImage, ProductImage];
    expect(first.isPrimary).toBe(true);
    const res = await sendForm(app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: a.token,
      fields: { removeImageIds: JSON.stringify([first._id]), primaryImageIndex: '0' },
      files: [
        { field: 'images', filename: '3.webp', content: await makeImage({ format: 'webp' }) },
        { field: 'video', filename: 'w.mp4', content: fakeMp4(4096) },
      ],
    });
    expect(res.statusCode).toBe(200);
    const images = res.body.data.images;
    expect(images.map((i: any) => i._id)).toEqual([second._id, expect.any(String)]);
    expect(images[1].isPrimary).toBe(true);
    expect(images[0].isPrimary).toBe(false);
    expect(res.body.data.image).toBe(images[1].displayUrl);
    expect(res.body.data.video).not.toBe(p.video);

    const primary = await call(app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: a.token,
      body: { primaryImageId: second._id, removeVideo: true },
    });
    expect(primary.body.data.images.find((i: any) => i.isPrimary)._id).toBe(second._id);
    expect(primary.body.data.video).toBeNull();

    const foreign = await call(app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: a.token,
      body: { removeImageIds: ['00000000-0000-7000-8000-000000000000'] },
    });
    expect(foreign.statusCode).toBe(400);

    const img = await makeImage();
    const tooMany = await sendForm(app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: a.token,
      fields: { title: 'Too many' },
      files: Array.from({ length: 9 }, (_, i) => ({ field: 'images', filename: `${i}.png`, content: img })),
    });
    expect(tooMany.statusCode).toBe(413);
    const after = await call(app, 'GET', `/api/vendors/products/${p._id}`, { token: a.token });
    expect(after.body.data.title).toBe('Vase');
    expect(after.body.data.images).toHaveLength(2);
  });
});
