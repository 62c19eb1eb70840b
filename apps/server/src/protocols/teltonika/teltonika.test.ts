import { describe, expect, it } from 'vitest';
import { CRC16_ARC } from '../checksum/crc16';
import { ProtocolError } from '../ProtocolError';
import type { DecodedFrame, DecodedPosition } from '../types';
import { TeltonikaDecoder } from './decoder';
import { encodeTeltonikaCommand } from './encoder';
import { applyTeltonikaIoElement } from './teltonikaIoElement';
import { applyTeltonikaVariableElement } from './teltonikaVariableIo';

const hex = (text: string) => Buffer.from(text, 'hex');

// Real frames from devices (Traccar's Teltonika decoder tests and Teltonika documentation).
const HANDSHAKE = '000F313233343536373839303132333435';
const CODEC_8 =
  '000000000000004c08010000016818d500580009c28d9f1cb3757a00be00c60f0053000f06f0011503c80001011d00fc0007423799180053cdf80dce426f430f88190bb8560bb802f100005aa110002887e000010000ee8d';
const CODEC_8_IGNITION =
  '000000000000004508010000015eb70a86d00024089d4d21dee3860137005f12005f000e06ef01f00150011503c800450108b5000bb6000642382718005fcd057ace19d3430f57440000000001000002bf';
const CODEC_8_NEGATIVE_ALTITUDE =
  '000000000000002b080100000140d4e3ec6e000cc661d01674a5e0fffc00000900000004020100f0000242322318000000000100007a04';
const CODEC_8_THREE_RECORDS =
  '00000000000000da08030000017fcedf499600280431be0eded45d0038012d100000fa100901000200b300b4004501500415034702fa00054232a1180000cd3b2fce281d43001f02c700000006f10000a029000000017fcedea99600280432070eded3dd00380046130009000f0801010200b300b400450150051502470205423276180009cd3b2fce281d43001f02c700000027f10000a0290000000179d50853180027f65d3f0ed67212001500f1110061000f0801010200b300b4004501500515034702054234f4180061cd53d1ce28c043003e02c700000147f1000000290003000052cb';
const CODEC_8_EXTENDED =
  '00000000000000a38e0100000178b11c9e1000040bbbc91f03190c002100e113001300000010000600ef0100f00100150300c800004501001e070005004237e00018000a00ce166200430f970024059f000300f10000665900c70000001e00100000a1b500000002010000115756315a5a5a32455a38363031353338380119002950303239392c50303637352c50303637342c50303637322c50303637312c50303437312c50324241430100001ad8';
const CODEC_16 =
  '000000000000009F100100000164D855401800D5E3B744EC11C762023B011A060000000007200A010000010500010600010D00010E00010F00011600011700011800011F001301010000010700000108000001090000010A0000010B0000010C000001100000011100000112000001130000011400000115000001190000011A0000011B0000011C0000011D0000011E000003010200000000010300000000010400000000000100000D3B';
const CODEC_12_TEXT =
  '000000000000002d0c01060000002523464d323d3236323033323736313732313339362c32363230332c30372e30322e30350d0a0100009a2e';
const CODEC_12_BINARY = '00000000000000100C010600000008010300010015D5C5010000D988';
const CODEC_13 = '00000000000000170D01050000000F0000016C0A81C320676574696E666F0100006855';

function identified(): TeltonikaDecoder {
  const decoder = new TeltonikaDecoder();
  decoder.push(hex(HANDSHAKE));
  return decoder;
}

function positions(frames: DecodedFrame[]): DecodedPosition[] {
  return frames.flatMap((frame) => frame.messages).filter((message) => message.kind === 'position');
}

describe('TeltonikaDecoder handshake and keep-alive', () => {
  it('reads the IMEI handshake and answers the single byte 01', () => {
    const decoder = new TeltonikaDecoder();
    expect(decoder.push(hex(HANDSHAKE))).toEqual([
      { messages: [{ kind: 'login', uniqueId: '123456789012345' }], ack: hex('01') },
    ]);
    expect(decoder.uniqueId).toBe('123456789012345');
  });

  it('treats the FF byte between packets as a heartbeat with nothing to answer', () => {
    expect(identified().push(hex('ff'))).toEqual([
      { messages: [{ kind: 'heartbeat', uniqueId: '123456789012345' }] },
    ]);
  });
});

