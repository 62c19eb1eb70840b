import { describe, expect, it } from 'vitest';
import type { DecodedFrame, DecodedMessage } from '../types';
import { RuptelaDecoder } from './decoder';
import { RUPTELA_CORPUS } from './ruptelaCorpus';

const NOW = new Date('2024-03-05T06:07:08Z');
const hex = (text: string) => Buffer.from(text, 'hex');

describe('Ruptela corpus: real packets decode to their documented values', () => {
  it('holds at least 30 packets', () => {
    expect(RUPTELA_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(RUPTELA_CORPUS.map((frame) => [frame.name, frame] as const))('%s', (_name, frame) => {
    const decoder = new RuptelaDecoder({ now: () => NOW });
    const frames: DecodedFrame[] = decoder.push(hex(frame.hex));
    expect(frames).toHaveLength(1);
    const [decoded] = frames as [DecodedFrame];
    expect(decoded.ack?.toString('hex') ?? null).toBe(frame.ack);
    const logins = decoded.messages.filter((message) => message.kind === 'login');
    const messages = decoded.messages.filter((message) => message.kind !== 'login');
    // Every packet names its device by IMEI: the first one on a connection logs it in.
    const uniqueId = String(BigInt(`0x${frame.hex.slice(4, 20)}`)).padStart(15, '0');
    expect(logins).toEqual([{ kind: 'login', uniqueId }]);
    for (const message of messages) expect(message.uniqueId).toBe(uniqueId);
    const { expected } = frame;
    if (expected === null) {
      expect(messages).toEqual([]);
      return;
    }
    expect(messages).toHaveLength(expected.count ?? 1);
    const message = messages[0] as DecodedMessage;
    expect(message.kind).toBe(expected.kind);
    if (message.kind === 'position') {
      if (expected.fixTime) expect(message.fixTime.toISOString()).toBe(expected.fixTime);
      if (expected.valid !== undefined) expect(message.valid).toBe(expected.valid);
      if (expected.latitude !== undefined) expect(message.latitude).toBeCloseTo(expected.latitude, 6);
      if (expected.longitude !== undefined) expect(message.longitude).toBeCloseTo(expected.longitude, 6);
      if (expected.speedKmh !== undefined) expect(message.speed * 1.852).toBeCloseTo(expected.speedKmh, 2);
      if (expected.course !== undefined) expect(message.course).toBeCloseTo(expected.course, 6);
      if (expected.altitude !== undefined) expect(message.altitude).toBeCloseTo(expected.altitude, 6);
    }
    if (message.kind === 'commandResult') expect(message.result).toBe(expected.result);
    if (expected.attributes && (message.kind === 'position' || message.kind === 'heartbeat')) {
      for (const [key, value] of Object.entries(expected.attributes)) {
        if (typeof value === 'number') expect(message.attributes?.[key], key).toBeCloseTo(value, 6);
        else expect(message.attributes?.[key], key).toEqual(value);
      }
    }
  });

  it('counts a packet whose CRC does not match, and decodes it all the same', () => {
    const decoder = new RuptelaDecoder();
    const bad = RUPTELA_CORPUS.find((frame) => frame.name.startsWith('malformed: wrong CRC'));
    decoder.push(hex(bad?.hex ?? ''));
    expect(decoder.badChecksumCount).toBe(1);
  });

  it('waits for the rest of every corpus frame cut short, then decodes it whole', () => {
    for (const frame of RUPTELA_CORPUS) {
      const bytes = hex(frame.hex);
      const whole = new RuptelaDecoder({ now: () => NOW }).push(bytes);
      for (let cut = 1; cut < bytes.length; cut++) {
        const decoder = new RuptelaDecoder({ now: () => NOW });
        expect(decoder.push(bytes.subarray(0, cut)), `${frame.name} cut at ${cut}`).toEqual([]);
        expect(decoder.push(bytes.subarray(cut)), `${frame.name} cut at ${cut}`).toEqual(whole);
      }
    }
  });
});
