import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema } from './auth.js';
import {
  newPasswordField,
  PASSWORD_POLICY_MESSAGES,
  passwordNotEmail,
  passwordProblem,
} from './password-policy.js';

describe('passwordProblem', () => {
  const list = new Set(['password', '12345678', 'qwertyuiop']);
  const isCommon = (p: string) => list.has(p);

  it.each([
    ['123456', 'tooShort'],
    ['abc123', 'tooShort'],
    ['x'.repeat(129), 'tooLong'],
    ['password', 'tooCommon'],
    ['PassWord', 'tooCommon'],
    ['12345678', 'tooCommon'],
    ['pat@example.test', 'sameAsEmail'],
    ['PAT@Example.TEST', 'sameAsEmail'],
  ])('refuses %s (%s)', (password, problem) => {
    expect(passwordProblem(password, { email: 'pat@example.test', isCommon })).toBe(problem);
  });

  it('takes 8 and 128 characters, and a good password', () => {
    expect(passwordProblem('x7-q!k2m', { isCommon })).toBeNull();
    expect(passwordProblem('y'.repeat(128), { isCommon })).toBeNull();
    expect(passwordProblem('Harbour-lantern-93', { email: 'pat@example.test', isCommon })).toBeNull();
  });

  it('checks no list when none is given (the web forms)', () => {
    expect(passwordProblem('password')).toBeNull();
  });
});

describe('the schemas', () => {
  const form = z
    .object({ email: z.string(), password: newPasswordField() })
    .superRefine(passwordNotEmail('password', 'email'));

  it('names the password field in each message', () => {
    const issues = (v: unknown) => form.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ email: 'pat@example.test', password: 'abc123' })).toEqual([
      ['password', PASSWORD_POLICY_MESSAGES.tooShort],
    ]);
    expect(issues({ email: 'pat@example.test', password: 'Pat@example.test' })).toEqual([
      ['password', PASSWORD_POLICY_MESSAGES.sameAsEmail],
    ]);
    expect(issues({ email: 'pat@example.test', password: 'z'.repeat(129) })).toEqual([
      ['password', PASSWORD_POLICY_MESSAGES.tooLong],
    ]);
    expect(form.safeParse({ email: 'pat@example.test', password: 'Harbour-lantern-93' }).success).toBe(true);
  });

  it('leaves sign-in to the spec: 6 characters are enough to try', () => {
    expect(loginSchema.safeParse({ email: 'pat@example.test', password: 'abc123' }).success).toBe(true);
    expect(
      loginSchema.safeParse({ email: 'pat@example.test', password: 'abc12' }).error?.issues[0]?.message,
    ).toBe('Password must be at least 6 characters');
  });
});
