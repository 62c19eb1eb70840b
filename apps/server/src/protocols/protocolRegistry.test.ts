import { describe, expect, it } from 'vitest';
import { findProtocol, PROTOCOLS } from './protocolRegistry';
import type { DecodedFrame } from './types';

/** What identifies a connection of each text protocol. */
const TEXT_LOGINS: Partial<Record<string, string>> = {
  gps103: '##,imei:359586015829802,A;',
  tk103: '(027044702512BP00027044702512HSO01A4)',
  suntech: 'SA200ALV;317652\r',
  meitrack: '$$D28,353358017784062,D03,OK*F3\r\n',
  queclink: '+ACK:GTHBD,060228,862894020180553,,20100214093254,11F0$',
};

describe('PROTOCOLS', () => {
  it("lists every protocol on Traccar's default port", () => {
    expect(PROTOCOLS.map(({ name, port, transport }) => ({ name, port, transport }))).toEqual([
      { name: 'osmand', port: 5055, transport: 'http' },
      { name: 'gt06', port: 5023, transport: 'tcp' },
      { name: 'teltonika', port: 5027, transport: 'tcp' },
      { name: 'h02', port: 5013, transport: 'tcp' },
      // JT/T 808 (Huabao), Wialon IPS, Ruptela, Queclink GL200.
      { name: 'huabao', port: 5015, transport: 'tcp' },
      { name: 'wialon', port: 5039, transport: 'tcp' },
      { name: 'ruptela', port: 5046, transport: 'tcp' },
      // The text protocols.
      { name: 'gps103', port: 5001, transport: 'tcp' },
      { name: 'tk103', port: 5002, transport: 'tcp' },
      { name: 'queclink', port: 5004, transport: 'tcp' },
      { name: 'suntech', port: 5011, transport: 'tcp' },
      { name: 'meitrack', port: 5020, transport: 'tcp' },
    ]);
  });

  it('creates an independent session per connection', () => {
    const gt06 = findProtocol('gt06');
    if (gt06.transport !== 'tcp') throw new Error('gt06 is TCP');
    const first = gt06.createSession();
    const second = gt06.createSession();
    first.push(Buffer.from('78780d0103534190360660610003c3df0d0a', 'hex'));
    expect(first.uniqueId).toBe('353419036066061');
    expect(second.uniqueId).toBeUndefined();
  });

  it('passes protocol options to the sessions that read them', () => {
    const gt06 = findProtocol('gt06');
    if (gt06.transport !== 'tcp') throw new Error('gt06 is TCP');
    const command = gt06.createSession({ language: true }).encodeCommand({ type: 'engineStop' });
    expect(command[2]).toBe(0x14);
  });

  it('gives each TCP session a lock command for the portal text RELAY,1#', () => {
    const commands = PROTOCOLS.flatMap((protocol) => {
      if (protocol.transport !== 'tcp' || protocol.name === 'wialon') return [];
      const session = protocol.createSession({ now: () => new Date('2024-01-01T00:00:00Z') });
      if (protocol.name === 'h02') session.push(Buffer.from('*HQ,4210051415,XT,1,100#'));
      // JT/T 808 commands are addressed to the phone number of the device's frames (a heartbeat here).
      if (protocol.name === 'huabao') session.push(Buffer.from('7e0002000001351122112200b7b77e', 'hex'));
      if (protocol.name in TEXT_LOGINS) session.push(Buffer.from(TEXT_LOGINS[protocol.name] ?? ''));
      return [
        [protocol.name, session.encodeCommand({ type: 'custom', data: 'RELAY,1#' }).toString('latin1')],
      ];
    });
    expect(commands).toEqual([
      ['gt06', expect.stringContaining('Relay,1#')],
      ['teltonika', expect.stringContaining('setdigout 1')],
      ['h02', '*HQ,4210051415,S20,000000,1,1#'],
      ['huabao', Buffer.from('7e810500010135112211220000f0417e', 'hex').toString('latin1')],
      ['ruptela', Buffer.from('0009750000000100000001861b', 'hex').toString('latin1')],
      // The text protocols.
      ['gps103', '**,imei:359586015829802,J'],
      ['tk103', '(027044702512AV010)'],
      ['queclink', 'AT+GTOUT=gv300,1,,,0,0,0,0,0,0,0,,,,,,,FFFF$'],
      ['suntech', 'SA200CMD;317652;02;Enable1\r'],
      ['meitrack', '@@Q33,353358017784062,C01,0,12222*EC\r\n'],
    ]);
    // Wialon IPS has no engine command: the portal text is refused.
    const wialon = findProtocol('wialon');
    if (wialon.transport !== 'tcp') throw new Error('wialon is TCP');
    expect(() => wialon.createSession().encodeCommand({ type: 'custom', data: 'RELAY,1#' })).toThrow(
      'no engine command',
    );
  });

  it('decodes a long stream of frames cut into uneven chunks', () => {
    const teltonika = findProtocol('teltonika');
    if (teltonika.transport !== 'tcp') throw new Error('teltonika is TCP');
    const session = teltonika.createSession();
    const packet = Buffer.from(
      '000000000000004c08010000016818d500580009c28d9f1cb3757a00be00c60f0053000f06f0011503c80001011d00fc0007423799180053cdf80dce426f430f88190bb8560bb802f100005aa110002887e000010000ee8d',
      'hex',
    );
    const stream = Buffer.concat([
      Buffer.from('000F313233343536373839303132333435', 'hex'),
      ...Array.from({ length: 5000 }, () => packet),
    ]);
    const frames: DecodedFrame[] = [];
    for (let at = 0, size = 1; at < stream.length; at += size, size = (size * 7) % 997 || 1) {
      frames.push(...session.push(stream.subarray(at, at + size)));
    }
    expect(frames).toHaveLength(5001);
    expect(frames.at(-1)?.messages[0]).toMatchObject({ kind: 'position', latitude: 48.1523066 });
  });

  it('finds the HTTP protocol by name', () => {
    expect(findProtocol('osmand').transport).toBe('http');
  });
});
