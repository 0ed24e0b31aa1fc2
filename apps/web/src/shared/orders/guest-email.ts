/**
 * A guest proves an order is theirs with the e-mail they ordered with. Checkout keeps it in
 * sessionStorage per order, so the confirmation, details and cancel calls can send it.
 */

const KEY = 'guestOrderEmails';

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberGuestOrderEmail(orderId: string, email: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [orderId]: email.trim().toLowerCase() }));
  } catch {
    // Storage disabled: the guest can still open the order from the confirmation e-mail.
  }
}

export function guestOrderEmail(orderId: string): string | null {
  const email = read()[orderId];
  return typeof email === 'string' && email !== '' ? email : null;
}
