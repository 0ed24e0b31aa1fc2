/**
 * How a history names a change an admin made through an impersonation session (decision 0038):
 * "Admin <name> as <shop>", the same in the order history and the stock history.
 */
export function impersonationLabel(
  adminName: string | null | undefined,
  shopName: string | null | undefined,
) {
  return `Admin ${adminName || 'unknown'} as ${shopName || 'the vendor'}`;
}
