import type { BusinessType } from '@market/domain';
import { queryOptions } from '@tanstack/react-query';
import type { VendorVerificationStatus } from '@/lib/account-types';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vendors/profile `vendor` (spec 001 section 3, Vendor (profile)). */
export type VendorProfile = {
  _id: string;
  businessName: string;
  email: string;
  contactPerson: { firstName: string; lastName: string; phone: string };
  phone: string;
  address: { street: string; city: string; state: string; zipCode: string; country: string };
  city: string;
  state: string;
  postalCode: string;
  country: string;
  businessType: BusinessType;
  businessDescription: string;
  website: string;
  taxId: string;
  documents: { taxId: string };
  /** The account number arrives masked (`****1234`). */
  bankDetails: { bankName: string; accountNumber: string; accountTitle: string };
  logo: string | null;
  verificationStatus: VendorVerificationStatus;
  /** Days to hand an order to the carrier (0..60, default 3); on-time delivery allows these plus the shipping days. */
  handlingDays: number;
  categories: string[];
  createdAt: string;
};

export const vendorProfileQueryKey = ['vendor', 'profile'] as const;

export async function fetchVendorProfile(signal?: AbortSignal): Promise<VendorProfile> {
  const data = await apiRequest<{ vendor: VendorProfile }>('/vendors/profile', { role: 'vendor', signal });
  return data.vendor;
}

export function vendorProfileQueryOptions() {
  return queryOptions({
    queryKey: vendorProfileQueryKey,
    queryFn: ({ signal }) => fetchVendorProfile(signal),
  });
}
