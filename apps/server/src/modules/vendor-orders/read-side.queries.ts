import { columnsOf } from '../../db/columns.js';
import { commissionPayments } from './commissions.tables.js';

/**
 * What the read side (the admin's home, financial reports) may read of the commission payments, as a
 * subquery of named columns joined in their statements (decision 0039): `from ${commissionPaymentRows} cp`.
 */

/** Commission payments: vendor, the month they pay for (year, month) and the amount. */
export const commissionPaymentRows = columnsOf(commissionPayments, [
  'vendorId',
  'year',
  'month',
  'amountMinor',
]);
