import { makeImage } from '../modules/catalog/testing.js';
import {
  type AuditWorld,
  bankTransferOrder,
  category,
  type Fixture,
  ok,
  ownAdminSession,
  ownImpersonation,
  pendingPart,
  pendingPayout,
  placedOrder,
  product,
  productForm,
  seq,
  unique,
} from './audit-fixture-world.js';
import { stockAndInquiryFixtures } from './audit-route-fixtures-stock.js';
import { pendingListing, setSetting } from './catalog-fixtures.js';
import { signedIn, signIn, submitApplication } from './fixtures.js';
import { moveVendorPart } from './part-steps.js';
import { call } from './test-app.js';

/**
 * Test support for the audit log's completeness test (decision 0038): for every admin and vendor
 * write route, keyed `METHOD url-pattern`, how to reach 2xx. Each entry prepares its own state
 * (a fresh record where the route destroys or ends one) and gives the path, the body and the record
 * the audit entry must name. Stock and inquiry routes: audit-route-fixtures-stock.ts.
 */

export type { AuditSession, AuditWorld, Role, RouteCall } from './audit-fixture-world.js';

/** The id of the record a POST created, from its reply. */
const created = (reply: { data: { _id: string } }) => reply.data._id;

const adminBulk = async (w: AuditWorld) => (await product(w, null)).id;

/** The id of the world shop's customer who placed a pending part (from the customers list). */
async function auditCustomer(w: AuditWorld): Promise<string> {
  await pendingPart(w);
  const list = await call(w.app, 'GET', '/api/vendors/customers?search=audit-buyer', {
    token: w.vendor.token,
  });
  return ok(list, 'customers').data.customers[0].id as string;
}

