import type { DocumentOf } from '@fleetkit/sdk-core';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { documents, files } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import type { FileAccess } from '../files/FileAccess';
import { isStorageId, STORAGE_ID_MESSAGE } from '../files/isStorageId';
import { newStorageId } from '../files/newStorageId';
import type { DocumentAccess, DocumentRow } from './DocumentAccess';
import { documentExpiresAt, documentExpiryState } from './documentExpiryState';
import { type RecordBody, type RecordKind, type RecordValues, resolveRecord } from './resolveRecord';

/** Filters of a document or service-record list. */
export interface RecordFilter {
  documentOf?: DocumentOf;
  entityId?: number;
  documentType?: string;
}

/** `GET /api2/documents/expiry-info`: readable documents already expired, and those expiring soon. */
export interface ExpiryInfo {
  expired: DocumentRow[];
  expiring: DocumentRow[];
}

const valuesOf = (row: DocumentRow): RecordValues => ({
  documentOf: row.documentOf as DocumentOf,
  entityId: row.entityId,
  documentType: row.documentType,
  fileIds: row.fileIds,
  fields: row.fields as RecordValues['fields'],
});

/**
 * Documents (`kind` 'document') or vehicles' service records (`kind` 'service'), in the documents
 * table: the rules of `resolveRecord` for what may be stored and of `DocumentAccess` for who may see
 * and change it. A record gets a new unguessable id; its files must be files the user may read.
 */
export class DocumentService {
  readonly #ctx: ServerContext;
  readonly #kind: RecordKind;
  readonly #access: DocumentAccess;
  readonly #files: FileAccess;

  constructor(ctx: ServerContext, kind: RecordKind, documentAccess: DocumentAccess, fileAccess: FileAccess) {
    this.#ctx = ctx;
    this.#kind = kind;
    this.#access = documentAccess;
    this.#files = fileAccess;
  }

  /** The records the user may read, oldest first, filtered by category, entity and type. */
  async list(user: UserRow, filter: RecordFilter = {}): Promise<DocumentRow[]> {
    const conditions: (SQL | undefined)[] = [
      eq(documents.kind, this.#kind),
      await this.#access.readableCondition(user),
      filter.documentOf === undefined ? undefined : eq(documents.documentOf, filter.documentOf),
      filter.entityId === undefined ? undefined : eq(documents.entityId, filter.entityId),
      filter.documentType === undefined ? undefined : eq(documents.documentType, filter.documentType),
    ];
    return this.#ctx.db
      .select()
      .from(documents)
      .where(and(...conditions))
      .orderBy(asc(documents.createdAt), asc(documents.id));
  }

  /** One record the user may read; 404 otherwise. */
  async get(user: UserRow, id: string): Promise<DocumentRow> {
    const row = await this.#load(id);
    await this.#access.assertReadable(user, row);
    return row;
  }

  /** Creates a record owned by the user. */
  async create(user: UserRow, body: RecordBody): Promise<DocumentRow> {
    const values = resolveRecord(this.#kind, body, null);
    await this.#access.assertCanAttach(user, values.documentOf, values.entityId);
    await this.#assertFilesReadable(user, values.fileIds, []);
    const [row] = await this.#ctx.db
      .insert(documents)
      .values({ id: newStorageId(), kind: this.#kind, ownerId: user.id, ...values })
      .returning();
    if (!row) throw new Error('document insert returned nothing');
    return row;
  }

  /** Merges the body into a record the user may change (SPEC §7) and saves it. */
  async update(user: UserRow, id: string, body: RecordBody): Promise<DocumentRow> {
    const existing = await this.#load(id);
    await this.#access.assertWritable(user, existing);
    const values = resolveRecord(this.#kind, body, valuesOf(existing));
    const moved = values.documentOf !== existing.documentOf || values.entityId !== existing.entityId;
    if (moved && values.documentOf === 'others' && existing.ownerId !== user.id && !user.administrator) {
      throw HttpError.forbidden("Only a document's creator can move it to Others");
    }
    if (moved) await this.#access.assertCanAttach(user, values.documentOf, values.entityId, existing.ownerId);
    await this.#assertFilesReadable(user, values.fileIds, existing.fileIds);
    const [row] = await this.#ctx.db
      .update(documents)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(documents.id, id), eq(documents.kind, this.#kind)))
      .returning();
    if (!row) throw this.#notFound(id);
    return row;
  }

  /** Deletes a record the user may change. Its files stay with their uploader. */
  async remove(user: UserRow, id: string): Promise<void> {
    const existing = await this.#load(id);
    await this.#access.assertWritable(user, existing);
    await this.#ctx.db.delete(documents).where(and(eq(documents.id, id), eq(documents.kind, this.#kind)));
  }

  /**
   * The readable records whose expiry date has passed (`expired`) or falls within 15 days
   * (`expiring`), each list soonest first. Records without a readable expiry date are in neither.
   */
  async expiryInfo(user: UserRow, filter: RecordFilter = {}, now = new Date()): Promise<ExpiryInfo> {
    const rows = await this.list(user, filter);
    const byExpiry = (a: DocumentRow, b: DocumentRow) =>
      (documentExpiresAt(a.fields.expiryDate)?.getTime() ?? 0) -
      (documentExpiresAt(b.fields.expiryDate)?.getTime() ?? 0);
    const inState = (state: 'expired' | 'expiring') =>
      rows.filter((row) => documentExpiryState(row.fields.expiryDate, now) === state).sort(byExpiry);
    return { expired: inState('expired'), expiring: inState('expiring') };
  }

  async #load(id: string): Promise<DocumentRow> {
    if (!isStorageId(id)) throw HttpError.badRequest(`id ${STORAGE_ID_MESSAGE}`);
    const [row] = await this.#ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.kind, this.#kind)));
    if (!row) throw this.#notFound(id);
    return row;
  }

  /**
   * Every file newly listed must be one the user may read (files already on the record stay); one it
   * cannot read answers 404 as a missing one, like every other reference (docs/decisions/references.md).
   */
  async #assertFilesReadable(user: UserRow, fileIds: string[], kept: string[]): Promise<void> {
    for (const fileId of fileIds) {
      if (kept.includes(fileId)) continue;
      const [file] = await this.#ctx.db
        .select({ id: files.id, ownerId: files.ownerId })
        .from(files)
        .where(eq(files.id, fileId));
      if (!file || !(await this.#files.canRead(user, file))) {
        throw new HttpError(404, 'not_found', `fileIds: No file with id ${fileId}`, [
          { field: 'fileIds', message: `No file with id ${fileId}` },
        ]);
      }
    }
  }

  #notFound(id: string): HttpError {
    return HttpError.notFound(`No ${this.#kind === 'service' ? 'service record' : 'document'} with id ${id}`);
  }
}
