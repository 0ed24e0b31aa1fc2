import { PASSWORD_POLICY_MESSAGES, type PasswordProblem, passwordProblem } from '@market/domain';
import { badRequest } from './errors.js';

/**
 * The server's half of the password rule (`passwordProblem` in the domain): the list of common
 * passwords. It is zxcvbn-ts's `passwords-common` dictionary (@zxcvbn-ts/language-common, MIT),
 * 49,233 lower-case passwords by frequency, drawn from leaked password sets; loaded once, on first
 * use, so start-up and the web bundle do not carry it.
 */
let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return common;
}

/** What is wrong with a new password for the account with this e-mail (length, e-mail, list), or null. */
export async function newPasswordProblem(
  password: string,
  email: string | null,
): Promise<PasswordProblem | null> {
  const list = await commonPasswords();
  return passwordProblem(password, { email, isCommon: (lower) => list.has(lower) });
}

/** Refuses a new password that breaks the rule: 400 WEAK_PASSWORD naming the field. */
export async function assertNewPassword(opts: {
  password: string;
  email: string | null;
  field: string;
}): Promise<void> {
  const problem = await newPasswordProblem(opts.password, opts.email);
  if (!problem) return;
  const message = PASSWORD_POLICY_MESSAGES[problem];
  throw badRequest(message, [{ path: opts.field, message }], 'WEAK_PASSWORD');
}
