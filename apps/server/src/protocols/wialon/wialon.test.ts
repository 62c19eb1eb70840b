import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { findProtocol } from '../protocolRegistry';
import type { UnknownMessageTypeReport } from '../types';
import { WialonDecoder } from './decoder';

const LOGIN = '#L#353451047760580;NA\r\n';
const SHORT = '#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4\r\n';

function refusal(action: () => unknown): ProtocolError {
  try {
    action();
  } catch (error) {
    if (error instanceof ProtocolError) return error;
    throw error;
  }
  throw new Error('no ProtocolError');
}

describe('Wialon IPS sessions', () => {
  it('is registered on Traccar port 5039', () => {
    expect(findProtocol('wialon')).toMatchObject({ port: 5039, transport: 'tcp' });
  });

  it('logs in, reads several lines in one read and lines split byte by byte, with \\n or \\r\\n', () => {
    const decoder = new WialonDecoder();
    const stream = Buffer.from(`${LOGIN}#P#\n${SHORT}`);
    const frames = [...stream].flatMap((byte) => decoder.push(Buffer.from([byte])));
    expect(frames.map((frame) => [frame.messages.map((m) => m.kind), frame.ack?.toString()])).toEqual([
      [['login'], '#AL#1\r\n'],
      [['heartbeat'], '#AP#\r\n'],
      [['position'], '#ASD#1\r\n'],
    ]);
    expect(decoder.buffered).toBe(0);
  });

  it('refuses binary data and lines that are not Wialon before the login', () => {
    expect(refusal(() => new WialonDecoder().push(Buffer.from('000f333536', 'hex'))).code).toBe('badHeader');
    expect(refusal(() => new WialonDecoder().push(Buffer.from('GET / HTTP/1.1\r\n'))).code).toBe('badHeader');
    expect(refusal(() => new WialonDecoder().push(Buffer.from('#L#;\r\n'))).code).toBe('malformedFrame');
  });

  it('refuses a line that never ends, keeping no more than the longest line', () => {
    const decoder = new WialonDecoder();
    decoder.push(Buffer.from(LOGIN));
    decoder.push(Buffer.from(`#D#${'1'.repeat(4000)}`));
    expect(decoder.buffered).toBeLessThanOrEqual(4096);
    expect(refusal(() => decoder.push(Buffer.from('1'.repeat(200)))).code).toBe('frameTooLong');
  });

  it('keeps the connection through a line without a type once logged in', () => {
    const decoder = new WialonDecoder();
    decoder.push(Buffer.from(LOGIN));
    expect(decoder.push(Buffer.from(`garbage\r\n${SHORT}`)).map((frame) => frame.ack?.toString())).toEqual([
      '#ASD#1\r\n',
    ]);
  });

  it('counts every message of a type it does not read and reports the first of each type once', () => {
    const reports: UnknownMessageTypeReport[] = [];
    const decoder = new WialonDecoder({ onUnknownType: (report) => reports.push(report) });
    decoder.push(Buffer.from(LOGIN));
    expect(decoder.push(Buffer.from(`#US#1\r\n#US#2\r\n#QI#\r\n${SHORT}`))).toHaveLength(1);
    expect(decoder.unknownTypeCount).toBe(3);
    expect(reports).toEqual([
      { type: 'US', frame: Buffer.from('#US#1').toString('hex') },
      { type: 'QI', frame: Buffer.from('#QI#').toString('hex') },
    ]);
  });
});

describe('Wialon IPS commands', () => {
  it('sends custom text as it is and refuses engine commands, which the protocol does not have', () => {
    const decoder = new WialonDecoder();
    expect(decoder.encodeCommand({ type: 'custom', data: 'L1=1\r\n' }).toString()).toBe('L1=1\r\n');
    expect(refusal(() => decoder.encodeCommand({ type: 'engineStop' })).code).toBe('invalidCommand');
    expect(refusal(() => decoder.encodeCommand({ type: 'custom', data: 'RELAY,0#' })).code).toBe(
      'invalidCommand',
    );
    expect(refusal(() => decoder.encodeCommand({ type: 'custom', data: '' })).code).toBe('invalidCommand');
  });
});
