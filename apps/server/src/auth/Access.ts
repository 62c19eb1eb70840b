import { sql } from 'drizzle-orm';
import type { Db } from '../db/Database';
import type { users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { REFERENCE_FIELDS, type References, referenceTables } from './references';

export type UserRow = typeof users.$inferSelect;

/** Object types that permissions link, as in Traccar. */
export const OBJECT_TYPES = [
  'user',
  'device',
  'group',
  'geofence',
  'driver',
  'maintenance',
  'notification',
  'attribute',
  'command',
  'calendar',
  'report',
  'order',
] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

export type AccessMode = 'read' | 'write';

/** Server-wide restrictions that apply to every user who is not an administrator. */
export interface ServerRestrictions {
  readonly: boolean;
  deviceReadonly: boolean;
  limitCommands: boolean;
}

/** A manager is a user allowed to create users (Traccar: `userLimit` other than 0). */
export function isManager(user: UserRow): boolean {
  return user.administrator || user.userLimit !== 0;
}

/**
 * The one authorization path of the server. Every route asks it before it reads or changes an object:
 * `await access.authorize(user, 'device', 12, 'write')`. A user never sees what is not linked to it
 * (directly, through a group, or through a user it manages); read-only and temporary users change nothing.
 * Visible ids are cached per user and dropped whenever links, groups or devices' groups change.
 */
export class Access {
  readonly #db: Db;
  readonly #cache = new Map<number, Map<ObjectType, Set<number>>>();
  /** What is linked to administrators (who see everything, but Traccar lists only this unless asked). */
  readonly #linkedCache = new Map<number, Map<ObjectType, Set<number>>>();
  #restrictions: ServerRestrictions = { readonly: false, deviceReadonly: false, limitCommands: false };

  constructor(db: Db) {
    this.#db = db;
  }

  setServerRestrictions(restrictions: ServerRestrictions): void {
    this.#restrictions = restrictions;
  }

  /** Drops cached visibility (after a link, group or device-group change). */
  invalidate(userId?: number): void {
    if (userId === undefined) {
      this.#cache.clear();
      this.#linkedCache.clear();
    } else {
      this.#cache.delete(userId);
      this.#linkedCache.delete(userId);
    }
  }

  /** Ids of `type` the user can see; `null` means everything (administrators). */
  async visibleIds(user: UserRow, type: ObjectType): Promise<Set<number> | null> {
    if (user.administrator) return null;
    let perUser = this.#cache.get(user.id);
    if (!perUser) {
      perUser = new Map();
      this.#cache.set(user.id, perUser);
    }
    const cached = perUser.get(type);
    if (cached) return cached;
    const ids = await this.#query(user, type);
    perUser.set(type, ids);
    return ids;
  }

  /**
   * Ids of `type` linked to the user (directly, through a group, or through a user it manages). For
   * everyone but administrators this is what they see; an administrator sees everything, but Traccar's
   * lists show it only this unless it asks for `all`.
   */
  async linkedIds(user: UserRow, type: ObjectType): Promise<Set<number>> {
    if (!user.administrator) return (await this.visibleIds(user, type)) ?? new Set();
    let perUser = this.#linkedCache.get(user.id);
    if (!perUser) {
      perUser = new Map();
      this.#linkedCache.set(user.id, perUser);
    }
    const cached = perUser.get(type);
    if (cached) return cached;
    const ids = await this.#query(user, type);
    perUser.set(type, ids);
    return ids;
  }

  async canRead(user: UserRow, type: ObjectType, id: number): Promise<boolean> {
    if (type === 'user' && id === user.id) return true;
    const ids = await this.visibleIds(user, type);
    return ids === null || ids.has(id);
  }

  /** Whether the user may change anything at all (read-only and temporary users may not). */
  canWriteAnything(user: UserRow): boolean {
    if (user.administrator) return true;
    return !user.readonly && !user.temporary && !this.#restrictions.readonly;
  }

  /** Whether the user may change devices (also refused by `deviceReadonly`). */
  canWriteDevices(user: UserRow): boolean {
    if (user.administrator) return true;
    return this.canWriteAnything(user) && !user.deviceReadonly && !this.#restrictions.deviceReadonly;
  }

  /** Whether the user may send commands to devices. */
  canSendCommands(user: UserRow): boolean {
    if (user.administrator) return true;
    return !user.readonly && !user.temporary && !user.limitCommands && !this.#restrictions.limitCommands;
  }

  /**
   * Throws unless the user may read (or write) the object: 404 when the object is not visible (so its
   * existence is not revealed), 403 when it is visible but the user may not change it.
   */
  async authorize(user: UserRow, type: ObjectType, id: number, mode: AccessMode): Promise<void> {
    if (!(await this.canRead(user, type, id))) throw HttpError.notFound(`No ${type} with id ${id}`);
    if (mode === 'read') return;
    const allowed = type === 'device' ? this.canWriteDevices(user) : this.canWriteAnything(user);
    if (!allowed) throw HttpError.forbidden('This account is read-only');
    if (type === 'user' && id !== user.id && !isManager(user)) throw HttpError.forbidden();
  }

  /** Throws 403 unless the user may create objects of this type. */
  assertCanCreate(user: UserRow, type: ObjectType): void {
    const allowed = type === 'device' ? this.canWriteDevices(user) : this.canWriteAnything(user);
    if (!allowed) throw HttpError.forbidden('This account is read-only');
    if (type === 'user' && !isManager(user))
      throw HttpError.forbidden('Only administrators and managers add users');
  }

  /**
   * Throws unless every object a write points at (`{ groupId: 3, calendarId: null }`; 0, null and
   * undefined mean none) exists and is one the user may see (or change, with `mode` 'write'). An
   * invisible or missing object answers 404 naming the field, exactly as a missing one, so a write
   * cannot reveal another fleet's ids nor hang anything on them (docs/decisions/references.md).
   */
  async authorizeReferences(user: UserRow, references: References, mode: AccessMode = 'read'): Promise<void> {
    for (const [field, value] of Object.entries(references)) {
      const type = REFERENCE_FIELDS[field as keyof References];
      for (const id of Array.isArray(value) ? value : [value]) {
        if (!id) continue;
        const missing = () =>
          new HttpError(404, 'not_found', `${field}: No ${type} with id ${id}`, [
            { field, message: `No ${type} with id ${id}` },
          ]);
        const visible = await this.visibleIds(user, type);
        if (visible !== null && !visible.has(id) && !(type === 'user' && id === user.id)) throw missing();
        if (visible === null && !(await this.#exists(type, id))) throw missing();
        if (mode === 'write') await this.authorize(user, type, id, 'write');
      }
    }
  }

  /** Whether an object of the type exists (every type has its table). */
  async #exists(type: ObjectType, id: number): Promise<boolean> {
    const table = referenceTables[type];
    const result = (await this.#db.execute(
      sql`SELECT 1 FROM ${table} WHERE id = ${id} LIMIT 1`,
    )) as unknown as { rows: unknown[] };
    return result.rows.length > 0;
  }

  async #query(user: UserRow, type: ObjectType): Promise<Set<number>> {
    // Users whose objects this user sees: itself and, for a manager, the users it manages.
    const owners = sql`(SELECT ${user.id}::int AS id UNION SELECT property_id FROM links
      WHERE owner_type = 'user' AND owner_id = ${user.id} AND property_type = 'user')`;
    let query: ReturnType<typeof sql>;
    if (type === 'user') {
      query = sql`SELECT id FROM ${owners} o`;
    } else if (type === 'group' || type === 'device') {
      const groupsSql = sql`WITH RECURSIVE ug(id) AS (
          SELECT l.property_id FROM links l JOIN ${owners} o ON l.owner_id = o.id
            WHERE l.owner_type = 'user' AND l.property_type = 'group'
          UNION SELECT g.id FROM groups g JOIN ug ON g.group_id = ug.id)`;
      query =
        type === 'group'
          ? sql`${groupsSql} SELECT id FROM ug`
          : sql`${groupsSql}
            SELECT l.property_id AS id FROM links l JOIN ${owners} o ON l.owner_id = o.id
              WHERE l.owner_type = 'user' AND l.property_type = 'device'
            UNION SELECT d.id FROM devices d JOIN ug ON d.group_id = ug.id`;
    } else {
      query = sql`SELECT l.property_id AS id FROM links l JOIN ${owners} o ON l.owner_id = o.id
        WHERE l.owner_type = 'user' AND l.property_type = ${type}`;
    }
    const result = (await this.#db.execute(query)) as unknown as { rows: { id: number | string }[] };
    return new Set(result.rows.map((r) => Number(r.id)));
  }
}
