import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../context';
import { HttpError } from '../http/HttpError';
import { DocumentAccess } from '../services/documents/DocumentAccess';
import { contentDisposition } from '../services/files/contentDisposition';
import { FileAccess } from '../services/files/FileAccess';
import { FileStorage } from '../services/files/FileStorage';
import { readMultipartUpload } from '../services/files/readMultipartUpload';

const FILES = '/v1/storage/buckets/:bucketId/files';
const FILE = `${FILES}/:fileId`;

/** Appwrite's error `type` for our error codes, so the web SDK's `AppwriteException.type` reads as Appwrite's. */
const APPWRITE_ERROR_TYPES: Record<string, string> = {
  not_found: 'storage_file_not_found',
  conflict: 'storage_file_already_exists',
  too_large: 'storage_invalid_file_size',
  unsupported_file_type: 'storage_file_type_unsupported',
  unauthorized: 'general_unauthorized_scope',
  forbidden: 'user_unauthorized',
};

/** How long a browser may keep a file it was allowed to see (the bytes of an id never change). */
const FILE_CACHE_CONTROL = 'private, max-age=3600';

const params = (request: FastifyRequest) => request.params as { bucketId: string; fileId: string };

/**
 * The Appwrite Storage REST subset the `appwrite` web SDK calls (DESIGN "Files"): create (multipart,
 * chunked past 5 MiB), metadata, view, preview (the original image: resize options are ignored),
 * download and delete. Sessions are ours (cookie or bearer token); `X-Appwrite-Project` and the
 * `project` query parameter are accepted and ignored. Errors carry our `{ error }` body plus Appwrite's
 * `message`, `code` and `type`, so the SDK shows the message.
 */
export async function storageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const storage = new FileStorage(ctx, new FileAccess(ctx, new DocumentAccess(ctx)));

  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  const inherited = app.errorHandler;
  app.setErrorHandler(function storageErrors(error: FastifyError, request, reply) {
    const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
    return inherited.call(
      this,
      tooLarge ? HttpError.tooLarge(storage.tooLargeMessage) : error,
      request,
      reply,
    );
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { error?: { code?: string; message?: string } };
      if (!body.error?.message) return payload;
      const type = APPWRITE_ERROR_TYPES[body.error.code ?? ''] ?? 'general_argument_invalid';
      return JSON.stringify({ message: body.error.message, code: reply.statusCode, type, ...body });
    } catch {
      return payload;
    }
  });

  app.post(FILES, async (request, reply) => {
    const user = currentUser(request);
    if (!Buffer.isBuffer(request.body)) throw HttpError.badRequest('Send the file as multipart/form-data');
    const form = await readMultipartUpload(request.body, String(request.headers['content-type']));
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const stored = await storage.upload(user, params(request).bucketId, {
      fileId: form.fileId,
      name: form.name,
      bytes: form.bytes,
      contentRange: header('content-range'),
      uploadId: header('x-appwrite-id'),
    });
    return reply.status(201).send(stored);
  });

  app.get(FILE, async (request) => {
    const { bucketId, fileId } = params(request);
    return storage.metadata(currentUser(request), bucketId, fileId);
  });

  const serve =
    (disposition: 'inline' | 'attachment') => async (request: FastifyRequest, reply: FastifyReply) => {
      const { bucketId, fileId } = params(request);
      const file = await storage.content(currentUser(request), bucketId, fileId);
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', file.data.length)
        .header('Content-Disposition', contentDisposition(disposition, file.name, file.mimeType))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', FILE_CACHE_CONTROL)
        .send(file.data);
    };
  app.get(`${FILE}/view`, serve('inline'));
  app.get(`${FILE}/preview`, serve('inline'));
  app.get(`${FILE}/download`, serve('attachment'));

  app.delete(FILE, async (request, reply) => {
    const { bucketId, fileId } = params(request);
    await storage.remove(currentUser(request), bucketId, fileId);
    return reply.status(204).send();
  });
}
