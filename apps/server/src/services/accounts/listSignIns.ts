import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/Database';
import { loginHistory } from '../../db/schema';

/** One sign-in as `GET /api2/account/login-history` returns it. */
export interface SignIn {
  time: Date;
  ip: string | null;
  userAgent: string | null;
  /** How the session started: 'password', 'token', 'register', 'demo'. */
  method: string;
}

/** A user's sign-ins, newest first. */
export async function listSignIns(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<SignIn[]> {
  return db
    .select({
      time: loginHistory.time,
      ip: loginHistory.ip,
      userAgent: loginHistory.userAgent,
      method: loginHistory.method,
    })
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.time), desc(loginHistory.id))
    .limit(page.limit)
    .offset(page.offset);
}
