import { and, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { documents } from '../../db/schema';
import type { DocumentAccess } from '../documents/DocumentAccess';
import { ticketListsFile } from '../tickets/ticketListsFile';

/** The SQL condition on `documents` that keeps the rows whose `fileIds` include the file. */
export function referencesFile(fileId: string) {
  return sql`${documents.fileIds} @> ${JSON.stringify([fileId])}::jsonb`;
}

/** The part of a stored file that decides who may see it. */
export interface FileOwnership {
  id: string;
  /** The uploader. */
  ownerId: number | null;
}

/**
 * Who may read and delete an uploaded file (docs/decisions/document-access.md): its uploader, and
 * whoever may read a document or service record that lists it (to read) or change one (to delete).
 * Read-only and temporary accounts delete nothing.
 */
export class FileAccess {
  readonly #ctx: Pick<ServerContext, 'db' | 'access'>;
  readonly #documents: DocumentAccess;

  constructor(ctx: Pick<ServerContext, 'db' | 'access'>, documentAccess: DocumentAccess) {
    this.#ctx = ctx;
    this.#documents = documentAccess;
  }

  /** Whether the user may read the file: its uploader, or a reader of a document or ticket that lists it. */
  async canRead(user: UserRow, file: FileOwnership): Promise<boolean> {
    if (file.ownerId === user.id) return true;
    if (await ticketListsFile(this.#ctx.db, user, file.id)) return true;
    const readable = await this.#documents.readableCondition(user);
    const [hit] = await this.#ctx.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(referencesFile(file.id), readable))
      .limit(1);
    return hit !== undefined;
  }

  /** Whether the user may delete the file: its uploader, or a writer of a document that lists it. */
  async canRemove(user: UserRow, file: FileOwnership): Promise<boolean> {
    if (!this.#ctx.access.canWriteAnything(user)) return false;
    if (file.ownerId === user.id) return true;
    const readable = await this.#documents.readableCondition(user);
    const listing = await this.#ctx.db
      .select()
      .from(documents)
      .where(and(referencesFile(file.id), readable));
    for (const row of listing) if (await this.#documents.canWrite(user, row)) return true;
    return false;
  }
}
