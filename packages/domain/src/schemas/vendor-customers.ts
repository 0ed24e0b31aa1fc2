import { z } from 'zod';

/**
 * A vendor's customer page (issue 35 item 7, decision 0046): the customer's figures, orders with
 * the vendor and the notes the vendor keeps about them. Notes are private to the shop.
 */

/** The longest note a vendor may keep about a customer. */
export const CUSTOMER_NOTE_MAX_CHARS = 1000;

/** Orders per page of a customer's orders with the vendor. */
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

export const VENDOR_CUSTOMER_MESSAGES = {
  customerNotFound: 'Customer not found',
  noteNotFound: 'Note not found',
  enterNote: 'Please enter a note',
  noteTooLong: `A note can be at most ${CUSTOMER_NOTE_MAX_CHARS} characters`,
  noteAdded: 'Note added',
  noteDeleted: 'Note deleted',
  notYourNote: 'Only the person who wrote a note can delete it',
} as const;

const M = VENDOR_CUSTOMER_MESSAGES;

/** A note's text: blank is 'Please enter a note'; longer than CUSTOMER_NOTE_MAX_CHARS is refused by name. */
export const customerNoteField = z
  .string({ error: M.enterNote })
  .trim()
  .min(1, M.enterNote)
  .max(CUSTOMER_NOTE_MAX_CHARS, M.noteTooLong);

/** POST /vendors/customers/:customerId/notes. */
export const customerNoteSchema = z.strictObject({ note: customerNoteField });
export type CustomerNoteInput = z.infer<typeof customerNoteSchema>;
