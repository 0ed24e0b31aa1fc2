import { CUSTOMER_NOTE_MAX_CHARS, VENDOR_CUSTOMER_MESSAGES } from '@market/domain';
import { z } from 'zod';

/**
 * A customer of the vendor with the figures of the one definition (orders/selectVendorCustomers):
 * the customers list's row and the customer page's header.
 */
export const vendorCustomerDto = z.object({
  /** The customer in paths: the lower-case e-mail, base64url-encoded (decision 0046). */
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** Orders with this vendor, cancelled and rejected ones left out. */
  orderCount: z.number(),
  /** Their subtotals plus shipping. */
  totalSpent: z.number(),
  firstOrder: z.string(),
  lastOrder: z.string(),
});
export type VendorCustomerDto = z.infer<typeof vendorCustomerDto>;

/** One of the customer's orders with the vendor (the vendor's part; `_id` opens /order/:id). */
export const customerOrderDto = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  itemCount: z.number(),
  /** Subtotal plus shipping, as in the customer's total spent. */
  totalAmount: z.number(),
  items: z.array(z.object({ title: z.string(), quantity: z.number() })),
});

export const customerNoteDto = z.object({
  _id: z.string(),
  note: z.string().max(CUSTOMER_NOTE_MAX_CHARS),
  createdAt: z.string(),
  author: z.object({
    name: z.string(),
    /** Written by a marketplace admin viewing the portal. */
    byAdmin: z.boolean(),
  }),
  /** Written by the session's own person, who alone may delete it. */
  mine: z.boolean(),
});
export type CustomerNoteDto = z.infer<typeof customerNoteDto>;

/** A malformed id answers 404 with these messages (plugins/errors.ts), like an unknown one. */
const customerIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{4,400}$/, { error: VENDOR_CUSTOMER_MESSAGES.customerNotFound });
export const customerIdParam = z.object({ customerId: customerIdField });
export const customerNoteParams = z.object({
  customerId: customerIdField,
  noteId: z.uuid({ error: VENDOR_CUSTOMER_MESSAGES.noteNotFound }),
});
