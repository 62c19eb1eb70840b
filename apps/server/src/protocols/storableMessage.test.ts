import { describe, expect, it } from 'vitest';
import { Gt06Decoder } from './gt06/decoder';
import { encodeGt06Packet } from './gt06/packet';
import { H02Decoder } from './h02/decoder';
import { OsmAndSession } from './osmand/OsmAndSession';
import { storableAttributes, storableMessage, storableText } from './storableMessage';
import { TeltonikaDecoder } from './teltonika/decoder';
import type { DecodedPosition } from './types';

const LOGIN = Buffer.from('78780d0103534190360660610003c3df0d0a', 'hex');

describe('storableText', () => {
  it('removes NUL characters and replaces lone surrogates, keeping surrogate pairs', () => {
    expect(storableText('Relay\u0000 done\u0000')).toBe('Relay done');
    expect(storableText('\ud800A')).toBe('\ufffdA');
    expect(storableText('A\udc00')).toBe('A\ufffd');
    expect(storableText('\udc00\ud800')).toBe('\ufffd\ufffd');
    expect(storableText('🚚 ok')).toBe('🚚 ok');
  });

  it('returns clean text as it is', () => {
    const text = 'Cut off the fuel supply: Success!';
    expect(storableText(text)).toBe(text);
  });
});

describe('storableAttributes', () => {
  it('cleans texts and keys at any depth and leaves out what JSON cannot hold', () => {
    const cleaned = storableAttributes({
      'no\u0000te': 'a\u0000b',
      nested: { list: ['\ud800', Number.NaN, 1n, 2n ** 64n], deeper: { x: '\udfff' } },
      infinite: Number.POSITIVE_INFINITY,
      when: new Date(Number.NaN),
      bytes: Buffer.from([0, 1, 255]),
      fn: () => 1,
      ok: true,
    });
    expect(cleaned).toEqual({
      note: 'ab',
      nested: { list: ['\ufffd', null, 1, '18446744073709551616'], deeper: { x: '\ufffd' } },
      bytes: '0001ff',
      ok: true,
    });
    expect(() => JSON.stringify(cleaned)).not.toThrow();
  });

  it('returns attributes that need nothing as the same object', () => {
    const attributes = { sat: 9, ignition: true, io200: 'abc', nested: { a: [1, 'b'] } };
    expect(storableAttributes(attributes)).toBe(attributes);
  });

  it('keeps no __proto__ key and stops at a cycle', () => {
    const parsed = JSON.parse('{"__proto__":{"admin":true},"a":1}') as Record<string, unknown>;
    const cleaned = storableAttributes(parsed);
    expect(Object.keys(cleaned)).toEqual(['a']);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    expect(() => JSON.stringify(storableAttributes(cycle))).not.toThrow();
  });
});

describe('every protocol hands out storable messages', () => {
  it('GT06: a 0x15 reply with NUL and a 0x21 UTF-16 reply with a lone surrogate (D8 00 00 41)', () => {
    const decoder = new Gt06Decoder();
    decoder.push(LOGIN);
    const text = Buffer.from('Relay\u0000 done', 'latin1');
    const reply = Buffer.concat([Buffer.from([4 + text.length, 0, 0, 0, 0]), text]);
    const frames = decoder.push(
      Buffer.concat([
        encodeGt06Packet(false, 0x15, reply, 1),
        encodeGt06Packet(true, 0x21, Buffer.from([0, 0, 0, 0, 2, 0xd8, 0x00, 0x00, 0x41]), 2),
      ]),
    );
    expect(frames.map((f) => f.messages[0])).toEqual([
      { kind: 'commandResult', uniqueId: '353419036066061', result: 'Relay done' },
      { kind: 'commandResult', uniqueId: '353419036066061', result: '\ufffdA' },
    ]);
  });

  it('Teltonika: a VIN element with NUL bytes', () => {
    const decoder = new TeltonikaDecoder();
    decoder.push(Buffer.from('000F313233343536373839303132333435', 'hex'));
    const vin = Buffer.from('WV1\u0000ZZZ', 'latin1');
    const record = Buffer.alloc(8 + 1 + 4 + 4 + 2 + 2 + 1 + 2 + 2 + 2 + 2 * 4 + 2 + 2 + 2 + vin.length);
    record.writeBigUInt64BE(BigInt(Date.UTC(2026, 10, 20)), 0);
    let at = 8 + 1 + 4 + 4 + 2 + 2 + 1 + 2 + 2 + 2 + 2 * 4;
    at = record.writeUInt16BE(1, at); // one variable-length element
    at = record.writeUInt16BE(256, at); // VIN
    at = record.writeUInt16BE(vin.length, at);
    vin.copy(record, at);
    const data = Buffer.concat([Buffer.from([0x8e, 1]), record, Buffer.from([1])]);
    const packet = Buffer.alloc(8 + data.length + 4);
    packet.writeUInt32BE(data.length, 4);
    data.copy(packet, 8);
    const position = decoder.push(packet)[0]?.messages[0] as DecodedPosition;
    expect(position.attributes.vin).toBe('WV1ZZZ');
  });

  it('H02: a V4 reply with NUL bytes', () => {
    const [frame] = new H02Decoder().push(Buffer.from('*HQ,4210051415,V4,S20,DO\u0000NE#', 'latin1'));
    expect(frame?.messages[1]).toEqual({ kind: 'commandResult', uniqueId: '4210051415', result: 'S20,DONE' });
  });

  it('OsmAnd: a NUL in a query parameter, a lone surrogate in JSON extras, an id that is only NUL', () => {
    const session = new OsmAndSession();
    const query = session.decode({ query: 'id=phone%00-1&lat=1&lon=2&note=%00' });
    expect(query).toMatchObject({
      ok: true,
      uniqueId: 'phone-1',
      positions: [{ uniqueId: 'phone-1', attributes: { note: '' } }],
    });
    const json = session.decode({
      body: '{"device_id":"p1","location":{"coords":{"latitude":1,"longitude":2},"extras":{"n\\u0000":"\\ud800"}}}',
      contentType: 'application/json',
    });
    expect(json).toMatchObject({ ok: true, positions: [{ attributes: { n: '\ufffd' } }] });
    expect(session.decode({ query: 'id=%00&lat=1&lon=2' })).toMatchObject({
      ok: false,
      error: { code: 'missingId' },
    });
  });

  it('keeps a message that needs nothing as the same object', () => {
    const message = { kind: 'commandResult', uniqueId: '1', result: 'ok' } as const;
    expect(storableMessage(message)).toBe(message);
  });
});
