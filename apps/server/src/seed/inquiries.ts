import {
  INQUIRY_CATEGORIES,
  INQUIRY_PRIORITIES,
  INQUIRY_PRIORITY_RANK,
  INQUIRY_STATUSES,
  type InquiryCategory,
  type InquiryStatus,
} from '@market/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../context.js';
import {
  inquiries,
  inquiryAttachments,
  inquiryMessages,
  inquiryNotes,
  orderParts,
  orders,
  products,
  users,
  vendors,
} from '../db/schema/index.js';
import { storageFor } from '../lib/storage.js';
import type { SeedRefs } from './accounts.js';
import { random } from './order-plan.js';

const HOUR = 3600_000;
const MINUTE = 60_000;

/** What customers ask, per category: subject, first message, the answer and a follow-up. */
const TOPICS: Record<InquiryCategory, [string, string, string, string][]> = {
  product_inquiry: [
    [
      'Is this compatible with older models?',
      'Will this work with the previous generation too?',
      'Yes, it works with every model from the last three years.',
      'Great, thank you!',
    ],
    [
      'What are the exact dimensions?',
      'Could you tell me the exact size? The listing only shows a photo.',
      'It is 20 x 12 x 6 cm and weighs 450 g.',
      'Perfect, that fits.',
    ],
  ],
  order_support: [
    [
      'Can I add an item to my order?',
      'I forgot one item, can you add it to the same parcel?',
      'We cannot change a placed order, but we can ship a second one without extra shipping.',
      'Fine, I will place a second order.',
    ],
    [
      'Wrong colour received',
      'I ordered blue but received green. Photo attached.',
      'Sorry about that! A blue one is on its way; keep the green one.',
      'Thank you, very kind.',
    ],
  ],
  shipping: [
    [
      'Parcel has not arrived yet',
      'The tracking has not moved for four days. Where is my parcel?',
      'The carrier had a delay at the depot; it is moving again and should arrive tomorrow.',
      'It arrived, thanks.',
    ],
    [
      'Do you ship to Canada?',
      'Is shipping to Toronto possible, and how long does it take?',
      'Yes, 5 to 8 business days with tracking.',
      'Thanks for the quick answer.',
    ],
  ],
  return_refund: [
    [
      'Return request',
      'The item does not fit. How do I return it?',
      'Send it back within 30 days with the attached label; the refund follows in 3 days.',
      'Sent it today.',
    ],
    [
      'Refund not received',
      'I returned the item two weeks ago and have no refund yet.',
      'The refund was issued yesterday; banks take 2 to 5 days.',
      'I see it now, thanks.',
    ],
  ],
  technical: [
    [
      'Device does not charge',
      'The charger gets warm but the battery stays at 0%.',
      'Please try another cable; if it still fails we will replace it.',
      'Another cable works, so it was the cable.',
    ],
    [
      'Stopped working after a week',
      'It worked fine at first, but since yesterday it does not switch on at all.',
      'Sorry to hear that. Please send a short video; we will swap it under warranty.',
      'Video sent, thanks for the quick help.',
    ],
  ],
  billing: [
    [
      'Charged twice',
      'My card shows the order twice. Invoice attached.',
      'The second amount is only a pending authorisation and will disappear within 3 days.',
      'It disappeared, thank you.',
    ],
    [
      'Invoice with company details',
      'Could you issue the invoice to my company, with our VAT number?',
      'Of course: reply with the company name, address and VAT number and we will reissue it.',
      'Sent, thank you.',
    ],
    [
      'Payment declined but money taken',
      'The checkout said my card was declined, yet my bank shows the amount as taken.',
      'It is a hold by your bank that is released within a few days; no order was charged.',
      'The hold is gone now.',
    ],
  ],
  general: [
    [
      'Gift wrapping available?',
      'Can you wrap the item as a gift and add a card?',
      'Yes, we add wrapping for free; write your message in the next reply.',
      'Happy birthday, Sam!',
    ],
    [
      'Do you offer bulk discounts?',
      'We would like to order 30 pieces for our office. Is there a discount?',
      'Yes: 10% from 20 pieces. Send us the list and we will prepare a quote.',
      'Quote received, we will order next week.',
    ],
    [
      'Can I collect in person?',
      'I live nearby. Can I pick the order up instead of having it shipped?',
      'We only ship for now, but standard delivery to your area takes a day.',
      'Fine, please ship it.',
    ],
  ],
};

/** Categories whose subject names the product asked about (each shop's own products). */
const ABOUT_PRODUCT: InquiryCategory[] = ['product_inquiry', 'technical'];

const NOTES = [
  'Checked the warehouse: two units left.',
  'Customer is a regular; offer free shipping next time.',
  'Carrier ticket opened, waiting for their answer.',
  'Replacement approved by the manager.',
];

