import type { DocumentOf } from '@fleetkit/sdk-core';
import { and, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { devices, documents, drivers, users } from '../../db/schema';
import { HttpError } from '../../http/HttpError';

/** A stored document or service record. */
export type DocumentRow = typeof documents.$inferSelect;

/** The permission type of the entity a document belongs to; 'others' documents have none. */
const ENTITY_TYPES = { vehicle: 'device', driver: 'driver' } as const;
type EntityType = (typeof ENTITY_TYPES)[keyof typeof ENTITY_TYPES];
const ENTITY_NAMES: Record<EntityType, string> = { device: 'vehicle', driver: 'driver' };

/**
 * Whether what the user creates is private to it: temporary (share-link) users and demo users, who
 * share the demo fleet's vehicles with every other demo visitor.
 */
export function makesPrivateDocuments(user: Pick<UserRow, 'temporary' | 'demo'>): boolean {
  return user.temporary || user.demo;
}

function entityTypeOf(documentOf: string): EntityType | null {
  return documentOf === 'vehicle' || documentOf === 'driver' ? ENTITY_TYPES[documentOf] : null;
}

/**
 * Who may read and change documents and service records (docs/decisions/document-access.md):
 * - the creator always reads its own documents;
 * - a document created by a temporary (share-link) or demo user is private to that user, and a
 *   temporary user reads no one else's documents;
 * - otherwise a vehicle or driver document is read by whoever may read the vehicle or driver, and
 *   changed by whoever may change it (`access.authorize(user, 'device' | 'driver', entityId, mode)`);
 * - a private document needs only read access to its vehicle or driver, as no one else sees it (so a
 *   demo visitor may file documents on the demo fleet it may not change);
 * - an 'others' document belongs to its creator alone;
 * - administrators read and change every document except the private ones of temporary and demo users.
 * Invisible documents are answered 404, visible but unchangeable ones 403.
 */
export class DocumentAccess {
  readonly #ctx: Pick<ServerContext, 'db' | 'access'>;

  constructor(ctx: Pick<ServerContext, 'db' | 'access'>) {
    this.#ctx = ctx;
  }

  /** The SQL condition on `documents` that keeps exactly the rows the user may read. */
  async readableCondition(user: UserRow): Promise<SQL> {
    const own = eq(documents.ownerId, user.id);
    if (user.temporary) return own;
    const privateCreators = this.#ctx.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.temporary, true), eq(users.demo, true)));
    const notPrivate = notInArray(documents.ownerId, privateCreators);
    if (user.administrator) return or(own, notPrivate) as SQL;
    const vehicles = (await this.#ctx.access.visibleIds(user, 'device')) ?? new Set<number>();
    const driverIds = (await this.#ctx.access.visibleIds(user, 'driver')) ?? new Set<number>();
    const ofEntity = or(
      and(eq(documents.documentOf, 'vehicle'), inArray(documents.entityId, [...vehicles, -1])),
      and(eq(documents.documentOf, 'driver'), inArray(documents.entityId, [...driverIds, -1])),
    );
    return or(own, and(notPrivate, ofEntity)) as SQL;
  }

  /** Whether the user may read the document. */
  async canRead(user: UserRow, row: DocumentRow): Promise<boolean> {
    if (row.ownerId === user.id) return true;
    if (user.temporary || (await this.#ownerMakesPrivateDocuments(row))) return false;
    if (user.administrator) return true;
    const type = entityTypeOf(row.documentOf);
    if (!type || row.entityId === null) return false;
    return this.#ctx.access.canRead(user, type, row.entityId);
  }

  /** Throws 404 unless the user may read the document. */
  async assertReadable(user: UserRow, row: DocumentRow): Promise<void> {
    if (!(await this.canRead(user, row))) throw HttpError.notFound(`No document with id ${row.id}`);
  }

  /** Whether the user may change or delete the document (without throwing). */
  async canWrite(user: UserRow, row: DocumentRow): Promise<boolean> {
    try {
      await this.assertWritable(user, row);
      return true;
    } catch (error) {
      if (error instanceof HttpError) return false;
      throw error;
    }
  }

  /**
   * Whether the user may change or delete each of these documents, which it may already read (as
   * `assertWritable` decides, without throwing): the vehicle or driver check runs once per distinct
   * entity and mode, so a list costs no more than its vehicles and drivers.
   */
  async writable(user: UserRow, rows: readonly DocumentRow[]): Promise<boolean[]> {
    if (!this.#ctx.access.canWriteAnything(user)) return rows.map(() => false);
    const checks = new Map<string, Promise<boolean>>();
    return Promise.all(
      rows.map((row) => {
        const type = entityTypeOf(row.documentOf);
        if (!type || row.entityId === null) {
          return row.ownerId === user.id || user.administrator;
        }
        const entityId = row.entityId;
        const mode = this.#entityMode(user, row.ownerId);
        const key = `${type}:${entityId}:${mode}`;
        let check = checks.get(key);
        if (!check) {
          check = this.#ctx.access.authorize(user, type, entityId, mode).then(
            () => true,
            (error: unknown) => {
              if (error instanceof HttpError) return false;
              throw error;
            },
          );
          checks.set(key, check);
        }
        return check;
      }),
    );
  }

  /**
   * Throws unless the user may change or delete the document: 404 when it may not read it, 403 when
   * the account is read-only or temporary, or it may not change the document's vehicle or driver.
   */
  async assertWritable(user: UserRow, row: DocumentRow): Promise<void> {
    await this.assertReadable(user, row);
    if (!this.#ctx.access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
    const type = entityTypeOf(row.documentOf);
    if (!type || row.entityId === null) {
      if (row.ownerId !== user.id && !user.administrator) throw HttpError.forbidden();
      return;
    }
    // The creator still reads a document of a vehicle it lost; changing it needs the vehicle again.
    if (!(await this.#ctx.access.canRead(user, type, row.entityId))) {
      throw HttpError.forbidden(
        `You may no longer change documents of ${ENTITY_NAMES[type]} ${row.entityId}`,
      );
    }
    await this.#ctx.access.authorize(user, type, row.entityId, this.#entityMode(user, row.ownerId));
  }

  /**
   * Throws unless the user may put a document of `ownerId` (the user, when creating) on this vehicle,
   * driver or 'others' (create or move):
   * 403 for read-only and temporary accounts or an entity it may only read, 404 for an entity that
   * does not exist or that it may not see.
   */
  async assertCanAttach(
    user: UserRow,
    documentOf: DocumentOf,
    entityId: number | null,
    ownerId: number = user.id,
  ): Promise<void> {
    if (!this.#ctx.access.canWriteAnything(user)) throw HttpError.forbidden('This account is read-only');
    const type = entityTypeOf(documentOf);
    if (!type) return;
    if (entityId === null) throw HttpError.badRequest(`entityId: Choose the ${ENTITY_NAMES[type]}`);
    await this.#ctx.access.authorize(user, type, entityId, this.#entityMode(user, ownerId));
    const table = type === 'device' ? devices : drivers;
    const [found] = await this.#ctx.db.select({ id: table.id }).from(table).where(eq(table.id, entityId));
    if (!found) throw HttpError.notFound(`No ${ENTITY_NAMES[type]} with id ${entityId}`);
  }

  /** What the user needs on a vehicle or driver to put or change there a document of `ownerId`. */
  #entityMode(user: UserRow, ownerId: number): 'read' | 'write' {
    return ownerId === user.id && makesPrivateDocuments(user) ? 'read' : 'write';
  }

  async #ownerMakesPrivateDocuments(row: DocumentRow): Promise<boolean> {
    const [owner] = await this.#ctx.db
      .select({ temporary: users.temporary, demo: users.demo })
      .from(users)
      .where(eq(users.id, row.ownerId));
    return owner ? makesPrivateDocuments(owner) : false;
  }
}
