import type { ObjectType, UserRow } from '../auth/Access';
import type { Db } from '../db/Database';
import { auditLog } from '../db/schema';

/** Traccar's action types of the audit trail (`GET /api/audit`). */
export type ActionType =
  | 'create'
  | 'edit'
  | 'remove'
  | 'link'
  | 'unlink'
  | 'login'
  | 'logout'
  | 'accumulators'
  | 'command';

/** Who does a write, and from which address (the request's client, behind trusted proxies). */
export interface Actor {
  userId: number;
  address: string | null;
}

/** The actor of a request on a protected route. */
export function actorOf(request: { user: UserRow | null; ip: string }): Actor {
  if (!request.user) throw new Error('actorOf called on a request without a user');
  return { userId: request.user.id, address: request.ip || null };
}

/** What was written: an object, `server` for the settings (id 1), and for a link its other end. */
export interface ActionObject {
  objectType: ObjectType | 'server';
  objectId: number;
  /** The linked object of a `link`/`unlink`. */
  property?: { type: ObjectType; id: number };
  /** More to tell; keys naming secrets are dropped. */
  details?: Record<string, unknown>;
}

/** Keys never kept in an entry's details, at any depth. */
const SECRET_KEY = /password|token|secret|totp|key|hash|code/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/**
 * Records one action in the audit trail. Every write of an object through the API calls it after the
 * write succeeded, with the transaction the write ran in when it has one (`db` is then that
 * transaction), so a write that fails or rolls back leaves no entry.
 */
export async function recordAction(
  db: Pick<Db, 'insert'>,
  actor: Actor,
  action: ActionType,
  object: ActionObject,
): Promise<void> {
  const details: Record<string, unknown> = {
    ...(withoutSecrets(object.details ?? {}) as Record<string, unknown>),
    ...(object.property ? { propertyType: object.property.type, propertyId: object.property.id } : {}),
  };
  await db.insert(auditLog).values({
    userId: actor.userId,
    action,
    objectType: object.objectType,
    objectId: object.objectId,
    address: actor.address,
    details,
  });
}
