/** Helpers for the inventory tests (not a test file itself). */
import type { FastifyInstance } from 'fastify';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call } from '../../test/test-app.js';
import { itemIdAndSku } from './ledger-check.queries.js';

export async function vendorWithItems(app: FastifyInstance, stocks: number[]) {
  const vendor = await signedIn(app, 'vendor');
  const items: Array<{
    id: string;
    productId: string;
    sku: string;
    product: { id: string; title: string; price: number };
  }> = [];
  for (const stock of stocks) {
    const p = await createProduct(app, {
      vendorId: vendor.vendorId!,
      stock,
      price: 40,
      title: `Item ${stock}-${Math.random().toString(36).slice(2, 6)}`,
    });
    const row = await itemIdAndSku(app.ctx.db, p.id);
    items.push({ id: row!.id, productId: p.id, sku: row!.sku, product: p });
  }
  return { vendor, items };
}

export async function itemOf(app: FastifyInstance, token: string, id: string) {
  const res = await call(app, 'GET', `/api/vendors/inventory/${id}`, { token });
  return res.body.data.item;
}

export { ledgerProblems, summaryProblems } from './ledger-check.queries.js';