export const auditRouteFixtures: Record<string, Fixture> = {
  // Sessions and accounts.
  'POST /api/auth/logout': async (w, role) => {
    const session =
      role === 'admin'
        ? { token: await signIn(w.app, 'admin', w.admin), actorId: w.admin.id, asVendorId: null }
        : await ownImpersonation(w);
    return { url: '/api/auth/logout', record: role === 'admin' ? w.admin.id : w.vendor.vendorId!, session };
  },
  'POST /api/vendors/logout': async (w) => ({
    url: '/api/vendors/logout',
    record: w.vendor.vendorId!,
    session: await ownImpersonation(w),
  }),
  'PUT /api/vendors/change-password': async (w) => {
    // Another shop, so the world's vendor keeps its password.
    const vendor = await signedIn(w.app, 'vendor');
    return {
      url: '/api/vendors/change-password',
      body: {
        currentPassword: vendor.password,
        newPassword: 'changed-secret-1',
        confirmPassword: 'changed-secret-1',
      },
      record: vendor.id,
      session: {
        token: await w.impersonate(vendor.vendorId!),
        actorId: w.admin.id,
        asVendorId: vendor.vendorId!,
      },
    };
  },
  'PUT /api/auth/change-password': async (w) => {
    const { admin, session } = await ownAdminSession(w);
    return {
      url: '/api/auth/change-password',
      body: {
        currentPassword: admin.password,
        newPassword: 'changed-secret-1',
        confirmPassword: 'changed-secret-1',
      },
      record: admin.id,
      session,
    };
  },
  'PUT /api/vendors/profile': async (w) => ({
    url: '/api/vendors/profile',
    example: true,
    record: w.vendor.vendorId!,
  }),
  'POST /api/vendors/profile/logo': async (w) => ({
    url: '/api/vendors/profile/logo',
    form: {
      fields: {},
      files: [{ field: 'logo', filename: 'logo.png', content: await makeImage(), type: 'image/png' }],
    },
    record: w.vendor.vendorId!,
  }),
  'PUT /api/admin/vendor-applications/:applicationId/status': async (w) => {
    const id = await submitApplication(w.app, `applicant-${++seq.n}-${Date.now()}@example.test`);
    return {
      url: `/api/admin/vendor-applications/${id}/status`,
      body: { status: 'under_review' },
      record: id,
    };
  },
  'PUT /api/admin/vendors/:id': async (w) => {
    const vendor = await signedIn(w.app, 'vendor');
    return {
      url: `/api/admin/vendors/${vendor.vendorId}`,
      body: { commissionRate: 12 },
      record: vendor.vendorId!,
    };
  },
  'POST /api/admin/vendors/:id/impersonate': async (w) => ({
    url: `/api/admin/vendors/${w.vendor.vendorId}/impersonate`,
    example: true,
    record: w.vendor.vendorId!,
  }),
  'POST /api/admin/impersonation/end': async (w) => ({
    url: '/api/admin/impersonation/end',
    record: w.vendor.vendorId!,
    session: await ownImpersonation(w),
  }),
  'PUT /api/admin/settings': async () => ({
    url: '/api/admin/settings',
    body: { autoForwardOrders: true },
    record: 'marketplace',
  }),
  'PUT /api/admin/commission/settings': async () => ({
    url: '/api/admin/commission/settings',
    example: true,
    record: 'marketplace',
  }),
  'PUT /api/vendors/performance/goals': async (w) => ({
    url: '/api/vendors/performance/goals',
    body: { month: '2026-01', revenue: 100, orders: 5, customers: 3 },
    record: w.vendor.vendorId!,
  }),
  'PUT /api/vendors/performance/spend': async (w) => ({
    url: '/api/vendors/performance/spend',
    body: { month: '2026-01', amount: 50 },
    record: w.vendor.vendorId!,
  }),

  // Orders.
  'PUT /api/orders/:id/status': async (w) => {
    const own = await product(w, null);
    const { orderId, adminPartId } = await placedOrder(w, own.id);
    return { url: `/api/orders/${orderId}/status`, body: { status: 'confirmed' }, record: adminPartId };
  },
  'PUT /api/admin/orders/:id/parts/:partId/status': async (w) => {
    const p = await product(w);
    const { orderId, partId } = await placedOrder(w, p.id);
    return {
      url: `/api/admin/orders/${orderId}/parts/${partId}/status`,
      body: { status: 'accepted' },
      record: partId,
    };
  },
  'POST /api/admin/orders/:id/payment/confirm': async (w) => {
    const { orderId } = await bankTransferOrder(w, (await product(w)).id);
    return {
      url: `/api/admin/orders/${orderId}/payment/confirm`,
      body: { reference: 'BANK-1' },
      record: orderId,
    };
  },
  'POST /api/admin/orders/:id/refunds/:refundId/sent': async (w) => {
    const { orderId, partId } = await bankTransferOrder(w, (await product(w)).id);
    const token = w.admin.token;
    ok(
      await call(w.app, 'POST', `/api/admin/orders/${orderId}/payment/confirm`, { token, body: {} }),
      'confirm',
    );
    const cancelled = ok(
      await call(w.app, 'PUT', `/api/admin/orders/${orderId}/parts/${partId}/status`, {
        token,
        body: { status: 'cancelled', reason: 'Out of stock' },
      }),
      'cancel',
    );
    const refundId = cancelled.data.order.refunds[0]._id as string;
    return {
      url: `/api/admin/orders/${orderId}/refunds/${refundId}/sent`,
      body: { reference: 'REF-1' },
      record: refundId,
    };
  },
  'POST /api/admin/payouts/run': async () => ({
    url: '/api/admin/payouts/run',
    body: {},
    record: (reply) => reply.data.runId,
  }),
  'POST /api/admin/payouts/:id/paid': async (w) => {
    const id = await pendingPayout(w);
    return { url: `/api/admin/payouts/${id}/paid`, body: { reference: 'BANK-9' }, record: id };
  },
  'POST /api/admin/payouts/:id/failed': async (w) => {
    const id = await pendingPayout(w);
    return { url: `/api/admin/payouts/${id}/failed`, body: { reason: 'Account closed' }, record: id };
  },
  'PUT /api/admin/vendors/:vendorId/payout-hold': async (w) => ({
    url: `/api/admin/vendors/${w.vendor.vendorId}/payout-hold`,
    body: { held: false },
    record: w.vendor.vendorId!,
  }),
  'POST /api/admin/orders/:id/forward': async (w) => {
    const p = await product(w);
    await setSetting(w.app, 'autoForwardOrders', false);
    const { orderId } = await placedOrder(w, p.id);
    await setSetting(w.app, 'autoForwardOrders', true);
    return { url: `/api/admin/orders/${orderId}/forward`, body: {}, record: orderId };
  },
  'PUT /api/status/:id/vendor-status': async (w) => {
    const id = await pendingPart(w);
    return { url: `/api/status/${id}/vendor-status`, body: { status: 'accepted' }, record: id };
  },
  'PUT /api/vendors/orders/vendor-orders/:id/action': async (w) => {
    const id = await pendingPart(w);
    return {
      url: `/api/vendors/orders/vendor-orders/${id}/action`,
      body: { action: 'cancel', notes: 'Out of stock' },
      record: id,
    };
  },
  'PUT /api/vendors/orders/:id/respond': async (w) => {
    const id = await pendingPart(w);
    return { url: `/api/vendors/orders/${id}/respond`, body: { action: 'accept' }, record: id };
  },
  'PUT /api/vendors/orders/:id/status': async (w) => {
    const id = await pendingPart(w);
    await moveVendorPart(w.app, { token: w.vendor.token, partId: id }, 'taken');
    return { url: `/api/vendors/orders/${id}/status`, body: { status: 'processing' }, record: id };
  },
  'PUT /api/vendors/orders/:id/tracking': async (w) => {
    const id = await pendingPart(w);
    await moveVendorPart(w.app, { token: w.vendor.token, partId: id }, 'shipped');
    return {
      url: `/api/vendors/orders/${id}/tracking`,
      body: { trackingNumber: 'AUDIT-2', carrier: 'DHL' },
      record: id,
    };
  },
  // A customer's notes (issue 35 item 7): the shop's customer of a pending part.
  'POST /api/vendors/customers/:customerId/notes': async (w) => {
    const customerId = await auditCustomer(w);
    return {
      url: `/api/vendors/customers/${customerId}/notes`,
      body: { note: 'Prefers morning delivery.' },
      record: (reply) => reply.data.note._id,
    };
  },
  'DELETE /api/vendors/customers/:customerId/notes/:noteId': async (w) => {
    const customerId = await auditCustomer(w);
    // Only a note's author deletes it: the admin writes it in an impersonation of their own.
    const session = await ownImpersonation(w);
    const url = `/api/vendors/customers/${customerId}/notes`;
    const note = ok(
      await call(w.app, 'POST', url, { token: session.token, body: { note: 'To delete.' } }),
      'note',
    ).data.note._id as string;
    return { url: `${url}/${note}`, record: note, session };
  },
  'POST /api/admin/commissions/payments': async (w) => {
    const p = await product(w);
    const { partId } = await placedOrder(w, p.id);
    await moveVendorPart(w.app, { token: w.vendor.token, partId }, 'delivered');
    const now = w.app.ctx.clock.now();
    return {
      url: '/api/admin/commissions/payments',
      body: {
        vendorId: w.vendor.vendorId,
        year: now.getUTCFullYear(),
        month: now.getUTCMonth() + 1,
        amount: 0.01,
      },
      record: (reply) => reply.data.paymentId,
    };
  },

  'POST /api/admin/ledger/adjustments': async (w) => ({
    url: '/api/admin/ledger/adjustments',
    body: { vendorId: w.vendor.vendorId, amount: -1.5, reason: 'Audited correction' },
    record: (reply) => reply.data.entry._id,
  }),

  // Categories.
  'POST /api/vendors/categories': async () => ({
    url: '/api/vendors/categories',
    body: { name: unique('New cat'), description: 'Things' },
    record: created,
  }),
  'PUT /api/vendors/categories/:id': async (w) => {
    const id = await category(w, 'vendor');
    return {
      url: `/api/vendors/categories/${id}`,
      body: { name: unique('Renamed'), description: 'x' },
      record: id,
    };
  },
  'DELETE /api/vendors/categories/:id': async (w) => {
    const id = await category(w, 'vendor');
    return { url: `/api/vendors/categories/${id}`, record: id };
  },
  'POST /api/admin/categories': async () => ({
    url: '/api/admin/categories',
    body: { name: unique('New global'), description: 'Things' },
    record: created,
  }),
  'PUT /api/admin/categories/:id': async (w) => {
    const id = await category(w, 'admin');
    return {
      url: `/api/admin/categories/${id}`,
      body: { name: unique('Renamed'), description: 'x' },
      record: id,
    };
  },
  'DELETE /api/admin/categories/:id': async (w) => {
    const id = await category(w, 'admin');
    return { url: `/api/admin/categories/${id}`, record: id };
  },

  // Products.
  'POST /api/vendors/products': async (w) => ({
    url: '/api/vendors/products',
    form: productForm(w),
    record: created,
  }),
  'PUT /api/vendors/products/:id': async (w) => {
    const p = await product(w);
    return {
      url: `/api/vendors/products/${p.id}`,
      form: { fields: { title: unique('Renamed') } },
      record: p.id,
    };
  },
  'DELETE /api/vendors/products/:id': async (w) => {
    const p = await product(w);
    return { url: `/api/vendors/products/${p.id}`, record: p.id };
  },
  'POST /api/admin/products': async (w) => ({
    url: '/api/admin/products',
    form: productForm(w),
    record: created,
  }),
  'PUT /api/admin/products/:id': async (w) => {
    const id = await adminBulk(w);
    return { url: `/api/admin/products/${id}`, form: { fields: { title: unique('Renamed') } }, record: id };
  },
  'DELETE /api/admin/products/:id': async (w) => {
    const id = await adminBulk(w);
    return { url: `/api/admin/products/${id}`, record: id };
  },
  'POST /api/admin/moderation/products/:id/deactivate': async (w) => {
    const p = await product(w);
    return {
      url: `/api/admin/moderation/products/${p.id}/deactivate`,
      body: { reason: 'Misleading' },
      record: p.id,
    };
  },
  'POST /api/admin/moderation/products/:id/clear': async (w) => {
    const p = await product(w);
    ok(
      await call(w.app, 'POST', `/api/admin/moderation/products/${p.id}/deactivate`, {
        token: w.admin.token,
        body: { reason: 'Misleading' },
      }),
      'deactivate',
    );
    return { url: `/api/admin/moderation/products/${p.id}/clear`, body: { note: 'Fixed' }, record: p.id };
  },
  'POST /api/admin/listing-review/:id/approve': async (w) => {
    const p = await pendingListing(w.app, w.vendor.vendorId!);
    return { url: `/api/admin/listing-review/${p.id}/approve`, body: {}, record: p.id };
  },
  'POST /api/admin/listing-review/:id/reject': async (w) => {
    const p = await pendingListing(w.app, w.vendor.vendorId!);
    return {
      url: `/api/admin/listing-review/${p.id}/reject`,
      body: { reason: 'Add a real photo' },
      record: p.id,
    };
  },
};

/** The four bulk routes of a shop and of the marketplace: a fresh product each. */
for (const owner of ['vendors', 'admin'] as const) {
  const fresh = (w: AuditWorld) => (owner === 'admin' ? adminBulk(w) : product(w).then((p) => p.id));
  const bulk: Record<string, (productIds: string[]) => unknown> = {
    delete: (productIds) => ({ productIds }),
    update: (productIds) => ({ productIds, fields: { status: 'inactive' } }),
    prices: (productIds) => ({ productIds, type: 'fixed', value: 1, operation: 'increase' }),
    stock: (productIds) => ({ productIds, operation: 'increase', value: 5 }),
  };
  for (const [action, body] of Object.entries(bulk)) {
    auditRouteFixtures[`POST /api/${owner}/products/bulk/${action}`] = async (w) => {
      const id = await fresh(w);
      return { url: `/api/${owner}/products/bulk/${action}`, body: body([id]), record: id };
    };
  }
}

Object.assign(auditRouteFixtures, stockAndInquiryFixtures);
