import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { vendorCustomerNotes } from './customer-notes.tables.js';

export type CustomerNoteRow = typeof vendorCustomerNotes.$inferSelect;

/** A customer's notes kept by this vendor, newest first. */
export function selectCustomerNotes(db: DbOrTx, vendorId: string, customerKey: string) {
  return db
    .select()
    .from(vendorCustomerNotes)
    .where(and(eq(vendorCustomerNotes.vendorId, vendorId), eq(vendorCustomerNotes.customerKey, customerKey)))
    .orderBy(desc(vendorCustomerNotes.createdAt), desc(vendorCustomerNotes.id));
}

export async function insertCustomerNote(
  db: DbOrTx,
  values: typeof vendorCustomerNotes.$inferInsert,
): Promise<CustomerNoteRow> {
  const [row] = await db.insert(vendorCustomerNotes).values(values).returning();
  return row!;
}

/** One note of this vendor about this customer, locked until the transaction ends. */
export async function lockCustomerNote(
  db: DbOrTx,
  ids: { vendorId: string; customerKey: string; noteId: string },
) {
  const [row] = await db
    .select()
    .from(vendorCustomerNotes)
    .where(
      and(
        eq(vendorCustomerNotes.id, ids.noteId),
        eq(vendorCustomerNotes.vendorId, ids.vendorId),
        eq(vendorCustomerNotes.customerKey, ids.customerKey),
      ),
    )
    .for('update');
  return row;
}

export async function deleteCustomerNoteRow(db: DbOrTx, noteId: string) {
  await db.delete(vendorCustomerNotes).where(eq(vendorCustomerNotes.id, noteId));
}
