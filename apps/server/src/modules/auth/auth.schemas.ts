import { loginSchema } from '@market/domain';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';

export const loginBody = loginSchema;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['customer', 'vendor', 'admin']),
  phone: z.string().nullable(),
  mustChangePassword: z.boolean(),
  /** The password used to sign in fails today's password rule: the web app asks for a new one. */
  passwordChangeRecommended: z.boolean(),
});

export const vendorSummarySchema = z.object({
  _id: z.string(),
  businessName: z.string(),
  email: z.string(),
  logo: z.string().nullable(),
  verificationStatus: z.enum(['pending', 'under_review', 'approved', 'rejected']),
  commissionRate: z.number().nullable(),
  mustChangePassword: z.boolean(),
});

/** The vendor summary of a sign-in and of `/auth/me`, with the account's password advice. */
export const signedInVendorSchema = vendorSummarySchema.extend({
  /** As the user's: the password used to sign in fails today's password rule. */
  passwordChangeRecommended: z.boolean(),
});

export const customerLoginReply = envelope(
  z.object({ user: userSchema, token: z.string(), expiresAt: z.string() }),
);
export const adminLoginReply = envelope(
  z.object({ admin: userSchema, token: z.string(), expiresAt: z.string() }),
);
export const vendorLoginReply = envelope(
  z.object({
    vendor: signedInVendorSchema,
    token: z.string(),
    expiresAt: z.string(),
  }),
);

export const meReply = envelope(
  z.object({
    user: userSchema,
    vendor: signedInVendorSchema.nullable(),
    impersonatedBy: z
      .object({
        _id: z.string(),
        name: z.string(),
        email: z.string(),
        /** A read-only impersonation: the portal shows a badge, writes answer 403 (decision 0036). */
        readOnly: z.boolean(),
      })
      .nullable(),
    expiresAt: z.string(),
  }),
);
