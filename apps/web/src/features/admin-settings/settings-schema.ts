import { z } from 'zod';

/** The settings form; the messages are the server's (apps/server settings routes). */
const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: `${label} can have at most 2 decimals`,
    });

export const settingsFormSchema = z.object({
  autoForwardOrders: z.boolean(),
  reviewListings: z.boolean(),
  taxRate: percent('Tax rate'),
  commissionPercentage: percent('Commission percentage'),
});

export type SettingsFormValues = z.infer<typeof settingsFormSchema>;
