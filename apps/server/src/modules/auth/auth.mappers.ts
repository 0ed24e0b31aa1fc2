import type { UserRow, VendorRow } from '../accounts/index.js';

export function toUserDto(u: UserRow) {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    phone: u.phone,
    mustChangePassword: u.mustChangePassword,
    passwordChangeRecommended: u.passwordChangeRecommended,
  };
}

export function toVendorSummary(v: VendorRow, u: Pick<UserRow, 'mustChangePassword'>) {
  return {
    _id: v.id,
    businessName: v.businessName,
    email: v.email,
    logo: v.logo,
    verificationStatus: v.verificationStatus,
    commissionRate: v.commissionRateBp === null ? null : v.commissionRateBp / 100,
    mustChangePassword: u.mustChangePassword,
  };
}

/** The vendor summary of a sign-in and of `/auth/me`: with the account's password advice. */
export function toSignedInVendor(
  v: VendorRow,
  u: Pick<UserRow, 'mustChangePassword' | 'passwordChangeRecommended'>,
) {
  return { ...toVendorSummary(v, u), passwordChangeRecommended: u.passwordChangeRecommended };
}
