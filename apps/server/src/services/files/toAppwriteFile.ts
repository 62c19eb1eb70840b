import { UPLOAD_CHUNK_BYTES } from './contentRange';

/** A stored file's record, without its bytes. */
export interface FileRecord {
  id: string;
  bucketId: string;
  name: string;
  mimeType: string;
  sizeOriginal: number;
  createdAt: Date;
  updatedAt: Date;
  /** MD5 of the content, hex; empty while an upload is unfinished. */
  signature: string;
}

/**
 * A file record in Appwrite's file model, as the `appwrite` web SDK reads it. Permissions are not
 * stored (who may read a file is the server's rule), so `$permissions` is always empty; files are
 * neither encrypted nor compressed, and live at the bucket root.
 * @param chunks chunks of an unfinished upload; a finished file reports all of them uploaded.
 */
export function toAppwriteFile(record: FileRecord, chunks?: { total: number; uploaded: number }) {
  const count = Math.max(1, Math.ceil(record.sizeOriginal / UPLOAD_CHUNK_BYTES));
  return {
    $id: record.id,
    bucketId: record.bucketId,
    $createdAt: record.createdAt.toISOString(),
    $updatedAt: record.updatedAt.toISOString(),
    $permissions: [] as string[],
    name: record.name,
    folder: '',
    key: record.name,
    signature: record.signature,
    mimeType: record.mimeType,
    sizeOriginal: record.sizeOriginal,
    sizeActual: record.sizeOriginal,
    chunksTotal: chunks?.total ?? count,
    chunksUploaded: chunks?.uploaded ?? count,
    encryption: false,
    compression: 'none',
  };
}

/** The Appwrite file model this server answers with. */
export type AppwriteFile = ReturnType<typeof toAppwriteFile>;
