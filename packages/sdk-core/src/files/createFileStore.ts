import { Client, Storage } from 'appwrite';
import { FileStore } from './FileStore';

/** Options of `createFileStore`. */
export interface FileStoreOptions {
  /** The storage service's API endpoint, e.g. 'https://fleet.example.com/v1'. Needed without `client`. */
  endpoint?: string;
  /** The project id sent with every call. Needed without `client`. */
  project?: string;
  /** The bucket that holds the files. */
  bucket: string;
  /** An Appwrite client already set up (endpoint, project, session); `endpoint` and `project` are then ignored. */
  client?: Client;
  /** Largest file accepted, in bytes. @default DEFAULT_MAX_FILE_BYTES (5 MiB) */
  maxBytes?: number;
}

/**
 * Creates the file store of one bucket on an Appwrite Storage endpoint (Appwrite Cloud or the
 * Fleetkit server, which speaks the same API).
 *
 * @throws TypeError when neither a client nor both endpoint and project are given.
 * @example
 * const files = createFileStore({ endpoint: 'https://fleet.example.com/v1', project: 'fleet', bucket: 'documents' });
 * const stored = await files.upload(file);
 * img.src = files.previewUrl(stored.$id, { width: 320 });
 */
export function createFileStore(options: FileStoreOptions): FileStore {
  const client = options.client ?? newClient(options);
  return new FileStore({ storage: new Storage(client), bucket: options.bucket, maxBytes: options.maxBytes });
}

function newClient({ endpoint, project }: FileStoreOptions): Client {
  if (!endpoint || !project)
    throw new TypeError('createFileStore needs a client, or an endpoint and a project');
  return new Client().setEndpoint(endpoint).setProject(project);
}
