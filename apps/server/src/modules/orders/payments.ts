import { randomBytes } from 'node:crypto';

export type CardDetails = { number: string; expiry: string; cvc: string; name: string };

export type AuthorizationResult =
  | { approved: true; transactionId: string }
  | { approved: false; reason: string };

/** A card payment provider (DESIGN.md section 8). No card data is stored by the marketplace. */
export interface PaymentProvider {
  readonly name: string;
  authorize(input: {
    amountMinor: number;
    currency: string;
    card: CardDetails;
    reference: string;
  }): Promise<AuthorizationResult>;
  /** Releases an authorization whose order could not be placed. */
  void(transactionId: string): Promise<void>;
  /** Sends part of a payment back to the card it came from (decision 0047). */
  refund(input: {
    transactionId: string;
    amountMinor: number;
    currency: string;
    reference: string;
  }): Promise<RefundResult>;
}

export type RefundResult = { ok: true; reference: string } | { ok: false; reason: string };

function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = Number(number[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

function expired(expiry: string, now: Date): boolean {
  const [mm, yy] = expiry.split('/').map(Number);
  const endOfMonth = new Date(Date.UTC(2000 + yy!, mm!, 1));
  return endOfMonth <= now;
}

/**
 * The built-in test provider: deterministic. Card numbers ending in 0002 are declined, as are
 * numbers failing the Luhn check and expired cards; everything else is approved.
 */
export function testPaymentProvider(now: () => Date): PaymentProvider {
  return {
    name: 'test',
    async authorize({ card }) {
      if (!luhnValid(card.number)) return { approved: false, reason: 'The card number is not valid' };
      if (expired(card.expiry, now())) return { approved: false, reason: 'The card has expired' };
      if (card.number.endsWith('0002')) return { approved: false, reason: 'The card was declined' };
      return { approved: true, transactionId: `txn_test_${randomBytes(9).toString('hex')}` };
    },
    async void() {},
    async refund({ transactionId, amountMinor }) {
      if (!transactionId.startsWith('txn_test_'))
        return { ok: false, reason: 'The payment is not one of this provider’s' };
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
        return { ok: false, reason: 'A refund is a positive amount' };
      return { ok: true, reference: `re_test_${randomBytes(9).toString('hex')}` };
    },
  };
}
