import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import type { DecodedFrame, DecodedMessage } from '../types';
import { H02Decoder, type H02UnknownType } from './decoder';
import { H02_CORPUS, H02_CORPUS_NOW, type H02CorpusFrame, type H02Expected } from './h02Corpus';

const bytesOf = (frame: H02CorpusFrame) =>
  frame.hex !== undefined ? Buffer.from(frame.hex, 'hex') : Buffer.from(frame.text ?? '', 'latin1');

function connection(reports: H02UnknownType[] = []): H02Decoder {
  return new H02Decoder({
    now: () => new Date(H02_CORPUS_NOW),
    onUnknownType: (report) => reports.push(report),
  });
}

function expectMessage(message: DecodedMessage | undefined, expected: H02Expected): void {
  expect(message?.kind).toBe(expected.kind);
  if (!message) return;
  if (message.kind === 'position') {
    if (expected.fixTime) expect(message.fixTime.toISOString()).toBe(expected.fixTime);
    if (expected.valid !== undefined) expect(message.valid).toBe(expected.valid);
    if (expected.latitude !== undefined) expect(message.latitude).toBeCloseTo(expected.latitude, 5);
    if (expected.longitude !== undefined) expect(message.longitude).toBeCloseTo(expected.longitude, 5);
    if (expected.altitude !== undefined) expect(message.altitude).toBe(expected.altitude);
    if (expected.speed !== undefined) expect(message.speed).toBeCloseTo(expected.speed, 6);
    if (expected.course !== undefined) expect(message.course).toBe(expected.course);
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
}

describe('H02 corpus: real frames decode to their documented values', () => {
  it('holds at least 30 frames, text and binary, with every message type', () => {
    expect(H02_CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(H02_CORPUS.filter((frame) => frame.hex !== undefined).length).toBeGreaterThanOrEqual(10);
    const types = new Set(H02_CORPUS.map((frame) => frame.text?.split(/[,#]/)[2]).filter(Boolean));
    for (const type of ['V1', 'V2', 'VI1', 'V19', 'VP1', 'NBR', 'V3', 'LINK', 'XT', 'HTBT', 'V0', 'V4']) {
      expect(types, type).toContain(type);
    }
  });

  it.each(H02_CORPUS.map((frame) => [frame.name, frame] as const))('%s', (_name, frame) => {
    const reports: H02UnknownType[] = [];
    const decoder = connection(reports);
    if (frame.before !== undefined) decoder.push(Buffer.from(frame.before, 'latin1'));
    if (frame.refused !== undefined) {
      expect(() => decoder.push(bytesOf(frame))).toThrow(expect.objectContaining({ code: frame.refused }));
      return;
    }
    const frames: DecodedFrame[] = decoder.push(bytesOf(frame));
    expect(frames).toHaveLength(1);
    const [decoded] = frames as [DecodedFrame];
    const messages = decoded.messages.filter((message) => message.kind !== 'login');
    expect(messages.map((message) => message.kind)).toEqual(frame.expected.map((message) => message.kind));
    frame.expected.forEach((expected, index) => {
      expectMessage(messages[index], expected);
    });
    if (frame.ack !== undefined) expect(decoded.ack?.toString('latin1') ?? null).toBe(frame.ack);
    expect(reports.map((report) => report.type)).toEqual(frame.unknownType ? [frame.unknownType] : []);
    // Every message names the device, which the frame (or the one before) identified.
    for (const message of messages) expect(message.uniqueId).toBe(decoder.uniqueId);
  });

  it('keeps the connection through every cut of every frame: nothing is stored from a part of a sentence', () => {
    for (const frame of H02_CORPUS) {
      if (frame.refused !== undefined) continue;
      const bytes = bytesOf(frame);
      const whole = connection().push(bytes);
      for (let cut = 1; cut < bytes.length; cut++) {
        const decoder = connection();
        decoder.push(Buffer.from('*HQ,4210051415,XT,1,100#', 'latin1'));
        const frames = decoder.push(bytes.subarray(0, cut));
        if (frame.text !== undefined && cut > bytes.indexOf(0x23)) continue;
        if (frame.text !== undefined ? cut <= bytes.indexOf(0x23) : cut < 32) {
          // A sentence without its # and a binary frame shorter than its fix wait for the rest.
          expect(frames, `${frame.name} cut at ${cut}`).toEqual([]);
          continue;
        }
        // A binary frame holds its whole fix in the first 32 bytes (42 with a 15-digit id): what is
        // decoded from a cut frame is the fix of the whole frame, or nothing yet.
        const positions = frames.flatMap((f) => f.messages).filter((m) => m.kind === 'position');
        const expected = whole.flatMap((f) => f.messages).filter((m) => m.kind === 'position');
        if (positions.length > 0) expect(positions).toEqual(expected);
      }
    }
  });

  it('reports each unknown type once per connection with its hex, counts every sentence, and keeps reading', () => {
    const reports: H02UnknownType[] = [];
    const decoder = connection(reports);
    const base = '*HQ,8401016597,BASE,152609,0,0,0,0,211014,FFFFFFFF#';
    const frames = decoder.push(
      Buffer.from(`${base}${base}*HQ,8401016597,BS,,2d4,a,1b63,1969,26,ffffffff,60#${base}`, 'latin1'),
    );
    expect(frames).toHaveLength(4);
    expect(decoder.unknownTypeCount).toBe(4);
    expect(reports).toEqual([
      { type: 'BASE', frame: Buffer.from(base, 'latin1').toString('hex') },
      { type: 'BS', frame: expect.stringMatching(/^2a48512c/) },
    ]);
    const after = decoder.push(
      Buffer.from(
        '*HQ,8401016597,V1,062507,V,3048.2437,N,03058.5617,E,000.00,000,250413,FFFFFBFF#',
        'latin1',
      ),
    );
    expect(after[0]?.messages[0]?.kind).toBe('position');
  });

  it('reports no more than 16 invented types per connection, and counts them all', () => {
    const reports: H02UnknownType[] = [];
    const decoder = connection(reports);
    const sentences = Array.from({ length: 40 }, (_, i) => `*HQ,8401016597,Z${i},152609#`).join('');
    expect(decoder.push(Buffer.from(sentences, 'latin1'))).toHaveLength(40);
    expect(reports).toHaveLength(16);
    expect(decoder.unknownTypeCount).toBe(40);
  });

  it('refuses the bytes of another protocol before any frame with a ProtocolError', () => {
    expect(() => connection().push(Buffer.from('GET / HTTP/1.1\r\n'))).toThrow(ProtocolError);
  });
});
