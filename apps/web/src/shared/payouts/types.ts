import type { PayoutStatus } from '@market/domain';
import type { PageInfo } from '@/lib/pagination';

/** A payout as the API sends it (vendor history, admin desk, statement): amounts in the currency. */
export type Payout = {
  _id: string;
  vendorId: string;
  businessName: string;
  amount: number;
  status: PayoutStatus;
  /** The earnings it pays are those available up to this moment. */
  cutoffAt: string;
  /** The bank reference, once an admin marked it paid. */
  reference: string | null;
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
  failedAt: string | null;
};

/** When payouts run and how much they need (the marketplace settings, in words). */
export type PayoutSchedule = {
  /** 'Every Monday', 'Monthly on the 1st'. */
  text: string;
  nextRunAt: string;
  holdDays: number;
  minimum: number;
};

export type PayoutPage = { payouts: Payout[]; pagination: PageInfo };
