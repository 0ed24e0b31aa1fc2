import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INQUIRY_BULK_ACTION_NAMES,
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_MESSAGES,
  INQUIRY_PRIORITY_RANK,
  INQUIRY_SORTS,
  INQUIRY_STATUSES,
} from './constants.js';
import {
  averageRating,
  averageResponseMinutes,
  bulkChangeOf,
  canRate,
  formatSatisfaction,
  statusActionsFor,
  statusAfterCustomerMessage,
  statusChangeRefusal,
} from './rules.js';
import {
  createInquirySchema,
  inquiryBulkFormSchema,
  inquiryBulkSchema,
  inquiryListQuerySchema,
  inquiryNoteSchema,
  inquiryReplySchema,
} from './schemas.js';

const status = fc.constantFrom(...INQUIRY_STATUSES);
const id = '0190a8b4-0000-7000-8000-000000000001';

describe('inquiry labels and sorts', () => {
  it('has the seven categories with the spec labels', () => {
    expect(INQUIRY_CATEGORY_LABELS).toEqual({
      product_inquiry: 'Product Inquiry',
      order_support: 'Order Support',
      shipping: 'Shipping',
      return_refund: 'Return/Refund',
      technical: 'Technical',
      billing: 'Billing',
      general: 'General',
    });
  });
  it('defaults to latest activity and ranks urgent highest', () => {
    expect(INQUIRY_SORTS[0]).toMatchObject({ sortBy: 'lastActivityAt', sortOrder: 'desc' });
    expect(INQUIRY_PRIORITY_RANK.urgent).toBeGreaterThan(INQUIRY_PRIORITY_RANK.high);
    expect(INQUIRY_PRIORITY_RANK.high).toBeGreaterThan(INQUIRY_PRIORITY_RANK.medium);
    expect(INQUIRY_MESSAGES.updated(3)).toBe('3 inquiries updated successfully');
  });
});

describe('status actions', () => {
  it('offers closed only from resolved and never the current status', () => {
    fc.assert(
      fc.property(status, (current) => {
        const actions = statusActionsFor(current);
        expect(actions.includes('closed')).toBe(current === 'resolved');
        expect((actions as string[]).includes(current)).toBe(false);
      }),
    );
  });
  it('refuses exactly what is not offered', () => {
    fc.assert(
      fc.property(
        status,
        fc.constantFrom('in_progress', 'waiting_customer', 'resolved', 'closed'),
        (from, to) => {
          const offered = (statusActionsFor(from) as string[]).includes(to);
          expect(statusChangeRefusal(from, to as never) === null).toBe(offered);
        },
      ),
    );
  });
  it('reopens on a customer message only when waiting or resolved', () => {
    expect(statusAfterCustomerMessage('waiting_customer')).toBe('open');
    expect(statusAfterCustomerMessage('resolved')).toBe('open');
    expect(statusAfterCustomerMessage('in_progress')).toBe('in_progress');
  });
  it('rates once, only when resolved', () => {
    expect(canRate({ status: 'resolved', rating: null })).toBeNull();
    expect(canRate({ status: 'resolved', rating: 4 })).toBe(INQUIRY_MESSAGES.alreadyRated);
    expect(canRate({ status: 'open', rating: null })).toBe(INQUIRY_MESSAGES.rateOnlyResolved);
  });
});

describe('stats arithmetic', () => {
  it('averages response minutes and ratings, N/A when nothing', () => {
    const t = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m));
    expect(
      averageResponseMinutes([
        { firstCustomerAt: t(0), firstReplyAt: t(30) },
        { firstCustomerAt: t(10), firstReplyAt: t(100) },
      ]),
    ).toBe(60);
    expect(averageResponseMinutes([])).toBeNull();
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(formatSatisfaction(averageRating([]))).toBe('N/A');
    expect(formatSatisfaction(4)).toBe('4.0/5');
  });
  it('keeps the average rating between the smallest and largest rating', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (ratings) => {
        const avg = averageRating(ratings)!;
        expect(avg).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(avg).toBeLessThanOrEqual(Math.max(...ratings));
      }),
    );
  });
});

describe('inquiry schemas', () => {
  it('gives the spec messages for whitespace-only messages and notes', () => {
    expect(inquiryReplySchema.safeParse({ message: '  \n ' }).error?.issues[0]?.message).toBe(
      'Please enter a message',
    );
    expect(inquiryNoteSchema.safeParse({ note: '   ' }).error?.issues[0]?.message).toBe(
      'Please enter a note',
    );
    expect(inquiryReplySchema.safeParse({ message: 'x'.repeat(5001) }).success).toBe(false);
    expect(inquiryReplySchema.safeParse({ message: 'x'.repeat(5000) }).success).toBe(true);
  });
  it('needs a product or an order and refuses unknown fields', () => {
    const base = { subject: 'Size?', category: 'product_inquiry', message: 'Hello' };
    expect(createInquirySchema.safeParse(base).success).toBe(false);
    expect(createInquirySchema.safeParse({ ...base, relatedProduct: id }).success).toBe(true);
    expect(createInquirySchema.safeParse({ ...base, relatedProduct: id, extra: 1 }).success).toBe(false);
    expect(createInquirySchema.safeParse({ ...base, category: 'other', relatedProduct: id }).success).toBe(
      false,
    );
  });
  it('maps every bulk action to an accepted bulk body', () => {
    for (const action of INQUIRY_BULK_ACTION_NAMES) {
      expect(inquiryBulkSchema.safeParse({ inquiryIds: [id], ...bulkChangeOf(action) }).success).toBe(true);
    }
    const bad = inquiryBulkSchema.safeParse({ inquiryIds: [id], field: 'status', value: 'closed' });
    expect(bad.error?.issues[0]?.message).toBe('Invalid action selected');
    expect(
      inquiryBulkSchema.safeParse({ inquiryIds: [], field: 'status', value: 'resolved' }).error?.issues[0]
        ?.message,
    ).toBe('Please select inquiries and an action');
  });
  it('validates the bulk form with the spec texts', () => {
    expect(
      inquiryBulkFormSchema.safeParse({ inquiryIds: [], action: 'mark_resolved' }).error?.issues[0]?.message,
    ).toBe('Please select inquiries and an action');
    expect(
      inquiryBulkFormSchema.safeParse({ inquiryIds: [id], action: 'delete' }).error?.issues[0]?.message,
    ).toBe('Invalid action selected');
  });
  it('reads list queries with defaults and blank filters', () => {
    expect(inquiryListQuerySchema.parse({ status: '', priority: 'all' })).toMatchObject({
      page: 1,
      limit: 20,
      sortBy: 'lastActivityAt',
      status: undefined,
      priority: undefined,
    });
  });
});
