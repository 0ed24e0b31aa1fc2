import { describe, expect, it } from 'vitest';
import { lastEmailTo } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { ask, inquiryWorld, pngImage, sendForm } from './testing.js';

describe('inquiries: a customer asks, the vendor answers', () => {
  const t = useTestApp();

  it('opens an inquiry about a visible product, addressed to its vendor, at medium priority', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const res = await call(app, 'POST', '/api/inquiries', {
      token: w.customer.token,
      body: {
        subject: 'Size?',
        category: 'product_inquiry',
        message: 'How big is it?',
        relatedProduct: w.product.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Inquiry sent successfully');
    const inquiry = res.body.data.inquiry;
    expect(inquiry).toMatchObject({
      subject: 'Size?',
      category: 'product_inquiry',
      priority: 'medium',
      status: 'open',
      messageCount: 1,
      customerName: 'Cara Customer',
      vendor: { _id: w.vendor.vendorId, businessName: 'Vera Goods' },
      relatedProduct: { _id: w.product.id, name: 'Blue Kettle' },
      canReply: true,
      canRate: false,
    });
    expect(inquiry.inquiryId).toMatch(/^INQ-[0-9A-Z]{8}$/);
    expect(inquiry).not.toHaveProperty('internalNotes');
    // The vendor is e-mailed with a link to the conversation.
    const mail = await lastEmailTo(app, w.vendor.email);
    expect(mail?.subject).toContain(inquiry.inquiryId);
    expect(mail?.text).toContain(`/vendor/inquiries/${inquiry._id}`);
  });

  it('refuses products buyers cannot see and orders of someone else', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const { createProduct } = await import('../../test/catalog-fixtures.js');
    const draft = await createProduct(app, { vendorId: w.vendor.vendorId!, status: 'draft' });
    const base = { subject: 'S', category: 'general', message: 'M' };
    const hidden = await call(app, 'POST', '/api/inquiries', {
      token: w.customer.token,
      body: { ...base, relatedProduct: draft.id },
    });
    expect(hidden.statusCode).toBe(404);
    const order = await call(app, 'POST', '/api/inquiries', {
      token: w.customer.token,
      body: { ...base, relatedOrder: 'IT-NOT-MINE' },
    });
    expect(order.statusCode).toBe(404);
    const nothing = await call(app, 'POST', '/api/inquiries', { token: w.customer.token, body: base });
    expect(nothing.statusCode).toBe(400);
    const vendorAsks = await call(app, 'POST', '/api/inquiries', {
      token: w.vendor.token,
      body: { ...base, relatedProduct: w.product.id },
    });
    expect(vendorAsks.statusCode).toBe(403);
  });

  it("opens an inquiry from one of the customer's own orders, addressed to the chosen vendor part", async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const { orderBody } = await import('../../test/catalog-fixtures.js');
    const body = await orderBody(app, [{ productId: w.product.id, quantity: 1, price: w.product.price }], {
      email: w.customer.email,
    });
    const placed = await call(app, 'POST', '/api/orders', { token: w.customer.token, body });
    expect(placed.statusCode).toBe(201);
    const order = placed.body.data.order;
    const base = { subject: 'Where is it?', category: 'shipping', message: 'Any tracking?' };
    const res = await call(app, 'POST', '/api/inquiries', {
      token: w.customer.token,
      body: { ...base, relatedOrder: order.orderNumber, vendorId: w.vendor.vendorId },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.inquiry).toMatchObject({
      vendor: { _id: w.vendor.vendorId },
      relatedOrder: { _id: order._id, orderNumber: order.orderNumber },
    });
    // No marketplace items and no part of the other vendor in this order.
    for (const vendorId of [undefined, w.other.vendorId]) {
      const refused = await call(app, 'POST', '/api/inquiries', {
        token: w.customer.token,
        body: { ...base, relatedOrder: order._id, ...(vendorId ? { vendorId } : {}) },
      });
      expect(refused.statusCode).toBe(400);
    }
    // Someone else's order is not found.
    const foreign = await call(app, 'POST', '/api/inquiries', {
      token: w.stranger.token,
      body: { ...base, relatedOrder: order.orderNumber, vendorId: w.vendor.vendorId },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('goes to the marketplace desk for its own products; admins answer there', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.ownProduct.id });
    expect(q.body.data.inquiry.vendor).toBeNull();
    // The admins are e-mailed with a link to the desk's conversation.
    const mail = await lastEmailTo(app, w.admin.email);
    expect(mail?.text).toContain(`/admin/inquiries/${q.id}`);
    const desk = await call(app, 'GET', '/api/admin/inquiries', { token: w.admin.token });
    expect(desk.body.data.inquiries.map((i: { _id: string }) => i._id)).toContain(q.id);
    const vendorList = await call(app, 'GET', '/api/vendors/inquiries', { token: w.vendor.token });
    expect(vendorList.body.data.inquiries.map((i: { _id: string }) => i._id)).not.toContain(q.id);
    const reply = await call(app, 'POST', `/api/admin/inquiries/${q.id}/reply`, {
      token: w.admin.token,
      body: { message: 'The marketplace answers' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.body.data.message.isVendorMessage).toBe(true);
  });

  it('conversation: replies, unread counts, read on opening, notes never in the customer view', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const unread = await call(app, 'GET', '/api/vendors/inquiries/unread-count', { token: w.vendor.token });
    expect(unread.body.data).toEqual({ unread: 1, inquiriesWithUnread: 1 });

    const opened = await call(app, 'GET', `/api/vendors/inquiries/${q.id}`, { token: w.vendor.token });
    expect(opened.statusCode).toBe(200);
    expect(opened.body.data.inquiry.messages[0].readAt).not.toBeNull();
    expect(opened.body.data.inquiry.unreadMessagesCount).toBe(0);
    const after = await call(app, 'GET', '/api/vendors/inquiries/unread-count', { token: w.vendor.token });
    expect(after.body.data.unread).toBe(0);

    const note = await call(app, 'POST', `/api/vendors/inquiries/${q.number}/notes`, {
      token: w.vendor.token,
      body: { note: 'Secret: check the warehouse' },
    });
    expect(note.statusCode).toBe(201);
    expect(note.body.message).toBe('Internal note added successfully');
    expect(note.body.data.note.addedBy).toEqual({ name: 'Vera Vendor' });

    const reply = await call(app, 'POST', `/api/vendors/inquiries/${q.id}/reply`, {
      token: w.vendor.token,
      body: { message: '<b>20 cm</b> tall' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.body.message).toBe('Message sent successfully');
    expect(reply.body.data.message).toMatchObject({
      isVendorMessage: true,
      senderName: 'Vera Goods',
      message: '<b>20 cm</b> tall',
    });

    const list = await call(app, 'GET', '/api/inquiries', { token: w.customer.token });
    expect(list.body.data.inquiries[0]).toMatchObject({ _id: q.id, unreadMessagesCount: 1, messageCount: 2 });
    expect(list.body.data.pagination).toMatchObject({ total: 1, pages: 1 });
    const mine = await call(app, 'GET', `/api/inquiries/${q.id}`, { token: w.customer.token });
    expect(JSON.stringify(mine.body)).not.toContain('Secret');
    expect(mine.body.data.inquiry.messages.map((m: { message: string }) => m.message)).toEqual([
      'Hello there',
      '<b>20 cm</b> tall',
    ]);
    const customerUnread = await call(app, 'GET', '/api/inquiries/unread-count', { token: w.customer.token });
    expect(customerUnread.body.data.unread).toBe(0);
    // The vendor now sees its reply read, and the assignee.
    const vendorView = await call(app, 'GET', `/api/vendors/inquiries/${q.id}`, { token: w.vendor.token });
    expect(vendorView.body.data.inquiry.messages[1].readAt).not.toBeNull();
    expect(vendorView.body.data.inquiry.assignedTo).toEqual({ name: 'Vera Goods' });
    expect(vendorView.body.data.inquiry.internalNotes[0].note).toBe('Secret: check the warehouse');
    // The customer was e-mailed with a link to its conversation.
    const mail = await lastEmailTo(app, w.customer.email);
    expect(mail?.text).toContain(`/account/inquiries/${q.id}`);
  });

  it('gives the spec messages for blank messages and notes, and 400 above 5,000 characters', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const blank = await call(app, 'POST', `/api/vendors/inquiries/${q.id}/reply`, {
      token: w.vendor.token,
      body: { message: '  \n\t ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toBe('Please enter a message');
    const blankNote = await call(app, 'POST', `/api/vendors/inquiries/${q.id}/notes`, {
      token: w.vendor.token,
      body: { note: '   ' },
    });
    expect(blankNote.statusCode).toBe(400);
    expect(blankNote.body.details[0]).toEqual({ path: 'note', message: 'Please enter a note' });
    const long = await call(app, 'POST', `/api/inquiries/${q.id}/reply`, {
      token: w.customer.token,
      body: { message: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    const extra = await call(app, 'POST', `/api/inquiries/${q.id}/reply`, {
      token: w.customer.token,
      body: { message: 'ok', isVendorMessage: true },
    });
    expect(extra.statusCode).toBe(400);
    const detail = await call(app, 'GET', `/api/inquiries/${q.id}`, { token: w.customer.token });
    expect(detail.body.data.inquiry.messageCount).toBe(1);
  });

  it("accepts the spec's isVendorMessage on a vendor's reply, but the caller decides who wrote it", async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const url = `/api/vendors/inquiries/${q.id}/reply`;
    const flagged = await call(app, 'POST', url, {
      token: w.vendor.token,
      body: { message: 'Flagged as the spec sends it', isVendorMessage: true },
    });
    expect(flagged.statusCode).toBe(201);
    expect(flagged.body.data.message.isVendorMessage).toBe(true);
    // A false from a vendor does not make it a customer message, in JSON or in a form.
    const denied = await call(app, 'POST', url, {
      token: w.vendor.token,
      body: { message: 'Still the vendor', isVendorMessage: false },
    });
    expect(denied.statusCode).toBe(201);
    expect(denied.body.data.message.isVendorMessage).toBe(true);
    const form = await sendForm(app, url, {
      token: w.vendor.token,
      fields: { message: 'From a form', isVendorMessage: 'false' },
      files: [{ field: 'attachments', filename: 'p.png', content: await pngImage() }],
    });
    expect(form.statusCode).toBe(201);
    expect(form.body.data.message.isVendorMessage).toBe(true);
    // The customer reads all three as the vendor's, and its own question as its own.
    const mine = await call(app, 'GET', `/api/inquiries/${q.id}`, { token: w.customer.token });
    expect(
      mine.body.data.inquiry.messages.map((m: { message: string; isVendorMessage: boolean }) => [
        m.message,
        m.isVendorMessage,
      ]),
    ).toEqual([
      ['Hello there', false],
      ['Flagged as the spec sends it', true],
      ['Still the vendor', true],
      ['From a form', true],
    ]);
    // Not a boolean: 400 naming the field; other unknown fields are still refused.
    const bad = await call(app, 'POST', url, {
      token: w.vendor.token,
      body: { message: 'x', isVendorMessage: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.details[0].path).toBe('isVendorMessage');
    const unknown = await call(app, 'POST', url, {
      token: w.vendor.token,
      body: { message: 'x', isCustomerMessage: true },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('status actions: closed only from resolved; rating once and only when resolved', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const status = (s: string) =>
      call(app, 'PUT', `/api/vendors/inquiries/${q.id}/status`, {
        token: w.vendor.token,
        body: { status: s },
      });
    const rate = (rating: number) =>
      call(app, 'POST', `/api/inquiries/${q.id}/rating`, { token: w.customer.token, body: { rating } });

    expect((await status('closed')).statusCode).toBe(409);
    expect((await rate(5)).statusCode).toBe(409);
    const ip = await status('in_progress');
    expect(ip.statusCode).toBe(200);
    expect(ip.body.message).toBe('Status updated successfully');
    expect(ip.body.data.inquiry.statusActions).toEqual(['waiting_customer', 'resolved']);
    expect(ip.body.data.inquiry.internalNotes.at(-1)).toMatchObject({ addedBy: null });
    expect((await status('in_progress')).statusCode).toBe(409);
    const resolved = await status('resolved');
    expect(resolved.body.data.inquiry.statusActions).toEqual(['in_progress', 'waiting_customer', 'closed']);
    expect((await rate(0)).statusCode).toBe(400);
    expect((await rate(6)).statusCode).toBe(400);
    const rated = await rate(4);
    expect(rated.statusCode).toBe(200);
    expect(rated.body.data.inquiry.rating).toBe(4);
    const again = await rate(5);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('You have already rated this inquiry');
    expect((await status('closed')).statusCode).toBe(200);
    const closedReply = await call(app, 'POST', `/api/inquiries/${q.id}/reply`, {
      token: w.customer.token,
      body: { message: 'one more thing' },
    });
    expect(closedReply.statusCode).toBe(409);
  });

  it('a customer message reopens an inquiry that waited for the customer', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    await call(app, 'PUT', `/api/vendors/inquiries/${q.id}/status`, {
      token: w.vendor.token,
      body: { status: 'waiting_customer' },
    });
    await call(app, 'POST', `/api/inquiries/${q.id}/reply`, {
      token: w.customer.token,
      body: { message: 'Here' },
    });
    const view = await call(app, 'GET', `/api/inquiries/${q.id}`, { token: w.customer.token });
    expect(view.body.data.inquiry.status).toBe('open');
  });

  it('limits a customer to 10 inquiries per hour (429, clear message)', async () => {
    const { app, clock } = t();
    const w = await inquiryWorld(app);
    for (let i = 0; i < 10; i++) await ask(app, w.stranger.token, { relatedProduct: w.product.id });
    const res = await call(app, 'POST', '/api/inquiries', {
      token: w.stranger.token,
      body: { subject: 'S', category: 'general', message: 'M', relatedProduct: w.product.id },
    });
    expect(res.statusCode).toBe(429);
    expect(res.body.message).toBe('You can open at most 10 inquiries per hour. Please try again later.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(3600_000 + 1000);
    await ask(app, w.stranger.token, { relatedProduct: w.product.id });
  });

  it('e-mails each side at most once per inquiry per 5 minutes', async () => {
    const { app, clock } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const count = async () =>
      (await call(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(w.vendor.email)}&limit=50`)).body.data
        .length;
    expect(await count()).toBe(1);
    await call(app, 'POST', `/api/inquiries/${q.id}/reply`, {
      token: w.customer.token,
      body: { message: 'again' },
    });
    expect(await count()).toBe(1);
    clock.advance(5 * 60_000 + 1000);
    await call(app, 'POST', `/api/inquiries/${q.id}/reply`, {
      token: w.customer.token,
      body: { message: 'later' },
    });
    expect(await count()).toBe(2);
  });
});