describe('TeltonikaDecoder AVL data', () => {
  it('decodes a codec 8 record: time, signed 1e-7 coordinates, km/h to knots, IO elements', () => {
    const frames = identified().push(hex(CODEC_8));
    const [position] = positions(frames);
    expect(position).toMatchObject({
      uniqueId: '123456789012345',
      valid: true,
      latitude: 48.1523066,
      longitude: 16.3745183,
      altitude: 190,
      course: 198,
    });
    expect(position?.fixTime.toISOString()).toBe('2019-01-04T12:27:19.000Z');
    expect(position?.speed).toBeCloseTo(83 / 1.852, 6);
    expect(position?.attributes).toMatchObject({
      sat: 15,
      priority: 0,
      event: 0,
      motion: true,
      rssi: 3,
      power: 14.233,
      battery: 3.976,
      odometer: 2656224,
      in1: true,
      sleepMode: 0,
    });
    expect(frames[0]?.ack).toEqual(hex('00000001'));
  });

  it('maps ignition (239), PDOP and HDOP, and keeps unnamed ids such as GNSS status (69) as io<id>', () => {
    const [position] = positions(identified().push(hex(CODEC_8_IGNITION)));
    expect(position?.attributes).toMatchObject({
      ignition: true,
      motion: true,
      io69: 1,
      pdop: 1.1,
      hdop: 0.6,
    });
    expect(position?.latitude).toBe(56.8255366);
  });

  it('reads negative altitude and keeps millisecond timestamps', () => {
    const [position] = positions(identified().push(hex(CODEC_8_NEGATIVE_ALTITUDE)));
    expect(position?.altitude).toBe(-4);
    expect(position?.fixTime.toISOString()).toBe('2013-08-31T15:00:41.710Z');
    expect(position?.attributes).toMatchObject({ motion: false, power: 12.835 });
  });

  it('decodes every record of a packet and acknowledges the record count', () => {
    const frames = identified().push(hex(CODEC_8_THREE_RECORDS));
    expect(positions(frames)).toHaveLength(3);
    expect(frames[0]?.ack).toEqual(hex('00000003'));
  });

  it('decodes codec 8 Extended with two-byte ids and variable-length elements (VIN)', () => {
    const frames = identified().push(hex(CODEC_8_EXTENDED));
    const [position] = positions(frames);
    expect(position?.attributes).toMatchObject({
      ignition: true,
      vin: 'WV1ZZZ2EZ86015388',
      odometer: 41397,
      tripOdometer: 30,
      power: 14.304,
      dtcs: 'P0299 P0675 P0674 P0672 P0671 P0471 P2BAC',
    });
    expect(position?.speed).toBeCloseTo(19 / 1.852, 6);
    expect(frames[0]?.ack).toEqual(hex('00000001'));
  });

  it('decodes codec 16 with southern and western coordinates', () => {
    const [position] = positions(identified().push(hex(CODEC_16)));
    expect(position).toMatchObject({
      latitude: -33.4379166,
      longitude: -70.64967,
      altitude: 571,
      course: 282,
    });
    expect(position?.attributes).toMatchObject({ sat: 6, io256: 0 });
  });

  it('marks a record without satellites as an invalid fix', () => {
    const packet = hex(CODEC_8_NEGATIVE_ALTITUDE);
    packet[8 + 2 + 8 + 1 + 4 + 4 + 2 + 2] = 0; // satellites
    const [position] = positions(identified().push(packet));
    expect(position?.valid).toBe(false);
  });

  it('reads a panic-priority record (the SOS button) as an sos alarm', () => {
    const packet = hex(CODEC_8);
    packet[8 + 2 + 8] = 2; // priority: panic
    packet.writeUInt32BE(CRC16_ARC.checksum(packet, 8, packet.length - 4), packet.length - 4);
    const decoder = identified();
    const [position] = positions(decoder.push(packet));
    expect(position?.attributes).toMatchObject({ priority: 2, alarm: 'sos' });
    const [ordinary] = positions(identified().push(hex(CODEC_8)));
    expect(ordinary?.attributes.alarm).toBeUndefined();
  });
});

