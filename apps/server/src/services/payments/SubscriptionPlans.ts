import { asc, eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { Db } from '../../db/Database';
import { subscriptionPlans } from '../../db/schema';
import { HttpError } from '../../http/HttpError';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** Fields an administrator sets on a plan. */
export interface PlanValues {
  name: string;
  months: number;
  /** Price per vehicle in minor units (paisa). */
  priceMinor: number;
  currency: string;
  active: boolean;
}

/** A plan as the API answers it: the price per vehicle in major units. */
export function toPlan(row: PlanRow) {
  return {
    id: row.id,
    name: row.name,
    months: row.months,
    price: row.priceMinor / 100,
    currency: row.currency,
    active: row.active,
  };
}

function assertAdministrator(user: UserRow) {
  if (!user.administrator) throw HttpError.forbidden('Only administrators manage subscription plans');
}

/** Subscription plans: everyone reads the active ones, administrators manage them. */
export class SubscriptionPlans {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async list(user: UserRow, includeInactive: boolean): Promise<PlanRow[]> {
    if (includeInactive) assertAdministrator(user);
    const rows = await this.#db
      .select()
      .from(subscriptionPlans)
      .orderBy(asc(subscriptionPlans.months), asc(subscriptionPlans.id));
    return includeInactive ? rows : rows.filter((row) => row.active);
  }

  /** An active plan, for a checkout. */
  async active(id: number): Promise<PlanRow> {
    const [row] = await this.#db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
    if (!row?.active) throw HttpError.notFound(`No subscription plan with id ${id}`);
    return row;
  }

  async create(user: UserRow, values: PlanValues): Promise<PlanRow> {
    assertAdministrator(user);
    const [row] = await this.#db.insert(subscriptionPlans).values(values).returning();
    if (!row) throw new Error('plan insert returned nothing');
    return row;
  }

  async update(user: UserRow, id: number, values: PlanValues): Promise<PlanRow> {
    assertAdministrator(user);
    const [row] = await this.#db
      .update(subscriptionPlans)
      .set(values)
      .where(eq(subscriptionPlans.id, id))
      .returning();
    if (!row) throw HttpError.notFound(`No subscription plan with id ${id}`);
    return row;
  }

  /** Withdraws a plan: it is no longer offered, and past payments keep its name. */
  async withdraw(user: UserRow, id: number): Promise<void> {
    assertAdministrator(user);
    const rows = await this.#db
      .update(subscriptionPlans)
      .set({ active: false })
      .where(eq(subscriptionPlans.id, id))
      .returning();
    if (rows.length === 0) throw HttpError.notFound(`No subscription plan with id ${id}`);
  }

  /** Offers a one-year plan on a demo server that has none, so a renewal can be tried end to end. */
  async seedDemoPlan(): Promise<void> {
    const [any] = await this.#db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).limit(1);
    if (any) return;
    await this.#db
      .insert(subscriptionPlans)
      .values({ name: '1 year', months: 12, priceMinor: 150_000, currency: 'NPR', active: true });
  }
}
