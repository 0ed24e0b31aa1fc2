import type { ProductStatus } from '../catalog/product-form.js';
import {
  INQUIRY_PRIORITY_LABELS,
  INQUIRY_STATUS_LABELS,
  type InquiryPriority,
  type InquiryStatus,
} from '../inquiries/constants.js';
import { APPLICATION_STATUS_TEXT, type ApplicationStatus } from '../schemas/onboarding.js';
import type { VendorVerificationStatusValue as VendorVerificationStatus } from '../schemas/onboarding-ui.js';
import type { StatusTone, Vocabulary } from './types.js';

/** Product status (spec 001 section 4): active green, inactive grey, draft yellow. */
export const PRODUCT_STATUS_WORDS: Vocabulary<ProductStatus> = {
  active: { label: 'Active', tone: 'green', explanation: 'Listed in the shop and can be bought.' },
  inactive: {
    label: 'Inactive',
    tone: 'neutral',
    explanation: 'Hidden from the shop; it can be turned back on.',
  },
  draft: { label: 'Draft', tone: 'yellow', explanation: 'Not yet published: only its seller sees it.' },
};

export const INQUIRY_STATUS_WORDS: Vocabulary<InquiryStatus> = {
  open: {
    label: INQUIRY_STATUS_LABELS.open,
    tone: 'blue',
    explanation: 'New: nobody has started on it yet.',
  },
  in_progress: {
    label: INQUIRY_STATUS_LABELS.in_progress,
    tone: 'indigo',
    explanation: 'Being worked on by the seller or the marketplace.',
  },
  waiting_customer: {
    label: INQUIRY_STATUS_LABELS.waiting_customer,
    tone: 'yellow',
    explanation: 'Waiting for the customer to answer.',
  },
  resolved: {
    label: INQUIRY_STATUS_LABELS.resolved,
    tone: 'green',
    explanation: 'Answered; it can still be reopened with a new message.',
  },
  closed: {
    label: INQUIRY_STATUS_LABELS.closed,
    tone: 'neutral',
    explanation: 'Finished: no more replies expected.',
  },
};

export const INQUIRY_PRIORITY_WORDS: Vocabulary<InquiryPriority> = {
  low: { label: INQUIRY_PRIORITY_LABELS.low, tone: 'neutral', explanation: 'Can wait.' },
  medium: {
    label: INQUIRY_PRIORITY_LABELS.medium,
    tone: 'blue',
    explanation: 'Answer in the normal course.',
  },
  high: { label: INQUIRY_PRIORITY_LABELS.high, tone: 'yellow', explanation: 'Answer before the others.' },
  urgent: { label: INQUIRY_PRIORITY_LABELS.urgent, tone: 'red', explanation: 'Answer at once.' },
};

const APPLICATION_TONES: Record<ApplicationStatus, StatusTone> = {
  draft: 'neutral',
  submitted: 'blue',
  under_review: 'yellow',
  approved: 'green',
  rejected: 'red',
  more_info_required: 'indigo',
};

/** Vendor applications: the labels and explanations of the public status page (spec 001 section 4). */
export const APPLICATION_STATUS_WORDS = Object.fromEntries(
  Object.entries(APPLICATION_STATUS_TEXT).map(([status, text]) => [
    status,
    { label: text.label, tone: APPLICATION_TONES[status as ApplicationStatus], explanation: text.message },
  ]),
) as Vocabulary<ApplicationStatus>;

/** A vendor's standing (spec 001 section 4: approved green, pending yellow, anything else red). */
export const VENDOR_STATUS_WORDS: Vocabulary<VendorVerificationStatus> = {
  pending: {
    label: 'Pending',
    tone: 'yellow',
    explanation: 'The shop is waiting for the marketplace to approve it.',
  },
  under_review: {
    label: 'Under Review',
    tone: 'red',
    explanation: 'The marketplace is reviewing the shop; it cannot sell until approved.',
  },
  approved: { label: 'Approved', tone: 'green', explanation: 'The shop can list products and sell.' },
  rejected: { label: 'Rejected', tone: 'red', explanation: 'The marketplace did not approve the shop.' },
};
