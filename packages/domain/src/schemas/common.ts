import { z } from 'zod';

/** A required, trimmed string with the spec's message for a missing value. */
export const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const emailField = (requiredMessage = 'Email is required', formatMessage = 'Invalid email format') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, formatMessage)
    .pipe(z.email(formatMessage))
    .transform((v) => v.toLowerCase());
