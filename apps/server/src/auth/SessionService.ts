import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { apiTokens, sessions, users } from '../db/schema';
import type { Bus } from '../live/Bus';
import type { UserRow } from './Access';

declare module '../live/Bus' {
  interface BusMessages {
    /**
     * Sessions and tokens of a user ended (a password change, a revoked share, a removed account): every
     * instance closes the user's live sockets, except the one opened with the credential `keep`.
     */
    'sessions.ended': { userId: number; keep?: string | null };
  }
}

/** What a request signed in with: its cookie session or its API token. */
export interface Credential {
  cookie?: string;
  token?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

interface TokenPayload {
  /** Token id (revocation key). */
  jti: string;
  /** User id. */
  uid: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * Cookie sessions and signed, revocable API tokens. A token is `base64url(payload).signature` with an
 * HMAC-SHA256 over the payload keyed by the server secret (shared by every instance through the database);
 * its id is also stored so it can be revoked before it expires.
 */
export class SessionService {
  readonly #db: Db;
  readonly #secret: Buffer;
  readonly #sessionMs: number;
  readonly #bus: Bus | null;

  /** @param bus carries the end of sessions to the live sockets of every instance */
  constructor(db: Db, secret: string, sessionDays: number, bus: Bus | null = null) {
    this.#db = db;
    this.#secret = Buffer.from(secret, 'base64url');
    this.#sessionMs = sessionDays * 86_400_000;
    this.#bus = bus;
  }

  /**
   * A stable id of a credential, never the secret itself: `s:<hash>` for a cookie session, `t:<token id>`
   * for a token (null for a malformed one). Live sockets carry it, so ending sessions can spare one.
   */
  credentialId(credential: Credential): string | null {
    if (credential.token !== undefined) {
      const payload = this.#verify(credential.token);
      return payload ? `t:${payload.jti}` : null;
    }
    return credential.cookie ? `s:${sha256(credential.cookie)}` : null;
  }

  /**
   * Starts a cookie session and returns the cookie value (only its hash is stored). It lasts the
   * configured session length, or less when `notAfter` comes sooner.
   */
  async createSession(userId: number, notAfter?: Date): Promise<{ value: string; expiresAt: Date }> {
    const value = randomBytes(32).toString('base64url');
    const longest = Date.now() + this.#sessionMs;
    const expiry = new Date(notAfter ? Math.min(notAfter.getTime(), longest) : longest);
    await this.#db.insert(sessions).values({ id: sha256(value), userId, expiresAt: expiry });
    return { value, expiresAt: expiry };
  }

  async userForSession(value: string): Promise<UserRow | null> {
    const [row] = await this.#db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sha256(value)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row?.user ?? null;
  }

  /** Ends one cookie session (in `db`, a transaction of the caller's); the user whose it was, if any. */
  async endSession(value: string, db: Pick<Db, 'delete'> = this.#db): Promise<number | null> {
    const [ended] = await db
      .delete(sessions)
      .where(eq(sessions.id, sha256(value)))
      .returning({ userId: sessions.userId });
    return ended?.userId ?? null;
  }

  /**
   * Ends every cookie session and API token of a user, on every instance (the live sockets close too),
   * except the one credential `keep` (a `credentialId`): after a password change the session that made it
   * stays; after a reset, a revoked share or a removed account nothing does.
   */
  async endUserSessions(userId: number, keep: string | null = null): Promise<void> {
    const keptSession = keep?.startsWith('s:') ? keep.slice(2) : null;
    const keptToken = keep?.startsWith('t:') ? keep.slice(2) : null;
    await this.#db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), keptSession ? ne(sessions.id, keptSession) : undefined));
    await this.#db
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(apiTokens.userId, userId),
          isNull(apiTokens.revokedAt),
          keptToken ? ne(apiTokens.id, keptToken) : undefined,
        ),
      );
    await this.#bus?.publish('sessions.ended', { userId, keep });
  }

  async purgeExpired(now = new Date()): Promise<void> {
    await this.#db.delete(sessions).where(lt(sessions.expiresAt, now));
  }

  /** Issues a signed token for the user, valid until `expiresAt`. */
  async issueToken(userId: number, expiresAt: Date): Promise<string> {
    const payload: TokenPayload = {
      jti: randomBytes(12).toString('base64url'),
      uid: userId,
      exp: Math.floor(expiresAt.getTime() / 1000),
    };
    await this.#db.insert(apiTokens).values({ id: payload.jti, userId, expiresAt });
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.#sign(body)}`;
  }

  /** The user a token stands for, or null when it is malformed, forged, expired or revoked. */
  async userForToken(token: string): Promise<UserRow | null> {
    const payload = this.#verify(token);
    if (!payload || payload.exp * 1000 <= Date.now()) return null;
    const [row] = await this.#db
      .select({ user: users })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(
        and(eq(apiTokens.id, payload.jti), isNull(apiTokens.revokedAt), eq(apiTokens.userId, payload.uid)),
      )
      .limit(1);
    return row?.user ?? null;
  }

  /** Revokes a token; only its owner (or an administrator, checked by the caller) may. */
  async revokeToken(token: string, userId: number | null): Promise<boolean> {
    const payload = this.#verify(token);
    if (!payload) return false;
    const where =
      userId === null
        ? eq(apiTokens.id, payload.jti)
        : and(eq(apiTokens.id, payload.jti), eq(apiTokens.userId, userId));
    const result = await this.#db.update(apiTokens).set({ revokedAt: new Date() }).where(where).returning();
    return result.length > 0;
  }

  /** The user a well-signed token names (revoked or expired or not), or null for a malformed one. */
  tokenUserId(token: string): number | null {
    return this.#verify(token)?.uid ?? null;
  }

  /** Token expiry (for share links that must not outlive their token). */
  tokenExpiry(token: string): Date | null {
    const payload = this.#verify(token);
    return payload ? new Date(payload.exp * 1000) : null;
  }

  #sign(body: string): string {
    return createHmac('sha256', this.#secret).update(body).digest('base64url');
  }

  #verify(token: string): TokenPayload | null {
    const [body, signature] = token.split('.');
    if (!body || !signature || token.split('.').length !== 2) return null;
    const expected = Buffer.from(this.#sign(body));
    const actual = Buffer.from(signature);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenPayload>;
      if (
        typeof payload.jti !== 'string' ||
        typeof payload.uid !== 'number' ||
        typeof payload.exp !== 'number'
      ) {
        return null;
      }
      return payload as TokenPayload;
    } catch {
      return null;
    }
  }
}