/** A small deterministic PNG photo and a tiny PDF for the demo attachments. */
const photo = (color: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Which sides wrote, in order, for an inquiry in each status (c = customer, v = the desk). */
const SHAPES: Record<InquiryStatus, string> = {
  open: 'c',
  in_progress: 'cvc',
  waiting_customer: 'cv',
  resolved: 'cvcv',
  closed: 'cvcv',
};

/**
 * Inquiries for the approved demo vendors and the marketplace's own desk, across every status,
 * priority and category, with conversations, internal notes, attachments and ratings.
 * Deterministic: the same seed numbers give the same inquiries.
 */
export async function seedInquiries(ctx: AppContext, refs: SeedRefs): Promise<void> {
  const rnd = random(20261125);
  const now = ctx.clock.now().getTime();
  const storage = storageFor(ctx.config);
  const customers = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.role, 'customer'))
    .orderBy(asc(users.email))
    .limit(12);
  const demoCustomer = customers.find((c) => c.id === refs.customerId) ?? customers[0]!;
  const desks: { vendorId: string | null; count: number }[] = [
    { vendorId: refs.vendors.demo!, count: 24 },
    { vendorId: refs.vendors.greenleaf!, count: 12 },
    { vendorId: refs.vendors.peak!, count: 10 },
    { vendorId: null, count: 12 },
  ];
  let serial = 0;
  for (const desk of desks) {
    const deskProducts = await ctx.db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(
        and(
          desk.vendorId ? eq(products.vendorId, desk.vendorId) : isNull(products.vendorId),
          eq(products.status, 'active'),
          isNull(products.deletedAt),
        ),
      )
      .orderBy(asc(products.title))
      .limit(10);
    const deskOrders = await ctx.db
      .select({ id: orders.id, number: orders.orderNumber, customerId: orders.customerId })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(desk.vendorId ? eq(orderParts.vendorId, desk.vendorId) : isNull(orderParts.vendorId))
      .orderBy(asc(orders.orderNumber))
      .limit(40);
    const [answerer] = desk.vendorId
      ? await ctx.db
          .select({ id: vendors.userId, name: vendors.businessName })
          .from(vendors)
          .where(eq(vendors.id, desk.vendorId))
      : [{ id: refs.adminId, name: 'Ada Admin' }];

    for (let i = 0; i < desk.count; i++) {
      serial++;
      const status = INQUIRY_STATUSES[i % INQUIRY_STATUSES.length]!;
      const priority = i % 6 === 5 ? 'medium' : INQUIRY_PRIORITIES[(i * 3) % INQUIRY_PRIORITIES.length]!;
      const category = INQUIRY_CATEGORIES[i % INQUIRY_CATEGORIES.length]!;
      const topics = TOPICS[category];
      const [topic, first, answer, followUp] =
        topics[(i + serial + desks.indexOf(desk) * 3) % topics.length]!;
      // The demo customer asks every desk a few times; the other customers share the rest.
      const needsOrder =
        category === 'order_support' || category === 'shipping' || category === 'return_refund';
      const candidates = deskOrders.filter(
        (o) => o.customerId !== null && (i % 3 === 0 ? o.customerId === demoCustomer.id : true),
      );
      const order = needsOrder && candidates.length > 0 ? candidates[i % candidates.length] : undefined;
      const customer =
        (order && customers.find((c) => c.id === order.customerId)) ??
        (i % 3 === 0 ? demoCustomer : customers[(i + serial) % customers.length]!);
      const product = deskProducts.length > 0 && !order ? deskProducts[i % deskProducts.length] : undefined;
      // Subjects name the shop's own product or order, as customers write them.
      const subject =
        order && needsOrder
          ? `${topic} (order ${order.number})`
          : product && ABOUT_PRODUCT.includes(category)
            ? `${topic}: ${product.title}`
            : topic;
      let createdAt = new Date(now - (i * 29 + rnd.int(1, 20)) * HOUR - rnd.int(0, 59) * MINUTE);
      const number = `INQ-${String(20261125 + serial * 7919).slice(-6)}${String.fromCharCode(65 + (serial % 26))}${String.fromCharCode(65 + ((serial * 7) % 26))}`;

      const texts = [first, answer, followUp, 'Glad it worked out. Thanks for shopping with us!'];
      const shape = i % 10 === 0 && status === 'open' ? 'cc' : SHAPES[status];
      const messages: (typeof inquiryMessages.$inferInsert)[] = [];
      let at = createdAt.getTime();
      let firstReply: Date | null = null;
      for (const [k, side] of [...shape].entries()) {
        if (k > 0) at += (side === 'v' ? rnd.int(12, 540) : rnd.int(30, 900)) * MINUTE;
        const fromDesk = side === 'v';
        if (fromDesk && !firstReply) firstReply = new Date(at);
        messages.push({
          inquiryId: '',
          senderRole: fromDesk ? (desk.vendorId ? 'vendor' : 'admin') : 'customer',
          isVendorMessage: fromDesk,
          senderId: fromDesk ? answerer!.id : customer.id,
          senderName: fromDesk ? answerer!.name : customer.name,
          message: k === 1 && shape === 'cc' ? 'Any news on this, please?' : texts[k]!,
          createdAt: new Date(at),
          readAt: null,
        });
      }
      // Everything was read except the last message of an inquiry waiting for the other side.
      const last = messages.at(-1)!;
      for (const m of messages) {
        const unreadTail =
          m.isVendorMessage === last.isVendorMessage && status !== 'resolved' && status !== 'closed';
        const isTail =
          messages.indexOf(m) >=
          messages.findLastIndex((x) => x.isVendorMessage !== last.isVendorMessage) + 1;
        m.readAt = unreadTail && isTail ? null : new Date((m.createdAt as Date).getTime() + 20 * MINUTE);
      }
      const unreadCustomerMessages = messages.filter((m) => !m.isVendorMessage && !m.readAt).length;
      const unreadDeskMessages = messages.filter((m) => m.isVendorMessage && !m.readAt).length;
      const rated = (status === 'resolved' && i % 2 === 0) || status === 'closed';
      let lastActivity = new Date(
        Math.max(at, createdAt.getTime()) + (status === 'closed' || status === 'resolved' ? 30 * MINUTE : 0),
      );
      // A conversation ends before the seed's moment, never after it: one that would reach past it
      // started earlier (the newest ends about an hour ago, its notes and reads before now too).
      const overshoot = lastActivity.getTime() - (now - rnd.int(50, 90) * MINUTE);
      if (overshoot > 0) {
        const earlier = (d: Date | null) => (d ? new Date(d.getTime() - overshoot) : null);
        createdAt = earlier(createdAt)!;
        lastActivity = earlier(lastActivity)!;
        firstReply = earlier(firstReply);
        for (const m of messages) {
          m.createdAt = earlier(m.createdAt as Date)!;
          m.readAt = earlier((m.readAt as Date | null) ?? null);
        }
      }

      const [row] = await ctx.db
        .insert(inquiries)
        .values({
          inquiryNumber: number,
          vendorId: desk.vendorId,
          customerId: customer.id,
          customerName: customer.name,
          customerEmail: customer.email,
          customerPhone: customer.phone,
          subject,
          category,
          priority,
          priorityRank: INQUIRY_PRIORITY_RANK[priority],
          status,
          relatedOrderId: order?.id ?? null,
          relatedOrderNumber: order?.number ?? null,
          relatedProductId: product?.id ?? null,
          relatedProductName: product?.title ?? null,
          assignedToId: firstReply ? answerer!.id : null,
          assignedToName: firstReply ? answerer!.name : null,
          rating: rated ? 3 + ((i + serial) % 3) : null,
          ratedAt: rated ? lastActivity : null,
          messageCount: messages.length,
          vendorUnread: unreadCustomerMessages,
          customerUnread: unreadDeskMessages,
          firstCustomerMessageAt: createdAt,
          firstVendorReplyAt: firstReply,
          searchText: [number, subject, customer.name, customer.email, ...messages.map((m) => m.message)]
            .join('\u001f')
            .toLowerCase(),
          lastActivityAt: lastActivity,
          createdAt,
          updatedAt: lastActivity,
        })
        .returning({ id: inquiries.id });
      const inserted = await ctx.db
        .insert(inquiryMessages)
        .values(messages.map((m) => ({ ...m, inquiryId: row!.id })))
        .returning({ id: inquiryMessages.id, createdAt: inquiryMessages.createdAt });

      // Photos on product and order questions, a PDF on billing and returns.
      const files: (typeof inquiryAttachments.$inferInsert)[] = [];
      if (i % 4 === 0 || category === 'billing' || category === 'return_refund') {
        const pdf = category === 'billing' || category === 'return_refund';
        const key = `inquiries/seed-${serial}.${pdf ? 'pdf' : 'png'}`;
        const bytes = pdf ? PDF : await photo(['#2563eb', '#16a34a', '#f59e0b', '#e11d48'][serial % 4]!);
        await storage.put(key, bytes);
        const target = pdf && category === 'return_refund' && inserted[1] ? inserted[1] : inserted[0]!;
        files.push({
          inquiryId: row!.id,
          messageId: target.id,
          filename: pdf ? (category === 'billing' ? 'invoice.pdf' : 'return-label.pdf') : 'photo.png',
          mimeType: pdf ? 'application/pdf' : 'image/png',
          size: bytes.length,
          storageKey: key,
          createdAt: target.createdAt,
        });
      }
      if (files.length > 0) await ctx.db.insert(inquiryAttachments).values(files);

      const notes: (typeof inquiryNotes.$inferInsert)[] = [];
      if (status !== 'open' && i % 2 === 1) {
        notes.push({
          inquiryId: row!.id,
          note: NOTES[(i + serial) % NOTES.length]!,
          addedById: answerer!.id,
          addedByName: desk.vendorId ? answerer!.name : 'Ada Admin',
          addedAt: new Date(createdAt.getTime() + 45 * MINUTE),
        });
      }
      if (status === 'resolved' || status === 'closed') {
        notes.push({
          inquiryId: row!.id,
          note: 'Status changed from In Progress to Resolved',
          addedAt: new Date(lastActivity.getTime() - 10 * MINUTE),
        });
      }
      if (notes.length > 0) await ctx.db.insert(inquiryNotes).values(notes);
    }
  }
  // Keep the planner's statistics current for the list queries right after seeding.
  await ctx.db.execute(sql`analyze inquiries`);
}