describe('TeltonikaDecoder command responses', () => {
  it('turns a printable codec 12 response into a commandResult without acknowledging it', () => {
    expect(identified().push(hex(CODEC_12_TEXT))).toEqual([
      {
        messages: [
          {
            kind: 'commandResult',
            uniqueId: '123456789012345',
            result: '#FM2=262032761721396,26203,07.02.05',
          },
        ],
      },
    ]);
  });

  it('reports a binary codec 12 response as hex', () => {
    const [frame] = identified().push(hex(CODEC_12_BINARY));
    expect(frame?.messages).toEqual([
      { kind: 'commandResult', uniqueId: '123456789012345', result: '010300010015d5c5' },
    ]);
  });

  it('reads a codec 13 response with its timestamp', () => {
    const [frame] = identified().push(hex(CODEC_13));
    expect(frame?.messages[0]).toMatchObject({ kind: 'commandResult', result: 'getinfo' });
    const message = frame?.messages[0];
    expect(message?.kind === 'commandResult' && message.deviceTime?.toISOString()).toBe(
      '2019-07-19T13:52:52.000Z',
    );
  });

  it('keeps a codec 13 reply whose millisecond stamp is beyond any date, without a device time (found by fuzzing)', () => {
    // Minimized: a 15-byte response whose 8-byte stamp 0x00473a500026d879 is past the year 275760.
    const [frame] = identified().push(
      hex('000000000000001e0d01050000000f00473a500026d87900016c0a81c320676574696e666f010000473e'),
    );
    expect(frame?.messages).toEqual([
      { kind: 'commandResult', uniqueId: '123456789012345', result: '00016c0a81c320' },
    ]);
  });
});

describe('TeltonikaDecoder framing', () => {
  it('decodes handshake and packet arriving in one chunk', () => {
    const frames = new TeltonikaDecoder().push(hex(`${HANDSHAKE}${CODEC_8}ff${CODEC_12_TEXT}`));
    expect(frames.map((frame) => frame.messages[0]?.kind)).toEqual([
      'login',
      'position',
      'heartbeat',
      'commandResult',
    ]);
  });

  it('waits for the rest of a packet split down to single bytes', () => {
    const decoder = new TeltonikaDecoder();
    const frames: DecodedFrame[] = [];
    for (const byte of hex(HANDSHAKE + CODEC_8_THREE_RECORDS))
      frames.push(...decoder.push(Buffer.from([byte])));
    expect(frames).toHaveLength(2);
    expect(positions(frames)).toHaveLength(3);
  });

  it('counts a packet with a wrong CRC and decodes it anyway', () => {
    const decoder = identified();
    const damaged = hex(CODEC_8);
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 1) ^ 0x01, damaged.length - 1);
    const frames = decoder.push(damaged);
    expect(positions(frames)).toHaveLength(1);
    expect(frames[0]?.ack).toEqual(hex('00000001'));
    expect(decoder.badChecksumCount).toBe(1);
  });

  it('counts no bad CRC over the real packets', () => {
    const decoder = identified();
    decoder.push(hex(CODEC_8 + CODEC_8_EXTENDED + CODEC_16 + CODEC_12_TEXT + CODEC_13));
    expect(decoder.badChecksumCount).toBe(0);
  });

  it.each([
    ['an HTTP request', Buffer.from('GET / HTTP/1.1\r\n\r\n'), 'badLength'],
    ['a non-zero preamble', hex('0000123400000010'), 'badHeader'],
    ['a data length beyond any device packet', hex('00000000ffffffff'), 'badLength'],
    ['a packet with no data', hex('0000000000000000080100000113fc208dff'), 'badLength'],
    ['an identifier that is not alphanumeric', hex('0003312d33'), 'malformedFrame'],
    ['records cut short', hex('000000000000000308050100000000'), 'malformedFrame'],
  ])('throws a ProtocolError for %s', (_name, bytes, code) => {
    expect(() => new TeltonikaDecoder().push(bytes)).toThrow(
      expect.objectContaining({ protocol: 'teltonika', code }),
    );
  });

  it('only ever returns frames or throws a ProtocolError on random input', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    for (let run = 0; run < 300; run++) {
      const bytes = Buffer.alloc(random() % 200);
      for (let i = 0; i < bytes.length; i++) bytes[i] = random() & 0xff;
      if (run % 2 === 0 && bytes.length > 8) bytes.writeUInt32BE(0, 0);
      if (run % 4 === 0 && bytes.length > 8) bytes.writeUInt32BE(bytes.length - 12, 4);
      try {
        new TeltonikaDecoder().push(bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(ProtocolError);
      }
    }
  });

  it('refuses bytes after dispose', () => {
    const decoder = identified();
    decoder.dispose();
    expect(() => decoder.push(hex('ff'))).toThrow(expect.objectContaining({ code: 'disposed' }));
  });
});

