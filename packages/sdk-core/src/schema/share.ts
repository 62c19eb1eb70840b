import * as z from 'zod/mini';

/** `POST /api2/devices/share` and `POST /api2/misc/resolve-short` answer with a url. */
export const shareResponseSchema = z.object({ url: z.string().check(z.minLength(1)) });
export type ShareResponse = z.infer<typeof shareResponseSchema>;
