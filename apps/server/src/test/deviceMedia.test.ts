import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CRC16_KERMIT } from '../protocols/checksum/crc16';
import { photoRequest } from '../protocols/gt06/gt06Photos';
import { encodeGt06Packet } from '../protocols/gt06/packet';
import { encodeRuptelaPacket } from '../protocols/ruptela/packet';
import { RUPTELA_CORPUS } from '../protocols/ruptela/ruptelaCorpus';
import { testJpeg as jpeg } from '../protocols/testing/testJpeg';
import { startTestServer, type TestServer } from './harness';
import { TcpDeviceClient } from './TcpDeviceClient';

const hex = (text: string) => Buffer.from(text, 'hex');

/** GT06 login of IMEI 123456789012345 (Concox manual example), serial 1. */
const GT06_LOGIN = hex('78780D01012345678901234500018CDD0D0A');
const GT06_IMEI = '123456789012345';
/** 0x12, 2015-10-20 14:21:11 UTC, 54.94535 N 24.01762 E (Traccar's GT06 test suite). */
const LOCATION = hex('78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a');
/** X1 photo announcement (Traccar's GT06 test suite): picture 0x20e3acd3 of 3,322 bytes. */
const PHOTO_INFO = hex('78781f3511061a0b24330503107d06084889cb01000100000cfa20e3acd301333fcb0d0a');
const PICTURE_ID = 0x20e3acd3;
const PHOTO_SIZE = 3322;

/** The first of 10 parts of a Ruptela camera photo (Traccar's Ruptela test suite). */
const RUPTELA_FIRST = hex(RUPTELA_CORPUS.find((e) => e.name.startsWith('file transfer (37)'))?.hex ?? '');
const RUPTELA_IMEI = String(RUPTELA_FIRST.readBigUInt64BE(2)).padStart(15, '0');

/** An X1 photo part (extended 0x36), built from the layout. */
function photoPart(pictureId: number, offset: number, bytes: Buffer): Buffer {
  const head = Buffer.alloc(10);
  head.writeUInt32BE(pictureId, 0);
  head.writeUInt32BE(offset, 4);
  head.writeUInt16BE(bytes.length, 8);
  return encodeGt06Packet(true, 0x36, Buffer.concat([head, bytes]), offset / 1024 + 2);
}

/** A Ruptela file part (37, subtype 2) of the real packet's device and file, built from the layout. */
function rupelaPart(parts: number, part: number, bytes: Buffer): Buffer {
  const content = Buffer.concat([RUPTELA_FIRST.subarray(11, 21), Buffer.from([0, parts, 0, part]), bytes]);
  content.writeUInt16BE(parts, 10);
  content.writeUInt16BE(part, 12);
  const packet = Buffer.alloc(2 + 8 + 1 + content.length + 2);
  packet.writeUInt16BE(9 + content.length, 0);
  RUPTELA_FIRST.copy(packet, 2, 2, 10);
  packet[10] = 37;
  content.copy(packet, 11);
  packet.writeUInt16BE(CRC16_KERMIT.checksum(packet, 2, packet.length - 2), packet.length - 2);
  return packet;
}

/** Waits for the server to have written `expected` (hex or bytes) to the tracker. */
async function answered(tracker: TcpDeviceClient, expected: Buffer | string) {
  const text = (typeof expected === 'string' ? expected : expected.toString('hex')).toLowerCase();
  await vi.waitFor(() => expect(tracker.received.toString('hex'), `an answer ${text}`).toContain(text), {
    timeout: 5_000,
  });
}

let t: TestServer;
let ownerCookie: string;
let otherCookie: string;
let gt06DeviceId: number;
let ruptelaDeviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['gt06', 'ruptela'] });
  await t.createUser({ email: 'owner@example.com' });
  await t.createUser({ email: 'other@example.com' });
  const owner = await t.signIn('owner@example.com');
  ownerCookie = owner.cookie;
  otherCookie = (await t.signIn('other@example.com')).cookie;
  gt06DeviceId = (await owner.client.devices.create({ name: 'Camera van', uniqueId: GT06_IMEI })).id;
  ruptelaDeviceId = (await owner.client.devices.create({ name: 'Camera truck', uniqueId: RUPTELA_IMEI })).id;
});
afterAll(() => t.close());

/** The device's position that names a photo, once the pipeline has stored it. */
async function positionWithImage(deviceId: number) {
  return vi.waitFor(
    async () => {
      const response = await t.fetch(`/api/positions?deviceId=${deviceId}`, { cookie: ownerCookie });
      const positions = (await response.json()) as { attributes: { image?: string }; latitude: number }[];
      const found = positions.find((position) => position.attributes.image);
      expect(found, 'a position with an image').toBeDefined();
      return found as { attributes: { image: string }; latitude: number };
    },
    { timeout: 5_000 },
  );
}

/** How many of the device's positions name a photo. */
async function imageCount(deviceId: number): Promise<number> {
  const from = new Date(0).toISOString();
  const to = new Date(Date.now() + 86_400_000).toISOString();
  const response = await t.fetch(`/api/positions?deviceId=${deviceId}&from=${from}&to=${to}`, {
    cookie: ownerCookie,
  });
  const positions = (await response.json()) as { attributes: { image?: string } }[];
  return positions.filter((position) => position.attributes.image).length;
}

