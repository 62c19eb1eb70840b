import { describe, expect, it } from 'vitest';
import type { MediaLimits } from '../MediaAssembly';
import { testJpeg as jpeg } from '../testing/testJpeg';
import type { DecodedMessage, MediaMessage, MediaRefusal } from '../types';
import { Gt06Decoder } from './decoder';
import { photoRequest } from './gt06Photos';
import { encodeGt06Packet } from './packet';

const hex = (text: string) => Buffer.from(text, 'hex');
/** Login of IMEI 123456789012345 (Concox manual example). */
const LOGIN = '78780D01012345678901234500018CDD0D0A';
/**
 * X1 photo announcement (0x35) from Traccar's GT06 test suite: 2017-06-26 11:36:51, camera 1,
 * JPEG, 3,322 bytes (0x0cfa), picture id 0x20e3acd3, serial 0x0133.
 */
const PHOTO_INFO = '78781f3511061a0b24330503107d06084889cb01000100000cfa20e3acd301333fcb0d0a';
const PICTURE_ID = 0x20e3acd3;
const PHOTO_SIZE = 3322;

/** An X1 photo part (extended 0x36), built from the layout: picture id, offset, length, bytes. */
function photoPart(pictureId: number, offset: number, bytes: Buffer, serial = 1): Buffer {
  const head = Buffer.alloc(10);
  head.writeUInt32BE(pictureId, 0);
  head.writeUInt32BE(offset, 4);
  head.writeUInt16BE(bytes.length, 8);
  return encodeGt06Packet(true, 0x36, Buffer.concat([head, bytes]), serial);
}

/**
 * A WD-209 multimedia part (extended 0x41), built from the layout: device serial 8, time, fix 14,
 * cell 8, media id, length, type, format, event, part number, bytes.
 */
function multimediaPart(
  mediaId: number,
  length: number,
  part: number,
  bytes: Buffer,
  options: { serial?: number; type?: number; time?: number } = {},
): Buffer {
  const head = Buffer.alloc(47);
  head.write('0123456789abcdef', 0, 'hex');
  head.writeUInt32BE(options.time ?? 1_700_000_000, 8);
  head.writeInt32BE(mediaId, 34);
  head.writeInt32BE(length, 38);
  head[42] = options.type ?? 0;
  head[43] = 0; // JPEG
  head[44] = 1; // event
  head.writeUInt16BE(part, 45);
  return encodeGt06Packet(true, 0x41, Buffer.concat([head, bytes]), options.serial ?? part + 1);
}

function session(options: { now?: () => Date; mediaLimits?: MediaLimits } = {}) {
  const refused: MediaRefusal[] = [];
  const decoder = new Gt06Decoder({ ...options, onMediaRefused: (report) => refused.push(report) });
  decoder.push(hex(LOGIN));
  return { decoder, refused };
}

const mediaOf = (messages: DecodedMessage[]) =>
  messages.filter((message): message is MediaMessage => message.kind === 'media');

