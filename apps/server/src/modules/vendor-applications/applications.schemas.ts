import { APPLICATION_STATUSES, BUSINESS_TYPES, REVIEW_ACTIONS, SEARCH_MAX_LENGTH } from '@market/domain';
import { z } from 'zod';
import { envelope, paginationQuery, paginationSchema } from '../../lib/http.js';
import type { vendorApplications } from './applications.tables.js';

export const applicationDto = z.object({
  _id: z.string(),
  applicationId: z.string(),
  email: z.string(),
  businessName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  description: z.string(),
  contactPerson: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string() }),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  categories: z.array(z.string()),
  documents: z.object({ taxId: z.string() }),
  status: z.enum(APPLICATION_STATUSES),
  notes: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  vendorId: z.string().nullable(),
});

export function toApplicationDto(r: typeof vendorApplications.$inferSelect): z.infer<typeof applicationDto> {
  return {
    _id: r.id,
    applicationId: r.applicationId,
    email: r.email,
    businessName: r.businessName,
    businessType: r.businessType,
    description: r.description,
    contactPerson: { firstName: r.contactFirstName, lastName: r.contactLastName, phone: r.phone },
    address: { street: r.street, city: r.city, state: r.state, zipCode: r.zipCode, country: r.country },
    categories: r.categories,
    documents: { taxId: r.taxId },
    status: r.status,
    notes: r.notes,
    submittedAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    vendorId: r.vendorId,
  };
}

export const applyReply = envelope(
  z.object({
    applicationId: z.string(),
    statusKey: z
      .string()
      .describe(
        'Keep it in the submitting browser and send it as X-Application-Key to see the temporary password on the status page',
      ),
  }),
);

/** Status lookups one client address may make per minute (issue 33 item 10). */
export const STATUS_LOOKUPS_PER_MINUTE = 10;

/** The status key kept at submission (the only key to the temporary credentials). */
export const statusKeyHeaders = z.object({
  'x-application-key': z.string().max(200).optional(),
});

export const statusReply = envelope(
  z.object({
    applicationId: z.string(),
    businessName: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    message: z.string(),
    submittedAt: z.string(),
    reviewedAt: z.string().nullable(),
    notes: z.string().nullable(),
    loginCredentials: z.object({ email: z.string(), password: z.string(), loginUrl: z.string() }).nullable(),
  }),
);

export const listQuery = paginationQuery(10, 100).extend({
  status: z.enum(APPLICATION_STATUSES).optional(),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
});

export const listReply = envelope(
  z.object({
    applications: z.array(applicationDto),
    pagination: paginationSchema,
    counts: z.record(z.string(), z.number()),
  }),
);

export const reviewBody = z.strictObject({
  status: z.enum(REVIEW_ACTIONS, {
    error: 'status must be under_review, approved, rejected or more_info_required',
  }),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').optional(),
});

export const applicationIdParam = z.object({
  applicationId: z.string().trim().min(1, 'Please enter your application ID').max(40),
});
