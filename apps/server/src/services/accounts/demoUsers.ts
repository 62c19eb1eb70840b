import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { devices, links, users } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { DEMO_ACCOUNT_TTL_MS } from './accountRules';
import { removeAccount } from './removeAccount';

/** Login of the account that owns the demo fleet: every device it sees is shown to demo users. */
export const DEMO_FLEET_OWNER_EMAIL = 'demo-fleet@fleetkit.local';

/**
 * Demo users get `demo-<random>@demo.invalid`: a reserved domain no mail reaches. What makes an account
 * a demo user is its `demo` column, set here only, never the login.
 */
export const DEMO_EMAIL_DOMAIN = 'demo.invalid';

/**
 * Opens a demo account: 'Demo user', no password, valid for 24 hours, linked to every device of the
 * demo fleet. It may not change those shared devices or send them commands (`deviceReadonly`,
 * `limitCommands`), add devices or users, or change its login (`fixedEmail`); what it creates itself
 * (geofences, groups, documents …) is linked to it alone and so private to it. It is not `temporary`:
 * temporary sessions are share-link guests. A 503 when the demo fleet has not been set up.
 */
export async function createDemoUser(ctx: ServerContext): Promise<UserRow> {
  const [owner] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_FLEET_OWNER_EMAIL}`)
    .limit(1);
  if (!owner) {
    throw new HttpError(
      503,
      'unavailable',
      'The demo fleet is not set up on this server yet. Try again in a minute.',
    );
  }
  const visible = await ctx.access.visibleIds(owner, 'device');
  const deviceIds = visible
    ? [...visible]
    : (await ctx.db.select({ id: devices.id }).from(devices)).map((d) => d.id);
  const [user] = await ctx.db
    .insert(users)
    .values({
      name: 'Demo user',
      email: `demo-${randomBytes(8).toString('hex')}@${DEMO_EMAIL_DOMAIN}`,
      passwordHash: null,
      deviceReadonly: true,
      limitCommands: true,
      deviceLimit: 0,
      userLimit: 0,
      fixedEmail: true,
      expirationTime: new Date(Date.now() + DEMO_ACCOUNT_TTL_MS),
      demo: true,
      attributes: { demo: true },
    })
    .returning();
  if (!user) throw new Error('demo user insert returned nothing');
  if (deviceIds.length > 0) {
    await ctx.db
      .insert(links)
      .values(
        deviceIds.map((id) => ({
          ownerType: 'user',
          ownerId: user.id,
          propertyType: 'device',
          propertyId: id,
        })),
      )
      .onConflictDoNothing();
  }
  await ctx.bus.publish('invalidate', { userId: user.id });
  return user;
}

/**
 * Removes every demo user whose 24 hours are over, with its links, sessions and private objects (see
 * `removeAccount`). Meant to run on a schedule; returns how many accounts were removed.
 */
export async function purgeExpiredDemoUsers(
  ctx: Pick<ServerContext, 'db' | 'bus'>,
  now: Date = new Date(),
): Promise<number> {
  const expired = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.demo, true), lte(users.expirationTime, now)));
  let removed = 0;
  for (const { id } of expired) removed += await removeAccount(ctx, id);
  return removed;
}
