import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { COMMISSION_MESSAGES } from './messages';

/** Every commission query of the vendor starts with this key. */
export const vendorCommissionsKey = ['vendor', 'commissions'] as const;

/** The answer did not have the expected shape. */
export class InvalidCommissionData extends Error {
  override readonly name = 'InvalidCommissionData';
}

/** The parsed answer, or `InvalidCommissionData` when it does not have the expected shape. */
export function parseCommissionData<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidCommissionData(COMMISSION_MESSAGES.invalidData);
  return result.data;
}

/** The sentence for a failed commission call: no token, bad data, else `fallback`. */
export function commissionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'NOT_SIGNED_IN') return COMMISSION_MESSAGES.noToken;
  if (error instanceof InvalidCommissionData) return COMMISSION_MESSAGES.invalidData;
  return fallback;
}
