import type { ApplicationStatus, BusinessType } from '@market/domain';
import type { PageInfo } from '@/lib/pagination';

/** The pagination block of the admin lists. */
export type Pagination = PageInfo;

/** A vendor application as the admin endpoints return it. */
export type VendorApplication = {
  _id: string;
  applicationId: string;
  email: string;
  businessName: string;
  businessType: BusinessType;
  description: string;
  contactPerson: { firstName: string; lastName: string; phone: string };
  address: { street: string; city: string; state: string; zipCode: string; country: string };
  categories: string[];
  documents: { taxId: string };
  status: ApplicationStatus;
  notes: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  vendorId: string | null;
};
