import type { Role } from '@market/domain';
import type { FastifyInstance } from 'fastify';
import { users, vendors } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { call } from './test-app.js';

let seq = 0;
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export type CreatedUser = { id: string; email: string; password: string; vendorId?: string };

/** Inserts an account directly; vendors get an approved vendor profile unless told otherwise. */
export async function createAccount(
  app: FastifyInstance,
  opts: {
    role: Role;
    email?: string;
    password?: string;
    name?: string;
    businessName?: string;
    verificationStatus?: 'pending' | 'under_review' | 'approved' | 'rejected';
    mustChangePassword?: boolean;
  },
): Promise<CreatedUser> {
  const n = ++seq;
  const email = opts.email ?? `${opts.role}${n}-${Date.now()}@example.test`;
  const password = opts.password ?? 'secret123';
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      email,
      name: opts.name ?? `${opts.role} ${n}`,
      role: opts.role,
      passwordHash: await hashOf(password),
      mustChangePassword: opts.mustChangePassword ?? false,
    })
    .returning({ id: users.id });
  const created: CreatedUser = { id: user!.id, email, password };
  if (opts.role === 'vendor') {
    const [vendor] = await app.ctx.db
      .insert(vendors)
      .values({
        userId: user!.id,
        businessName: opts.businessName ?? `Shop ${n}`,
        email,
        verificationStatus: opts.verificationStatus ?? 'approved',
      })
      .returning({ id: vendors.id });
    created.vendorId = vendor!.id;
  }
  return created;
}

const LOGIN_PATH: Record<Role, string> = {
  customer: '/api/auth/login',
  vendor: '/api/vendors/login',
  admin: '/api/admin/login',
};

/** Signs in through the API and returns the bearer token. */
export async function signIn(
  app: FastifyInstance,
  role: Role,
  user: { email: string; password: string },
): Promise<string> {
  const res = await call(app, 'POST', LOGIN_PATH[role], {
    body: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200)
    throw new Error(`sign-in failed: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** An account and its token in one step. */
export async function signedIn(
  app: FastifyInstance,
  role: Role,
  opts: Parameters<typeof createAccount>[1] extends infer O ? Omit<O & object, 'role'> : never = {},
) {
  const user = await createAccount(app, { role, ...opts });
  return { ...user, token: await signIn(app, role, user) };
}

/** The newest message the development outbox holds for an address. */
export async function lastEmailTo(app: FastifyInstance, email: string) {
  const res = await call(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  return res.body.data[0] as { to: string; subject: string; text: string; html: string } | undefined;
}

/** The 6-digit code of the newest code e-mail to an address. */
export async function lastCodeFor(app: FastifyInstance, email: string): Promise<string> {
  const message = await lastEmailTo(app, email);
  const code = message?.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code e-mail for ${email}`);
  return code;
}

export const sampleApplication = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  businessName: 'Sunrise Ceramics',
  businessType: 'company',
  description: 'Hand-made mugs and bowls.',
  contactPerson: { firstName: 'Rosa', lastName: 'Clay', phone: '+1 555 0199' },
  address: { street: '12 Kiln Road', city: 'Santa Fe', state: 'NM', zipCode: '87501' },
  categories: ['Home & Garden', 'Art & Crafts'],
  documents: { taxId: 'TX-998877' },
  ...overrides,
});

/** Sends and verifies a vendor code for the address, as the application screen does. */
export async function verifyVendorEmail(
  app: FastifyInstance,
  email: string,
  businessName = 'Sunrise Ceramics',
) {
  const sent = await call(app, 'POST', '/api/email-verification/send-vendor-otp', {
    body: { email, businessName },
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const otp = await lastCodeFor(app, email);
  const verified = await call(app, 'POST', '/api/email-verification/verify-vendor-otp', {
    body: { email, otp },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
}

/** A submitted application (verified e-mail first); returns its id. */
export async function submitApplication(
  app: FastifyInstance,
  email: string,
  overrides: Record<string, unknown> = {},
) {
  return (await submitApplicationWithKey(app, email, overrides)).id;
}

/** A submitted application: its id and the status key the submitting browser keeps. */
export async function submitApplicationWithKey(
  app: FastifyInstance,
  email: string,
  overrides: Record<string, unknown> = {},
) {
  await verifyVendorEmail(app, email);
  const res = await call(app, 'POST', '/api/vendors/apply', { body: sampleApplication(email, overrides) });
  if (res.statusCode !== 201) throw new Error(`apply failed: ${JSON.stringify(res.body)}`);
  return { id: res.body.data.applicationId as string, statusKey: res.body.data.statusKey as string };
}
