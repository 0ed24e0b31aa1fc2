import { z } from 'zod';

/**
 * The rule for a new password (issue 33): 8 to 128 characters, not the account's e-mail, and not
 * one of the most common passwords. The list is large, so it lives on the server (which checks it
 * on every path that sets a password); this file holds the rule and the messages, and the forms
 * check what they can without it (length, e-mail).
 *
 * Signing in keeps the spec's own check (`passwordField`, at least 6): it checks a sign-in, not a
 * new password. A password that fails this rule still signs in; the account is asked to change it.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_POLICY_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${NEW_PASSWORD_MAX_LENGTH} characters`,
  sameAsEmail: 'Password must not be your e-mail address',
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
  changeRecommended: 'Your password is easy to guess. Change it to keep your account safe.',
} as const;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'sameAsEmail' | 'tooCommon';

/**
 * What is wrong with a new password, or null. `isCommon` answers for the lower-cased password
 * (the server passes its list; without it the list is not checked).
 */
export function passwordProblem(
  password: string,
  opts: { email?: string | null; isCommon?: (lowerCased: string) => boolean } = {},
): PasswordProblem | null {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > NEW_PASSWORD_MAX_LENGTH) return 'tooLong';
  const lower = password.toLowerCase();
  if (opts.email && lower.trim() === opts.email.trim().toLowerCase()) return 'sameAsEmail';
  if (opts.isCommon?.(lower)) return 'tooCommon';
  return null;
}

/** A new password's field: required, 8 to 128 characters (the e-mail and list checks come on top). */
export const newPasswordField = (required: string = PASSWORD_POLICY_MESSAGES.required) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(NEW_PASSWORD_MIN_LENGTH, PASSWORD_POLICY_MESSAGES.tooShort)
    .max(NEW_PASSWORD_MAX_LENGTH, PASSWORD_POLICY_MESSAGES.tooLong);

/**
 * A refinement for an object holding a new password and the account's e-mail: refuses a password
 * equal to the e-mail (case-insensitive), on the password's field. `.superRefine(passwordNotEmail('password', 'email'))`.
 */
export function passwordNotEmail<K extends string, E extends string>(passwordKey: K, emailKey: E) {
  return (value: Record<K | E, unknown>, ctx: z.RefinementCtx) => {
    const password = value[passwordKey];
    const email = value[emailKey];
    if (typeof password !== 'string' || typeof email !== 'string') return;
    if (passwordProblem(password, { email }) === 'sameAsEmail')
      ctx.addIssue({ code: 'custom', message: PASSWORD_POLICY_MESSAGES.sameAsEmail, path: [passwordKey] });
  };
}
