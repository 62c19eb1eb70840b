import { describe, expect, it } from 'vitest';
import { CRC16_KERMIT } from '../checksum/crc16';
import type { DecodedMessage, MediaMessage, MediaRefusal } from '../types';
import { RuptelaDecoder } from './decoder';
import { encodeRuptelaPacket } from './packet';
import { RUPTELA_CORPUS } from './ruptelaCorpus';

const hex = (text: string) => Buffer.from(text, 'hex');
/** The first of 10 parts of a camera photo, from a device (Traccar's Ruptela test suite). */
const REAL_FIRST_PART = hex(
  RUPTELA_CORPUS.find((entry) => entry.name.startsWith('file transfer (37)'))?.hex ?? '',
);
const IMEI = REAL_FIRST_PART.subarray(2, 10);
const NAME = REAL_FIRST_PART.subarray(13, 21);
/** The JPEG bytes of the real first part. */
const FIRST_DATA = REAL_FIRST_PART.subarray(25, REAL_FIRST_PART.length - 2);

/** A device packet: length, IMEI, command, content, CRC-16/KERMIT. */
function devicePacket(command: number, content: Buffer): Buffer {
  const packet = Buffer.alloc(2 + 8 + 1 + content.length + 2);
  packet.writeUInt16BE(9 + content.length, 0);
  packet.set(IMEI, 2);
  packet[10] = command;
  packet.set(content, 11);
  packet.writeUInt16BE(CRC16_KERMIT.checksum(packet, 2, packet.length - 2), packet.length - 2);
  return packet;
}

/** A file part built from the layout: subtype 2, source 0, name, parts, part, bytes. */
function filePart(parts: number, part: number, bytes: Buffer, name: Buffer = NAME): Buffer {
  const head = Buffer.alloc(14);
  head[0] = 2;
  head[1] = 0;
  head.set(name, 2);
  head.writeUInt16BE(parts, 10);
  head.writeUInt16BE(part, 12);
  return devicePacket(37, Buffer.concat([head, bytes]));
}

/** The server's request for part `part` (command 137). */
function request(part: number, name: Buffer = NAME): string {
  const content = Buffer.alloc(12);
  content[0] = 2;
  content.set(name, 2);
  content.writeUInt16BE(part, 10);
  return encodeRuptelaPacket(137, content).toString('hex');
}

/** The rest of a photo: `size` bytes ending with the JPEG end marker. */
function tail(size: number, seed: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = (i * 13 + seed) & 0xff;
  data.set([0xff, 0xd9], size - 2);
  return data;
}

const mediaOf = (messages: DecodedMessage[]) =>
  messages.filter((message): message is MediaMessage => message.kind === 'media');