describe('applyTeltonikaIoElement', () => {
  it.each([
    [253, 1, 'hardAcceleration'],
    [253, 2, 'hardBraking'],
    [253, 3, 'hardCornering'],
    [247, 1, 'accident'],
    [252, 1, 'powerCut'],
    [246, 1, 'tow'],
    [249, 1, 'jamming'],
    [251, 1, 'idle'],
    [236, 1, 'general'],
  ])('maps IO %i = %i to the alarm %s', (id, value, alarm) => {
    const attributes: Record<string, unknown> = {};
    applyTeltonikaIoElement(attributes, id, Buffer.from([value]));
    expect(attributes).toEqual({ alarm });
  });

  it('lists every alarm a record raises, as Traccar does', () => {
    const attributes: Record<string, unknown> = {};
    applyTeltonikaIoElement(attributes, 252, hex('01'));
    applyTeltonikaIoElement(attributes, 246, hex('01'));
    applyTeltonikaIoElement(attributes, 252, hex('01'));
    expect(attributes).toEqual({ alarm: 'powerCut,tow' });
  });

  it('reads iButton ids (least significant byte first) as 16 hex digits, axes as signed, huge values as text', () => {
    const attributes: Record<string, unknown> = {};
    applyTeltonikaIoElement(attributes, 78, hex('cdab341200000000'));
    applyTeltonikaIoElement(attributes, 17, hex('fff6'));
    applyTeltonikaIoElement(attributes, 900, hex('ffffffffffffffff'));
    applyTeltonikaIoElement(attributes, 66, hex('ffffffffffffffff'));
    applyTeltonikaIoElement(attributes, 11, hex('ffffffffffffffff'));
    expect(attributes).toEqual({
      driverUniqueId: '000000001234ABCD',
      axisX: -10,
      io900: '18446744073709551615',
      // No external voltage is that wide: kept as it came rather than read as a number it is not.
      io66: '18446744073709551615',
      iccid: '18446744073709551615',
    });
  });

  it('uses Traccar keys and units: volts, litres, degrees, booleans', () => {
    const attributes: Record<string, unknown> = {};
    applyTeltonikaIoElement(attributes, 66, hex('3039'));
    applyTeltonikaIoElement(attributes, 67, hex('0f88'));
    applyTeltonikaIoElement(attributes, 84, hex('01f4'));
    applyTeltonikaIoElement(attributes, 72, hex('ffffff9c'));
    applyTeltonikaIoElement(attributes, 25, hex('0960'));
    applyTeltonikaIoElement(attributes, 239, hex('01'));
    applyTeltonikaIoElement(attributes, 179, hex('00'));
    applyTeltonikaIoElement(attributes, 21, hex('04'));
    expect(attributes).toEqual({
      power: 12.345,
      battery: 3.976,
      fuel: 50,
      temp1: -10,
      bleTemp1: 24,
      ignition: true,
      out1: false,
      rssi: 4,
    });
  });
});

