import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, inquiryMessages } from '../../db/schema/index.js';
import { lastEmailTo } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { ask, inquiryWorld } from './testing.js';

/** Issue 35 item 6: the operator steps into any vendor's inquiry, as the marketplace. */
describe("inquiries: an admin answers and moves a vendor's inquiry for the marketplace", () => {
  const t = useTestApp();

  const world = async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const mine = await ask(app, w.customer.token, { relatedProduct: w.product.id, subject: 'Kettle lid' });
    const foreign = await ask(app, w.customer.token, { relatedProduct: w.otherProduct.id });
    const desk = await ask(app, w.customer.token, { relatedProduct: w.ownProduct.id });
    return { app, w, mine, foreign, desk };
  };

  it("a reply is stored and shown as the marketplace's to the customer and the vendor, and e-mailed to both", async () => {
    const { app, w, mine } = await world();
    // Past the 5-minute e-mail throttle of the vendor's 'new inquiry' e-mail.
    t().clock.advance(6 * 60_000);
    const view = await call(app, 'GET', `/api/admin/inquiries/${mine.id}`, { token: w.admin.token });
    expect(view.statusCode).toBe(200);
    expect(view.body.data.inquiry).toMatchObject({
      steppingIn: true,
      vendor: { _id: w.vendor.vendorId, businessName: 'Vera Goods' },
      statusActions: ['in_progress', 'waiting_customer', 'resolved'],
    });
    // Opening it does not mark the vendor's unread message read.
    const unread = await call(app, 'GET', '/api/vendors/inquiries/unread-count', { token: w.vendor.token });
    expect(unread.body.data.unread).toBe(1);

    const reply = await call(app, 'POST', `/api/admin/inquiries/${mine.id}/reply`, {
      token: w.admin.token,
      body: { message: 'We are looking into it with the seller.' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.body.data.message).toMatchObject({
      message: 'We are looking into it with the seller.',
      senderName: 'Marketplace team',
      fromMarketplace: true,
      isVendorMessage: true,
    });
    const [row] = await app.ctx.db
      .select()
      .from(inquiryMessages)
      .where(eq(inquiryMessages.id, reply.body.data.message._id));
    expect(row).toMatchObject({ senderRole: 'admin', senderId: w.admin.id, senderName: 'Marketplace team' });

    const customerView = await call(app, 'GET', `/api/inquiries/${mine.id}`, { token: w.customer.token });
    expect(customerView.body.data.inquiry.messages.at(-1)).toMatchObject({
      senderName: 'Marketplace team',
      fromMarketplace: true,
    });
    expect(customerView.body.data.inquiry.messages[0].fromMarketplace).toBe(false);
    const vendorView = await call(app, 'GET', `/api/vendors/inquiries/${mine.id}`, { token: w.vendor.token });
    expect(vendorView.body.data.inquiry).toMatchObject({ steppingIn: false, assignedTo: null });
    expect(vendorView.body.data.inquiry.messages.at(-1)).toMatchObject({
      senderName: 'Marketplace team',
      fromMarketplace: true,
    });

    const toCustomer = await lastEmailTo(app, w.customer.email);
    expect(toCustomer?.text).toContain('Marketplace team wrote about "Kettle lid"');
    expect(toCustomer?.text).toContain(`/account/inquiries/${mine.id}`);
    const toVendor = await lastEmailTo(app, w.vendor.email);
    expect(toVendor?.text).toContain('Marketplace team wrote about "Kettle lid"');
    expect(toVendor?.text).toContain(`/vendor/inquiries/${mine.id}`);

    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'replyAdminInquiry'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: w.admin.id, subjectId: mine.id, vendorId: w.vendor.vendorId });
  });

  it('a status change is noted as the marketplace, audited, and the vendor sees it', async () => {
    const { app, w, mine } = await world();
    const res = await call(app, 'PUT', `/api/admin/inquiries/${mine.id}/status`, {
      token: w.admin.token,
      body: { status: 'resolved' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.inquiry.status).toBe('resolved');
    const vendorView = await call(app, 'GET', `/api/vendors/inquiries/${mine.id}`, { token: w.vendor.token });
    expect(vendorView.body.data.inquiry.status).toBe('resolved');
    expect(vendorView.body.data.inquiry.internalNotes.map((n: { note: string }) => n.note)).toEqual([
      'Status changed from Open to Resolved by Marketplace team (Ada Admin)',
    ]);
    const [entry] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, mine.id), eq(auditLog.action, 'changeAdminInquiryStatus')));
    expect(entry).toMatchObject({ actorId: w.admin.id, vendorId: w.vendor.vendorId });
    expect(entry?.details).toMatchObject({
      changes: [{ before: { status: 'open' }, after: { status: 'resolved' } }],
    });
    // The state rules still hold for the admin: closing twice is refused, nothing changed.
    await call(app, 'PUT', `/api/admin/inquiries/${mine.id}/status`, {
      token: w.admin.token,
      body: { status: 'closed' },
    });
    const again = await call(app, 'POST', `/api/admin/inquiries/${mine.id}/reply`, {
      token: w.admin.token,
      body: { message: 'late' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('tenancy is unaffected: a vendor still reads only its own; bulk stays on the desk', async () => {
    const { app, w, mine, foreign, desk } = await world();
    await call(app, 'POST', `/api/admin/inquiries/${foreign.id}/reply`, {
      token: w.admin.token,
      body: { message: 'For Otto' },
    });
    const list = await call(app, 'GET', '/api/vendors/inquiries', { token: w.vendor.token });
    expect(list.body.data.inquiries.map((i: { _id: string }) => i._id)).toEqual([mine.id]);
    const peek = await call(app, 'GET', `/api/vendors/inquiries/${foreign.id}`, { token: w.vendor.token });
    expect(peek.statusCode).toBe(404);
    const bulk = await call(app, 'PUT', '/api/admin/inquiries/bulk', {
      token: w.admin.token,
      body: { inquiryIds: [desk.id, mine.id], field: 'status', value: 'resolved' },
    });
    expect(bulk.statusCode).toBe(404);
    const deskView = await call(app, 'GET', `/api/admin/inquiries/${desk.id}`, { token: w.admin.token });
    expect(deskView.body.data.inquiry.steppingIn).toBe(false);
    const vendors = await call(app, 'GET', `/api/admin/inquiries?vendorId=${w.vendor.vendorId}`, {
      token: w.admin.token,
    });
    expect(vendors.body.data.inquiries.map((i: { _id: string }) => i._id)).toEqual([mine.id]);
  });
});
