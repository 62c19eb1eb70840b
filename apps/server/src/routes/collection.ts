import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ObjectType, UserRow } from '../auth/Access';
import { type ReferenceField, type References, referencesOf } from '../auth/references';
import { currentUser } from '../context';
import type { Db } from '../db/Database';
import { HttpError } from '../http/HttpError';
import { parse, parseId } from '../http/parse';
import { type Actor, actorOf, recordAction } from '../services/actionLog';
import { addLink, removeAllLinks } from '../services/links';
import { listCondition, listView, parseListParams } from './listQuery';

type Row = Record<string, unknown> & { id: number };

export interface CollectionOptions<S extends z.core.$ZodType> {
  /** Route path, e.g. `/api/geofences`. */
  path: string;
  type: ObjectType;
  table: PgTable & { id: PgColumn };
  /** Column searched by `keyword`. */
  nameColumn?: PgColumn;
  /** Validates a create/update body. */
  input: S;
  /** Maps a validated body to column values; may throw HttpError for rules beyond the schema. */
  toValues: (body: z.output<S>, user: UserRow) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * Body fields that hold another object's id (`groupId`, `calendarId` …): each new value must be an
   * object the writer sees (`access.authorizeReferences`); a value the row already has may stay.
   * Required, so that a new collection says which of its fields point at other objects.
   */
  references: readonly ReferenceField[];
  /**
   * Rules on the values about to be stored, given the row's id on update (e.g. no group cycles); run in
   * the transaction that stores them, so a lock it takes covers the write.
   */
  checkValues?: (
    tx: Pick<Db, 'execute'>,
    values: Record<string, unknown>,
    id: number | null,
  ) => Promise<void>;
  /** Called after a change (e.g. to publish it). */
  afterChange?: (row: Row | null, id: number) => Promise<void>;
}

/**
 * The five Traccar calls of a collection (list with Traccar's parameters, get, create, update, delete),
 * each through the one authorization path. A creator is linked to what it creates.
 */
export function registerCollection<S extends z.core.$ZodType>(
  app: FastifyInstance,
  options: CollectionOptions<S>,
) {
  const { ctx } = app;
  const { path, type, table, nameColumn } = options;
  // drizzle's generic table types are too wide to infer here; the columns used are checked above.
  const db = ctx.db as unknown as {
    select: () => {
      from: (t: PgTable) => {
        where: (c?: SQL) => {
          orderBy: (c: PgColumn) => {
            limit: (n: number | undefined) => { offset: (n: number) => Promise<Row[]> };
          };
        };
      };
    };
    insert: (t: PgTable) => { values: (v: Record<string, unknown>) => { returning: () => Promise<Row[]> } };
    update: (t: PgTable) => {
      set: (v: Record<string, unknown>) => { where: (c: SQL) => { returning: () => Promise<Row[]> } };
    };
    delete: (t: PgTable) => { where: (c: SQL) => { returning: () => Promise<Row[]> } };
  };

  const load = async (id: number) => {
    const [row] = await db.select().from(table).where(eq(table.id, id)).orderBy(table.id).limit(1).offset(0);
    if (!row) throw HttpError.notFound(`No ${type} with id ${id}`);
    return row;
  };

  /**
   * Runs a write in a transaction, after the collection's `checkValues` rules, and records it in the
   * audit trail in the same transaction (a write that finds no row is not recorded).
   */
  const store = async (
    actor: Actor,
    action: 'create' | 'edit' | 'remove',
    values: Record<string, unknown> | null,
    id: number | null,
    write: (d: typeof db) => Promise<Row[]>,
  ) =>
    ctx.db.transaction(async (tx) => {
      if (values && options.checkValues) await options.checkValues(tx, values, id);
      const rows = await write(tx as unknown as typeof db);
      const [row] = rows;
      if (row) await recordAction(tx, actor, action, { objectType: type, objectId: row.id });
      return rows;
    });

  /** Checks the references of a validated body; on update those equal to the stored row's are kept. */
  const checkReferences = async (user: UserRow, body: unknown, existing: Row | null) => {
    const fields = options.references;
    if (fields.length === 0) return;
    const sent = referencesOf(body as Record<string, unknown>, fields);
    const changed: References = {};
    for (const field of fields) {
      const value = sent[field];
      if (existing && (value || null) === (existing[field] ?? null)) continue;
      changed[field] = value;
    }
    await ctx.access.authorizeReferences(user, changed);
  };

  app.get(path, async (request) => {
    const user = currentUser(request);
    const params = parseListParams(request.query as Record<string, unknown>);
    const condition = await listCondition(app, user, type, table.id, params);
    const keyword = params.keyword && nameColumn ? ilike(nameColumn, `%${params.keyword}%`) : undefined;
    const rows = await db
      .select()
      .from(table)
      .where(and(condition, keyword))
      .orderBy(table.id)
      .limit(params.limit)
      .offset(params.offset);
    return listView(rows, params);
  });

  app.get(`${path}/:id`, async (request) => {
    const user = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    await ctx.access.authorize(user, type, id, 'read');
    return load(id);
  });

  app.post(path, async (request) => {
    const user = currentUser(request);
    ctx.access.assertCanCreate(user, type);
    const body = parse(options.input, request.body);
    await checkReferences(user, body, null);
    const values = await options.toValues(body, user);
    const [row] = await store(actorOf(request), 'create', values, null, (d) =>
      d.insert(table).values(values).returning(),
    );
    if (!row) throw new Error(`insert into ${path} returned nothing`);
    await addLink(ctx, 'user', user.id, type, row.id);
    await options.afterChange?.(row, row.id);
    return row;
  });

  app.put(`${path}/:id`, async (request) => {
    const user = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    await ctx.access.authorize(user, type, id, 'write');
    const body = parse(options.input, request.body);
    await checkReferences(user, body, await load(id));
    const values = await options.toValues(body, user);
    const [row] = await store(actorOf(request), 'edit', values, id, (d) =>
      d.update(table).set(values).where(eq(table.id, id)).returning(),
    );
    if (!row) throw HttpError.notFound(`No ${type} with id ${id}`);
    await options.afterChange?.(row, id);
    return row;
  });

  app.delete(`${path}/:id`, async (request, reply) => {
    const user = currentUser(request);
    const id = parseId((request.params as { id: string }).id);
    await ctx.access.authorize(user, type, id, 'write');
    await store(actorOf(request), 'remove', null, id, (d) =>
      d.delete(table).where(eq(table.id, id)).returning(),
    );
    await removeAllLinks(ctx, type, id);
    await options.afterChange?.(null, id);
    return reply.status(204).send();
  });
}
