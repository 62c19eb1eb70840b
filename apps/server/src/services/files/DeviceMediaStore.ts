import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { files } from '../../db/schema';
import { newStorageId } from './newStorageId';
import { sniffImageType } from './sniffImageType';

/** The `files` bucket of one device's media: no storage id can name it, so the Storage API never reaches it. */
export const deviceMediaBucket = (deviceId: number) => `:device-media:${deviceId}`;

/** A stored media file's name: the generated id and the extension of its sniffed type. */
const MEDIA_NAME = /^([a-zA-Z0-9]{20})\.(jpg|png|webp)$/;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Files kept per device: past it the oldest are deleted. */
export const DEVICE_MEDIA_KEPT = 500;

/** Why a device file was not stored. */
export class DeviceMediaRefused extends Error {}

/** A stored media file, ready to serve. */
export interface DeviceMediaFile {
  mimeType: string;
  data: Buffer;
}

/**
 * Photos devices send (docs/decisions/device-media.md), in the database's `files` table like every
 * upload: one bucket per device, each file under an id the server generates and a name made of that id
 * and the extension of its type, read from the bytes (JPEG, PNG or WebP; anything else is refused). A
 * file is at most `maxUploadBytes`; a device keeps its newest {@link DEVICE_MEDIA_KEPT} files and at
 * most `storageQuotaBytes` (the per-user upload quota, here per device), the oldest deleted past either.
 * Deleted with the device. Who may read them is who may read the device (`GET /api/media/…`).
 */
export class DeviceMediaStore {
  readonly #ctx: Pick<ServerContext, 'db' | 'config'>;

  constructor(ctx: Pick<ServerContext, 'db' | 'config'>) {
    this.#ctx = ctx;
  }

  /**
   * Stores a device's file and returns its name (Traccar's `image` attribute).
   * @throws DeviceMediaRefused when it is empty, too large or of a type the store does not keep.
   */
  async store(deviceId: number, data: Buffer): Promise<string> {
    const { maxUploadBytes, storageQuotaBytes } = this.#ctx.config;
    if (data.length === 0) throw new DeviceMediaRefused('an empty file');
    if (data.length > maxUploadBytes) {
      throw new DeviceMediaRefused(`a file of ${data.length} bytes (at most ${maxUploadBytes})`);
    }
    const mimeType = sniffImageType(data);
    if (!mimeType) throw new DeviceMediaRefused('a file that is not a JPEG, PNG or WebP image');
    const id = newStorageId();
    const name = `${id}.${EXTENSIONS[mimeType]}`;
    const bucketId = deviceMediaBucket(deviceId);
    await this.#ctx.db.transaction(async (tx) => {
      await tx.insert(files).values({ id, bucketId, name, mimeType, sizeOriginal: data.length, data });
      // Retention: the newest files that fit the count and the quota stay.
      const kept = await tx
        .select({ id: files.id, size: files.sizeOriginal })
        .from(files)
        .where(eq(files.bucketId, bucketId))
        .orderBy(desc(files.createdAt), desc(files.id));
      let total = 0;
      const old: string[] = [];
      kept.forEach((file, index) => {
        total += file.size;
        const overQuota = storageQuotaBytes > 0 && total > storageQuotaBytes && file.id !== id;
        if (index >= DEVICE_MEDIA_KEPT || overQuota) old.push(file.id);
      });
      if (old.length > 0)
        await tx.delete(files).where(and(eq(files.bucketId, bucketId), inArray(files.id, old)));
    });
    return name;
  }

  /** The file `name` of a device, or undefined; a name the store could not have made finds nothing. */
  async read(deviceId: number, name: string): Promise<DeviceMediaFile | undefined> {
    const match = MEDIA_NAME.exec(name);
    if (!match) return undefined;
    const [row] = await this.#ctx.db
      .select({ name: files.name, mimeType: files.mimeType, data: files.data })
      .from(files)
      .where(and(eq(files.bucketId, deviceMediaBucket(deviceId)), eq(files.id, match[1] as string)));
    return row && row.name === name ? { mimeType: row.mimeType, data: row.data } : undefined;
  }

  /** Bytes of media a device keeps. */
  async usage(deviceId: number): Promise<number> {
    const [row] = await this.#ctx.db
      .select({ used: sql<string>`coalesce(sum(${files.sizeOriginal}), 0)` })
      .from(files)
      .where(eq(files.bucketId, deviceMediaBucket(deviceId)));
    return Number(row?.used ?? 0);
  }
}