describe('Ruptela file transfer (37)', () => {
  it('asks for each next part after a real first part and hands out the photo after the last, unanswered', () => {
    const refused: MediaRefusal[] = [];
    const decoder = new RuptelaDecoder({ onMediaRefused: (report) => refused.push(report) });
    const [first] = decoder.push(REAL_FIRST_PART);
    expect(first?.messages.map((message) => message.kind)).toEqual(['login']);
    expect(first?.ack?.toString('hex')).toBe(request(1));
    expect(first?.ack?.toString('hex')).toBe('000d89020035444441314641440001bb29');

    const rest = Array.from({ length: 9 }, (_, index) => tail(900, index));
    const answers: (string | null)[] = [];
    const media: MediaMessage[] = [];
    rest.forEach((bytes, index) => {
      for (const frame of decoder.push(filePart(10, index + 1, bytes))) {
        answers.push(frame.ack?.toString('hex') ?? null);
        media.push(...mediaOf(frame.messages));
      }
    });
    expect(answers).toEqual([...[2, 3, 4, 5, 6, 7, 8, 9].map((part) => request(part)), null]);
    expect(media).toHaveLength(1);
    expect(media[0]?.uniqueId).toBe(decoder.uniqueId);
    expect(media[0]?.data.equals(Buffer.concat([FIRST_DATA, ...rest]))).toBe(true);
    expect(media[0]?.data.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(refused).toEqual([]);
    expect(decoder.mediaBuffered).toBe(0);
  });

  it('answers a part sent again with the request for the part it needs, keeping the photo once', () => {
    const refused: MediaRefusal[] = [];
    const decoder = new RuptelaDecoder({ onMediaRefused: (report) => refused.push(report) });
    decoder.push(REAL_FIRST_PART);
    const rest = [tail(900, 1), tail(900, 2)];
    const [second] = decoder.push(filePart(3, 1, rest[0] as Buffer));
    expect(second?.ack?.toString('hex')).toBe(request(2));
    const [again] = decoder.push(filePart(3, 1, rest[0] as Buffer));
    expect(again?.ack?.toString('hex')).toBe(request(2));
    const [last] = decoder.push(filePart(3, 2, rest[1] as Buffer));
    const media = mediaOf(last?.messages ?? []);
    expect(media).toHaveLength(1);
    expect(media[0]?.data.equals(Buffer.concat([FIRST_DATA, ...rest]))).toBe(true);
    expect(refused).toEqual([]);
  });

  it('refuses a part out of order, a part past the count and a file past the size limit, and goes on', () => {
    const refused: MediaRefusal[] = [];
    const decoder = new RuptelaDecoder({
      onMediaRefused: (report) => refused.push(report),
      mediaLimits: { maxBytes: 1500, maxPending: 2, staleAfterMs: 60_000 },
    });
    decoder.push(REAL_FIRST_PART);
    const [skipped] = decoder.push(filePart(10, 3, tail(100, 1)));
    expect(skipped).toEqual({ messages: [] });
    const [pastCount] = decoder.push(filePart(2, 2, tail(100, 1)));
    expect(pastCount).toEqual({ messages: [] });
    decoder.push(filePart(3, 0, tail(1000, 2)));
    const [tooBig] = decoder.push(filePart(3, 1, tail(1000, 3)));
    expect(tooBig).toEqual({ messages: [] });
    expect(refused.map((report) => report.reason)).toEqual([
      'part 3 out of order',
      'part 2 of a file of 2 parts',
      'a file grown past 1500 bytes',
    ]);
    expect(refused.every((report) => report.type === 37)).toBe(true);
    // A heartbeat after them is answered as ever.
    const [heartbeat] = decoder.push(devicePacket(16, Buffer.alloc(0)));
    expect(heartbeat?.ack?.toString('hex')).toBe('00027401862d');
    expect(decoder.mediaBuffered).toBe(0);
  });

  it('drops a file left unfinished past the timeout', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const refused: MediaRefusal[] = [];
    const decoder = new RuptelaDecoder({
      now: () => new Date(now),
      onMediaRefused: (report) => refused.push(report),
    });
    decoder.push(REAL_FIRST_PART);
    now += 5 * 60_000 + 1;
    const [late] = decoder.push(filePart(10, 1, tail(100, 1)));
    expect(late).toEqual({ messages: [] });
    expect(refused.map((report) => report.reason)).toEqual([
      `a file left with ${FIRST_DATA.length} bytes for over 300000 ms`,
      'a part of no file in progress',
    ]);
  });

  it('answers a file part cut inside its header with nothing and keeps the connection', () => {
    const refused: MediaRefusal[] = [];
    const decoder = new RuptelaDecoder({ onMediaRefused: (report) => refused.push(report) });
    const [cut] = decoder.push(devicePacket(37, Buffer.from([2, 0, 0x41, 0x42])));
    expect(cut?.ack).toBeUndefined();
    expect(refused).toEqual([{ type: 37, reason: 'a file part shorter than its 14-byte header' }]);
    expect(decoder.push(REAL_FIRST_PART)[0]?.ack?.toString('hex')).toBe(request(1));
  });
});
