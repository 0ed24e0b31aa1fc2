import { emailField, newPasswordField, passwordNotEmail, requiredText } from '@market/domain';
import { z } from 'zod';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The /register details step. */
export const registerDetailsSchema = z
  .object({
    name: requiredText('Name is required', 120),
    email: emailField(),
    phone: z.string().trim().max(40, 'Phone number is too long').optional().default(''),
    password: newPasswordField(),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  })
  .superRefine(passwordNotEmail('password', 'email'));

export type RegisterDetailsInput = z.input<typeof registerDetailsSchema>;
export type RegisterDetails = z.output<typeof registerDetailsSchema>;
