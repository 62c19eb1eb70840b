import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { DeviceMediaRefused, DeviceMediaStore } from './DeviceMediaStore';

/** JPEG-looking bytes of `size`: SOI marker, a pattern of `seed`, EOI marker. */
function jpeg(size: number, seed = 0): Buffer {
  const data = Buffer.alloc(size, seed);
  data.set([0xff, 0xd8, 0xff, 0xe0], 0);
  data.set([0xff, 0xd9], size - 2);
  return data;
}

let t: TestServer;
let store: DeviceMediaStore;
let cookie: string;
let deviceId: number;
let otherDeviceId: number;

beforeAll(async () => {
  t = await startTestServer({ maxUploadBytes: 1000, storageQuotaBytes: 250 });
  store = new DeviceMediaStore(t.server.ctx);
  await t.createUser({ email: 'owner@example.com' });
  const owner = await t.signIn('owner@example.com');
  cookie = owner.cookie;
  deviceId = (await owner.client.devices.create({ name: 'Camera van', uniqueId: '865000000000101' })).id;
  otherDeviceId = (await owner.client.devices.create({ name: 'Camera car', uniqueId: '865000000000102' })).id;
});
afterAll(() => t.close());

describe('DeviceMediaStore', () => {
  it('stores a photo under a name it generates and reads it back only by that name and device', async () => {
    const photo = jpeg(100, 1);
    const name = await store.store(deviceId, photo);
    expect(name).toMatch(/^[a-zA-Z0-9]{20}\.jpg$/);
    expect(await store.read(deviceId, name)).toEqual({ mimeType: 'image/jpeg', data: photo });
    expect(await store.read(otherDeviceId, name)).toBeUndefined();
    expect(await store.read(deviceId, name.replace('.jpg', '.png'))).toBeUndefined();
    expect(await store.read(deviceId, `../${name}`)).toBeUndefined();
  });

  it('refuses what is empty, larger than the upload limit or not an image by its bytes', async () => {
    await expect(store.store(deviceId, Buffer.alloc(0))).rejects.toThrow(DeviceMediaRefused);
    await expect(store.store(deviceId, jpeg(1001))).rejects.toThrow('a file of 1001 bytes (at most 1000)');
    await expect(store.store(deviceId, Buffer.from('GIF89a not a photo'))).rejects.toThrow(
      'a file that is not a JPEG, PNG or WebP image',
    );
  });

  it("keeps a device's newest photos within the storage quota, deleting the oldest", async () => {
    const first = await store.store(otherDeviceId, jpeg(100, 2));
    const second = await store.store(otherDeviceId, jpeg(100, 3));
    const third = await store.store(otherDeviceId, jpeg(100, 4));
    expect(await store.read(otherDeviceId, first)).toBeUndefined();
    expect(await store.read(otherDeviceId, second)).toBeDefined();
    expect(await store.read(otherDeviceId, third)).toBeDefined();
    expect(await store.usage(otherDeviceId)).toBe(200);
  });

  it('deletes the photos with their device', async () => {
    const name = await store.store(deviceId, jpeg(50, 5));
    const removed = await t.fetch(`/api/devices/${deviceId}`, { method: 'DELETE', cookie });
    expect(removed.status).toBe(204);
    expect(await store.read(deviceId, name)).toBeUndefined();
    expect(await store.usage(deviceId)).toBe(0);
  });
});
