import { z } from 'zod';
import { handlingDaysSchema } from '../analytics/order-analytics.js';
import { BUSINESS_TYPES } from './onboarding.js';

const requiredField = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** Country choices of the profile form (spec 001 section 9); a stored value outside them is kept. */
export const PROFILE_COUNTRIES = ['Pakistan', 'India', 'Bangladesh', 'Afghanistan', 'Other'] as const;

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const PROFILE_MESSAGES = {
  logoType: 'Please select a valid image file (JPEG, PNG, GIF, WEBP)',
  logoSize: 'Logo file size must be less than 5MB',
  logoUploadFailed: 'Unable to upload logo. Please try again.',
  updated: 'Profile updated successfully!',
  updateFailed: 'Profile update failed.',
  noSuccessFlag: 'Failed to update profile - no success flag',
  unknownError: 'Unknown profile update error',
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: 'Failed to change password',
  bankImpersonation: 'An admin viewing this portal cannot change bank details',
} as const;

const contactPerson = z.union([
  requiredField('Contact person is required', 160),
  z.strictObject({
    firstName: requiredField('Contact person is required', 80),
    lastName: z.string().trim().max(80).default(''),
    phone: z.string().trim().max(40).optional(),
  }),
]);

const address = z.union([
  requiredField('Address is required', 200),
  z.strictObject({
    street: requiredField('Address is required', 200),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(100).optional(),
    zipCode: z.string().trim().max(20).optional(),
    country: z.string().trim().max(100).optional(),
  }),
]);

export const bankDetailsSchema = z.strictObject({
  bankName: requiredField('Bank name is required', 120),
  accountTitle: requiredField('Account title is required', 120),
  accountNumber: requiredField('Account number is required', 40),
});

/** PUT /vendors/profile: the Business Profile tab, the Bank Details tab, or both (spec 001 section 7). */
export const profileUpdateSchema = z.strictObject({
  businessName: requiredField('Business name is required', 120).optional(),
  contactPerson: contactPerson.optional(),
  businessDescription: z.string().trim().max(2000).optional(),
  description: z.string().trim().max(2000).optional(),
  businessType: z
    .enum(BUSINESS_TYPES, { error: 'Business type must be individual, company or partnership' })
    .optional(),
  website: z
    .string()
    .trim()
    .max(200)
    .refine(
      (v) => v === '' || /^https?:\/\/\S+\.\S+/.test(v) || /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(v),
      'Please enter a valid website',
    )
    .optional(),
  phone: requiredField('Phone is required', 40).optional(),
  address: address.optional(),
  city: requiredField('City is required', 100).optional(),
  state: z.string().trim().max(100).optional(),
  postalCode: z.string().trim().max(20).optional(),
  country: z.string().trim().max(100).optional(),
  taxId: z.string().trim().max(50).optional(),
  /** Days the vendor needs to hand an order to the carrier (on-time delivery allows these plus the shipping days). */
  handlingDays: handlingDaysSchema.optional(),
  bankDetails: bankDetailsSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
