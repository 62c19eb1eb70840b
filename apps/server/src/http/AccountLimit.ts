import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './HttpError';

/** At most `max` attempts on one account per `windowMs`. */
export interface AccountLimitRule {
  max: number;
  windowMs: number;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * A rate limit per account (an email or login, lower-cased), beside the per-IP limits: attempts spread
 * over many addresses still count against the account they aim at. It counts in the same store as the
 * per-IP limits, so with `REDIS_URL` every instance shares the count; a Redis outage lets attempts
 * through (as the per-IP limits do) rather than locking every account.
 */
export class AccountLimit {
  readonly #name: string;
  readonly #rule: AccountLimitRule;
  readonly #limiter: Limiter;
  readonly #keys = new WeakMap<FastifyRequest, string>();

  constructor(app: FastifyInstance, name: string, rule: AccountLimitRule) {
    this.#name = name;
    this.#rule = rule;
    this.#limiter = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => this.#keys.get(request) ?? '',
    });
  }

  /** Counts one attempt on the account; a 429 once the account has used up its attempts. */
  async hit(request: FastifyRequest, account: string): Promise<void> {
    const state = await this.#run(request, account, true);
    if (state.current > this.#rule.max) throw this.#refused(state.ttlMs);
  }

  /** A 429 if the account has used up its attempts (`max` counted already); counts nothing. */
  async assertOpen(request: FastifyRequest, account: string): Promise<void> {
    const state = await this.#run(request, account, false);
    if (state.current >= this.#rule.max) throw this.#refused(state.ttlMs);
  }

  async #run(request: FastifyRequest, account: string, increment: boolean) {
    this.#keys.set(request, `account:${this.#name}:${account.trim().toLowerCase()}`);
    const result = await this.#limiter(request, { increment });
    if (result.isAllowed) return { current: 0, ttlMs: 0 };
    return { current: this.#rule.max - result.remaining + (result.isExceeded ? 1 : 0), ttlMs: result.ttl };
  }

  #refused(ttlMs: number): HttpError {
    const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
    return new HttpError(
      429,
      'rate_limited',
      `Too many attempts for this account. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    );
  }
}
