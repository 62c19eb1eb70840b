import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/Access';
import type { ServerContext } from '../context';
import type { Db } from '../db/Database';
import { devices, events, files, positions, users } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { toDevice } from '../http/serialize';
import { type Actor, recordAction } from './actionLog';
import { deviceMediaBucket } from './files/DeviceMediaStore';
import { DEVICE_PICTURE_BUCKET, devicePictureId } from './files/devicePictures';
import { addLink, removeAllLinks } from './links';

export type DeviceRow = typeof devices.$inferSelect;

/** Column values a device body may set. Status, lastUpdate and positionId belong to the gateway. */
export interface DeviceValues {
  name: string;
  uniqueId: string;
  phone?: string | null;
  model?: string | null;
  contact?: string | null;
  category?: string | null;
  groupId?: number | null;
  calendarId?: number | null;
  disabled?: boolean;
  expirationTime?: Date | null;
  attributes?: Record<string, unknown>;
}

/** Device rules shared by the Traccar routes and the `/api2` vehicle routes. */
export class DeviceService {
  readonly #ctx: ServerContext;

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
  }

  async get(id: number): Promise<DeviceRow> {
    const [row] = await this.#ctx.db.select().from(devices).where(eq(devices.id, id));
    if (!row) throw HttpError.notFound(`No device with id ${id}`);
    return row;
  }

  /** Devices the user may see, filtered as Traccar's list parameters ask. */
  async list(
    user: UserRow,
    filter: {
      all?: boolean;
      /**
       * Traccar's meaning of a list without `all`: an administrator gets the devices linked to it, not
       * every device (`/api/devices`; docs/decisions/traccar-admin-lists.md). Off, an administrator
       * gets every device (`/api2`, the portal's own calls).
       */
      linkedUnlessAll?: boolean;
      ids?: number[];
      uniqueIds?: string[];
      groupIds?: number[];
      keyword?: string;
      userId?: number;
      /** Page size and start, as Traccar's list parameters. */
      limit?: number;
      offset?: number;
    } = {},
  ): Promise<DeviceRow[]> {
    const { access } = this.#ctx;
    const conditions = [];
    if (filter.all) {
      // Anyone may ask for `all`: an administrator gets every device, anyone else what it sees.
      const visible = await access.visibleIds(user, 'device');
      if (visible !== null) conditions.push(inArray(devices.id, [...visible, -1]));
    } else {
      const subject = filter.userId === undefined ? user : await this.#managedUser(user, filter.userId);
      // Devices asked for by id or uniqueId are found wherever the reader may see them, as in Traccar:
      // only a plain list is narrowed to what is linked.
      const byIdentity = Boolean(filter.ids?.length || filter.uniqueIds?.length);
      const visible =
        filter.linkedUnlessAll && subject.administrator && !byIdentity
          ? await access.linkedIds(subject, 'device')
          : await access.visibleIds(subject, 'device');
      if (visible !== null) conditions.push(inArray(devices.id, [...visible, -1]));
    }
    if (filter.ids?.length) conditions.push(inArray(devices.id, filter.ids));
    if (filter.uniqueIds?.length) conditions.push(inArray(devices.uniqueId, filter.uniqueIds));
    if (filter.groupIds?.length) conditions.push(inArray(devices.groupId, filter.groupIds));
    if (filter.keyword) {
      const like = `%${filter.keyword}%`;
      conditions.push(or(ilike(devices.name, like), ilike(devices.uniqueId, like)));
    }
    const query = this.#ctx.db
      .select()
      .from(devices)
      .where(and(...conditions))
      .orderBy(devices.name, devices.id)
      .$dynamic();
    if (filter.limit !== undefined) query.limit(filter.limit);
    if (filter.offset) query.offset(filter.offset);
    return query;
  }

  /** `address` is the client's, for the audit trail. */
  async create(user: UserRow, values: DeviceValues, address: string | null): Promise<DeviceRow> {
    this.#ctx.access.assertCanCreate(user, 'device');
    await this.#assertUniqueIdFree(values.uniqueId);
    await this.#ctx.access.authorizeReferences(user, {
      groupId: values.groupId,
      calendarId: values.calendarId,
    });
    if (!user.administrator && user.deviceLimit >= 0) {
      const visible = await this.#ctx.access.visibleIds(user, 'device');
      if (visible && visible.size >= user.deviceLimit) throw HttpError.forbidden('Device limit reached');
    }
    const actor: Actor = { userId: user.id, address };
    const row = await this.#ctx.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(devices).values(values).returning();
      if (!inserted) throw new Error('device insert returned nothing');
      await recordAction(tx, actor, 'create', { objectType: 'device', objectId: inserted.id });
      return inserted;
    });
    await addLink(this.#ctx, 'user', user.id, 'device', row.id);
    await this.#publish(row);
    return row;
  }

  async update(user: UserRow, id: number, values: DeviceValues, address: string | null): Promise<DeviceRow> {
    await this.#ctx.access.authorize(user, 'device', id, 'write');
    const existing = await this.get(id);
    if (values.uniqueId !== existing.uniqueId) await this.#assertUniqueIdFree(values.uniqueId);
    // A reference the device already has may stay; a new one must be an object the user sees.
    await this.#ctx.access.authorizeReferences(user, {
      groupId: (values.groupId ?? null) === existing.groupId ? null : values.groupId,
      calendarId: (values.calendarId ?? null) === existing.calendarId ? null : values.calendarId,
    });
    // Only administrators move a subscription's end (it is what a renewal pays for).
    if (!user.administrator) values.expirationTime = existing.expirationTime;
    const row = await this.#ctx.db.transaction(async (tx) => {
      const [updated] = await tx.update(devices).set(values).where(eq(devices.id, id)).returning();
      if (!updated) throw HttpError.notFound(`No device with id ${id}`);
      await recordAction(tx, { userId: user.id, address }, 'edit', { objectType: 'device', objectId: id });
      return updated;
    });
    if (row.groupId !== existing.groupId) await this.#ctx.bus.publish('invalidate', {});
    await this.#publish(row);
    return row;
  }

  /** Deletes a device with its positions, events, picture and links. */
  async remove(user: UserRow, id: number, address: string | null): Promise<void> {
    await this.#ctx.access.authorize(user, 'device', id, 'write');
    await this.#ctx.db.transaction(async (tx) => {
      await tx.delete(positions).where(eq(positions.deviceId, id));
      await tx.delete(events).where(eq(events.deviceId, id));
      const removed = await tx.delete(devices).where(eq(devices.id, id)).returning({ id: devices.id });
      if (removed.length > 0)
        await recordAction(tx, { userId: user.id, address }, 'remove', {
          objectType: 'device',
          objectId: id,
        });
      await tx
        .delete(files)
        .where(and(eq(files.bucketId, DEVICE_PICTURE_BUCKET), eq(files.id, devicePictureId(id))));
      await tx.delete(files).where(eq(files.bucketId, deviceMediaBucket(id)));
    });
    await removeAllLinks(this.#ctx, 'device', id);
  }

  /**
   * Sets a vehicle's fuel mileage (km per litre, `attributes.mileage`), merged into its attributes in
   * the database so an edit of other attributes at the same time is kept; recorded in the audit.
   */
  async setMileage(user: UserRow, id: number, mileage: number, address: string | null): Promise<void> {
    await this.#ctx.access.authorize(user, 'device', id, 'write');
    await this.get(id);
    await this.#ctx.db.transaction(async (tx) => {
      await mergeAttributes(tx, id, { mileage });
      await recordAction(tx, { userId: user.id, address }, 'edit', {
        objectType: 'device',
        objectId: id,
        details: { mileage },
      });
    });
  }

  /** Sets the odometer (metres) and engine hours (ms) the next positions continue from. */
  async setAccumulators(
    user: UserRow,
    id: number,
    values: { totalDistance?: number; hours?: number },
    address: string | null,
  ) {
    await this.#ctx.access.authorize(user, 'device', id, 'write');
    await this.get(id);
    const patch: Record<string, number> = {};
    if (values.totalDistance !== undefined) patch.totalDistance = values.totalDistance;
    if (values.hours !== undefined) patch.hours = values.hours;
    await this.#ctx.db.transaction(async (tx) => {
      await mergeAttributes(tx, id, { accumulators: patch });
      const [latest] = await tx
        .select({ id: positions.id })
        .from(positions)
        .where(eq(positions.deviceId, id))
        .orderBy(desc(positions.fixTime))
        .limit(1);
      if (latest) {
        await tx
          .update(positions)
          .set({ attributes: sql`${positions.attributes} || ${JSON.stringify(patch)}::jsonb` })
          .where(eq(positions.id, latest.id));
      }
      await recordAction(tx, { userId: user.id, address }, 'accumulators', {
        objectType: 'device',
        objectId: id,
        details: patch,
      });
    });
  }

  async #managedUser(user: UserRow, userId: number): Promise<UserRow> {
    await this.#ctx.access.authorize(user, 'user', userId, 'read');
    const [subject] = await this.#ctx.db.select().from(users).where(eq(users.id, userId));
    if (!subject) throw HttpError.notFound(`No user with id ${userId}`);
    return subject;
  }

  async #assertUniqueIdFree(uniqueId: string) {
    const [clash] = await this.#ctx.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.uniqueId, uniqueId));
    if (clash) throw HttpError.conflict(`A device with identifier ${uniqueId} already exists`);
  }

  async #publish(row: DeviceRow) {
    await this.#ctx.bus.publish('devices', { devices: [toDevice(row)] });
  }
}

/**
 * Sets top-level keys of a device's attributes in one statement (`attributes || patch`), so keys
 * written by another request meanwhile are kept, unlike a read, spread and write.
 */
async function mergeAttributes(
  db: Pick<Db, 'update'>,
  id: number,
  patch: Record<string, unknown>,
): Promise<void> {
  await db
    .update(devices)
    .set({ attributes: sql`${devices.attributes} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(devices.id, id));
}
