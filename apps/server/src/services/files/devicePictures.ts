/**
 * Where device pictures are kept in `files`: a bucket no storage id can name (the Storage API never
 * reaches it), one file per device, counted in the uploader's storage quota and deleted with the device.
 */
export const DEVICE_PICTURE_BUCKET = ':device-image:';

/** The id of a device's picture in {@link DEVICE_PICTURE_BUCKET}. */
export const devicePictureId = (deviceId: number) => `device-${deviceId}`;
