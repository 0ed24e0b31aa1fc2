import type { Role } from '@market/domain';

/** Shapes of the accounts the API returns (API.md, Accounts and Vendor account). */

export type VendorVerificationStatus = 'pending' | 'under_review' | 'approved' | 'rejected';

/** A signed-in user of any role (`/auth/login` user, `/admin/login` admin, `/auth/me` user). */
export type AccountUser = {
  _id: string;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
  mustChangePassword: boolean;
  /** The password used to sign in fails the password rule: the app asks for a new one. */
  passwordChangeRecommended: boolean;
};

/** The vendor summary of `/vendors/login` and `/auth/me`. */
export type VendorSummary = {
  _id: string;
  businessName: string;
  email: string;
  /** URL of the logo, or null when the vendor has none. */
  logo: string | null;
  verificationStatus: VendorVerificationStatus;
  /** The vendor's own commission rate in percent, or null for the marketplace default. */
  commissionRate: number | null;
  mustChangePassword: boolean;
  /** From sign-in and `/auth/me`: the password used fails the password rule (absent elsewhere). */
  passwordChangeRecommended?: boolean;
};

/** The admin behind an impersonation session. */
export type Impersonator = {
  _id: string;
  name: string;
  email: string;
  /** A read-only impersonation: changes answer 403 (decision 0036). */
  readOnly: boolean;
};
