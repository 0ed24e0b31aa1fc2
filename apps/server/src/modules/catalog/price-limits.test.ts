import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { call, useTestApp } from '../../test/test-app.js';
import { productWorld, sendForm } from './testing.js';

/** The maximum price (10,000,000, MAX_MONEY of the domain) holds for every writer of a price. */
describe('price limits', () => {
  const t = useTestApp();

  const prices = async (ids: string[]) => {
    const list = await t()
      .database.db.select({ id: products.id, priceMinor: products.priceMinor })
      .from(products)
      .where(inArray(products.id, ids));
    return Object.fromEntries(list.map((r) => [r.id, r.priceMinor]));
  };

  const create = (token: string, fields: Record<string, string>) =>
    sendForm(t().app, 'POST', '/api/vendors/products', {
      token,
      fields: { description: 'A fine product.', shipping: '2', stock: '10', ...fields },
    });

  it('refuses a bulk +1000 % that would lift one product past the maximum, naming it, and changes nothing', async () => {
    const w = await productWorld(t().app);
    const cheap = await create(w.a.token, { title: 'Cheap Lamp', price: '10', mainCategory: w.main });
    const dear = await create(w.a.token, { title: 'Gold Lamp', price: '1000000', mainCategory: w.main });
    const ids = [cheap.body.data._id, dear.body.data._id];
    const res = await call(t().app, 'POST', '/api/vendors/products/bulk/prices', {
      token: w.a.token,
      body: { productIds: ids, type: 'percentage', value: 1000, operation: 'increase' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain('"Gold Lamp"');
    expect(res.body.message).not.toContain('Cheap Lamp');
    expect(res.body.details).toEqual([{ path: 'value', message: res.body.message }]);
    expect(await prices(ids)).toEqual({ [ids[0]]: 1000, [ids[1]]: 100_000_000 });

    // A fixed increase past the maximum is refused too; one that lands exactly on it is fine.
    const fixed = await call(t().app, 'POST', '/api/vendors/products/bulk/prices', {
      token: w.a.token,
      body: { productIds: [ids[1]], type: 'fixed', value: 9_000_000.01, operation: 'increase' },
    });
    expect(fixed.statusCode).toBe(400);
    expect(await prices([ids[1]])).toEqual({ [ids[1]]: 100_000_000 });
    const exact = await call(t().app, 'POST', '/api/vendors/products/bulk/prices', {
      token: w.a.token,
      body: { productIds: [ids[1]], type: 'fixed', value: 9_000_000, operation: 'increase' },
    });
    expect(exact.statusCode).toBe(200);
    expect(await prices([ids[1]])).toEqual({ [ids[1]]: 1_000_000_000 });
  });

  it('refuses a price past the maximum on create and on edit through the API, storing nothing', async () => {
    const w = await productWorld(t().app);
    const past = await create(w.a.token, { title: 'Too Dear', price: '10000000.01', mainCategory: w.main });
    expect(past.statusCode).toBe(400);
    expect(past.body.details).toContainEqual({ path: 'price', message: 'Price must be at most 10000000' });
    const ok = await create(w.a.token, { title: 'Dear', price: '10000000', mainCategory: w.main });
    expect(ok.statusCode).toBe(201);
    const id = ok.body.data._id;
    const edit = await sendForm(t().app, 'PUT', `/api/vendors/products/${id}`, {
      token: w.a.token,
      fields: { price: '10000001' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.body.details).toContainEqual({ path: 'price', message: 'Price must be at most 10000000' });
    expect(await prices([id])).toEqual({ [id]: 1_000_000_000 });
  });

  it('refuses a price or shipping with more than 2 decimals, naming the field, storing nothing', async () => {
    const w = await productWorld(t().app);
    const price = await create(w.a.token, { title: 'Odd Price', price: '0.005', mainCategory: w.main });
    expect(price.statusCode).toBe(400);
    expect(price.body.details).toContainEqual({
      path: 'price',
      message: 'Price can have at most 2 decimal places',
    });
    const shipping = await create(w.a.token, {
      title: 'Odd Shipping',
      price: '1',
      shipping: '0.001',
      mainCategory: w.main,
    });
    expect(shipping.statusCode).toBe(400);
    expect(shipping.body.details).toContainEqual({
      path: 'shipping',
      message: 'Shipping can have at most 2 decimal places',
    });
    const bulk = await call(t().app, 'POST', '/api/vendors/products/bulk/prices', {
      token: w.a.token,
      body: {
        productIds: ['00000000-0000-7000-8000-000000000000'],
        type: 'fixed',
        value: 0.005,
        operation: 'increase',
      },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.body.details).toContainEqual({
      path: 'value',
      message: 'Price adjustment can have at most 2 decimal places',
    });
    const list = await call(t().app, 'GET', '/api/vendors/products?limit=50', { token: w.a.token });
    expect(list.statusCode).toBe(200);
    expect(list.body.data.products).toEqual([]);
  });
});
