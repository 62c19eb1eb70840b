import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { findProtocol } from '../protocolRegistry';
import type { UnknownMessageTypeReport } from '../types';
import { RuptelaDecoder } from './decoder';
import { RUPTELA_CORPUS } from './ruptelaCorpus';

const hex = (text: string) => Buffer.from(text, 'hex');
const packet = (prefix: string) => {
  const found = RUPTELA_CORPUS.find((entry) => entry.name.startsWith(prefix));
  if (!found) throw new Error(`no corpus packet ${prefix}`);
  return found.hex;
};
const HEARTBEAT = packet('heartbeat (16)');
const RECORDS = packet('records: ignition (251)');
const UNKNOWN = packet('unknown command 48');

function refusal(action: () => unknown): ProtocolError {
  try {
    action();
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
  throw new Error('no ProtocolError');
}

describe('Ruptela sessions', () => {
  it('is registered on Traccar port 5046', () => {
    expect(findProtocol('ruptela')).toMatchObject({ port: 5046, transport: 'tcp' });
  });

  it('reads packets split byte by byte and several in one read, identified by the first', () => {
    const decoder = new RuptelaDecoder();
    const stream = hex(HEARTBEAT + RECORDS + HEARTBEAT);
    const frames = [...stream].flatMap((byte) => decoder.push(Buffer.from([byte])));
    expect(frames.map((frame) => [frame.messages.map((m) => m.kind), frame.ack?.toString('hex')])).toEqual([
      [['login', 'heartbeat'], '00027401862d'],
      [['position'], '0002640113bc'],
      [['heartbeat'], '00027401862d'],
    ]);
    expect(decoder.uniqueId).toBe('868324023580306');
    expect(decoder.buffered).toBe(0);
  });

  it('refuses a stream whose length field no packet can have', () => {
    expect(refusal(() => new RuptelaDecoder().push(Buffer.from('GET / HTTP/1.1\r\n'))).code).toBe(
      'badLength',
    );
    expect(refusal(() => new RuptelaDecoder().push(hex('0003000000'))).code).toBe('badLength');
  });

  it('keeps no more than the largest packet while one arrives', () => {
    const decoder = new RuptelaDecoder();
    decoder.push(hex(`1000${'00'.repeat(3000)}`));
    expect(decoder.buffered).toBeLessThanOrEqual(4096 + 4);
  });

  it('counts every packet of a command it does not read and reports the first of each once, unanswered', () => {
    const reports: UnknownMessageTypeReport[] = [];
    const decoder = new RuptelaDecoder({ onUnknownType: (report) => reports.push(report) });
    const frames = decoder.push(hex(UNKNOWN + UNKNOWN + HEARTBEAT));
    expect(frames.map((frame) => frame.ack === undefined)).toEqual([true, true, false]);
    expect(decoder.unknownTypeCount).toBe(2);
    expect(reports).toEqual([{ type: 48, frame: UNKNOWN }]);
  });
});

describe('Ruptela packets that are malformed or of a command not read', () => {
  it('decodes every packet after a malformed one in the same read, and answers each as the device expects', () => {
    const cut = packet('malformed: real FM-Eco4 records cut');
    const overCounted = packet('malformed: real two-record packet counting three');
    const files = packet('file transfer (37)');
    const decoder = new RuptelaDecoder();
    const frames = decoder.push(hex(cut + files + overCounted + HEARTBEAT));
    expect(frames.map((frame) => frame.messages.filter((m) => m.kind === 'position').length)).toEqual([
      0, 0, 2, 0,
    ]);
    expect(frames.map((frame) => frame.ack?.toString('hex') ?? null)).toEqual([
      '0002640113bc',
      '000d89020035444441314641440001bb29',
      '0002640113bc',
      '00027401862d',
    ]);
    expect(decoder.unknownTypeCount).toBe(0);
  });

  it('stores a record with coordinates but no satellites invalid, and the fixes among them valid', () => {
    const entry = packet('records (1): 30 records without IO');
    const [frame] = new RuptelaDecoder().push(hex(entry));
    const positions = (frame?.messages ?? []).filter((message) => message.kind === 'position');
    expect(positions).toHaveLength(30);
    const valid = positions.flatMap((position, index) => (position.valid ? [index] : []));
    expect(valid).toEqual([12, 22]);
    expect(positions[12]).toMatchObject({ fixTime: new Date('2013-10-24T07:42:43Z'), course: 30.6 });
    expect(positions[12]?.latitude).toBeCloseTo(18.3452366, 7);
    expect(positions[12]?.longitude).toBeCloseTo(42.6653283, 7);
    expect(positions[22]?.latitude).toBeCloseTo(18.3459583, 7);
  });

  it('keeps the corpus honest about where its packets come from', () => {
    const device = RUPTELA_CORPUS.filter((entry) => entry.source === 'device' || entry.source === 'manual');
    // Every command the decoder reads from devices has a real packet: records, extended records,
    // trouble codes, identification and replies to SMS commands.
    const commands = new Set(device.map((entry) => hex(entry.hex)[10]));
    for (const command of [1, 68, 9, 15, 7]) expect(commands).toContain(command);
    for (const entry of RUPTELA_CORPUS.filter((item) => item.source === 'derived')) {
      expect(entry.name).toMatch(/^malformed: real /);
    }
  });
});

describe('Ruptela commands', () => {
  it("sends custom text as the SMS via GPRS packet Traccar's encoder test suite gives", () => {
    expect(new RuptelaDecoder().encodeCommand({ type: 'custom', data: ' Setio 2,1' }).toString('hex')).toBe(
      '000b6c20536574696f20322c31eb3e',
    );
  });

  it('switches output 1 with Set IO for the engine and sends other text as an SMS via GPRS', () => {
    const decoder = new RuptelaDecoder();
    expect(decoder.encodeCommand({ type: 'engineStop' }).toString('hex')).toBe('0009750000000100000001861b');
    expect(decoder.encodeCommand({ type: 'custom', data: 'RELAY,0#' }).toString('hex')).toBe(
      '00097500000001000000009792',
    );
    expect(decoder.encodeCommand({ type: 'custom', data: 'getio' }).toString('hex')).toBe(
      '00066c676574696f1a9c',
    );
    expect(refusal(() => decoder.encodeCommand({ type: 'custom', data: '' })).code).toBe('invalidCommand');
  });
});
