import { HttpError } from '../../http/HttpError';

/** The fields of an upload form, as the Appwrite web SDK sends them. */
export interface MultipartUpload {
  /** The `fileId` field: an id or 'unique()'. */
  fileId: string;
  /** The name the client gave the file. */
  name: string;
  bytes: Uint8Array;
  /** The `permissions[]` fields (accepted; who may read a file is the server's rule). */
  permissions: string[];
}

/**
 * Reads a `multipart/form-data` upload body: a `file` part and a `fileId` field, plus optional
 * `permissions[]` (and `folder`, ignored). The parsing is the platform's (`Response.formData()`).
 * @throws HttpError 400 when the body is not a form, or `file` or `fileId` is missing.
 */
export async function readMultipartUpload(body: Buffer, contentType: string): Promise<MultipartUpload> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw HttpError.badRequest('The upload is not a valid multipart/form-data body');
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw HttpError.badRequest('file: Attach the file as the "file" field');
  const fileId = form.get('fileId');
  if (typeof fileId !== 'string' || fileId === '') {
    throw HttpError.badRequest('fileId: Send an id, or unique() for one chosen by the server');
  }
  const permissions = form.getAll('permissions[]').filter((p): p is string => typeof p === 'string');
  return { fileId, name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), permissions };
}