describe('GT06 X1 photos (0x35 announcement, 0x36 parts)', () => {
  it("asks for a real announcement's photo 1,024 bytes at a time and hands it out whole after the last part", () => {
    const { decoder, refused } = session();
    const [info] = decoder.push(hex(PHOTO_INFO));
    expect(info?.messages).toEqual([]);
    // 78 78 0f 36 <picture id> <offset 0> <length 1024> <serial 0> <crc> 0d 0a
    expect(info?.ack?.toString('hex')).toBe(photoRequest(PICTURE_ID, 0, PHOTO_SIZE).toString('hex'));
    expect(info?.ack?.toString('hex').slice(0, 28)).toBe('78780f3620e3acd3000000000400');

    const photo = jpeg(PHOTO_SIZE);
    const answers: string[] = [];
    let whole: MediaMessage[] = [];
    for (let offset = 0; offset < PHOTO_SIZE; offset += 1024) {
      const [frame] = decoder.push(photoPart(PICTURE_ID, offset, photo.subarray(offset, offset + 1024)));
      if (frame?.ack) answers.push(frame.ack.toString('hex'));
      whole = mediaOf(frame?.messages ?? []);
    }
    expect(answers).toEqual([
      photoRequest(PICTURE_ID, 1024, PHOTO_SIZE - 1024).toString('hex'),
      photoRequest(PICTURE_ID, 2048, PHOTO_SIZE - 2048).toString('hex'),
      photoRequest(PICTURE_ID, 3072, PHOTO_SIZE - 3072).toString('hex'),
    ]);
    // The last request asks for the 250 bytes left.
    expect(answers[2]?.slice(24, 28)).toBe('00fa');
    expect(whole).toHaveLength(1);
    expect(whole[0]?.uniqueId).toBe('123456789012345');
    expect(whole[0]?.data.equals(photo)).toBe(true);
    expect(refused).toEqual([]);
    expect(decoder.mediaBuffered).toBe(0);
  });

  it('asks again from where the photo stands when a part comes at the wrong offset', () => {
    const { decoder, refused } = session();
    decoder.push(hex(PHOTO_INFO));
    const photo = jpeg(PHOTO_SIZE);
    decoder.push(photoPart(PICTURE_ID, 0, photo.subarray(0, 1024)));
    const [repeated] = decoder.push(photoPart(PICTURE_ID, 0, photo.subarray(0, 1024)));
    expect(repeated?.ack?.toString('hex')).toBe(
      photoRequest(PICTURE_ID, 1024, PHOTO_SIZE - 1024).toString('hex'),
    );
    expect(refused).toEqual([{ type: 0x36, reason: 'a photo part at offset 0, expected 1024' }]);
    for (let offset = 1024; offset < PHOTO_SIZE; offset += 1024) {
      const [frame] = decoder.push(photoPart(PICTURE_ID, offset, photo.subarray(offset, offset + 1024)));
      if (offset + 1024 >= PHOTO_SIZE)
        expect(mediaOf(frame?.messages ?? [])[0]?.data.equals(photo)).toBe(true);
    }
  });

  it('refuses a part of no announced photo, a part cut short and a photo grown past its size, and goes on', () => {
    const { decoder, refused } = session();
    const [stray] = decoder.push(photoPart(7, 0, jpeg(100)));
    expect(stray).toEqual({ messages: [] });
    // A part whose length field counts more bytes than the frame holds.
    const cut = photoPart(PICTURE_ID, 0, jpeg(100));
    cut.writeUInt16BE(500, 4 + 1 + 8);
    decoder.push(hex(PHOTO_INFO));
    const [short] = decoder.push(encodeGt06Packet(true, 0x36, cut.subarray(5, cut.length - 6), 2));
    expect(short).toEqual({ messages: [] });
    const [oversized] = decoder.push(photoPart(PICTURE_ID, 0, jpeg(PHOTO_SIZE + 10)));
    expect(oversized).toEqual({ messages: [] });
    expect(refused.map((report) => report.reason)).toEqual([
      'a part of no file in progress',
      'a photo part of 110 bytes, cut short',
      `a file grown past ${PHOTO_SIZE} bytes`,
    ]);
    // The connection still decodes what follows.
    const [info] = decoder.push(hex(PHOTO_INFO));
    expect(info?.ack).toBeDefined();
  });

  it('refuses an announced photo over the size limit and a fifth photo at once, without asking for it', () => {
    const limits = { maxBytes: 2000, maxPending: 4, staleAfterMs: 60_000 };
    const { decoder, refused } = session({ mediaLimits: limits });
    const [big] = decoder.push(hex(PHOTO_INFO));
    expect(big).toEqual({ messages: [] });
    expect(refused[0]).toEqual({ type: 0x35, reason: 'a file of 3322 bytes (at most 2000)' });

    const { decoder: busy, refused: busyRefused } = session();
    for (let id = 1; id <= 5; id++) {
      const info = hex(PHOTO_INFO);
      info.writeUInt32BE(id, 4 + 22);
      const [frame] = busy.push(encodeGt06Packet(false, 0x35, info.subarray(4, 4 + 26), id));
      expect(frame?.ack !== undefined).toBe(id <= 4);
    }
    expect(busyRefused).toEqual([{ type: 0x35, reason: 'more than 4 files at once' }]);
  });

  it('drops a photo left unfinished past the timeout at the next part', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const { decoder, refused } = session({ now: () => new Date(now) });
    decoder.push(hex(PHOTO_INFO));
    const photo = jpeg(PHOTO_SIZE);
    decoder.push(photoPart(PICTURE_ID, 0, photo.subarray(0, 1024)));
    expect(decoder.mediaBuffered).toBe(1024);
    now += 5 * 60_000 + 1;
    const [late] = decoder.push(photoPart(PICTURE_ID, 1024, photo.subarray(1024, 2048)));
    expect(late).toEqual({ messages: [] });
    expect(refused.map((report) => report.reason)).toEqual([
      'a file left with 1024 bytes for over 300000 ms',
      'a part of no file in progress',
    ]);
    expect(decoder.mediaBuffered).toBe(0);
  });

  it('keeps nothing and answers nothing before the device has logged in', () => {
    const decoder = new Gt06Decoder();
    expect(decoder.push(hex(PHOTO_INFO))).toEqual([{ messages: [] }]);
  });
});

