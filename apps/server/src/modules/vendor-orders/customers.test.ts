import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, vendorCustomerNotes } from '../../db/schema/index.js';
import { createProduct, orderBody } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { customerIdOf } from './customer-id.js';

const HOUR = 3_600_000;

describe('a vendor’s customer page (issue 35 item 7)', () => {
  const t = useTestApp();

  /** A vendor with a $40 product shipping at $5, and a second vendor with its own product. */
  async function world() {
    const { app } = t();
    const vendor = await signedIn(app, 'vendor', { businessName: 'Lamp Shop', name: 'Vera Stone' });
    const other = await signedIn(app, 'vendor', { businessName: 'Other Shop' });
    const lamp = await createProduct(app, {
      vendorId: vendor.vendorId!,
      title: 'Desk Lamp',
      price: 40,
      shipping: 5,
    });
    const mug = await createProduct(app, { vendorId: other.vendorId!, title: 'Mug', price: 12 });
    return { vendor, other, lamp, mug };
  }

  /** A guest order of `quantity` products, an hour after the previous one; the vendor part's id. */
  async function buy(email: string, productId: string, price: number, quantity = 1, name = 'Carla Buyer') {
    const { app, clock } = t();
    clock.advance(HOUR);
    const body = await orderBody(app, [{ productId, quantity, price }], { email });
    body.customer.name = name;
    const res = await call(app, 'POST', '/api/orders', { body });
    expect(res.statusCode).toBe(201);
    return res.body.data.order.statusParts.find((p: { type: string }) => p.type === 'vendor')._id as string;
  }

  it('shows the list’s figures for one customer (one definition), the orders newest first, and 404 for anyone else', async () => {
    const { app } = t();
    const w = await world();
    const email = `carla-${Date.now()}@example.test`;
    const first = await buy(email, w.lamp.id, 40, 1, 'Carla B.');
    const second = await buy(email.toUpperCase(), w.lamp.id, 40, 2);
    const rejected = await buy(email, w.lamp.id, 40, 3);
    const reject = await call(app, 'PUT', `/api/vendors/orders/${rejected}/respond`, {
      token: w.vendor.token,
      body: { action: 'reject' },
    });
    expect(reject.statusCode).toBe(200);
    const list = await call(app, 'GET', '/api/vendors/customers', { token: w.vendor.token });
    expect(list.body.data.customers).toHaveLength(1);
    const row = list.body.data.customers[0];
    // Two live orders: 45 + 85; the rejected one is left out, as on the list.
    expect(row).toMatchObject({
      id: customerIdOf(email),
      email,
      name: 'Carla Buyer',
      orderCount: 2,
      totalSpent: 130,
    });
    expect(new Date(row.firstOrder).getTime()).toBeLessThan(new Date(row.lastOrder).getTime());

    const detail = await call(app, 'GET', `/api/vendors/customers/${row.id}`, { token: w.vendor.token });
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data.customer).toEqual(row);

    // Every order with this vendor, the rejected one too, newest first; each opens the vendor's order.
    const orders = await call(app, 'GET', `/api/vendors/customers/${row.id}/orders?limit=2`, {
      token: w.vendor.token,
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([rejected, second]);
    expect(orders.body.data.orders[1]).toMatchObject({
      status: 'pending',
      statusLabel: 'Pending (Contact Admin)',
      itemCount: 2,
      totalAmount: 85,
      items: [{ title: 'Desk Lamp', quantity: 2 }],
    });
    expect(orders.body.data.pagination).toMatchObject({ currentPage: 1, totalItems: 3, totalPages: 2 });
    const page2 = await call(app, 'GET', `/api/vendors/customers/${row.id}/orders?limit=2&page=2`, {
      token: w.vendor.token,
    });
    expect(page2.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([first]);
    const past = await call(app, 'GET', `/api/vendors/customers/${row.id}/orders?limit=2&page=9`, {
      token: w.vendor.token,
    });
    expect(past.body.data).toMatchObject({ orders: [], pagination: { totalItems: 3 } });
    const opened = await call(app, 'GET', `/api/vendors/orders/${first}`, { token: w.vendor.token });
    expect(opened.statusCode).toBe(200);

    // Another vendor never sold to Carla: 404 on every route, as for an id that names nobody.
    for (const path of ['', '/orders', '/notes']) {
      const foreign = await call(app, 'GET', `/api/vendors/customers/${row.id}${path}`, {
        token: w.other.token,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body.message).toBe('Customer not found');
    }
    // The other vendor's own customer is not this vendor's.
    const mugBuyer = `mug-${Date.now()}@example.test`;
    await buy(mugBuyer, w.mug.id, 12);
    expect(
      (await call(app, 'GET', `/api/vendors/customers/${customerIdOf(mugBuyer)}`, { token: w.vendor.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(app, 'GET', `/api/vendors/customers/${customerIdOf(mugBuyer)}`, { token: w.other.token }))
        .statusCode,
    ).toBe(200);
    // Malformed ids, and an encoding of something that is not an e-mail, are not found either.
    for (const id of ['not*an*id', customerIdOf('nobody'), `${row.id}=`]) {
      const res = await call(app, 'GET', `/api/vendors/customers/${encodeURIComponent(id)}`, {
        token: w.vendor.token,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('Customer not found');
    }
  });

  it('knows no customer whose every order was cancelled or rejected', async () => {
    const { app } = t();
    const w = await world();
    const email = `gone-${Date.now()}@example.test`;
    const part = await buy(email, w.lamp.id, 40);
    await call(app, 'PUT', `/api/vendors/orders/${part}/respond`, {
      token: w.vendor.token,
      body: { action: 'reject' },
    });
    const res = await call(app, 'GET', `/api/vendors/customers/${customerIdOf(email)}`, {
      token: w.vendor.token,
    });
    expect(res.statusCode).toBe(404);
  });

  it('asks for a session before anything else, and for the vendor role', async () => {
    const { app } = t();
    const customer = await signedIn(app, 'customer');
    const id = customerIdOf('someone@example.test');
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/vendors/customers/${id}`],
      ['GET', `/api/vendors/customers/${id}/orders?page=0`],
      ['GET', `/api/vendors/customers/${id}/notes`],
      ['POST', `/api/vendors/customers/${id}/notes`, { note: '', extra: true }],
      ['DELETE', '/api/vendors/customers/bad*id/notes/not-a-uuid'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(app, method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(app, method as 'GET', url, { body, token: customer.token })).statusCode).toBe(403);
    }
  });

  it('keeps notes: added with author and date, listed newest first, refused when blank or too long, deleted by their author only', async () => {
    const { app, clock } = t();
    const w = await world();
    const email = `nora-${Date.now()}@example.test`;
    await buy(email, w.lamp.id, 40);
    await buy(email, w.mug.id, 12);
    const id = customerIdOf(email);
    const base = `/api/vendors/customers/${id}/notes`;
    const add = (note: unknown, token = w.vendor.token) => call(app, 'POST', base, { token, body: { note } });

    const one = await add('  Prefers delivery after 5 pm.  ');
    expect(one.statusCode).toBe(201);
    expect(one.body.message).toBe('Note added');
    expect(one.body.data.note).toMatchObject({
      note: 'Prefers delivery after 5 pm.',
      author: { name: 'Vera Stone', byAdmin: false },
      mine: true,
      createdAt: clock.now().toISOString(),
    });
    clock.advance(60_000);
    const two = await add('Asked for gift wrapping.');

    // Blank, too long, a wrong type and unknown fields: 400 with the reason, nothing stored.
    const blank = await add('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body.details[0]).toEqual({ path: 'note', message: 'Please enter a note' });
    const long = await add('x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.body.details[0]).toEqual({ path: 'note', message: 'A note can be at most 1000 characters' });
    expect((await add('x'.repeat(1000))).statusCode).toBe(201);
    const extra = await call(app, 'POST', base, {
      token: w.vendor.token,
      body: { note: 'Hi', pinned: true },
    });
    expect(extra.statusCode).toBe(400);

    const listed = await call(app, 'GET', base, { token: w.vendor.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.body.data.notes.map((n: { note: string }) => n.note.slice(0, 10))).toEqual([
      'x'.repeat(10),
      'Asked for ',
      'Prefers de',
    ]);

    // The other vendor also sold to Nora: it sees none of these notes, and cannot delete one.
    const theirs = await call(app, 'GET', base, { token: w.other.token });
    expect(theirs.body.data.notes).toEqual([]);
    const stolen = await call(app, 'DELETE', `${base}/${two.body.data.note._id}`, { token: w.other.token });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body.message).toBe('Note not found');
    // Its own note stays its own.
    const own = await add('Their own note.', w.other.token);
    expect(own.statusCode).toBe(201);
    expect((await call(app, 'GET', base, { token: w.vendor.token })).body.data.notes).toHaveLength(3);

    // A note id under another customer of the same vendor is not found.
    const carla = `carla-${Date.now()}@example.test`;
    await buy(carla, w.lamp.id, 40);
    const wrongCustomer = await call(
      app,
      'DELETE',
      `/api/vendors/customers/${customerIdOf(carla)}/notes/${two.body.data.note._id}`,
      { token: w.vendor.token },
    );
    expect(wrongCustomer.statusCode).toBe(404);

    const deleted = await call(app, 'DELETE', `${base}/${two.body.data.note._id}`, { token: w.vendor.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body.message).toBe('Note deleted');
    const again = await call(app, 'DELETE', `${base}/${two.body.data.note._id}`, { token: w.vendor.token });
    expect(again.statusCode).toBe(404);
    const [{ n }] = (await app.ctx.db
      .select({ n: count() })
      .from(vendorCustomerNotes)
      .where(eq(vendorCustomerNotes.vendorId, w.vendor.vendorId!))) as [{ n: number }];
    expect(n).toBe(2);
    // A vendor acting in its own portal writes no audit entry (decision 0038).
    const entries = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.asVendorId, w.vendor.vendorId!));
    expect(entries).toEqual([]);
  });

  it('lets an impersonating admin read and write notes under their own name, audited; the vendor cannot delete them', async () => {
    const { app } = t();
    const w = await world();
    const email = `ivy-${Date.now()}@example.test`;
    await buy(email, w.lamp.id, 40);
    const admin = await signedIn(app, 'admin', { name: 'Ada Admin' });
    const imp = await call(app, 'POST', `/api/admin/vendors/${w.vendor.vendorId}/impersonate`, {
      token: admin.token,
    });
    expect(imp.statusCode).toBe(200);
    const token = imp.body.data.token as string;
    const base = `/api/vendors/customers/${customerIdOf(email)}/notes`;

    expect(
      (await call(app, 'GET', `/api/vendors/customers/${customerIdOf(email)}`, { token })).statusCode,
    ).toBe(200);
    const added = await call(app, 'POST', base, { token, body: { note: 'Called about a late parcel.' } });
    expect(added.statusCode).toBe(201);
    const note = added.body.data.note;
    expect(note).toMatchObject({ author: { name: 'Ada Admin', byAdmin: true }, mine: true });

    const asVendor = await call(app, 'GET', base, { token: w.vendor.token });
    expect(asVendor.body.data.notes).toEqual([{ ...note, mine: false }]);
    const refused = await call(app, 'DELETE', `${base}/${note._id}`, { token: w.vendor.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Only the person who wrote a note can delete it');

    const removed = await call(app, 'DELETE', `${base}/${note._id}`, { token });
    expect(removed.statusCode).toBe(200);
    const entries = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.asVendorId, w.vendor.vendorId!));
    const routes = entries.map((e) => [e.route, e.actorId, e.subjectId]);
    expect(routes).toEqual(
      expect.arrayContaining([
        ['POST /api/vendors/customers/:customerId/notes', admin.id, note._id],
        ['DELETE /api/vendors/customers/:customerId/notes/:noteId', admin.id, note._id],
      ]),
    );
  });
});
