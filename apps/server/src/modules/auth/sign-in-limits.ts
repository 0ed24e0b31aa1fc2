import type { Role } from '@market/domain';
import type { Clock } from '../../lib/clock.js';
import { Deadlines, RunCount, type StoreFactory, WindowCount } from '../../lib/limit-store.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The sign-in rules of decision record 0009. */
export const SIGN_IN_RULES = {
  /** Consecutive failures of one account from one address before that pair is blocked. */
  pairFailures: 10,
  /** The pair's first block; each further failure after a block doubles it, up to a day. */
  pairBlockMs: 15 * MINUTE,
  pairBlockMaxMs: DAY,
  /** Failures from one address across all accounts: a burst window and a daily (UTC day) cap. */
  addressBurst: { max: 10, windowMs: 15 * MINUTE },
  addressDaily: { max: 100, windowMs: DAY },
  /** Failures of one account from any address before addresses it does not know have to wait. */
  accountFailures: 10,
  /** The wait after that many failures; it doubles with each further failure, up to 15 minutes. */
  accountDelayMs: 30 * 1000,
  accountDelayMaxMs: 15 * MINUTE,
  /** How long an address stays known to an account after a successful sign-in from it (under MAX_TTL_MS). */
  trustMs: 21 * DAY,
} as const;

const R = SIGN_IN_RULES;

export type SignInAttempt = { role: Role; email: string; address: string };

const accountOf = (a: Pick<SignInAttempt, 'role' | 'email'>) => `${a.role}:${a.email.toLowerCase()}`;
const pairOf = (a: SignInAttempt) => `${accountOf(a)}|${a.address}`;
const grown = (first: number, max: number, over: number) => Math.min(max, first * 2 ** Math.min(over, 30));

/**
 * Sign-in protection an attacker cannot turn into a lockout of the owner: the account-and-address pair is blocked
 * after consecutive failures (for a growing time), the address after many failures across accounts, and the account
 * itself only slows down, and only for addresses it has not signed in from; a success resets the account and pair.
 */
export class SignInLimits {
  private readonly addressBurst: WindowCount;
  private readonly addressDaily: WindowCount;
  private readonly pairRun: RunCount;
  private readonly pairBlock: Deadlines;
  private readonly accountRun: RunCount;
  private readonly accountSlow: Deadlines;
  private readonly trusted: Deadlines;

  constructor(clock: Clock, stores: StoreFactory) {
    this.addressBurst = new WindowCount(clock, stores, 'login-ip', R.addressBurst);
    this.addressDaily = new WindowCount(clock, stores, 'login-ip-day', R.addressDaily);
    this.pairRun = new RunCount(stores, 'login-pair-run', 7 * DAY);
    this.pairBlock = new Deadlines(clock, stores, 'login-pair-block');
    this.accountRun = new RunCount(stores, 'login-account-run', DAY);
    this.accountSlow = new Deadlines(clock, stores, 'login-account-slow');
    this.trusted = new Deadlines(clock, stores, 'login-known-address');
  }

  /** Whether the account signed in from this address within the trust period. */
  async isKnownAddress(attempt: SignInAttempt): Promise<boolean> {
    return (await this.trusted.secondsLeft(pairOf(attempt))) > 0;
  }

  /** Seconds the attempt must wait before its password is even checked, or 0. */
  async waitFor(attempt: SignInAttempt): Promise<number> {
    const waits = await Promise.all([
      this.addressBurst.retryAfter(attempt.address),
      this.addressDaily.retryAfter(attempt.address),
      this.pairBlock.secondsLeft(pairOf(attempt)),
      this.isKnownAddress(attempt).then((known) =>
        known ? 0 : this.accountSlow.secondsLeft(accountOf(attempt)),
      ),
    ]);
    return Math.max(...waits);
  }

  async recordFailure(attempt: SignInAttempt): Promise<void> {
    const pair = pairOf(attempt);
    const account = accountOf(attempt);
    await this.addressBurst.add(attempt.address);
    await this.addressDaily.add(attempt.address);
    const pairFailures = await this.pairRun.add(pair);
    if (pairFailures >= R.pairFailures) {
      await this.pairBlock.setIn(pair, grown(R.pairBlockMs, R.pairBlockMaxMs, pairFailures - R.pairFailures));
    }
    const accountFailures = await this.accountRun.add(account);
    if (accountFailures >= R.accountFailures) {
      const delay = grown(R.accountDelayMs, R.accountDelayMaxMs, accountFailures - R.accountFailures);
      await this.accountSlow.setIn(account, delay);
    }
  }

  /** A correct password: the pair and the account start afresh and the address becomes known to the account. */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    const pair = pairOf(attempt);
    await Promise.all([this.pairRun.reset(pair), this.pairBlock.clear(pair), this.clearAccount(attempt)]);
    await this.trusted.setIn(pair, R.trustMs);
  }

  /** The owner proved control another way (a password reset): the account's failures are forgotten. */
  async clearAccount(account: Pick<SignInAttempt, 'role' | 'email'>): Promise<void> {
    const key = accountOf(account);
    await Promise.all([this.accountRun.reset(key), this.accountSlow.clear(key)]);
  }
}
