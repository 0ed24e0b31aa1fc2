import type { DeskInquiry, InquiryList, InquirySummary } from '@/shared/inquiries/types';

/** Test data of the inquiry screens (shapes of the API). */

export function makeInquirySummary(overrides: Partial<InquirySummary> = {}): InquirySummary {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    inquiryId: 'INQ-AAAA0001',
    subject: 'Does the lamp fit a small desk?',
    customerName: 'Casey Customer',
    customerEmail: 'customer@demo.test',
    category: 'product_inquiry',
    priority: 'medium',
    status: 'open',
    lastActivityAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    unreadMessagesCount: 2,
    messageCount: 3,
    rating: null,
    vendor: { _id: 'vendor-1', businessName: 'Demo Traders' },
    ...overrides,
  };
}

export function makeInquiryList(
  inquiries: InquirySummary[],
  totalItems = inquiries.length,
  page = 1,
): InquiryList {
  const totalPages = Math.max(1, Math.ceil(totalItems / 20));
  return {
    inquiries,
    pagination: {
      currentPage: page,
      pageSize: 20,
      totalItems,
      totalPages,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
      total: totalItems,
      pages: totalPages,
    },
  };
}

export function makeDeskInquiry(overrides: Partial<DeskInquiry> = {}): DeskInquiry {
  return {
    ...makeInquirySummary(),
    customerPhone: '+1 555 0100',
    messages: [
      {
        _id: 'm1',
        message: 'Does it fit a 60 cm desk? <b>thanks</b>',
        isVendorMessage: false,
        senderName: 'Casey Customer',
        fromMarketplace: false,
        attachments: [
          {
            _id: 'a1',
            filename: 'desk.png',
            mimeType: 'image/png',
            size: 2048,
            url: '/api/inquiries/00000000-0000-4000-8000-000000000001/attachments/a1',
          },
        ],
        timestamp: '2026-11-20T10:00:00.000Z',
        readAt: null,
      },
      {
        _id: 'm2',
        message: 'Yes, it is 40 cm wide.',
        isVendorMessage: true,
        senderName: 'Demo Traders',
        fromMarketplace: false,
        attachments: [],
        timestamp: '2026-11-20T10:30:00.000Z',
        readAt: null,
      },
    ],
    internalNotes: [
      { _id: 'n1', note: 'Opened automatically', addedBy: null, addedAt: '2026-11-20T10:00:00.000Z' },
      {
        _id: 'n2',
        note: 'Offer the 40 cm model',
        addedBy: { name: 'Dana Trader' },
        addedAt: '2026-11-20T10:05:00.000Z',
      },
    ],
    relatedOrder: null,
    relatedProduct: { _id: 'p-lamp', name: 'Desk Lamp' },
    assignedTo: { name: 'Demo Traders' },
    steppingIn: false,
    statusActions: ['in_progress', 'waiting_customer', 'resolved'],
    ...overrides,
  };
}
