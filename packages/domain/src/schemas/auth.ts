import { z } from 'zod';
import { emailField } from './common.js';

export const PASSWORD_MIN_LENGTH = 6;

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

/** Sign-in form of every role (spec 000 section 5, Vendor login). */
export const loginSchema = z.strictObject({
  email: emailField(),
  password: passwordField,
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const ROLES = ['customer', 'vendor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000;
