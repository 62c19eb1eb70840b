import { describe, expect, it } from 'vitest';
import type { DecodedPosition } from '../types';
import { QueclinkDecoder } from './decoder';
import { QUECLINK_COMPRESSED_REPORT as COMPRESSED, QUECLINK_CORPUS } from './queclinkCorpus';

const hex = (text: string) => Buffer.from(text, 'hex');
const binaryCorpus = QUECLINK_CORPUS.filter((frame) => frame.name.includes('binary'));
const binaryFrames = binaryCorpus.map((frame) => Buffer.from(frame.text, 'latin1'));
/** The IMEI of the GL300 of these frames (its id bytes are two-digit numbers; the Luhn digit checks). */
const UNIQUE_ID = '865084030003675';

describe('Queclink binary reports', () => {
  it('reads the compressed report (type 100): a full point, then points as differences, a second apart', () => {
    const frames = new QueclinkDecoder().push(hex(COMPRESSED));
    expect(frames).toHaveLength(1);
    const [frame] = frames;
    expect(frame?.ack?.toString()).toBe('+SACK:19E6$');
    const [login, ...positions] = frame?.messages ?? [];
    expect(login).toEqual({ kind: 'login', uniqueId: UNIQUE_ID });
    expect(positions).toHaveLength(268);
    const [first, second] = positions as DecodedPosition[];
    // One second after the ignition-on event of the corpus (08:36:26, 22.1 km/h, course 242).
    expect(first).toMatchObject({ fixTime: new Date('2017-08-01T08:36:27Z'), valid: true, course: 240 });
    expect(first?.latitude).toBeCloseTo(39.611129, 6);
    expect(first?.longitude).toBeCloseTo(-9.068108, 6);
    expect(first?.speed).toBeCloseTo(22.7 / 1.852, 6);
    expect(second).toMatchObject({ fixTime: new Date('2017-08-01T08:36:28Z'), course: 239 });
    expect(second?.latitude).toBeCloseTo(39.611095, 6);
    const last = positions.at(-1) as DecodedPosition;
    expect(last.fixTime.toISOString()).toBe('2017-08-01T08:40:56.000Z');
    expect(last.latitude).toBeCloseTo(39.599281, 6);
    expect(last.longitude).toBeCloseTo(-9.068689, 6);
  });

  it('frames binary reports by their length field: text and binary frames in one stream, any split', () => {
    const heartbeat = '+ACK:GTHBD,060228,862894020180553,,20100214093254,11F0$';
    const stream = Buffer.concat([
      Buffer.from(heartbeat, 'latin1'),
      ...binaryFrames,
      hex(COMPRESSED),
      Buffer.from(heartbeat, 'latin1'),
    ]);
    for (const size of [1, 7, 64, stream.length]) {
      const decoder = new QueclinkDecoder();
      const frames = [];
      for (let at = 0; at < stream.length; at += size)
        frames.push(...decoder.push(stream.subarray(at, at + size)));
      expect(frames.map((frame) => frame.ack?.toString() ?? null)).toEqual([
        '+SACK:GTHBD,060228,11F0$',
        ...binaryCorpus.map((frame) => frame.ack ?? null),
        '+SACK:19E6$',
        '+SACK:GTHBD,060228,11F0$',
      ]);
      expect(decoder.unknownTypeCount).toBe(binaryCorpus.filter((frame) => frame.unknownType).length);
      expect(decoder.buffered).toBe(0);
    }
  });

  it('keeps every prefix of every binary frame waiting: no message, no exception', () => {
    for (const frame of [...binaryFrames, hex(COMPRESSED)]) {
      for (let cut = 1; cut < frame.length; cut++) {
        const decoder = new QueclinkDecoder();
        expect(decoder.push(frame.subarray(0, cut))).toEqual([]);
      }
    }
  });

  it('reads a binary report cut short by its own length field as an unknown type and goes on', () => {
    const evt = binaryFrames[0] as Buffer;
    const short = Buffer.from(evt.subarray(0, 40));
    short.writeUInt16BE(40, 9);
    const decoder = new QueclinkDecoder();
    decoder.push(Buffer.from('+ACK:GTHBD,060228,862894020180553,,20100214093254,11F0$', 'latin1'));
    const frames = decoder.push(Buffer.concat([short, evt]));
    expect(frames.map((frame) => frame.messages.filter((m) => m.kind === 'position').length)).toEqual([0, 1]);
    expect(decoder.unknownTypeCount).toBe(1);
  });

  it('stores nothing of a frame that names its device only by name before any frame identified the connection', () => {
    const byName = QUECLINK_CORPUS.filter(
      (frame) => frame.name.startsWith('binary') && frame.name.includes('device name'),
    );
    expect(byName.length).toBeGreaterThanOrEqual(3);
    for (const frame of byName) {
      const decoder = new QueclinkDecoder();
      const frames = decoder.push(Buffer.from(frame.text, 'latin1'));
      expect(frames.flatMap((item) => item.messages)).toEqual([]);
      expect(frames.map((item) => item.ack)).toEqual([undefined]);
      // Once a frame names the device, the same frame is its own.
      decoder.push(Buffer.from('+ACK:GTHBD,060228,862894020180553,,20100214093254,11F0$', 'latin1'));
      const after = decoder.push(Buffer.from(frame.text, 'latin1')).flatMap((item) => item.messages);
      expect(after).toEqual([expect.objectContaining({ uniqueId: '862894020180553' })]);
    }
  });

  it('reads only the fields the report mask includes: no altitude and no cell when their bits are off', () => {
    const frame = QUECLINK_CORPUS.find((entry) =>
      entry.name.startsWith('derived: binary +RSP without altitude'),
    );
    const decoder = new QueclinkDecoder();
    decoder.push(Buffer.from('+ACK:GTHBD,060228,862894020180553,,20100214093254,11F0$', 'latin1'));
    const [position] = decoder
      .push(Buffer.from(frame?.text ?? '', 'latin1'))
      .flatMap((item) => item.messages)
      .filter((message) => message.kind !== 'login') as DecodedPosition[];
    expect(position?.kind).toBe('position');
    expect(position).not.toHaveProperty('altitude');
    expect(position?.attributes).not.toHaveProperty('network');
    expect(position?.longitude).toBeCloseTo(-9.068207, 6);
  });
});
