import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { findProtocol } from '../protocolRegistry';
import type { UnknownMessageTypeReport } from '../types';
import { HuabaoDecoder } from './decoder';
import { encodeJt808Packet } from './packet';

const hex = (text: string) => Buffer.from(text, 'hex');
/** Registration of terminal 013511221122 (Traccar's suite). */
const REGISTER =
  '7e0100002d013511221122000500000000373031303748422d52303347424400000000000000000000003233363631303402cbd5424136383630387e';
/** A location of the same terminal. */
const LOCATION =
  '7e02000032013511221122000700000000000c000301578cc006ca3a5c00470000000014072317201501040000000030011631010bd07e';
const HEARTBEAT = '7e0002000001351122112200b7b77e';

function refusal(action: () => unknown): ProtocolError {
  try {
    action();
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
  throw new Error('no ProtocolError');
}

describe('JT/T 808 (Huabao) sessions', () => {
  it('is registered on Traccar port 5015', () => {
    expect(findProtocol('huabao')).toMatchObject({ port: 5015, transport: 'tcp' });
  });

  it('registers, then authenticates, then reports: each frame answered with its serial', () => {
    const decoder = new HuabaoDecoder();
    const [registered] = decoder.push(hex(REGISTER));
    expect(registered?.messages).toEqual([{ kind: 'login', uniqueId: '013511221122' }]);
    // 0x8100: the registration's serial, result 0, and the code the device authenticates with.
    expect(registered?.ack?.toString('hex')).toBe(
      `7e8100000f0135112211220000000500${Buffer.from('013511221122').toString('hex')}b87e`,
    );
    const [authenticated] = decoder.push(hex('7E0102000E013511221122000661757468656E7469636174696F6E3F7E'));
    expect(authenticated).toEqual({ messages: [], ack: hex('7e8001000501351122112200000006010200b57e') });
    const [located] = decoder.push(hex(LOCATION));
    expect(located?.messages.map((message) => message.kind)).toEqual(['position']);
    expect(located?.ack?.toString('hex')).toBe('7e8001000501351122112200000007020000b57e');
    expect(decoder.uniqueId).toBe('013511221122');
  });

  it('answers a heartbeat and reads frames split anywhere and several in one read', () => {
    const stream = hex(REGISTER + LOCATION + HEARTBEAT);
    const decoder = new HuabaoDecoder();
    const frames = [...stream].flatMap((byte) => decoder.push(Buffer.from([byte])));
    expect(frames.map((frame) => frame.messages.map((message) => message.kind))).toEqual([
      ['login'],
      ['position'],
      ['heartbeat'],
    ]);
    expect(frames[2]?.ack?.toString('hex')).toBe(
      encodeJt808Packet(
        0x8001,
        { phone: hex('013511221122'), version: undefined },
        0,
        hex('00b7000200'),
      ).toString('hex'),
    );
    expect(decoder.buffered).toBe(0);
  });

  it('refuses a stream that is not JT/T 808 before the device is known', () => {
    expect(refusal(() => new HuabaoDecoder().push(Buffer.from('GET / HTTP/1.1\r\n'))).code).toBe('badHeader');
    expect(refusal(() => new HuabaoDecoder().push(hex('7e01027e'))).code).toBe('malformedFrame');
  });

  it('refuses a frame that never ends, keeping no more than the largest frame', () => {
    const decoder = new HuabaoDecoder();
    decoder.push(hex(REGISTER));
    decoder.push(hex(`7e0200${'00'.repeat(2000)}`));
    expect(decoder.buffered).toBeLessThan(2200);
    expect(refusal(() => decoder.push(Buffer.alloc(200))).code).toBe('frameTooLong');
  });

  it('keeps the connection of a known device through noise, a frame too short for a header and a stray marker', () => {
    const decoder = new HuabaoDecoder();
    decoder.push(hex(REGISTER));
    const frames = decoder.push(hex(`0d0a7e01027e7e${LOCATION}`));
    expect(frames.map((frame) => frame.messages.map((message) => message.kind))).toEqual([['position']]);
    expect(refusal(() => decoder.push(Buffer.alloc(300, 0x41))).code).toBe('badHeader');
  });

  it('answers a message type it does not read, counts every one and reports the first of each type once', () => {
    const reports: UnknownMessageTypeReport[] = [];
    const decoder = new HuabaoDecoder({ onUnknownType: (report) => reports.push(report) });
    const unknown = '7e0f010002013511221122001001022b7e';
    const frames = decoder.push(hex(unknown + unknown + LOCATION));
    expect(frames.map((frame) => frame.ack === undefined)).toEqual([false, false, false]);
    expect(decoder.unknownTypeCount).toBe(2);
    expect(reports).toEqual([{ type: 0x0f01, frame: '0f010002013511221122001001022b' }]);
  });

  it('stores a command result sent as ( … ) text under the device', () => {
    const decoder = new HuabaoDecoder();
    decoder.push(hex(HEARTBEAT));
    const [frame] = decoder.push(Buffer.from('(013511221122,1,001,ELOCK,3,529439)'));
    expect(frame?.messages).toEqual([
      { kind: 'commandResult', uniqueId: '013511221122', result: '(013511221122,1,001,ELOCK,3,529439)' },
    ]);
  });
});

describe('JT/T 808 (Huabao) commands', () => {
  it('needs the device phone number first', () => {
    expect(refusal(() => new HuabaoDecoder().encodeCommand({ type: 'engineStop' })).code).toBe(
      'notIdentified',
    );
  });

  it('sends terminal control 0xF0 to stop and 0xF1 to resume the engine, and other text as a text message', () => {
    const decoder = new HuabaoDecoder();
    decoder.push(hex(REGISTER));
    expect(decoder.encodeCommand({ type: 'engineStop' }).toString('hex')).toBe(
      '7e810500010135112211220000f0417e',
    );
    // The portal's engine texts mean the engine commands; each command takes the next serial.
    expect(decoder.encodeCommand({ type: 'custom', data: 'RELAY,0#' }).toString('hex')).toBe(
      '7e810500010135112211220001f1417e',
    );
    expect(decoder.encodeCommand({ type: 'custom', data: 'WHERE#' }).toString('hex')).toBe(
      '7e83000007013511221122000201574845524523dd7e',
    );
    expect(refusal(() => decoder.encodeCommand({ type: 'custom', data: 'Überweg' })).code).toBe(
      'invalidCommand',
    );
    expect(refusal(() => decoder.encodeCommand({ type: 'custom', data: '' })).code).toBe('invalidCommand');
  });
});
