import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import type { DecodedFrame, DecodedMessage } from '../types';
import { decodeTeltonikaDatagram } from './datagram';
import { TeltonikaDecoder, type TeltonikaUnknownCodec } from './decoder';
import {
  TELTONIKA_CORPUS,
  type TeltonikaCorpusFrame,
  type TeltonikaExpectedPosition,
  type TeltonikaExpectedResponse,
} from './teltonikaCorpus';

const HANDSHAKE = '000f313233343536373839303132333435';
const IMEI = '123456789012345';
const hex = (text: string) => Buffer.from(text, 'hex');
const real = TELTONIKA_CORPUS.filter(
  (frame) => frame.expected.kind === 'records' || frame.expected.kind === 'responses',
);

function identified(reports: TeltonikaUnknownCodec[] = []): TeltonikaDecoder {
  const decoder = new TeltonikaDecoder({ onUnknownType: (report) => reports.push(report) });
  decoder.push(hex(HANDSHAKE));
  return decoder;
}

function expectAttributes(
  actual: Record<string, unknown> | undefined,
  expected: Record<string, unknown>,
): void {
  for (const [key, value] of Object.entries(expected)) {
    if (typeof value === 'number') expect(actual?.[key], key).toBeCloseTo(value, 6);
    else expect(actual?.[key], key).toEqual(value);
  }
}

function expectPosition(message: DecodedMessage | undefined, expected: TeltonikaExpectedPosition): void {
  expect(message?.kind).toBe('position');
  if (message?.kind !== 'position') return;
  expect(message.fixTime.toISOString()).toBe(expected.fixTime);
  expect(message.valid).toBe(expected.valid);
  expect(message.latitude).toBeCloseTo(expected.latitude, 6);
  expect(message.longitude).toBeCloseTo(expected.longitude, 6);
  expect(message.speed).toBeCloseTo(expected.speedKmh / 1.852, 6);
  expect(message.course).toBeCloseTo(expected.course, 6);
  if (expected.altitude !== undefined) expect(message.altitude).toBe(expected.altitude);
  if (expected.attributes) expectAttributes(message.attributes, expected.attributes);
}

function expectResponse(message: DecodedMessage | undefined, expected: TeltonikaExpectedResponse): void {
  if (expected.attributes) {
    expect(message?.kind).toBe('heartbeat');
    if (message?.kind === 'heartbeat') expectAttributes(message.attributes, expected.attributes);
    return;
  }
  expect(message?.kind).toBe('commandResult');
  if (message?.kind !== 'commandResult') return;
  expect(message.result).toBe(expected.result);
  expect(message.deviceTime?.toISOString()).toBe(expected.deviceTime);
}

/** Decodes one corpus entry as its transport does: the messages and the answer. */
function decode(frame: TeltonikaCorpusFrame, reports: TeltonikaUnknownCodec[] = []) {
  if (frame.transport === 'udp') {
    const datagram = decodeTeltonikaDatagram(hex(frame.hex));
    if (datagram.unknownCodec !== undefined) reports.push({ type: datagram.unknownCodec, frame: frame.hex });
    return { frames: 1, messages: datagram.messages, ack: datagram.ack, uniqueId: datagram.uniqueId };
  }
  const frames: DecodedFrame[] = identified(reports).push(hex(frame.hex));
  return {
    frames: frames.length,
    messages: frames.flatMap((f) => f.messages),
    ack: frames[0]?.ack,
    uniqueId: IMEI,
  };
}

