import { and, eq, sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import { currentUser } from '../context';
import { devices, files } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { parseId } from '../http/parse';
import { DeviceMediaStore } from '../services/files/DeviceMediaStore';
import { DEVICE_PICTURE_BUCKET, devicePictureId } from '../services/files/devicePictures';
import { formatByteSize } from '../services/files/formatByteSize';
import { StorageQuota } from '../services/files/StorageQuota';
import { sniffImageType } from '../services/files/sniffImageType';

const BUCKET = DEVICE_PICTURE_BUCKET;
const fileId = devicePictureId;
/** Key of the advisory locks that serialise the uploads of one device's picture (the device id is the second key). */
const PICTURE_LOCK = 0x50_1c_7e;

/** The file name Traccar gives a device picture, from its real type: `device.png`, `device.jpeg`. */
const pictureName = (mimeType: string) => `device.${mimeType.slice('image/'.length)}`;

/**
 * Device pictures as Traccar's web app uploads and shows them: `POST /api/devices/{id}/image` takes the
 * image as the body (a user who may change the device; JPEG, PNG or WebP by its content, whatever it
 * claims; at most `maxUploadBytes`) and answers its file name, which the app keeps in the device's
 * `deviceImage` attribute; `GET /api/media/{uniqueId}/{file}` serves it, and the photos the device sent
 * (`DeviceMediaStore`, named in positions' `image` attribute), to whoever may read the device.
 */
export async function deviceImageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const quota = new StorageQuota(ctx.config.storageQuotaBytes);
  const media = new DeviceMediaStore(ctx);
  const tooLarge = `Pictures larger than ${formatByteSize(ctx.config.maxUploadBytes)} cannot be uploaded`;

  app.addContentTypeParser(
    /^image\//,
    { parseAs: 'buffer', bodyLimit: ctx.config.maxUploadBytes },
    (_r, body, done) => done(null, body),
  );
  const inherited = app.errorHandler;
  app.setErrorHandler(function pictureErrors(error: FastifyError, request, reply) {
    const over = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
    return inherited.call(this, over ? HttpError.tooLarge(tooLarge) : error, request, reply);
  });

  app.post('/api/devices/:id/image', async (request, reply) => {
    const user = currentUser(request);
    const deviceId = parseId((request.params as { id: string }).id);
    await ctx.access.authorize(user, 'device', deviceId, 'write');
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
      throw HttpError.badRequest('Send the picture as the body, with an image Content-Type');
    }
    const mimeType = sniffImageType(bytes);
    if (!mimeType) throw HttpError.badRequest('The picture must be a JPEG, PNG or WebP image');
    const name = pictureName(mimeType);
    await ctx.db.transaction(async (tx) => {
      // One upload of this device's picture at a time: two at once would both remove the old picture
      // and both insert theirs, or wait on each other's locks.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PICTURE_LOCK}::int, ${deviceId}::int)`);
      // The previous picture makes room for the new one.
      await tx.delete(files).where(and(eq(files.bucketId, BUCKET), eq(files.id, fileId(deviceId))));
      await quota.assertRoom(tx, user, bytes.length);
      await tx.insert(files).values({
        id: fileId(deviceId),
        bucketId: BUCKET,
        name,
        mimeType,
        sizeOriginal: bytes.length,
        ownerId: user.id,
        data: bytes,
      });
    });
    return reply.type('text/plain; charset=utf-8').send(name);
  });

  app.get('/api/media/:uniqueId/:file', async (request, reply) => {
    const user = currentUser(request);
    const { uniqueId, file } = request.params as { uniqueId: string; file: string };
    const [device] = await ctx.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.uniqueId, uniqueId));
    if (!device || !(await ctx.access.canRead(user, 'device', device.id))) {
      throw HttpError.notFound('No such file');
    }
    // The device's picture when the name is its name (read whole only then), else one of its photos.
    const [picture] = await ctx.db
      .select({ mimeType: files.mimeType, data: files.data })
      .from(files)
      .where(and(eq(files.bucketId, BUCKET), eq(files.id, fileId(device.id)), eq(files.name, file)));
    const found = picture ?? (await media.read(device.id, file));
    if (!found) throw HttpError.notFound('No such file');
    return reply
      .header('Content-Type', found.mimeType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-cache')
      .send(found.data);
  });
}
