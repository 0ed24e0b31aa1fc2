import { z } from 'zod';

/** The success envelope of API.md: { success: true, data, message? }. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const messageOnly = z.object({ success: z.literal(true), message: z.string() });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const paginationQuery = (defaultLimit = 10, maxLimit = 100) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function pagination(page: number, pageSize: number, totalItems: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  return {
    currentPage: page,
    pageSize,
    totalItems,
    totalPages,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  };
}

/** An `:id` path parameter; a malformed one answers 404 'Not found' (plugins/errors.ts). */
export const idParam = z.object({ id: z.uuid({ error: 'Not found' }) });

/** An `:id` path parameter whose malformed value answers 404 with this message (plugins/errors.ts). */
export const idParamOf = (notFoundMessage: string) => z.object({ id: z.uuid({ error: notFoundMessage }) });
