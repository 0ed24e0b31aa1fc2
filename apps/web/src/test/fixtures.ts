import type { AccountUser, VendorSummary } from '@/lib/account-types';

export function makeVendor(overrides: Partial<VendorSummary> = {}): VendorSummary {
  return {
    _id: 'vendor-1',
    businessName: 'Demo Traders',
    email: 'vendor@demo.test',
    logo: null,
    verificationStatus: 'approved',
    commissionRate: null,
    mustChangePassword: false,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    _id: 'user-1',
    name: 'Casey Customer',
    email: 'customer@demo.test',
    role: 'customer',
    phone: null,
    mustChangePassword: false,
    passwordChangeRecommended: false,
    ...overrides,
  };
}

/** A `/auth/me` answer for a vendor. */
export function vendorMe(vendor: VendorSummary = makeVendor()) {
  return {
    user: makeUser({ _id: 'user-v', name: 'Vera Vendor', email: vendor.email, role: 'vendor' }),
    vendor,
    impersonatedBy: null,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  };
}

/** Puts a signed-in vendor in storage, as a previous visit would have left it. */
export function storeVendorSession(vendor: VendorSummary = makeVendor(), token = 'vendor-token') {
  localStorage.setItem('vendorToken', token);
  localStorage.setItem(
    'vendorSession',
    JSON.stringify({ vendor, authenticatedAt: '2025-01-01T00:00:00.000Z' }),
  );
}
