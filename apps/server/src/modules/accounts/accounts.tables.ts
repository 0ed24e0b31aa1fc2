import { ROLES } from '@market/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from '../../db/table-columns.js';

export { ROLES };
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The password last used to sign in fails the password policy: the web app asks for a new one. */
    passwordChangeRecommended: boolean('password_change_recommended').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('users_role_check', t.role, ROLES),
    uniqueIndex('users_email_role_uq').on(sql`lower(${t.email})`, t.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when an admin views a vendor's portal: the admin user behind this vendor session. */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The admin's own session that opened this impersonation: it ends with it (decision 0036). */
    impersonatorSessionId: uuid('impersonator_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    /** A read-only impersonation: every write answers 403 (decision 0036). */
    readOnly: boolean('read_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('sessions_role_check', t.role, ROLES),
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_impersonator_idx').on(t.impersonatorId).where(sql`${t.impersonatorId} is not null`),
    index('sessions_impersonator_session_idx')
      .on(t.impersonatorSessionId)
      .where(sql`${t.impersonatorSessionId} is not null`),
  ],
);

/**
 * Append-only (decision 0038): every admin write and every write made through an impersonation
 * session, plus the start and end of impersonations. A trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Who acted: the admin (also behind an impersonation session) or the vendor's user. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The vendor whose portal the admin used (impersonation); null otherwise. */
    asVendorId: uuid('as_vendor_id'),
    /** The shop the entry concerns (the vendor's own activity view). */
    vendorId: uuid('vendor_id'),
    ip: text('ip'),
    method: text('method'),
    /** The route pattern, e.g. PUT /api/vendors/orders/:id/status. */
    route: text('route'),
    statusCode: integer('status_code'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_vendor_idx').on(t.vendorId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);
