import { BUSINESS_TYPES } from '@market/domain';
import { z } from 'zod';
import type { VendorRow } from '../accounts/index.js';

/** Only the last four digits of an account number ever leave the server. */
export function maskAccountNumber(value: string): string {
  if (!value) return '';
  return `****${value.slice(-4)}`;
}

export const profileDto = z.object({
  _id: z.string(),
  businessName: z.string(),
  email: z.string(),
  contactPerson: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string() }),
  phone: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  businessDescription: z.string(),
  description: z.string(),
  website: z.string(),
  taxId: z.string(),
  documents: z.object({ taxId: z.string() }),
  bankDetails: z.object({ bankName: z.string(), accountNumber: z.string(), accountTitle: z.string() }),
  logo: z.string().nullable(),
  verificationStatus: z.enum(['pending', 'under_review', 'approved', 'rejected']),
  /** Days to hand an order to the carrier (0..60, default 3): on-time delivery allows these plus the shipping days. */
  handlingDays: z.number().int(),
  categories: z.array(z.string()),
  createdAt: z.string(),
});

export function toProfileDto(v: VendorRow): z.infer<typeof profileDto> {
  return {
    _id: v.id,
    businessName: v.businessName,
    email: v.email,
    contactPerson: { firstName: v.contactFirstName, lastName: v.contactLastName, phone: v.phone },
    phone: v.phone,
    address: { street: v.street, city: v.city, state: v.state, zipCode: v.zipCode, country: v.country },
    city: v.city,
    state: v.state,
    postalCode: v.zipCode,
    country: v.country,
    businessType: v.businessType,
    businessDescription: v.description,
    description: v.description,
    website: v.website,
    taxId: v.taxId,
    documents: { taxId: v.taxId },
    bankDetails: {
      bankName: v.bankName,
      accountNumber: maskAccountNumber(v.bankAccountNumber),
      accountTitle: v.bankAccountTitle,
    },
    logo: v.logo,
    verificationStatus: v.verificationStatus,
    handlingDays: v.handlingDays,
    categories: v.categories,
    createdAt: v.createdAt.toISOString(),
  };
}
