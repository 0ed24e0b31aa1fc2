/**
 * A vendor's customer in paths (`/vendors/customers/:customerId`, decision 0046). Customers are
 * known by lower-case e-mail, as on the customers list, so guests have a page too: the id is that
 * e-mail, base64url-encoded (letters, digits, '-' and '_'), which needs no lookup table and reads
 * the per-customer index directly.
 */
export function customerIdOf(email: string): string {
  return Buffer.from(email.toLowerCase(), 'utf8').toString('base64url');
}

/** The lower-case e-mail an id names, or null when the id is not one customerIdOf gives. */
export function customerKeyOf(customerId: string): string | null {
  const key = Buffer.from(customerId, 'base64url').toString('utf8');
  if (!key.includes('@') || customerIdOf(key) !== customerId) return null;
  return key;
}
