import { PERFORMANCE_COMPARISONS } from '@market/domain';
import { z } from 'zod';

/** Response schemas of the Performance Dashboard (spec 001, Performance response). Changes are fractions; null = 'N/A'. */

const fraction = z.number().nullable();
const lastChange = z
  .object({
    updatedAt: z.string().nullable(),
    /** The vendor's user the change was recorded for. */
    by: z.string(),
    /** The admin who made it while impersonating the vendor, else null. */
    admin: z.string().nullable(),
  })
  .nullable();
const compared = z.object({
  current: z.number().nullable(),
  comparison: z.number().nullable(),
  change: fraction,
});
const gauge = z.object({ target: z.number().nullable(), current: z.number(), progress: fraction });

export const performanceDashboardDto = z.object({
  period: z.object({
    timeRange: z.number().int(),
    startDate: z.string(),
    endDate: z.string(),
    days: z.number().int(),
  }),
  comparison: z.object({
    kind: z.enum(PERFORMANCE_COMPARISONS),
    label: z.string(),
    /** False when the industry average cannot be computed; `reason` says why. */
    available: z.boolean(),
    reason: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    /** How many other vendors the industry average pools (never who they are). */
    vendors: z.number().int().nullable(),
  }),
  overview: z.object({
    revenue: z.number(),
    orders: z.number().int(),
    productsSold: z.number().int(),
    conversionRate: fraction,
    newCustomers: z.number().int(),
    retentionRate: fraction,
    productViews: z.number().int(),
  }),
  trends: z.array(
    z.object({
      date: z.string(),
      revenue: z.number(),
      orders: z.number().int(),
      customers: z.number().int(),
    }),
  ),
  comparisons: z.object({
    revenue: compared,
    orders: compared,
    products: compared,
    customers: compared,
    conversionRate: compared,
    retentionRate: compared,
  }),
  kpis: z.object({
    averageOrderValue: z.number().nullable(),
    aovChange: fraction,
    customerAcquisitionCost: z.number().nullable(),
    cacChange: fraction,
    customerLifetimeValue: z.number().nullable(),
    clvChange: fraction,
    returnOnInvestment: fraction,
    roiChange: fraction,
    /** Why a KPI is 'N/A', and why its change against the industry cannot be given. */
    reasons: z.object({
      averageOrderValue: z.string().nullable(),
      customerAcquisitionCost: z.string().nullable(),
      customerLifetimeValue: z.string().nullable(),
      returnOnInvestment: z.string().nullable(),
      comparison: z.string().nullable(),
    }),
    /** Months of the period without recorded marketing spend (YYYY-MM). */
    missingSpendMonths: z.array(z.string()),
  }),
  goals: z.object({
    /** The month of the period's last day (YYYY-MM); current figures are month to date. */
    month: z.string(),
    revenue: gauge,
    orders: gauge,
    customers: gauge,
    lastChange,
  }),
  /** The recorded marketing spend of every month from the comparison period to now. */
  spend: z.array(z.object({ month: z.string(), amount: z.number().nullable(), lastChange })),
  insights: z.array(
    z.object({
      type: z.enum(['positive', 'negative', 'warning']),
      title: z.string(),
      description: z.string(),
      action: z.string().nullable(),
    }),
  ),
});

export const goalsDto = z.object({
  month: z.string(),
  revenue: z.number().nullable(),
  orders: z.number().int().nullable(),
  customers: z.number().int().nullable(),
  lastChange,
});

export const spendDto = z.object({ month: z.string(), amount: z.number().nullable(), lastChange });
