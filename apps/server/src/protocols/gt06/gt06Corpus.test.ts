import { describe, expect, it } from 'vitest';
import type { DecodedFrame } from '../types';
import { Gt06Decoder, type Gt06UnknownType } from './decoder';
import { GT06_CORPUS } from './gt06Corpus';

const LOGIN = '78780d0103534190360660610003c3df0d0a';
const hex = (text: string) => Buffer.from(text, 'hex');

describe('GT06 corpus: real frames decode to their documented values', () => {
  it('holds at least 30 frames', () => {
    expect(GT06_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(GT06_CORPUS.map((frame) => [frame.name, frame] as const))('%s', (_name, frame) => {
    const decoder = new Gt06Decoder({ now: () => new Date('2024-03-05T06:07:08Z') });
    decoder.push(hex(LOGIN));
    const frames: DecodedFrame[] = decoder.push(hex(frame.hex));
    expect(frames).toHaveLength(1);
    const [decoded] = frames as [DecodedFrame];
    if (frame.ack !== undefined)
      expect(decoded.ack?.toString('hex') ?? null).toBe(frame.ack?.toLowerCase() ?? null);
    const { expected } = frame;
    if (expected === null) {
      expect(decoded.messages).toEqual([]);
      return;
    }
    const message = decoded.messages[0];
    expect(message?.kind).toBe(expected.kind);
    if (!message) return;
    if (message.kind === 'position') {
      if (expected.fixTime) expect(message.fixTime.toISOString()).toBe(expected.fixTime);
      if (expected.valid !== undefined) expect(message.valid).toBe(expected.valid);
      if (expected.latitude !== undefined) expect(message.latitude).toBeCloseTo(expected.latitude, 5);
      if (expected.longitude !== undefined) expect(message.longitude).toBeCloseTo(expected.longitude, 5);
      if (expected.speedKmh !== undefined) expect(message.speed).toBeCloseTo(expected.speedKmh / 1.852, 6);
      if (expected.course !== undefined) expect(message.course).toBe(expected.course);
      if (expected.altitude !== undefined) expect(message.altitude).toBe(expected.altitude);
    }
    if (message.kind === 'heartbeat' && expected.deviceTime) {
      expect(message.deviceTime?.toISOString()).toBe(expected.deviceTime);
    }
    if (message.kind === 'commandResult') expect(message.result).toBe(expected.result);
    if (expected.attributes && (message.kind === 'position' || message.kind === 'heartbeat')) {
      for (const [key, value] of Object.entries(expected.attributes)) {
        if (typeof value === 'number') expect(message.attributes?.[key], key).toBeCloseTo(value, 6);
        else expect(message.attributes?.[key], key).toEqual(value);
      }
    }
  });

  it('keeps the connection through truncated variants of every corpus frame: nothing but ProtocolErrors of logins', () => {
    for (const frame of GT06_CORPUS) {
      const bytes = hex(frame.hex);
      for (let cut = 1; cut < bytes.length; cut++) {
        const decoder = new Gt06Decoder();
        decoder.push(hex(LOGIN));
        // A frame cut short waits for the rest; it never yields a message on its own.
        expect(decoder.push(bytes.subarray(0, cut))).toEqual(expect.any(Array));
      }
    }
  });

  it('counts unknown message types and reports the first frame of each type once, with its hex', () => {
    const reports: Gt06UnknownType[] = [];
    const decoder = new Gt06Decoder({ onUnknownType: (report) => reports.push(report) });
    decoder.push(hex(LOGIN));
    const unknown = '78780d1f000000000000000200b196a20d0a';
    decoder.push(hex(unknown + unknown));
    // An extended 0xFD (a firmware version report of the reference suite) is read by no decoder.
    const firmware =
      '7979005bfd0358899050927725004c0020bf984358df603b2ea3a339e54335013a5b56455253494f4e5d47543036445f32305f3630444d325f423235455f5631355f574d5b4255494c445d323031332f31322f32382031353a3234002a3b240d0a';
    decoder.push(hex(firmware));
    expect(decoder.unknownTypeCount).toBe(3);
    expect(reports).toEqual([
      { type: 0x1f, frame: unknown },
      { type: 0xfd, frame: firmware },
    ]);
  });
});