describe('applyTeltonikaVariableElement', () => {
  it('reads a BLE tag list (EYE sensors) into tag<n> attributes, as Traccar names them', () => {
    const attributes: Record<string, unknown> = {};
    const tags =
      '01' + '13' + '0001c4' + '0106aabbccddeeff' + '0202c064' + '060209c4' + '07' + '0001b0' + '0e020bb8';
    applyTeltonikaVariableElement(attributes, 10829, hex(tags));
    expect(attributes).toEqual({
      tag1Rssi: -60,
      tag1Id: 'aabbccddeeff',
      tag1LowBattery: true,
      tag1Voltage: 3000,
      tag1Temp: 2500,
      tag2Rssi: -80,
      tag2Battery: 3000,
    });
  });

  it('keeps a tag or beacon list that does not parse as hex, and the record with it', () => {
    const attributes: Record<string, unknown> = {};
    applyTeltonikaVariableElement(attributes, 10829, hex('01130001c4'));
    applyTeltonikaVariableElement(attributes, 385, hex('0121'));
    expect(attributes).toEqual({ io10829: '01130001c4', io385: '0121' });
  });
});

describe('TeltonikaDecoder codecs beyond 8', () => {
  it('reads a codec 14 answer (with the IMEI) as a commandResult and answers nothing', () => {
    const body = Buffer.concat([hex('0352093081452251'), Buffer.from('DOUT1:1')]);
    const data = Buffer.concat([
      hex('0e0106'),
      hex(body.length.toString(16).padStart(8, '0')),
      body,
      hex('01'),
    ]);
    const packet = Buffer.concat([
      hex('00000000'),
      hex(data.length.toString(16).padStart(8, '0')),
      data,
      hex('00000000'),
    ]);
    packet.writeUInt32BE(CRC16_ARC.checksum(packet, 8, packet.length - 4), packet.length - 4);
    expect(identified().push(packet)).toEqual([
      { messages: [{ kind: 'commandResult', uniqueId: '123456789012345', result: 'DOUT1:1' }] },
    ]);
  });

  it('skips a packet of an unknown codec, reports it once per connection, and reads the next packet', () => {
    const reports: unknown[] = [];
    const decoder = new TeltonikaDecoder({ onUnknownType: (report) => reports.push(report) });
    decoder.push(hex(HANDSHAKE));
    const unknown = hex(CODEC_8);
    unknown[8] = 0x0f;
    const frames = decoder.push(Buffer.concat([unknown, unknown, hex(CODEC_8)]));
    expect(frames.map((frame) => frame.messages.length)).toEqual([0, 0, 1]);
    expect(frames[2]?.ack).toEqual(hex('00000001'));
    expect(reports).toEqual([{ type: 0x0f, frame: unknown.toString('hex') }]);
    expect(decoder.unknownTypeCount).toBe(2);
  });
});

describe('encodeTeltonikaCommand', () => {
  it('encodes getinfo exactly as the codec 12 example of the Teltonika documentation', () => {
    expect(encodeTeltonikaCommand({ type: 'custom', data: 'getinfo' }).toString('hex')).toBe(
      '000000000000000f0c010500000007676574696e666f0100004312',
    );
  });

  it('sends setdigout 1 to lock and setdigout 0 to unlock, for engine types and RELAY texts', () => {
    const lock = encodeTeltonikaCommand({ type: 'engineStop' });
    expect(lock.toString('hex')).toBe('00000000000000130c01050000000b7365746469676f7574203101000087a2');
    expect(encodeTeltonikaCommand({ type: 'custom', data: 'RELAY,1#' })).toEqual(lock);
    const unlock = encodeTeltonikaCommand({ type: 'custom', data: 'RELAY,0#' });
    expect(unlock.subarray(15, 26).toString('latin1')).toBe('setdigout 0');
    expect(unlock).toEqual(identified().encodeCommand({ type: 'engineResume' }));
  });

  it('sends custom data made of hex pairs as bytes, as the reference encoder does', () => {
    expect(encodeTeltonikaCommand({ type: 'custom', data: '03030000000185E8' }).toString('hex')).toBe(
      '00000000000000100c01050000000803030000000185e8010000da8b',
    );
  });

  it('refuses empty and non-ASCII text', () => {
    expect(() => encodeTeltonikaCommand({ type: 'custom', data: '' })).toThrow(ProtocolError);
    expect(() => encodeTeltonikaCommand({ type: 'custom', data: 'café' })).toThrow(
      expect.objectContaining({ code: 'invalidCommand' }),
    );
  });
});