describe('photos trackers send, through the gateway to /api/media', () => {
  it('stores a GT06 X1 photo sent in parts, names it on the position, and serves it to its owner only', async () => {
    const tracker = await TcpDeviceClient.open(t.port('gt06'));
    tracker.send(GT06_LOGIN);
    await answered(tracker, encodeGt06Packet(false, 0x01, Buffer.alloc(0), 1));
    tracker.send(LOCATION);
    await answered(tracker, '787805120003903f0d0a');

    // A part of a photo never announced is refused; the connection stays.
    tracker.send(photoPart(7, 0, jpeg(64)));
    tracker.send(PHOTO_INFO);
    await answered(tracker, photoRequest(PICTURE_ID, 0, PHOTO_SIZE));
    const photo = jpeg(PHOTO_SIZE);
    for (let offset = 0; offset < PHOTO_SIZE; offset += 1024) {
      tracker.send(photoPart(PICTURE_ID, offset, photo.subarray(offset, offset + 1024)));
      if (offset + 1024 < PHOTO_SIZE)
        await answered(tracker, photoRequest(PICTURE_ID, offset + 1024, PHOTO_SIZE - offset - 1024));
    }

    const position = await positionWithImage(gt06DeviceId);
    expect(position.attributes.image).toMatch(/^[a-zA-Z0-9]{20}\.jpg$/);
    // A copy of the last position: the photo is placed where the van last was.
    expect(position.latitude).toBeCloseTo(54.94535, 5);

    const path = `/api/media/${GT06_IMEI}/${position.attributes.image}`;
    const asOwner = await t.fetch(path, { cookie: ownerCookie });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await asOwner.arrayBuffer()).equals(photo)).toBe(true);
    expect((await t.fetch(path, { cookie: otherCookie })).status).toBe(404);
    expect((await t.fetch(path)).status).toBe(401);
    expect(
      (await t.fetch(`/api/media/${GT06_IMEI}/..%2F..%2Fetc%2Fpasswd`, { cookie: ownerCookie })).status,
    ).toBe(404);

    // The session went on after the refused part and the photo.
    tracker.send(LOCATION);
    await vi.waitFor(
      () => expect(tracker.received.toString('hex').split('787805120003903f0d0a').length).toBe(3),
      {
        timeout: 5_000,
      },
    );
    expect(tracker.socket.destroyed).toBe(false);
    tracker.socket.destroy();
  });

  it('refuses a photo announced over the size limit and a file that is no image, and the session goes on', async () => {
    const tracker = await TcpDeviceClient.open(t.port('gt06'));
    tracker.send(GT06_LOGIN);
    await answered(tracker, encodeGt06Packet(false, 0x01, Buffer.alloc(0), 1));
    const imagesBefore = await imageCount(gt06DeviceId);

    // A 3 MiB photo: no request is sent for it.
    const oversized = PHOTO_INFO.subarray(4, 4 + 26);
    oversized.writeUInt32BE(3 * 1024 * 1024, 18);
    tracker.send(encodeGt06Packet(false, 0x35, oversized, 9));
    // A WD-209 "photo" whose bytes are no image: each part is acknowledged, nothing is stored.
    const notImage = Buffer.from('not a photo at all, just text');
    const head = Buffer.alloc(47);
    head.writeInt32BE(77, 34);
    head.writeInt32BE(notImage.length, 38);
    const multimedia = encodeGt06Packet(true, 0x41, Buffer.concat([head, notImage]), 10);
    tracker.send(multimedia);
    await answered(tracker, encodeGt06Packet(true, 0x41, Buffer.alloc(0), 10));
    expect(tracker.received.toString('hex')).not.toContain(
      photoRequest(PICTURE_ID, 0, 1024).subarray(0, 8).toString('hex'),
    );

    tracker.send(LOCATION);
    await answered(tracker, '787805120003903f0d0a');
    expect(await imageCount(gt06DeviceId)).toBe(imagesBefore);
    expect(tracker.socket.destroyed).toBe(false);
    tracker.socket.destroy();
  });

  it('stores a Ruptela camera photo of a device with no position yet, at an invalid position', async () => {
    const tracker = await TcpDeviceClient.open(t.port('ruptela'));
    tracker.send(RUPTELA_FIRST);
    const next = (part: number) => {
      const content = Buffer.concat([RUPTELA_FIRST.subarray(11, 21), Buffer.from([0, part])]);
      content[1] = 0;
      return encodeRuptelaPacket(137, content);
    };
    await answered(tracker, next(1));
    const rest = Array.from({ length: 9 }, (_, index) => jpeg(500 + index).subarray(4));
    for (let part = 1; part < 10; part++) {
      tracker.send(rupelaPart(10, part, rest[part - 1] as Buffer));
      if (part < 9) await answered(tracker, next(part + 1));
    }
    const position = (await positionWithImage(ruptelaDeviceId)) as {
      attributes: { image: string };
      valid?: boolean;
    };
    expect(position.valid).toBe(false);
    const response = await t.fetch(`/api/media/${RUPTELA_IMEI}/${position.attributes.image}`, {
      cookie: ownerCookie,
    });
    expect(response.status).toBe(200);
    const expected = Buffer.concat([RUPTELA_FIRST.subarray(25, RUPTELA_FIRST.length - 2), ...rest]);
    expect(Buffer.from(await response.arrayBuffer()).equals(expected)).toBe(true);
    tracker.socket.destroy();
  });
});
