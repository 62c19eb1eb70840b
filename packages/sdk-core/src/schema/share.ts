import * as z from 'zod/mini';
import { isoDateTime } from './common';

/** `POST /api2/devices/share` and `POST /api2/misc/resolve-short` answer with a url. */
export const shareResponseSchema = z.object({ url: z.string().check(z.minLength(1)) });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** Who made a share link (`sharedBy` of a share link). */
export const shareSharerSchema = z.looseObject({ id: z.number(), name: z.string(), email: z.string() });

/**
 * An active share link of a vehicle (`GET /api2/devices/{id}/shares`): its id (revoked with
 * `DELETE /api2/devices/{id}/shares/{shareId}`), who made it, when, and when it expires.
 */
export const shareLinkSchema = z.looseObject({
  id: z.number(),
  deviceId: z.number(),
  sharedBy: z.nullable(shareSharerSchema),
  createdAt: isoDateTime,
  expiresAt: z.nullable(isoDateTime),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
