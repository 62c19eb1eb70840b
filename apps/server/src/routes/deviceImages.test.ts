import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';

// Device pictures as Traccar's web app uploads and shows them: `POST /api/devices/{id}/image` with the
// image as the body answers the file name (`device.png`), which the app stores in the device's
// `deviceImage` attribute and shows from `GET /api/media/{uniqueId}/{file}`.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);

let t: TestServer;
let owner: string;
let other: string;
let reader: string;
let deviceId: number;

const upload = (cookie: string, id: number, body: Buffer | string, type = 'image/png') =>
  t.fetch(`/api/devices/${id}/image`, { method: 'POST', cookie, headers: { 'Content-Type': type }, body });

beforeAll(async () => {
  t = await startTestServer({ maxUploadBytes: 4096 });
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  const readerUser = await t.createUser({ email: 'reader@example.com', readonly: true });
  let client: Awaited<ReturnType<TestServer['signIn']>>['client'];
  ({ cookie: owner, client } = await t.signIn('owner@example.com'));
  other = (await t.signIn('other@example.com')).cookie;
  reader = (await t.signIn('reader@example.com')).cookie;
  deviceId = (await client.devices.create({ name: 'Pictured truck', uniqueId: 'PIC-1' })).id;
  await t.createUser({ email: 'admin@example.com', administrator: true });
  const admin = (await t.signIn('admin@example.com')).cookie;
  const linked = await t.fetch('/api/permissions', {
    method: 'POST',
    cookie: admin,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: readerUser.id, deviceId }),
  });
  expect(linked.status).toBe(204);
});
afterAll(() => t.close());

describe('device pictures', () => {
  it("stores the picture and answers its name; the media route serves it to the device's users", async () => {
    const response = await upload(owner, deviceId, PNG);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('device.png');
    for (const cookie of [owner, reader]) {
      const media = await t.fetch('/api/media/PIC-1/device.png', { cookie });
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/png');
      expect(media.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await media.arrayBuffer())).toEqual(PNG);
    }
  });

  it('replaces the picture, named after its real type whatever the client claims', async () => {
    const response = await upload(owner, deviceId, JPEG, 'image/png');
    expect(await response.text()).toBe('device.jpeg');
    expect((await t.fetch('/api/media/PIC-1/device.png', { cookie: owner })).status).toBe(404);
    const media = await t.fetch('/api/media/PIC-1/device.jpeg', { cookie: owner });
    expect(media.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses what is no picture, a picture too large, and a file name it did not give', async () => {
    const svg = await upload(owner, deviceId, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    expect(svg.status).toBe(400);
    const big = await upload(owner, deviceId, Buffer.concat([PNG, Buffer.alloc(5000)]));
    expect(big.status).toBe(413);
    expect((await t.fetch('/api/media/PIC-1/..%2F..%2Fetc%2Fpasswd', { cookie: owner })).status).toBe(404);
    expect((await t.fetch('/api/media/PIC-1/device.jpeg', { cookie: owner })).status).toBe(200);
  });

  it('hides the picture and its upload from other users; a read-only user cannot change it', async () => {
    expect((await upload(other, deviceId, PNG)).status).toBe(404);
    expect((await t.fetch('/api/media/PIC-1/device.jpeg', { cookie: other })).status).toBe(404);
    expect((await upload(reader, deviceId, PNG)).status).toBe(403);
    expect((await t.fetch('/api/media/PIC-1/device.jpeg')).status).toBe(401);
  });

  it('deletes the picture with its device', async () => {
    const { client } = await t.signIn('owner@example.com');
    const doomed = await client.devices.create({ name: 'Sold truck', uniqueId: 'PIC-2' });
    expect((await upload(owner, doomed.id, PNG)).status).toBe(200);
    const stored = async () =>
      (await t.server.ctx.db.select({ id: files.id }).from(files)).filter(
        (f) => f.id === `device-${doomed.id}`,
      );
    expect(await stored()).toHaveLength(1);
    expect((await t.fetch(`/api/devices/${doomed.id}`, { method: 'DELETE', cookie: owner })).status).toBe(
      204,
    );
    expect(await stored()).toEqual([]);
  });

  it('takes uploads of one picture at the same time one after another, under a storage quota too', async () => {
    const quoted = await startTestServer({ storageQuotaBytes: 1_000_000 });
    try {
      await quoted.createUser({ email: 'owner@example.com' });
      await quoted.createUser({ email: 'admin@example.com', administrator: true });
      const { cookie, client } = await quoted.signIn('owner@example.com');
      const admin = (await quoted.signIn('admin@example.com')).cookie;
      const id = (await client.devices.create({ name: 'Busy truck', uniqueId: 'PIC-RACE' })).id;
      const send = (who: string, body: Buffer, type: string) =>
        quoted.fetch(`/api/devices/${id}/image`, {
          method: 'POST',
          cookie: who,
          headers: { 'Content-Type': type },
          body,
        });
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => send(cookie, PNG, 'image/png')),
        ...Array.from({ length: 2 }, () => send(admin, JPEG, 'image/jpeg')),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const stored = await quoted.server.ctx.db.select({ name: files.name }).from(files);
      expect(stored.filter((file) => file.name.startsWith('device.'))).toHaveLength(1);
    } finally {
      await quoted.close();
    }
  });
});