describe('GT06 WD-209 multimedia (extended 0x41)', () => {
  it('acknowledges each part with its serial and hands out the photo after the last, at its time', () => {
    const { decoder } = session();
    const photo = jpeg(2500);
    const parts = [photo.subarray(0, 1000), photo.subarray(1000, 2000), photo.subarray(2000)];
    const frames = parts.flatMap((bytes, part) =>
      decoder.push(multimediaPart(42, photo.length, part, bytes)),
    );
    expect(frames.map((frame) => frame.ack?.toString('hex'))).toEqual(
      [1, 2, 3].map((serial) => encodeGt06Packet(true, 0x41, Buffer.alloc(0), serial).toString('hex')),
    );
    const [media] = mediaOf(frames.flatMap((frame) => frame.messages));
    expect(media?.data.equals(photo)).toBe(true);
    expect(media?.deviceTime).toEqual(new Date(1_700_000_000_000));
  });

  it('acknowledges a part sent again (its answer was late) without keeping it twice, and keeps the photo', () => {
    const { decoder, refused } = session();
    const photo = jpeg(2500);
    const parts = [photo.subarray(0, 1000), photo.subarray(1000, 2000), photo.subarray(2000)];
    const order = [0, 1, 1, 0, 2];
    const frames = order.flatMap((part) =>
      decoder.push(multimediaPart(43, photo.length, part, parts[part] as Buffer, { serial: 10 + part })),
    );
    expect(frames.map((frame) => frame.ack?.toString('hex'))).toEqual(
      order.map((part) => encodeGt06Packet(true, 0x41, Buffer.alloc(0), 10 + part).toString('hex')),
    );
    const media = mediaOf(frames.flatMap((frame) => frame.messages));
    expect(media).toHaveLength(1);
    expect(media[0]?.data.equals(photo)).toBe(true);
    expect(refused).toEqual([]);
  });

  it('drops a photo whose parts skip one, and says so', () => {
    const { decoder, refused } = session();
    const photo = jpeg(2500);
    decoder.push(multimediaPart(44, photo.length, 0, photo.subarray(0, 1000)));
    const frames = decoder.push(multimediaPart(44, photo.length, 2, photo.subarray(2000)));
    expect(mediaOf(frames.flatMap((frame) => frame.messages))).toEqual([]);
    expect(refused.map((report) => report.reason)).toEqual(['part 2 out of order']);
    expect(decoder.mediaBuffered).toBe(0);
  });

  it('acknowledges a recording without keeping it, and a later part of no photo with a refusal', () => {
    const { decoder, refused } = session();
    const [video] = decoder.push(multimediaPart(5, 100, 0, jpeg(100), { type: 2 }));
    expect(video?.messages).toEqual([]);
    expect(video?.ack).toBeDefined();
    const [stray] = decoder.push(multimediaPart(6, 100, 3, jpeg(50)));
    expect(stray?.ack).toBeDefined();
    expect(refused).toEqual([{ type: 0x41, reason: 'a part of no file in progress' }]);
    expect(decoder.mediaBuffered).toBe(0);
  });
});
