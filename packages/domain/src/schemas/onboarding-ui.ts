import { z } from 'zod';
import { HANDLING_DAYS_MESSAGE, MAX_HANDLING_DAYS } from '../analytics/order-analytics.js';
import { DEFAULT_COMMISSION_RATE_BP } from '../money.js';
import { emailField } from './common.js';
import { changePasswordSchema, ONBOARDING_MESSAGES } from './onboarding.js';
import { type ProfileUpdateInput, profileUpdateSchema } from './vendor-profile.js';

/**
 * Form shapes of the onboarding screens (register, status check, profile, password reset, admin
 * review). Every message comes from the shared schemas and message tables; nothing is restated.
 */

/** The vendor verification statuses an admin can set (spec 000 section 3). */
export const VENDOR_VERIFICATION_STATUSES = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type VendorVerificationStatusValue = (typeof VENDOR_VERIFICATION_STATUSES)[number];

/**
 * The default commission rate in percent (spec 000 section 9), shown when a vendor has none of its
 * own: the basis points of money.ts in percent, so the rate is defined once.
 */
export const DEFAULT_COMMISSION_RATE = DEFAULT_COMMISSION_RATE_BP / 100;

/** Spec 000 section 8: a code-send failure appends the corrected address. */
export const didYouMean = (suggestion: string) => `Did you mean: ${suggestion}?`;

/** The status page's Application ID field (spec 001 section 5): trimmed, required. */
export const applicationIdSchema = z.string().trim().min(1, ONBOARDING_MESSAGES.enterApplicationId);

/** The first screen of every "forgot password" page. */
export const forgotPasswordSchema = z.object({ email: emailField() });

/** New password and its confirmation (password reset), with the profile tab's messages. */
export const newPasswordSchema = z
  .object({
    newPassword: changePasswordSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: ONBOARDING_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

const profile = profileUpdateSchema.shape;
const contactPersonObject = profile.contactPerson.unwrap().options[1];
const addressObject = profile.address.unwrap().options[1];

/** The Business Profile tab's edit form (flat fields; required ones per spec 001 section 5). */
export const businessProfileFormSchema = z.object({
  businessName: profile.businessName.unwrap(),
  contactFirstName: contactPersonObject.shape.firstName,
  contactLastName: z.string().trim().max(80),
  phone: profile.phone.unwrap(),
  businessType: profile.businessType.unwrap(),
  website: profile.website.unwrap(),
  businessDescription: profile.businessDescription.unwrap(),
  street: addressObject.shape.street,
  city: profile.city.unwrap(),
  state: profile.state.unwrap(),
  postalCode: profile.postalCode.unwrap(),
  country: profile.country.unwrap(),
  taxId: profile.taxId.unwrap(),
  /** Handling days as typed: a whole number from 0 to 60. */
  handlingDays: z
    .string()
    .trim()
    .refine((v) => /^\d{1,2}$/.test(v) && Number(v) <= MAX_HANDLING_DAYS, HANDLING_DAYS_MESSAGE)
    .transform(Number),
});
export type BusinessProfileForm = z.output<typeof businessProfileFormSchema>;

/** The PUT /vendors/profile body of the Business Profile tab. */
export function toProfileUpdate(form: BusinessProfileForm): ProfileUpdateInput {
  return {
    businessName: form.businessName,
    contactPerson: { firstName: form.contactFirstName, lastName: form.contactLastName },
    phone: form.phone,
    businessType: form.businessType,
    website: form.website,
    businessDescription: form.businessDescription,
    address: { street: form.street },
    city: form.city,
    state: form.state,
    postalCode: form.postalCode,
    country: form.country,
    taxId: form.taxId,
    handlingDays: form.handlingDays,
  };
}

/** Optional notes of an admin review action (PUT /admin/vendor-applications/:id/status). */
export const reviewNotesSchema = z.object({
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters'),
});

/**
 * The admin's vendor edit form: the verification status, and the commission rate in percent
 * (empty means the marketplace rate).
 */
export const adminVendorEditSchema = z.object({
  verificationStatus: z.enum(VENDOR_VERIFICATION_STATUSES),
  commissionRate: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d+(\.\d+)?$/.test(v) && Number(v) >= 0 && Number(v) <= 100),
      'Commission rate must be between 0 and 100',
    )
    .transform((v) => (v === '' ? null : Number(v))),
});