describe('Teltonika corpus: real packets decode to their documented values', () => {
  it('holds at least 30 real packets, over TCP and UDP, and malformed variants', () => {
    expect(real.length).toBeGreaterThanOrEqual(30);
    expect(real.filter((frame) => frame.transport === 'udp').length).toBeGreaterThanOrEqual(4);
    expect(
      TELTONIKA_CORPUS.filter((frame) => frame.expected.kind === 'refused').length,
    ).toBeGreaterThanOrEqual(8);
  });

  it.each(TELTONIKA_CORPUS.map((frame) => [frame.name, frame] as const))('%s', (_name, frame) => {
    const { expected } = frame;
    if (expected.kind === 'refused') {
      const attempt = () =>
        frame.transport === 'udp'
          ? decodeTeltonikaDatagram(hex(frame.hex))
          : new TeltonikaDecoder().push(hex(frame.hex));
      expect(attempt).toThrow(expect.objectContaining({ protocol: 'teltonika', code: expected.code }));
      return;
    }
    if (expected.kind === 'incomplete') {
      const decoder = identified();
      expect(decoder.push(hex(frame.hex))).toEqual([]);
      expect(decoder.buffered).toBe(hex(frame.hex).length);
      return;
    }
    const reports: TeltonikaUnknownCodec[] = [];
    const decoded = decode(frame, reports);
    expect(decoded.frames).toBe(1);
    if (expected.kind === 'unknownCodec') {
      expect(decoded.messages).toEqual([]);
      expect(decoded.ack).toBeUndefined();
      expect(reports).toEqual([{ type: expected.codec, frame: frame.hex }]);
      return;
    }
    expect(reports).toEqual([]);
    if (expected.kind === 'responses') {
      expect(decoded.ack).toBeUndefined();
      expect(decoded.messages).toHaveLength(expected.results.length);
      for (const [index, result] of expected.results.entries())
        expectResponse(decoded.messages[index], result);
      return;
    }
    // The device waits for exactly this many records before it deletes them and sends the next ones.
    expect(decoded.ack?.toString('hex')).toBe(expected.ack);
    expect(decoded.messages).toHaveLength(expected.count);
    for (const message of decoded.messages) expect(message.uniqueId).toBe(expected.uniqueId ?? IMEI);
    for (const [index, position] of expected.positions) expectPosition(decoded.messages[index], position);
  });
});

describe('Teltonika corpus: truncated and mixed streams', () => {
  it('waits on every prefix of every TCP packet, handing out nothing and throwing nothing', () => {
    for (const frame of real.filter((candidate) => candidate.transport === 'tcp')) {
      const bytes = hex(frame.hex);
      for (let cut = 1; cut < bytes.length; cut++) {
        const decoder = identified();
        expect(decoder.push(bytes.subarray(0, cut)), `${frame.name} cut at ${cut}`).toEqual([]);
      }
    }
  });

  it('refuses every prefix of every UDP datagram with a ProtocolError and nothing else', () => {
    for (const frame of real.filter((candidate) => candidate.transport === 'udp')) {
      const bytes = hex(frame.hex);
      for (let cut = 0; cut < bytes.length; cut++) {
        expect(() => decodeTeltonikaDatagram(bytes.subarray(0, cut)), `${frame.name} cut at ${cut}`).toThrow(
          ProtocolError,
        );
      }
    }
  });

  it('decodes every TCP packet of the corpus back to back on one connection, split into 7-byte reads', () => {
    const packets = real.filter((frame) => frame.transport === 'tcp');
    const stream = hex(HANDSHAKE + packets.map((frame) => frame.hex).join(''));
    const decoder = new TeltonikaDecoder();
    const frames: DecodedFrame[] = [];
    for (let at = 0; at < stream.length; at += 7) frames.push(...decoder.push(stream.subarray(at, at + 7)));
    expect(frames).toHaveLength(packets.length + 1);
    packets.forEach((frame, index) => {
      const { expected } = frame;
      const decoded = frames[index + 1];
      if (expected.kind === 'records') expect(decoded?.ack?.toString('hex')).toBe(expected.ack);
      if (expected.kind === 'responses') expect(decoded?.ack).toBeUndefined();
    });
  });

  it('keeps the packets around one of an unknown codec: skipped, reported once, connection in step', () => {
    const vienna = TELTONIKA_CORPUS.find((frame) => frame.name.startsWith('codec 8 (FMB, Vienna)'));
    const unknown = TELTONIKA_CORPUS.find(
      (frame) => frame.expected.kind === 'unknownCodec' && frame.transport === 'tcp',
    );
    if (!vienna || !unknown) throw new Error('corpus entries missing');
    const reports: TeltonikaUnknownCodec[] = [];
    const decoder = identified(reports);
    const frames = decoder.push(hex(vienna.hex + unknown.hex + unknown.hex + vienna.hex));
    expect(frames.map((frame) => [frame.messages.length, frame.ack?.toString('hex')])).toEqual([
      [1, '00000001'],
      [0, undefined],
      [0, undefined],
      [1, '00000001'],
    ]);
    expect(reports).toEqual([{ type: 15, frame: unknown.hex }]);
    expect(decoder.unknownTypeCount).toBe(2);
  });
});
