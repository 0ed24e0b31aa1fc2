import { z } from 'zod';
import { emailField, requiredText } from './common.js';
import { newPasswordField, PASSWORD_POLICY_MESSAGES } from './password-policy.js';

export const VENDOR_CATEGORIES = [
  'Electronics',
  'Fashion & Apparel',
  'Home & Garden',
  'Sports & Outdoors',
  'Books & Media',
  'Health & Beauty',
  'Toys & Games',
  'Automotive',
  'Jewelry & Accessories',
  'Art & Crafts',
  'Food & Beverages',
  'Office Supplies',
] as const;

export const BUSINESS_TYPES = ['individual', 'company', 'partnership'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const APPLICATION_DEFAULT_COUNTRY = 'United States';

const optionalText = (max = 2000) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional().default('');

/** Step 1 of /vendor/register: Business Info. */
export const applicationStep1Schema = z.object({
  email: emailField('Email is required', 'Invalid email format'),
  businessName: requiredText('Business name is required', 120),
  businessType: z.enum(BUSINESS_TYPES, { error: 'Business type is required' }),
  description: optionalText(2000),
});

/** Step 2: Contact Details. */
export const applicationStep2Schema = z.object({
  firstName: requiredText('First name is required', 80),
  lastName: requiredText('Last name is required', 80),
  phone: requiredText('Phone number is required', 40),
});

/** Step 3: Address and Categories. */
export const applicationStep3Schema = z.object({
  street: requiredText('Street address is required', 200),
  city: requiredText('City is required', 100),
  state: requiredText('State is required', 100),
  zipCode: requiredText('ZIP code is required', 20),
  country: z.string().trim().max(100).optional().default(APPLICATION_DEFAULT_COUNTRY),
  categories: z
    .array(z.enum(VENDOR_CATEGORIES, { error: 'Unknown category' }))
    .max(12)
    .optional()
    .default([]),
  taxId: optionalText(50),
});

/** The application payload of spec 000 section 3, as POST /api/vendors/apply receives it. */
export const vendorApplicationSchema = z.strictObject({
  email: applicationStep1Schema.shape.email,
  businessName: applicationStep1Schema.shape.businessName,
  businessType: applicationStep1Schema.shape.businessType,
  description: applicationStep1Schema.shape.description,
  contactPerson: z.strictObject({
    firstName: applicationStep2Schema.shape.firstName,
    lastName: applicationStep2Schema.shape.lastName,
    phone: applicationStep2Schema.shape.phone,
  }),
  address: z.strictObject({
    street: applicationStep3Schema.shape.street,
    city: applicationStep3Schema.shape.city,
    state: applicationStep3Schema.shape.state,
    zipCode: applicationStep3Schema.shape.zipCode,
    country: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || APPLICATION_DEFAULT_COUNTRY),
  }),
  categories: applicationStep3Schema.shape.categories,
  documents: z.strictObject({ taxId: applicationStep3Schema.shape.taxId }).optional().default({ taxId: '' }),
});
export type VendorApplicationInput = z.input<typeof vendorApplicationSchema>;

export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'approved',
  'rejected',
  'more_info_required',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The statuses an admin can set, and from where (approved and rejected are final). */
export const REVIEW_ACTIONS = ['under_review', 'approved', 'rejected', 'more_info_required'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export function canReviewTo(from: ApplicationStatus, to: ReviewAction): boolean {
  if (from === 'approved' || from === 'rejected') return false;
  if (from === to) return false;
  return true;
}

/** Explanations of each status on the public status page (spec 001 section 4). */
export const APPLICATION_STATUS_TEXT: Record<ApplicationStatus, { label: string; message: string }> = {
  draft: { label: 'Draft', message: 'Your application is saved as a draft. Please complete and submit it.' },
  submitted: {
    label: 'Submitted',
    message: 'Your application has been submitted and is waiting for review.',
  },
  under_review: {
    label: 'Under Review',
    message: 'Your application is currently being reviewed by our team.',
  },
  approved: {
    label: 'Approved',
    message: 'Congratulations! Your application has been approved and your vendor account has been created.',
  },
  rejected: {
    label: 'Rejected',
    message: 'Unfortunately, your application was not approved. Please contact support for more information.',
  },
  more_info_required: {
    label: 'More Information Required',
    message: 'We need additional information to process your application. Please contact support.',
  },
};
export const UNKNOWN_APPLICATION_STATUS = 'Application status unknown.';

/** What each status means to the admin reviewing the application (the review panel speaks to the reviewer). */
export const APPLICATION_REVIEW_TEXT: Record<ApplicationStatus, string> = {
  draft: 'The applicant has not submitted this application yet.',
  submitted: 'Submitted and waiting for a review: start the review, or approve or reject it.',
  under_review: 'Under review: approve or reject it, or ask the applicant for more information.',
  approved: 'Approved: the vendor account exists and the applicant can sign in to the vendor portal.',
  rejected: 'Rejected: the applicant sees the review notes on the status page.',
  more_info_required:
    'Waiting for the applicant: they were asked for more information (see the review notes).',
};

/** Application ids are APP-<year>-<6 random digits>. */
export const APPLICATION_ID_PATTERN = /^APP-\d{4}-\d{6}$/;

/** Verification code boxes: six digits. */
export const otpSchema = z
  .string({ error: 'Please enter all 6 digits' })
  .trim()
  .regex(/^\d{6}$/, 'Please enter all 6 digits');

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_RESEND_COOLDOWN_S = 120;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_VERIFIED_WINDOW_MS = 30 * 60 * 1000;

export const ONBOARDING_MESSAGES = {
  registrationSuccess: 'Application submitted successfully! You will receive an email when reviewed.',
  registrationFailed: 'Registration failed. Please try again.',
  codeSendFailed: 'Failed to send verification code',
  verificationFailed: 'Email verification failed',
  resendSuccess: 'New verification code sent!',
  codeSent: 'Verification code sent to your email',
  codeVerified: 'Email verified successfully',
  codeInvalid: 'Invalid verification code',
  codeExpired: 'Verification code has expired. Please request a new one.',
  codeTooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  codeMissing: 'No verification code was requested for this email. Please request a new one.',
  emailNotVerified: 'Please verify your email address before submitting your application.',
  applicationExists: 'An application for this email is already being processed.',
  vendorExists: 'A vendor account with this email already exists. Please sign in instead.',
  statusCheckFailed: 'Failed to check application status.',
  statusCheckNetwork: 'Failed to check application status. Please try again.',
  applicationNotFound: 'Application not found',
  enterApplicationId: 'Please enter your application ID',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Password change failed.',
  passwordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: PASSWORD_POLICY_MESSAGES.tooShort,
  currentPasswordWrong: 'Current password is incorrect',
  mustChangePassword: 'Please set a new password before continuing',
  resetCodeSent: 'If an account exists for this email, we have sent a password reset code.',
  passwordReset: 'Your password has been reset. You can sign in now.',
} as const;

export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required'),
    newPassword: newPasswordField('New password is required'),
    confirmPassword: z.string({ error: 'Please confirm the new password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: ONBOARDING_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
