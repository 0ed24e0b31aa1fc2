import { columnsOf } from '../../db/columns.js';
import { users } from './accounts.tables.js';
import { vendors } from './vendors.tables.js';

/**
 * What the read side (analytics, reports, performance) may read of the accounts, as subqueries of
 * named columns joined in their statements (decision 0039): `join ${vendorRows} v on v.id = ...`.
 * The columns keep their SQL names; PostgreSQL inlines the subqueries, so each statement keeps its plan.
 */

/** Vendors: business name, handling days and verification status. */
export const vendorRows = columnsOf(vendors, ['id', 'businessName', 'handlingDays', 'verificationStatus']);

/** Users: id and display name. */
export const userRows = columnsOf(users, ['id', 'name']);
