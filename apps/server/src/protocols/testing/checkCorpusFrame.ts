import { expect } from 'vitest';
import type { CorpusExpected, CorpusFrame } from '../textCorpus';
import type { DecodedFrame, DecodedMessage } from '../types';

/**
 * Checks what a session made of one corpus frame: the messages other than logins match the expected
 * message (or there are none), and the answer is the expected one.
 */
export function checkCorpusFrame(frame: CorpusFrame, decoded: DecodedFrame[]): void {
  const messages = decoded.flatMap((item) => item.messages).filter((message) => message.kind !== 'login');
  const acks = decoded.flatMap((item) => (item.ack ? [item.ack.toString('latin1')] : []));
  if (frame.ack !== undefined) expect(acks.join('') || null, 'answer').toBe(frame.ack);
  const { expected } = frame;
  if (expected === null) {
    expect(messages).toEqual([]);
    return;
  }
  if (expected.kind === 'login') {
    expect(decoded.flatMap((item) => item.messages).map((message) => message.kind)).toContain('login');
    return;
  }
  const all = [expected, ...(frame.more ?? [])];
  expect(messages).toHaveLength(all.length);
  all.forEach((item, index) => {
    checkMessage(item, messages[index]);
  });
}

/** Checks one decoded message against what the corpus expects of it. */
function checkMessage(expected: CorpusExpected, message: DecodedMessage | undefined): void {
  expect(message?.kind).toBe(expected.kind);
  if (!message) return;
  if (message.kind === 'position') {
    if (expected.fixTime) expect(message.fixTime.toISOString(), 'fixTime').toBe(expected.fixTime);
    if (expected.deviceTime)
      expect(message.deviceTime?.toISOString(), 'deviceTime').toBe(expected.deviceTime);
    if (expected.valid !== undefined) expect(message.valid, 'valid').toBe(expected.valid);
    if (expected.latitude !== undefined)
      expect(message.latitude, 'latitude').toBeCloseTo(expected.latitude, 5);
    if (expected.longitude !== undefined)
      expect(message.longitude, 'longitude').toBeCloseTo(expected.longitude, 5);
    if (expected.altitude !== undefined)
      expect(message.altitude, 'altitude').toBeCloseTo(expected.altitude, 5);
    if (expected.speed !== undefined) expect(message.speed, 'speed').toBeCloseTo(expected.speed, 5);
    if (expected.speedKmh !== undefined)
      expect(message.speed, 'speed').toBeCloseTo(expected.speedKmh / 1.852, 5);
    if (expected.course !== undefined) expect(message.course, 'course').toBeCloseTo(expected.course, 5);
  }
  if (message.kind === 'heartbeat' && expected.deviceTime) {
    expect(message.deviceTime?.toISOString(), 'deviceTime').toBe(expected.deviceTime);
  }
  if (message.kind === 'commandResult' && expected.result !== undefined) {
    expect(message.result).toBe(expected.result);
  }
  if (expected.attributes) {
    const attributes = message.kind === 'position' || message.kind === 'heartbeat' ? message.attributes : {};
    for (const [key, value] of Object.entries(expected.attributes)) {
      if (typeof value === 'number') expect(attributes?.[key], key).toBeCloseTo(value, 5);
      else expect(attributes?.[key], key).toEqual(value);
    }
  }
}
