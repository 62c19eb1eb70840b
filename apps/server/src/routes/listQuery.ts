import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ObjectType, UserRow } from '../auth/Access';
import { links } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { parseId, queryIds } from '../http/parse';

/** Traccar's list parameters, parsed. */
export interface ListParams {
  all: boolean;
  userId?: number;
  /** Repeated or comma-separated (`deviceId=1,2`). */
  deviceIds: number[];
  /** Repeated or comma-separated. */
  groupIds: number[];
  ids: number[];
  keyword?: string;
  limit?: number;
  offset: number;
  /** Traccar's `excludeAttributes=true`: the objects without their attributes (answered as `{}`). */
  excludeAttributes: boolean;
}

export function parseListParams(query: Record<string, unknown>): ListParams {
  const one = (key: string) => (query[key] === undefined ? undefined : parseId(query[key], key));
  const limit = query.limit === undefined ? undefined : Number(query.limit);
  const offset = query.offset === undefined ? 0 : Number(query.offset);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
    throw HttpError.badRequest('limit must be a positive whole number');
  if (!Number.isInteger(offset) || offset < 0) throw HttpError.badRequest('offset must be zero or more');
  const keyword =
    typeof query.keyword === 'string' && query.keyword.trim() ? query.keyword.trim() : undefined;
  return {
    all: query.all === 'true' || query.all === true,
    userId: one('userId'),
    deviceIds: queryIds(query, 'deviceId'),
    groupIds: queryIds(query, 'groupId'),
    ids: queryIds(query, 'id'),
    keyword,
    limit,
    offset,
    excludeAttributes: query.excludeAttributes === 'true' || query.excludeAttributes === true,
  };
}

/**
 * The rows of a list as Traccar answers them with `excludeAttributes=true`: each with empty attributes
 * (a client asks for this to keep a long list small), else unchanged.
 */
export function listView<T extends object>(rows: T[], params: Pick<ListParams, 'excludeAttributes'>): T[] {
  return params.excludeAttributes ? rows.map((row) => ({ ...row, attributes: {} })) : rows;
}

/**
 * The id filter of a Traccar list, after authorization, with Traccar's meaning of `all`: everything
 * for an administrator who asks for `all`, what the caller sees for anyone else who does; objects
 * linked to a user the caller may see with `userId`; else the objects linked to the caller, which for
 * an administrator is not everything it may see (docs/decisions/traccar-admin-lists.md). `deviceId`
 * and `groupId` narrow any of these. Returns the SQL condition on `idColumn`, or undefined for "no
 * restriction".
 */
export async function listCondition(
  app: FastifyInstance,
  user: UserRow,
  type: ObjectType,
  idColumn: PgColumn,
  params: ListParams,
): Promise<SQL | undefined> {
  const { access } = app.ctx;
  const conditions: SQL[] = [];
  const linkedTo = (ownerType: ObjectType, ownerIds: number[]) =>
    inArray(
      idColumn,
      app.ctx.db
        .select({ id: links.propertyId })
        .from(links)
        .where(
          and(eq(links.ownerType, ownerType), inArray(links.ownerId, ownerIds), eq(links.propertyType, type)),
        ),
    );
  // Objects asked for by id are found wherever the reader may see them, as in Traccar: only a plain
  // list is narrowed to what is linked.
  if (params.all || (params.ids.length > 0 && params.userId === undefined)) {
    const visible = await access.visibleIds(user, type);
    if (visible !== null) conditions.push(inArray(idColumn, [...visible, -1]));
  } else if (params.userId !== undefined) {
    await access.authorize(user, 'user', params.userId, 'read');
    conditions.push(linkedTo('user', [params.userId]));
  } else {
    const linked = await access.linkedIds(user, type);
    conditions.push(inArray(idColumn, [...linked, -1]));
  }
  if (params.deviceIds.length > 0 && type !== 'device') {
    for (const id of params.deviceIds) await access.authorize(user, 'device', id, 'read');
    conditions.push(linkedTo('device', params.deviceIds));
  }
  if (params.groupIds.length > 0 && type !== 'device' && type !== 'group') {
    for (const id of params.groupIds) await access.authorize(user, 'group', id, 'read');
    conditions.push(linkedTo('group', params.groupIds));
  }
  if (params.ids.length > 0) conditions.push(inArray(idColumn, params.ids));
  return conditions.length === 0 ? undefined : and(...conditions);
}
