import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/Database';
import { users } from '../db/schema';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  administrator?: boolean;
  readonly?: boolean;
  deviceReadonly?: boolean;
  limitCommands?: boolean;
  disableReports?: boolean;
  deviceLimit?: number;
  userLimit?: number;
  expirationTime?: Date | null;
  attributes?: Record<string, unknown>;
}

/** Creates a user with a hashed password; refuses a login that exists already. */
export async function createAccount(db: Db, account: NewAccount) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${account.email})`);
  if (clash) throw new Error(`A user with login ${account.email} already exists`);
  const [row] = await db
    .insert(users)
    .values({
      name: account.name,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      administrator: account.administrator ?? false,
      readonly: account.readonly ?? false,
      deviceReadonly: account.deviceReadonly ?? false,
      limitCommands: account.limitCommands ?? false,
      disableReports: account.disableReports ?? false,
      deviceLimit: account.deviceLimit ?? -1,
      userLimit: account.userLimit ?? 0,
      expirationTime: account.expirationTime ?? null,
      attributes: account.attributes ?? {},
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}
