import { orderPaidEntry, partDeliveredEntry, type Sale, UnbalancedEntryError } from '@market/domain';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import { signedIn, signIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { postEntry } from './ledger.queries.js';
import { ledgerEntries, ledgerLines } from './ledger.tables.js';

/** The database's message for a failed statement (drizzle wraps the driver's error as `cause`). */
async function failure(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const e = error as { message: string; cause?: { message?: string } };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  return 'no error';
}

/** The ledger's foundation (decision 0043): the database refuses what the code must never write. */
describe('ledger', () => {
  const clock = new ManualClock('2026-11-20T10:00:00.000Z');
  const t = useTestApp({ clock });

  const counts = async () => {
    const { app } = t();
    const [e] = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    const [l] = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(ledgerLines);
    return { entries: e!.n, lines: l!.n };
  };

  /** An entry and its lines written with raw SQL in one transaction, the way no code path does. */
  const rawEntry = async (amounts: number[], vendorId: string | null = null) => {
    const { app } = t();
    const id = uuidv7();
    await app.ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ledger_entries (id, kind, occurred_at, reason) values (${id}, 'adjustment', now(), 'Raw test entry')`,
      );
      for (const [i, amount] of amounts.entries()) {
        await tx.execute(
          sql`insert into ledger_lines (entry_id, line_no, account, vendor_id, amount_minor, occurred_at)
              values (${id}, ${i + 1}, 'adjustments', ${vendorId}, ${amount}, now())`,
        );
      }
    });
    return id;
  };

  it('refuses an unbalanced entry at commit, and one with fewer than two lines, keeping nothing', async () => {
    const before = await counts();
    expect(await failure(rawEntry([100, -99]))).toMatch(/unbalanced/);
    expect(await failure(rawEntry([100]))).toMatch(/unbalanced/);
    expect(await failure(rawEntry([]))).toMatch(/unbalanced/);
    expect(await counts()).toEqual(before);
    // A balanced entry written in several statements passes: the check waits for the commit.
    await rawEntry([100, -60, -40]);
    expect(await counts()).toEqual({ entries: before.entries + 1, lines: before.lines + 3 });
  });

  it('refuses a line added later that unbalances an entry', async () => {
    const { app } = t();
    const id = await rawEntry([5, -5]);
    const before = await counts();
    expect(
      await failure(
        app.ctx.db.execute(
          sql`insert into ledger_lines (entry_id, line_no, account, amount_minor, occurred_at) values (${id}, 3, 'adjustments', 1, now())`,
        ),
      ),
    ).toMatch(/unbalanced/);
    expect(await counts()).toEqual(before);
  });

  it('is append-only: update, delete and truncate of entries and lines raise', async () => {
    const { app } = t();
    await rawEntry([7, -7]);
    const before = await counts();
    const db = app.ctx.db;
    expect(await failure(db.execute(sql`update ledger_entries set reason = 'changed'`))).toMatch(
      /append-only/,
    );
    expect(await failure(db.execute(sql`update ledger_lines set amount_minor = amount_minor * 2`))).toMatch(
      /append-only/,
    );
    expect(await failure(db.execute(sql`delete from ledger_lines`))).toMatch(/append-only/);
    expect(await failure(db.execute(sql`delete from ledger_entries`))).toMatch(/append-only/);
    expect(await failure(db.execute(sql`truncate ledger_lines`))).toMatch(/append-only/);
    expect(await failure(db.execute(sql`truncate ledger_entries cascade`))).toMatch(/append-only/);
    expect(await counts()).toEqual(before);
  });

  it('posts an adjustment as one balanced entry that moves the vendor balance, listed newest first', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const vendor = await signedIn(app, 'vendor');
    const vendorId = vendor.vendorId!;
    const url = '/api/admin/ledger/adjustments';

    const first = await call(app, 'POST', url, {
      token: admin.token,
      body: { vendorId, amount: 12.34, reason: '  Goodwill for a late delivery  ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.body.data.entry).toMatchObject({
      kind: 'adjustment',
      reason: 'Goodwill for a late delivery',
      actorId: admin.id,
      reversesEntryId: null,
      lines: [
        { account: 'vendor_available', vendorId, amount: -12.34 },
        { account: 'adjustments', vendorId, amount: 12.34 },
      ],
    });
    expect(first.body.data.balance).toEqual({
      vendorId,
      currency: 'USD',
      pending: 0,
      available: 12.34,
      total: 12.34,
    });

    // Two days on (the sessions of the day before have expired: sign in again).
    clock.advance(2 * 86_400_000);
    admin.token = await signIn(app, 'admin', admin);
    const second = await call(app, 'POST', url, {
      token: admin.token,
      body: { vendorId, amount: -2.35, reason: 'Took back a duplicate' },
    });
    expect(second.statusCode).toBe(201);
    expect(second.body.data.balance.total).toBe(9.99);

    const balance = await call(app, 'GET', `/api/admin/ledger/vendors/${vendorId}/balance`, {
      token: admin.token,
    });
    expect(balance.statusCode).toBe(200);
    expect(balance.body.data).toEqual({
      vendorId,
      currency: 'USD',
      pending: 0,
      available: 9.99,
      total: 9.99,
    });

    // Every entry in the database sums to zero, lines of this vendor included.
    const { app: a } = t();
    const sums = await a.ctx.db
      .select({ entryId: ledgerLines.entryId, total: sql<string>`sum(${ledgerLines.amountMinor})::text` })
      .from(ledgerLines)
      .groupBy(ledgerLines.entryId);
    expect(sums.every((s) => s.total === '0')).toBe(true);

    const list = await call(app, 'GET', `/api/admin/ledger/entries?vendorId=${vendorId}`, {
      token: admin.token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body.data.entries.map((e: { _id: string }) => e._id)).toEqual([
      second.body.data.entry._id,
      first.body.data.entry._id,
    ]);
    expect(list.body.data.pagination).toMatchObject({ totalItems: 2, currentPage: 1 });

    const day = (d: Date) => d.toISOString().slice(0, 10);
    const firstDay = day(new Date(first.body.data.entry.occurredAt));
    const byDay = await call(
      app,
      'GET',
      `/api/admin/ledger/entries?vendorId=${vendorId}&kind=adjustment&from=${firstDay}&to=${firstDay}`,
      { token: admin.token },
    );
    expect(byDay.body.data.entries.map((e: { _id: string }) => e._id)).toEqual([first.body.data.entry._id]);
    const paged = await call(app, 'GET', `/api/admin/ledger/entries?vendorId=${vendorId}&limit=1&page=2`, {
      token: admin.token,
    });
    expect(paged.body.data.entries.map((e: { _id: string }) => e._id)).toEqual([first.body.data.entry._id]);
    const otherKind = await call(app, 'GET', `/api/admin/ledger/entries?vendorId=${vendorId}&kind=payout`, {
      token: admin.token,
    });
    expect(otherKind.body.data.entries).toEqual([]);
  });

  it('posts domain entries through postEntry in the caller transaction; the balance reads pending and available', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const vendor = await signedIn(app, 'vendor');
    const vendorId = vendor.vendorId!;
    const sale: Sale = {
      orderId: uuidv7(),
      taxRateBp: 800,
      parts: [
        {
          partId: uuidv7(),
          vendorId,
          commissionRateBp: 1500,
          shippingMinor: 499,
          lines: [{ itemId: uuidv7(), unitPriceMinor: 3333, quantity: 3 }],
        },
        {
          partId: uuidv7(),
          vendorId: null,
          commissionRateBp: 0,
          shippingMinor: 0,
          lines: [{ itemId: uuidv7(), unitPriceMinor: 100, quantity: 1 }],
        },
      ],
    };
    const at = { occurredAt: clock.now(), actorId: null };
    const paid = await app.ctx.db.transaction((tx) => postEntry(tx, orderPaidEntry(sale)!, at));
    expect(paid).toMatchObject({ kind: 'order_paid', orderId: sale.orderId, partId: null });
    const balanceUrl = `/api/admin/ledger/vendors/${vendorId}/balance`;
    // 9,999 less 15 % commission (1,500) = 8,499 pending.
    const pending = await call(app, 'GET', balanceUrl, { token: admin.token });
    expect(pending.body.data).toMatchObject({ pending: 84.99, available: 0, total: 84.99 });

    const partId = sale.parts[0]!.partId;
    await app.ctx.db.transaction((tx) => postEntry(tx, partDeliveredEntry({ sale, partId })!, at));
    const available = await call(app, 'GET', balanceUrl, { token: admin.token });
    expect(available.body.data).toMatchObject({ pending: 0, available: 84.99, total: 84.99 });

    const list = await call(app, 'GET', `/api/admin/ledger/entries?vendorId=${vendorId}&kind=order_paid`, {
      token: admin.token,
    });
    const lines = list.body.data.entries[0].lines as { account: string; amount: number }[];
    expect(lines.reduce((s, l) => s + Math.round(l.amount * 100), 0)).toBe(0);
    // The vendor part's payment: 99.99 items + 4.99 shipping + 8.00 of the order's 8.08 tax (by line value).
    expect(lines.find((l) => l.account === 'customer_payments' && l.amount > 100)?.amount).toBe(112.98);

    // An unbalanced entry never reaches the database from postEntry.
    const before = await counts();
    await expect(
      app.ctx.db.transaction((tx) =>
        postEntry(
          tx,
          {
            kind: 'payout',
            lines: [
              { account: 'vendor_available', vendorId, amountMinor: 100 },
              { account: 'payouts', vendorId, amountMinor: -99 },
            ],
          },
          at,
        ),
      ),
    ).rejects.toBeInstanceOf(UnbalancedEntryError);
    expect(await counts()).toEqual(before);
  });

  it('answers 400 with field details for bad input, and writes nothing', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const vendor = await signedIn(app, 'vendor');
    const vendorId = vendor.vendorId!;
    const before = await counts();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ vendorId, amount: 1, reason: 'Fine reason', extra: true }, 'extra', /^Unknown field: extra$/],
      [{ vendorId, amount: 1 }, 'reason', /Reason is required/],
      [{ vendorId, amount: 1, reason: ' ab ' }, 'reason', /Reason must be 3 to 500 characters/],
      [{ vendorId, amount: 1, reason: 'x'.repeat(501) }, 'reason', /Reason must be 3 to 500 characters/],
      [{ vendorId, amount: 10_000_000_000.01, reason: 'Too much' }, 'amount', /Amount must be between/],
      [{ vendorId, amount: -10_000_000_000.01, reason: 'Too much' }, 'amount', /Amount must be between/],
      [
        { vendorId, amount: 1.005, reason: 'Fractions' },
        'amount',
        /Amount can have at most 2 decimal places/,
      ],
      [{ vendorId, amount: 0, reason: 'Nothing' }, 'amount', /Amount cannot be 0/],
      [{ vendorId, amount: '5', reason: 'Text amount' }, 'amount', /^Amount must be a number$/],
      [{ vendorId, reason: 'No amount' }, 'amount', /^Amount is required$/],
      [{ vendorId: 'not-a-uuid', amount: 5, reason: 'Bad vendor' }, 'vendorId', /Choose a vendor by id/],
    ];
    for (const [body, path, message] of cases) {
      const res = await call(app, 'POST', '/api/admin/ledger/adjustments', { token: admin.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      const detail = (res.body.details as { path: string; message: string }[]).find((d) => d.path === path);
      expect(detail?.message, JSON.stringify(res.body.details)).toMatch(message);
    }
    const query = await call(app, 'GET', '/api/admin/ledger/entries?from=2026-11-20&to=2026-11-19', {
      token: admin.token,
    });
    expect(query.statusCode).toBe(400);
    const unknown = await call(app, 'GET', '/api/admin/ledger/entries?sort=oldest', { token: admin.token });
    expect(unknown.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers 401 to guests and 403 to vendors and customers, before validating', async () => {
    const { app } = t();
    const vendor = await signedIn(app, 'vendor');
    const customer = await signedIn(app, 'customer');
    const before = await counts();
    const body = { vendorId: vendor.vendorId, amount: 5, reason: 'Should not post' };
    const routes = [
      ['POST', '/api/admin/ledger/adjustments', body],
      ['POST', '/api/admin/ledger/adjustments', { bad: true }],
      ['GET', '/api/admin/ledger/entries', undefined],
      ['GET', `/api/admin/ledger/vendors/${vendor.vendorId}/balance`, undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(app, method, url, { body: payload })).statusCode).toBe(401);
      expect((await call(app, method, url, { token: vendor.token, body: payload })).statusCode).toBe(403);
      expect((await call(app, method, url, { token: customer.token, body: payload })).statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for a vendor that does not exist and writes nothing', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const before = await counts();
    const missing = uuidv7();
    const res = await call(app, 'POST', '/api/admin/ledger/adjustments', {
      token: admin.token,
      body: { vendorId: missing, amount: 5, reason: 'Nobody to pay' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('Vendor not found');
    expect(await counts()).toEqual(before);
    const balance = await call(app, 'GET', `/api/admin/ledger/vendors/${missing}/balance`, {
      token: admin.token,
    });
    expect(balance.statusCode).toBe(404);
    const malformed = await call(app, 'GET', '/api/admin/ledger/vendors/nope/balance', {
      token: admin.token,
    });
    expect(malformed.statusCode).toBe(404);
  });
});
