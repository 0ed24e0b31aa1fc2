import { CODE_RESEND_COOLDOWN_S } from '@market/domain';
import type { Clock } from '../../lib/clock.js';
import { Deadlines, type StoreFactory, WindowCount } from '../../lib/limit-store.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The e-mail code rules of decision record 0009 (a code itself dies after 5 wrong tries, in the database). */
export const CODE_RULES = {
  /** Codes one client may ask for one e-mail address (and purpose): a cooldown between two, and a count per hour. */
  pairCooldownMs: CODE_RESEND_COOLDOWN_S * 1000,
  pairSends: { max: 6, windowMs: HOUR },
  /** Codes one e-mail address (and purpose) receives from all clients per hour: stops mail bombing. */
  addressSends: { max: 20, windowMs: HOUR },
  /** Codes one client asks for across addresses per hour. */
  clientSends: { max: 30, windowMs: HOUR },
  /** Wrong codes one client enters across addresses per 15 minutes. */
  clientWrongCodes: { max: 30, windowMs: 15 * MINUTE },
} as const;

const R = CODE_RULES;

export type CodeSend = {
  /** `purpose:email` (and role): whose inbox the code goes to. */
  address: string;
  client: string;
  /** The client is known to the account (it signed in from there): the address-wide cap does not apply to it. */
  knownClient: boolean;
};

/**
 * Code sends and wrong codes. What one client does only limits that client (for one address, or across
 * addresses); the cap per address across clients is high, so exhausting it takes several clients of the attacker's
 * own, and an account's known clients are not held by it.
 */
export class CodeLimits {
  private readonly pairCooldown: Deadlines;
  private readonly pairSends: WindowCount;
  private readonly addressSends: WindowCount;
  private readonly clientSends: WindowCount;
  private readonly clientWrong: WindowCount;

  constructor(clock: Clock, stores: StoreFactory) {
    this.pairCooldown = new Deadlines(clock, stores, 'code-pair-cooldown');
    this.pairSends = new WindowCount(clock, stores, 'code-pair', R.pairSends);
    this.addressSends = new WindowCount(clock, stores, 'code-address', R.addressSends);
    this.clientSends = new WindowCount(clock, stores, 'code-client', R.clientSends);
    this.clientWrong = new WindowCount(clock, stores, 'code-wrong', R.clientWrongCodes);
  }

  /** Seconds left of this client's cooldown for this address, or 0. */
  cooldown(send: CodeSend): Promise<number> {
    return this.pairCooldown.secondsLeft(`${send.address}|${send.client}`);
  }

  /** Seconds until the send counts allow another code, or 0. */
  async sendWait(send: CodeSend): Promise<number> {
    const waits = await Promise.all([
      this.pairSends.retryAfter(`${send.address}|${send.client}`),
      this.clientSends.retryAfter(send.client),
      send.knownClient ? 0 : this.addressSends.retryAfter(send.address),
    ]);
    return Math.max(...waits);
  }

  async recordSend(send: CodeSend): Promise<void> {
    const pair = `${send.address}|${send.client}`;
    await this.pairCooldown.setIn(pair, R.pairCooldownMs);
    await this.pairSends.add(pair);
    await this.clientSends.add(send.client);
    await this.addressSends.add(send.address);
  }

  verifyWait(client: string): Promise<number> {
    return this.clientWrong.retryAfter(client);
  }

  async recordWrongCode(client: string): Promise<void> {
    await this.clientWrong.add(client);
  }
}
