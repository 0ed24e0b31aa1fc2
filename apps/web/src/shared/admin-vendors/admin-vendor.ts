import type { VendorVerificationStatus } from '@/lib/account-types';

/** A vendor row of GET /api/admin/vendors. */
export type AdminVendor = {
  _id: string;
  businessName: string;
  email: string;
  contactName: string;
  phone: string;
  city: string;
  country: string;
  logo: string | null;
  verificationStatus: VendorVerificationStatus;
  /** The vendor's own rate in percent, or null for the marketplace rate. */
  commissionRate: number | null;
  /** The rate that applies (own or the marketplace's). */
  effectiveCommissionRate: number;
  applicationId: string | null;
  createdAt: string;
};
