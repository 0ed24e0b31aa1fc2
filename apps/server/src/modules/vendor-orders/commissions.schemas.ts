import { z } from 'zod';

/** A vendor's commission over a period (vendor commission page, admin vendor page). */
export const commissionSummarySchema = z.object({
  period: z.string(),
  totalCommission: z.number(),
  totalPaidToAdmin: z.number(),
  pendingAmountToAdmin: z.number(),
  vendorCommissionRate: z.number(),
  totalOrders: z.number(),
  totalSales: z.number(),
});

/** Monthly commission records of a year, a page of them. */
export const monthlyCommissionsSchema = z.object({
  records: z.array(
    z.object({
      year: z.number(),
      month: z.number(),
      monthName: z.string(),
      status: z.enum(['current', 'pending', 'completed', 'no_data']),
      totalCommission: z.number(),
      paidToAdmin: z.number(),
      pendingAmountToAdmin: z.number(),
      totalOrders: z.number(),
      totalSales: z.number(),
    }),
  ),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalReports: z.number(),
    pageSize: z.number(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  }),
  vendorCommissionRate: z.number(),
});
