import { describe, expect, it } from 'vitest';
import type { DecodedFrame, DecodedMessage } from '../types';
import { WialonDecoder } from './decoder';
import { WIALON_CORPUS, WIALON_LOGIN } from './wialonCorpus';

const NOW = new Date('2024-03-05T06:07:08Z');
const line = (text: string) => Buffer.from(`${text}\r\n`, 'utf8');

describe('Wialon IPS corpus: real messages decode to their documented values', () => {
  it('holds at least 30 messages', () => {
    expect(WIALON_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(WIALON_CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const decoder = new WialonDecoder({ now: () => NOW });
    if (!entry.identifies) decoder.push(line(WIALON_LOGIN));
    const frames: DecodedFrame[] = decoder.push(line(entry.line));
    const uniqueId = entry.identifies ?? '353451047760580';
    expect(decoder.uniqueId).toBe(uniqueId);
    expect(decoder.badChecksumCount).toBe(entry.badChecksum ? 1 : 0);
    if (entry.ack === null && entry.expected === null) {
      expect(frames).toEqual([]);
      return;
    }
    expect(frames).toHaveLength(1);
    const [decoded] = frames as [DecodedFrame];
    expect(decoded.ack?.toString('utf8') ?? null).toBe(entry.ack === null ? null : `${entry.ack}\r\n`);
    const logins = decoded.messages.filter((message) => message.kind === 'login');
    const messages = decoded.messages.filter((message) => message.kind !== 'login');
    expect(logins).toEqual(entry.identifies ? [{ kind: 'login', uniqueId }] : []);
    for (const message of messages) expect(message.uniqueId).toBe(uniqueId);
    const { expected } = entry;
    if (expected === null || expected.kind === 'login') {
      expect(messages).toEqual([]);
      return;
    }
    expect(messages).toHaveLength(expected.count ?? 1);
    const message = messages[0] as DecodedMessage;
    expect(message.kind).toBe(expected.kind);
    if (message.kind === 'position') {
      if (expected.fixTime) expect(message.fixTime.toISOString()).toBe(expected.fixTime);
      if (expected.valid !== undefined) expect(message.valid).toBe(expected.valid);
      if (expected.latitude !== undefined) expect(message.latitude).toBeCloseTo(expected.latitude, 5);
      if (expected.longitude !== undefined) expect(message.longitude).toBeCloseTo(expected.longitude, 5);
      if (expected.altitude !== undefined) expect(message.altitude).toBeCloseTo(expected.altitude, 6);
      if (expected.speedKmh !== undefined) expect(message.speed * 1.852).toBeCloseTo(expected.speedKmh, 6);
      if (expected.course !== undefined) expect(message.course).toBeCloseTo(expected.course, 6);
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

  it('waits for the rest of every corpus message cut short, then decodes it whole', () => {
    for (const entry of WIALON_CORPUS) {
      const bytes = line(entry.line);
      const fresh = () => {
        const decoder = new WialonDecoder({ now: () => NOW });
        if (!entry.identifies) decoder.push(line(WIALON_LOGIN));
        return decoder;
      };
      const whole = fresh().push(bytes);
      for (let cut = 1; cut < bytes.length; cut++) {
        const decoder = fresh();
        const first = decoder.push(bytes.subarray(0, cut));
        // Cut between \r and \n the line is complete already; the \n then ends an empty line.
        expect([...first, ...decoder.push(bytes.subarray(cut))], `${entry.name} cut at ${cut}`).toEqual(
          whole,
        );
      }
    }
  });
});
