import { products } from '../db/schema/index.js';
import {
  type AuditWorld,
  type Fixture,
  inquiry,
  ok,
  placedOrder,
  seq,
  stockItem,
  unique,
} from './audit-fixture-world.js';
import { call } from './test-app.js';

/** The audit completeness fixtures of the inventory routes and of both inquiry desks. */
export const stockAndInquiryFixtures: Record<string, Fixture> = {};

const INV = '/api/vendors/inventory';
Object.assign(stockAndInquiryFixtures, {
  'POST /api/vendors/inventory/import': async (w) => {
    const item = await stockItem(w);
    const csv = `SKU,Current\n${item.sku},42\n`;
    return {
      url: `${INV}/import`,
      form: {
        fields: {},
        files: [{ field: 'file', filename: 'stock.csv', content: Buffer.from(csv), type: 'text/csv' }],
      },
      record: item.id,
    };
  },
  'POST /api/vendors/inventory/bulk-update': async (w) => {
    const item = await stockItem(w);
    return {
      url: `${INV}/bulk-update`,
      body: { updates: [{ id: item.id, currentStock: 60 }] },
      record: item.id,
    };
  },
  'POST /api/vendors/inventory/calculate-valuation': async (w) => ({
    url: `${INV}/calculate-valuation`,
    example: true,
    record: w.vendor.vendorId!,
  }),
  'POST /api/vendors/inventory/sync-product/:id': async (w) => {
    const item = await stockItem(w);
    return { url: `${INV}/sync-product/${item.productId}`, record: item.productId };
  },
  'POST /api/vendors/inventory': async (w) => {
    // A product of the shop without an inventory item yet.
    const [p] = await w.app.ctx.db
      .insert(products)
      .values({
        vendorId: w.vendor.vendorId!,
        title: unique('Untracked'),
        description: 'No stock row yet',
        priceMinor: 1000,
        slug: `untracked-${++seq.n}-${Date.now()}`,
        sku: `UNTRACKED-${seq.n}`,
      })
      .returning({ id: products.id });
    return { url: INV, body: { productId: p!.id, currentStock: 5 }, record: (reply) => reply.data.item._id };
  },
  'PUT /api/vendors/inventory/:id': async (w) => {
    const item = await stockItem(w);
    return { url: `${INV}/${item.id}`, body: { reorderPoint: 7 }, record: item.id };
  },
  'DELETE /api/vendors/inventory/:id': async (w) => {
    const item = await stockItem(w);
    return { url: `${INV}/${item.id}`, record: item.id };
  },
  'POST /api/vendors/inventory/:id/adjust': async (w) => {
    const item = await stockItem(w);
    return { url: `${INV}/${item.id}/adjust`, body: { quantity: 5, reason: 'Count' }, record: item.id };
  },
  'POST /api/vendors/inventory/:id/batches': async (w) => {
    const item = await stockItem(w);
    return { url: `${INV}/${item.id}/batches`, body: { quantity: 5, unitCost: 1 }, record: item.id };
  },
  'POST /api/vendors/inventory/:id/alerts/:alertId/acknowledge': async (w) => {
    const item = await stockItem(w, 20);
    // The shop's own adjustment into low stock raises the alert.
    ok(
      await call(w.app, 'POST', `${INV}/${item.id}/adjust`, {
        token: w.vendor.token,
        body: { quantity: -15, reason: 'Count' },
      }),
      'adjust',
    );
    const list = ok(await call(w.app, 'GET', `${INV}/alerts/list`, { token: w.vendor.token }), 'alerts');
    const alert =
      list.data.alerts.find(
        (a: { itemId?: string; productId?: string }) =>
          [a.itemId, a.productId].includes(item.id) || [a.itemId, a.productId].includes(item.productId),
      ) ?? list.data.alerts[0];
    return { url: `${INV}/${item.id}/alerts/${alert._id}/acknowledge`, record: alert._id };
  },
  'POST /api/vendors/inventory/:id/reserve': async (w) => {
    const item = await stockItem(w);
    const { orderId } = await placedOrder(w, item.productId);
    return { url: `${INV}/${item.id}/reserve`, body: { quantity: 1, orderId }, record: item.id };
  },
  'POST /api/vendors/inventory/:id/release': async (w) => {
    const item = await stockItem(w);
    const { orderId } = await placedOrder(w, item.productId);
    return {
      url: `${INV}/${item.id}/release`,
      body: { quantity: 1, orderId, reason: 'Changed' },
      record: item.id,
    };
  },
  'POST /api/vendors/inventory/:id/confirm-sale': async (w) => {
    const item = await stockItem(w);
    const { orderId } = await placedOrder(w, item.productId);
    return { url: `${INV}/${item.id}/confirm-sale`, body: { quantity: 1, orderId }, record: item.id };
  },
  'PUT /api/vendors/inventory/:id/forecast': async (w) => {
    const item = await stockItem(w);
    return { url: `${INV}/${item.id}/forecast`, body: {}, record: item.id };
  },
} satisfies Record<string, Fixture>);

/** The inquiry desks of a shop (through impersonation) and of the marketplace (the admin). */
for (const [owner, role] of [
  ['vendors', 'vendor'],
  ['admin', 'admin'],
] as const) {
  const base = `/api/${owner}/inquiries`;
  Object.assign(stockAndInquiryFixtures, {
    [`PUT ${base}/bulk`]: async (w: AuditWorld) => {
      const id = await inquiry(w, role);
      return {
        url: `${base}/bulk`,
        body: { inquiryIds: [id], field: 'priority', value: 'high' },
        record: id,
      };
    },
    [`POST ${base}/:inquiryId/reply`]: async (w: AuditWorld) => {
      const id = await inquiry(w, role);
      return { url: `${base}/${id}/reply`, form: { fields: { message: 'Thanks for asking.' } }, record: id };
    },
    [`PUT ${base}/:inquiryId/status`]: async (w: AuditWorld) => {
      const id = await inquiry(w, role);
      return { url: `${base}/${id}/status`, body: { status: 'in_progress' }, record: id };
    },
    [`POST ${base}/:inquiryId/notes`]: async (w: AuditWorld) => {
      const id = await inquiry(w, role);
      return { url: `${base}/${id}/notes`, body: { note: 'Called the customer.' }, record: id };
    },
  } satisfies Record<string, Fixture>);
}
