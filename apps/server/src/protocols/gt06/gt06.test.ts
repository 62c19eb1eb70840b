import { describe, expect, it } from 'vitest';
import { CRC16_X25 } from '../checksum/crc16';
import { ProtocolError } from '../ProtocolError';
import type { DecodedFrame, DecodedPosition } from '../types';
import { Gt06Decoder } from './decoder';
import { encodeGt06Command } from './encoder';
import { encodeGt06Packet } from './packet';

const hex = (text: string) => Buffer.from(text, 'hex');
const ackHex = (frame: DecodedFrame) => frame.ack?.toString('hex');

// Real frames from devices (Traccar's GT06 decoder tests and Concox documentation).
const LOGIN = '78780d0103534190360660610003c3df0d0a';
const LOCATION = '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a';
const LOCATION_MOVING = '787821121303120b2524c70138e363085b549003d43301940057d200cd52c000006aa1ca0d0a';
const LOCATION_ODOMETER = '787823120f081b121d37cb01c8e2cc08afd3c020d50201940701d600a1190041ee100576d1470d0a';
const LOCATION_ACC = '787822220F0C1D023305C9027AC8180C46586000140001CC00287D001F71000001000820860D0A';
const LOCATION_GPS_ONLY = '787819100B031A0B1B31CC027AC7FD0C4657BF0115210001001CC6070D0A';
const LOCATION_LONG_CELL = '78782111150b0b022c30c804b7af7808810cb0003c00012e02d075df0084890c000679950d0a';
const ALARM_SOUTH_WEST =
  '7878251610051b0f1c34c5022515d504b5dcd20738080902d4022bdf009cba5006640201006759680d0a';
const ALARM_REMOVING = '7878251613020C12141AC5027951430C2A16F60014000900000000001A00007C550300020002F1E70D0A';
const STATUS = '78780a13440604000201baaf540d0a';
const STATUS_BLOCKED = '78780a13c40604000201298f5b0d0a';
const STATUS_LONG = '7878151330802b00000642014f0008720000802b5ee4d4c90d0a';
const REPLY =
  '78782d152500000000437574206f666620746865206675656c20737570706c793a2053756363657373210002013b898a0d0a';
const REPLY_ICCID =
  '7878281520000000003c49434349443a38393838323339303030303039373330323635303e00020d446f260d0a';
const EXTENDED_REPLY_ASCII =
  '7979006f210000000001426174746572793a352e3536562c4e4f524d414c3b20475052532a4c696e6b2055702047534d205369676e616c204c6576656c3a5374726f6e673b204750533a4f46463b2020204c4f434b3a4f46463b204254204d41433a4234413832383034343436323b007260880d0a';
const EXTENDED_REPLY_UTF16 =
  '797900262100000000020043006f006d006d0061006e00640020006500720072006f0072002100236e850d0a';
const INFO_VOLTAGE = '79790008940000ed0289d6860d0a';
const INFO_ICCID = '79790020940a035985708236675805200502187214018966051912408052452f000355560d0a';
const TIME_REQUEST = '7878058A000688290D0A';

function loggedIn(options: ConstructorParameters<typeof Gt06Decoder>[0] = {}): Gt06Decoder {
  const decoder = new Gt06Decoder(options);
  decoder.push(hex(LOGIN));
  return decoder;
}

function onlyPosition(frames: DecodedFrame[]): DecodedPosition {
  expect(frames).toHaveLength(1);
  const message = frames[0]?.messages[0];
  if (message?.kind !== 'position') throw new Error(`expected a position, got ${message?.kind}`);
  return message;
}

describe('Gt06Decoder login', () => {
  it('reads the BCD IMEI of a login and answers with exactly 787805010003face0d0a', () => {
    const decoder = new Gt06Decoder();
    const frames = decoder.push(hex(LOGIN));
    expect(frames).toEqual([
      { messages: [{ kind: 'login', uniqueId: '353419036066061' }], ack: hex('787805010003face0d0a') },
    ]);
    expect(decoder.uniqueId).toBe('353419036066061');
  });

  it('answers the login example of the Concox documentation byte for byte', () => {
    const frames = new Gt06Decoder().push(hex('78780D01012345678901234500018CDD0D0A'));
    expect(frames[0]?.messages).toEqual([{ kind: 'login', uniqueId: '123456789012345' }]);
    expect(ackHex(frames[0] as DecodedFrame)).toBe('787805010001d9dc0d0a');
  });

  it('applies the time zone of an extended login (GMT-4, west bit) to later fixes', () => {
    const decoder = new Gt06Decoder();
    const [login] = decoder.push(hex('787811010864717003664467100f190a0002c6d20d0a'));
    expect(login?.messages).toEqual([{ kind: 'login', uniqueId: '864717003664467' }]);
    const position = onlyPosition(decoder.push(hex(LOCATION)));
    expect(position.fixTime.toISOString()).toBe('2015-10-20T18:21:11.000Z');
  });

  it('applies an eastern time zone (GMT+8) from an extended login', () => {
    const decoder = new Gt06Decoder();
    decoder.push(hex('787811010123456789012345100B3201000171930D0A'));
    expect(onlyPosition(decoder.push(hex(LOCATION))).fixTime.toISOString()).toBe('2015-10-20T06:21:11.000Z');
  });
});

describe('Gt06Decoder locations', () => {
  it('decodes the 0x12 reference fix: 2015-10-20 14:21:11 UTC, 54.94535 N, 24.01762 E, valid', () => {
    const decoder = loggedIn();
    const frames = decoder.push(hex(LOCATION));
    const position = onlyPosition(frames);
    expect(position).toMatchObject({
      uniqueId: '353419036066061',
      valid: true,
      speed: 0,
      course: 0,
      attributes: { sat: 5, ignition: false },
    });
    expect(position.fixTime.toISOString()).toBe('2015-10-20T14:21:11.000Z');
    expect(position.latitude).toBeCloseTo(54.94535, 5);
    expect(position.longitude).toBeCloseTo(24.01762, 5);
    expect(ackHex(frames[0] as DecodedFrame)).toBe('787805120003903f0d0a');
  });

  it('converts km/h to knots and reads course and ACC from the course/status word', () => {
    const position = onlyPosition(loggedIn().push(hex(LOCATION_MOVING)));
    expect(position.fixTime.toISOString()).toBe('2019-03-18T11:37:36.000Z');
    expect(position.latitude).toBeCloseTo(11.391913, 6);
    expect(position.longitude).toBeCloseTo(77.89064, 6);
    expect(position.speed).toBeCloseTo(3 / 1.852, 6);
    expect(position.course).toBe(51);
    expect(position.attributes).toMatchObject({ sat: 7, ignition: true });
  });

  it('negates latitude without the north bit and longitude with the west bit', () => {
    const frames = loggedIn().push(hex(ALARM_SOUTH_WEST));
    const position = onlyPosition(frames);
    expect(position.latitude).toBeCloseTo(-19.991585, 6);
    expect(position.longitude).toBeCloseTo(-43.904117, 6);
    expect(position.speed).toBeCloseTo(7 / 1.852, 6);
    expect(position.course).toBe(8);
    expect(ackHex(frames[0] as DecodedFrame)).toBe('787805160067d67c0d0a');
  });

  it('reads the odometer that follows the cell of a longer 0x12 frame', () => {
    const position = onlyPosition(loggedIn().push(hex(LOCATION_ODOMETER)));
    expect(position.attributes).toMatchObject({ sat: 11, ignition: true, odometer: 4320784 });
    expect(position.speed).toBeCloseTo(32 / 1.852, 6);
    expect(position.course).toBe(258);
  });

  it('reads ACC, upload reason and re-upload flag of a 0x22 frame', () => {
    const frames = loggedIn().push(hex(LOCATION_ACC));
    const position = onlyPosition(frames);
    expect(position.fixTime.toISOString()).toBe('2015-12-29T02:51:05.000Z');
    expect(position.latitude).toBeCloseTo(23.111693, 6);
    expect(position.longitude).toBeCloseTo(114.409298, 6);
    expect(position.attributes).toEqual({
      sat: 9,
      ignition: false,
      event: 0,
      archive: true,
      network: { cellTowers: [{ mcc: 460, mnc: 0, lac: 10365, cid: 8049 }] },
    });
    expect(ackHex(frames[0] as DecodedFrame)).toBe('787805220008a8420d0a');
  });

  it('decodes the GPS-only 0x10 and the long-cell 0x11 variants', () => {
    const decoder = loggedIn();
    const gps = onlyPosition(decoder.push(hex(LOCATION_GPS_ONLY)));
    expect(gps.fixTime.toISOString()).toBe('2011-03-26T11:27:49.000Z');
    expect(gps).toMatchObject({ valid: true, course: 289, attributes: { sat: 12 } });
    const longCell = onlyPosition(decoder.push(hex(LOCATION_LONG_CELL)));
    expect(longCell.latitude).toBeCloseTo(43.970484, 6);
    expect(longCell.longitude).toBeCloseTo(-79.263956, 6);
  });

  it('leaves uniqueId unset for a location received before any login', () => {
    const position = onlyPosition(new Gt06Decoder().push(hex(LOCATION)));
    expect(position.uniqueId).toBeUndefined();
  });
});

describe('Gt06Decoder alarms and status', () => {
  it('maps the status alarm bits and the alarm byte of 0x16 to Traccar names', () => {
    const position = onlyPosition(loggedIn().push(hex(ALARM_SOUTH_WEST)));
    expect(position.attributes).toMatchObject({
      alarm: 'powerCut',
      ignition: false,
      charge: false,
      blocked: false,
      batteryLevel: 100,
      rssi: 100,
      status: 0x50,
    });
  });

  it('reports removal from terminal information bits 3-5 when the alarm byte is empty', () => {
    const position = onlyPosition(loggedIn().push(hex(ALARM_REMOVING)));
    expect(position.attributes).toMatchObject({ alarm: 'removing', charge: true, ignition: false });
  });

  it.each([
    [0x01, 'sos'],
    [0x02, 'powerCut'],
    [0x03, 'vibration'],
    [0x04, 'geofenceEnter'],
    [0x05, 'geofenceExit'],
    [0x06, 'overspeed'],
    [0x0e, 'lowBattery'],
    [0x13, 'tampering'],
    [0x29, 'hardAcceleration'],
    [0x30, 'hardBraking'],
    [0x2a, 'hardCornering'],
    [0x2c, 'accident'],
  ])('names alarm byte 0x%s of a 0x26 frame %s', (code, name) => {
    // The content of a real 0x26 frame with its alarm byte replaced.
    const content = hex('12030C063816C3026C10540C38C9700144030901CC002866000EEE0C06040302');
    content[content.length - 2] = code;
    const frame = encodeGt06Packet(false, 0x26, content, 0x0d);
    const position = onlyPosition(loggedIn().push(frame));
    expect(position.attributes.alarm).toBe(name);
  });

  it('turns a 0x13 status into a heartbeat with ignition, charge, battery level and GSM signal', () => {
    const frames = loggedIn().push(hex(STATUS));
    expect(frames).toEqual([
      {
        messages: [
          {
            kind: 'heartbeat',
            uniqueId: '353419036066061',
            attributes: {
              status: 0x44,
              ignition: false,
              charge: true,
              blocked: false,
              batteryLevel: 100,
              rssi: 4,
            },
          },
        ],
        ack: hex('7878051301bafb710d0a'),
      },
    ]);
  });

  it('reads the blocked (oil and electricity cut) bit and the long status variant', () => {
    const decoder = loggedIn();
    expect(decoder.push(hex(STATUS_BLOCKED))[0]?.messages[0]).toMatchObject({
      attributes: { blocked: true, charge: true },
    });
    expect(decoder.push(hex(STATUS_LONG))[0]?.messages[0]).toMatchObject({ attributes: { batteryLevel: 6 } });
  });
});

describe('Gt06Decoder replies and information', () => {
  it('turns a 0x15 reply into a commandResult and acknowledges it', () => {
    const frames = loggedIn().push(hex(REPLY));
    expect(frames).toEqual([
      {
        messages: [
          { kind: 'commandResult', uniqueId: '353419036066061', result: 'Cut off the fuel supply: Success!' },
        ],
        ack: hex('78780515013bb8290d0a'),
      },
    ]);
  });

  it('reads an ICCID reply as device state, not as a command result', () => {
    const [frame] = loggedIn().push(hex(REPLY_ICCID));
    expect(frame?.messages).toEqual([
      { kind: 'heartbeat', uniqueId: '353419036066061', attributes: { iccid: '89882390000097302650' } },
    ]);
  });

  it('decodes extended 0x21 replies in ASCII and UTF-16 without acknowledging them', () => {
    const decoder = loggedIn();
    const [ascii] = decoder.push(hex(EXTENDED_REPLY_ASCII));
    expect(ascii).toEqual({
      messages: [
        {
          kind: 'commandResult',
          uniqueId: '353419036066061',
          result:
            'Battery:5.56V,NORMAL; GPRS*Link Up GSM Signal Level:Strong; GPS:OFF;   LOCK:OFF; BT MAC:B4A828044462;',
        },
      ],
    });
    const [utf16] = decoder.push(hex(EXTENDED_REPLY_UTF16));
    expect(utf16?.messages[0]).toMatchObject({ kind: 'commandResult', result: 'Command error!' });
    expect(utf16?.ack).toBeUndefined();
  });

  it('reads external voltage and ICCID from extended 0x94 information frames', () => {
    const decoder = loggedIn();
    const [voltage] = decoder.push(hex(INFO_VOLTAGE));
    expect(voltage).toEqual({
      messages: [{ kind: 'heartbeat', uniqueId: '353419036066061', attributes: { power: 2.37 } }],
    });
    const [iccid] = decoder.push(hex(INFO_ICCID));
    expect(iccid?.messages[0]).toMatchObject({ attributes: { iccid: '8966051912408052452' } });
  });

  it('acknowledges an extended location with the 79 79 header and two-byte length', () => {
    const content = hex('0f0a140e150bc505e51e780293a9e800540000f601006e0055da');
    const frame = encodeGt06Packet(true, 0x12, content, 7);
    const [decoded] = loggedIn().push(frame);
    expect(decoded?.messages[0]).toMatchObject({ kind: 'position', valid: true });
    expect(decoded?.ack).toEqual(encodeGt06Packet(true, 0x12, Buffer.alloc(0), 7));
    expect(decoded?.ack?.subarray(0, 4).toString('hex')).toBe('79790005');
  });

  it('answers a time request with the UTC time of the session clock', () => {
    const decoder = loggedIn({ now: () => new Date('2024-03-05T06:07:08Z') });
    const [frame] = decoder.push(hex(TIME_REQUEST));
    expect(frame).toEqual({ messages: [], ack: hex('78780b8a18030506070800003e890d0a') });
  });

  it('acknowledges unknown basic types without messages so the device does not repeat them', () => {
    const [frame] = loggedIn().push(hex('78780d1f000000000000000200b196a20d0a'));
    expect(frame).toEqual({ messages: [], ack: hex('7878051f00b1f9d90d0a') });
  });
});

describe('Gt06Decoder framing', () => {
  it('decodes several frames arriving in one chunk, in order', () => {
    const decoder = new Gt06Decoder();
    const frames = decoder.push(hex(LOGIN + LOCATION + STATUS + REPLY));
    expect(frames.map((frame) => frame.messages[0]?.kind)).toEqual([
      'login',
      'position',
      'heartbeat',
      'commandResult',
    ]);
  });

  it('waits for the rest of a frame split across chunks, down to single bytes', () => {
    const decoder = new Gt06Decoder();
    const bytes = hex(LOGIN + LOCATION_MOVING);
    const frames: DecodedFrame[] = [];
    for (const byte of bytes) frames.push(...decoder.push(Buffer.from([byte])));
    expect(frames.map((frame) => frame.messages[0]?.kind)).toEqual(['login', 'position']);
    expect(onlyPosition(frames.slice(1)).course).toBe(51);
  });

  it('returns nothing for a truncated frame and decodes it once the rest arrives', () => {
    const decoder = loggedIn();
    const bytes = hex(LOCATION);
    expect(decoder.push(bytes.subarray(0, 20))).toEqual([]);
    expect(onlyPosition(decoder.push(bytes.subarray(20))).valid).toBe(true);
  });

  it('takes a frame whose length field over-counts when a valid CRC precedes 0d 0a', () => {
    const overCounted = hex(LOGIN);
    overCounted[2] = 0x0f;
    overCounted.writeUInt16BE(
      CRC16_X25.checksum(overCounted, 2, overCounted.length - 4),
      overCounted.length - 4,
    );
    const [frame] = new Gt06Decoder().push(overCounted);
    expect(frame?.messages).toEqual([{ kind: 'login', uniqueId: '353419036066061' }]);
  });

  it('counts a real frame with a wrong CRC and decodes it anyway', () => {
    const decoder = loggedIn();
    expect(decoder.badChecksumCount).toBe(0);
    const [frame] = decoder.push(hex(EXTENDED_REPLY_ASCII));
    expect(frame?.messages[0]?.kind).toBe('commandResult');
    expect(decoder.badChecksumCount).toBe(1);
    const damaged = hex(LOCATION);
    damaged.writeUInt8((damaged.readUInt8(damaged.length - 3) ^ 0xff) & 0xff, damaged.length - 3);
    expect(onlyPosition(decoder.push(damaged)).valid).toBe(true);
    expect(decoder.badChecksumCount).toBe(2);
  });

  it('throws a ProtocolError for bytes that do not start a GT06 frame', () => {
    const decoder = new Gt06Decoder();
    expect(() => decoder.push(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'))).toThrow(
      expect.objectContaining({ protocol: 'gt06', code: 'badHeader' }),
    );
    expect(() => new Gt06Decoder().push(hex('0102030405060708'))).toThrow(ProtocolError);
  });

  it('throws a ProtocolError for a login too short to hold an IMEI', () => {
    const frame = encodeGt06Packet(false, 0x01, hex('0353'), 1);
    expect(() => new Gt06Decoder().push(frame)).toThrow(expect.objectContaining({ code: 'malformedFrame' }));
  });

  it('answers a location frame cut short inside its fields without a position and keeps the connection', () => {
    const frame = encodeGt06Packet(false, 0x12, hex('0f0a140e150bc505e51e'), 1);
    const decoder = loggedIn();
    expect(decoder.push(frame)).toEqual([
      { messages: [], ack: encodeGt06Packet(false, 0x12, Buffer.alloc(0), 1) },
    ]);
    expect(onlyPosition(decoder.push(hex(LOCATION))).valid).toBe(true);
  });

  it('gives up on a frame that never ends instead of buffering without bound', () => {
    const decoder = new Gt06Decoder();
    const garbage = Buffer.alloc(4000, 0x55);
    garbage.writeUInt16BE(0x7878, 0);
    garbage[2] = 0x10;
    expect(() => decoder.push(garbage)).toThrow(expect.objectContaining({ code: 'frameTooLong' }));
  });

  it('only ever returns frames or throws a ProtocolError on random input', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    for (let run = 0; run < 300; run++) {
      const decoder = new Gt06Decoder();
      const bytes = Buffer.alloc(random() % 200);
      for (let i = 0; i < bytes.length; i++) bytes[i] = random() & 0xff;
      if (run % 2 === 0 && bytes.length > 2) bytes.writeUInt16BE(run % 4 === 0 ? 0x7878 : 0x7979, 0);
      try {
        decoder.push(bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(ProtocolError);
      }
    }
  });

  it('refuses bytes after dispose', () => {
    const decoder = new Gt06Decoder();
    decoder.dispose();
    expect(() => decoder.push(hex(LOGIN))).toThrow(expect.objectContaining({ code: 'disposed' }));
  });
});

describe('encodeGt06Command', () => {
  it('encodes engine stop as the Relay,1# 0x80 frame of the reference, byte for byte', () => {
    const frame = encodeGt06Command({ language: false }, { type: 'engineStop' });
    expect(frame.toString('hex')).toBe('787812800c0000000052656c61792c312300009dee0d0a');
  });

  it('reads custom RELAY,1# as engine stop and RELAY,0# as engine resume', () => {
    const target = { language: false };
    expect(encodeGt06Command(target, { type: 'custom', data: 'RELAY,1#' })).toEqual(
      encodeGt06Command(target, { type: 'engineStop' }),
    );
    const resume = encodeGt06Command(target, { type: 'custom', data: 'relay,0#' });
    expect(resume.subarray(9, 17).toString('latin1')).toBe('Relay,0#');
    expect(resume).toEqual(encodeGt06Command(target, { type: 'engineResume' }));
  });

  it('sends other custom text unchanged, with the language field when the device wants it', () => {
    const plain = encodeGt06Command({ language: false }, { type: 'custom', data: 'WHERE#' });
    expect(plain.toString('hex')).toBe(
      encodeGt06Packet(false, 0x80, hex('0a00000000574845524523'), 0).toString('hex'),
    );
    const withLanguage = loggedIn({ language: true }).encodeCommand({ type: 'custom', data: 'WHERE#' });
    expect(withLanguage.subarray(2, 4).toString('hex')).toBe('1280');
    expect(withLanguage.subarray(15, 17).toString('hex')).toBe('0002');
  });

  it('refuses text that is not ASCII or does not fit a packet', () => {
    expect(() => encodeGt06Command({ language: false }, { type: 'custom', data: 'Relé,1#' })).toThrow(
      ProtocolError,
    );
    expect(() => encodeGt06Command({ language: false }, { type: 'custom', data: 'x'.repeat(244) })).toThrow(
      expect.objectContaining({ code: 'invalidCommand' }),
    );
  });

  it('round-trips: the device reply to a command decodes as its commandResult', () => {
    const decoder = loggedIn();
    const command = decoder.encodeCommand({ type: 'custom', data: 'RELAY,1#' });
    expect(command[3]).toBe(0x80);
    const [reply] = decoder.push(hex(REPLY));
    expect(reply?.messages[0]).toMatchObject({ kind: 'commandResult' });
  });
});

describe('Gt06Decoder work per byte (found by fuzzing)', () => {
  it('looks through a long unfinished frame full of 0d 0a once, however it is split', () => {
    // An extended frame claiming 65,535 bytes, then 0d 0a pairs, none closing a frame with a valid
    // CRC: every pair is an early end candidate. Read byte by byte, each candidate must be checked
    // once, not again on every byte that follows.
    const decoder = loggedIn();
    const stream = Buffer.concat([hex('7979ffff00'), Buffer.alloc(65_000, hex('0d0a'))]);
    let frames = 0;
    for (let at = 0; at < stream.length; at++) frames += decoder.push(stream.subarray(at, at + 1)).length;
    expect(frames).toBe(0);
    expect(decoder.buffered).toBe(stream.length);
  });
});

describe('Gt06Decoder reports that repeat the IMEI (QH302R, NT20, XT40)', () => {
  // Built from the layouts of these models (no public capture exists): the GPS block and cell of
  // real frames above, wrapped the way each model frames them after the login's IMEI.
  const IMEI = '0353419036066061';
  const GPS = '0f0c1d023305c9027ac8180c4658600014' + '00';
  const expectedFix = {
    fixTime: new Date('2015-12-29T02:51:05Z'),
    valid: true,
    course: 0,
  };
  const frame = (type: number, content: string) => encodeGt06Packet(false, type, hex(content), 0x0042);

  it('reads an NT20 0x22 after its location source, IMEI and device date, instead of a wrong year and course', () => {
    const decoder = loggedIn();
    const content =
      `01${IMEI}0f0c1d023310${GPS}` +
      '0901cc00287d001f71' + // cell behind its length
      '4604d22904' + // terminal information, external voltage 12.34 V, battery 4.1 V, GSM signal
      '0102' + // alarm (SOS), language
      '0003e8' + // odometer 1000 m
      '00003c'; // 60 minutes of engine hours
    const position = onlyPosition(decoder.push(frame(0x22, content)));
    expect(position).toMatchObject(expectedFix);
    expect(position.latitude).toBeCloseTo(23.1117, 3);
    expect(position.deviceTime).toEqual(new Date('2015-12-29T02:51:16Z'));
    expect(position.attributes).toMatchObject({
      power: 12.34,
      battery: 4.1,
      rssi: 4,
      alarm: 'sos',
      odometer: 1000,
      hours: 3_600_000,
      ignition: true,
      network: { cellTowers: [{ mcc: 460, mnc: 0, lac: 0x287d, cid: 0x1f71 }] },
    });
  });

  it('reads an XT40 0x25 with its four-byte cell id and driver id', () => {
    const decoder = loggedIn();
    const content =
      `01${IMEI}0f0c1d023310${GPS}` +
      '0a01cc00287d001f7100' +
      '0604d22904' +
      '0002' +
      '0003e8' +
      '00003c' +
      '0501a1b2c3d4'; // driver: length, identifier type, id
    const [decoded] = decoder.push(frame(0x25, content));
    expect(decoded?.ack?.toString('hex')).toBe(
      encodeGt06Packet(false, 0x25, Buffer.alloc(0), 0x42).toString('hex'),
    );
    const position = decoded?.messages[0] as DecodedPosition;
    expect(position).toMatchObject(expectedFix);
    expect(position.attributes).toMatchObject({
      driverUniqueId: 'a1b2c3d4',
      network: { cellTowers: [{ mcc: 460, mnc: 0, lac: 0x287d, cid: 0x1f7100 }] },
    });
    expect(decoder.unknownTypeCount).toBe(0);
  });

  it('reads a QH302R 0x12 after its IMEI', () => {
    const decoder = loggedIn();
    const position = onlyPosition(decoder.push(frame(0x12, `${IMEI}${GPS}01cc00287d001f71`)));
    expect(position).toMatchObject(expectedFix);
    expect(position.attributes?.network).toEqual({
      cellTowers: [{ mcc: 460, mnc: 0, lac: 0x287d, cid: 0x1f71 }],
    });
  });

  it('keeps reading standard 0x22 reports whose bytes do not repeat the IMEI', () => {
    const position = onlyPosition(loggedIn().push(hex(LOCATION_ACC)));
    expect(position).toMatchObject(expectedFix);
  });
});

describe('Gt06Decoder message types read as the reference decoder reads them', () => {
  // The GPS block of the 0x12 reference fix: 2015-10-20 14:21:11, 54.94535 N, 24.01762 E, valid.
  const GPS_BLOCK = '0f0a140e150bc505e51e780293a9e8005400';

  it('reads the fix of a 0x1A GPS report with a phone number and answers it', () => {
    const decoder = loggedIn();
    const phone = Buffer.from('13800138000'.padEnd(21, '\0'), 'latin1');
    const content = Buffer.concat([hex(GPS_BLOCK), phone, hex('0001')]);
    const [frame] = decoder.push(encodeGt06Packet(false, 0x1a, content, 7));
    const position = frame?.messages[0] as DecodedPosition;
    expect(position).toMatchObject({ kind: 'position', valid: true, course: 0 });
    expect(position.fixTime.toISOString()).toBe('2015-10-20T14:21:11.000Z');
    expect(position.latitude).toBeCloseTo(54.94535, 5);
    expect(position.longitude).toBeCloseTo(24.01762, 5);
    expect(frame?.ack).toEqual(encodeGt06Packet(false, 0x1a, Buffer.alloc(0), 7));
    expect(decoder.unknownTypeCount).toBe(0);
  });

  it('answers a 0x14 satellite report without storing anything and without counting it as unknown', () => {
    const decoder = loggedIn();
    const [frame] = decoder.push(encodeGt06Packet(false, 0x14, hex('0c2a2b2c2d'), 9));
    expect(frame?.messages).toEqual([]);
    expect(frame?.ack).toEqual(encodeGt06Packet(false, 0x14, Buffer.alloc(0), 9));
    expect(decoder.unknownTypeCount).toBe(0);
  });

  it('leaves extended 0x65/0x66 diagnostics unanswered and uncounted, as the reference does', () => {
    const decoder = loggedIn();
    const [dtc] = decoder.push(encodeGt06Packet(true, 0x65, hex('15010d081f3b01'), 3));
    expect(dtc).toEqual({ messages: [] });
    expect(decoder.unknownTypeCount).toBe(0);
  });

  it('reads a basic 0x33 (AZ735) as six cells with four-byte ids and its access points, without a fix', () => {
    // Built on the layout the reference decoder reads, from the date, cells and access point of the
    // suite's real 0x2C report (its cell ids widened to four bytes, six cells of its seven).
    const cells = [
      'cb8a0000b17754',
      'cb8a0000bef357',
      'cb8a0000b73f5f',
      'cb890000b0e25f',
      'cb890000b6655f',
      'cb8a0000b74960',
    ];
    const content = hex(`11030b011c1f013604${cells.join('')}0701001801eb403938`);
    const decoder = loggedIn();
    const [frame] = decoder.push(encodeGt06Packet(false, 0x33, content, 1));
    expect(frame?.ack).toEqual(encodeGt06Packet(false, 0x33, Buffer.alloc(0), 1));
    const position = frame?.messages[0] as DecodedPosition;
    expect(position).toMatchObject({ kind: 'position', valid: false, latitude: 0, longitude: 0 });
    expect(position.fixTime.toISOString()).toBe('2017-03-11T01:28:31.000Z');
    expect(position.attributes.network).toEqual({
      cellTowers: [
        { mcc: 310, mnc: 4, lac: 52106, cid: 45431, rssi: -84 },
        { mcc: 310, mnc: 4, lac: 52106, cid: 48883, rssi: -87 },
        { mcc: 310, mnc: 4, lac: 52106, cid: 46911, rssi: -95 },
        { mcc: 310, mnc: 4, lac: 52105, cid: 45282, rssi: -95 },
        { mcc: 310, mnc: 4, lac: 52105, cid: 46693, rssi: -95 },
        { mcc: 310, mnc: 4, lac: 52106, cid: 46921, rssi: -96 },
      ],
      wifiAccessPoints: [{ macAddress: '00:18:01:eb:40:39', signalStrength: 56 }],
    });
    expect(decoder.unknownTypeCount).toBe(0);
  });

  it('reads a 0x40 battery management report into Traccar keys on the last position', () => {
    const content = Buffer.alloc(105);
    let at = content.write('BMS00001', 0, 'latin1');
    at = content.writeUInt32BE(1_700_000_000, at);
    at = content.writeUInt8(87, at); // relative capacity
    at = content.writeUInt16BE(17_400, at); // remaining capacity
    at = content.writeUInt8(85, at); // absolute capacity
    at = content.writeUInt16BE(20_000, at); // full capacity
    at = content.writeUInt8(98, at); // health
    at = content.writeUInt16BE(2981, at); // 298.1 K
    at = content.writeUInt16BE(1200, at); // current
    at = content.writeUInt16BE(52_430, at); // mV
    at = content.writeUInt16BE(112, at); // cycles
    for (let cell = 0; cell < 14; cell++) at = content.writeUInt16BE(3700 + cell, at);
    at = content.writeUInt16BE(30, at);
    at = content.writeUInt16BE(240, at);
    at += content.write('BC1234567890    ', at, 'latin1');
    at = content.writeUInt16BE(0x0102, at);
    at += content.write('ACME BATTERIES  ', at, 'latin1');
    at = content.writeUInt32BE(1, at);
    at = content.writeUInt32BE(2, at);
    content.writeUInt32BE(3, at);
    const decoder = loggedIn();
    const [frame] = decoder.push(encodeGt06Packet(false, 0x40, content, 4));
    expect(frame?.ack).toEqual(encodeGt06Packet(false, 0x40, Buffer.alloc(0), 4));
    const message = frame?.messages[0];
    expect(message?.kind).toBe('heartbeat');
    if (message?.kind !== 'heartbeat') return;
    expect(message.deviceTime?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(message.attributes).toMatchObject({
      relativeCapacity: 87,
      remainingCapacity: 17_400,
      absoluteCapacity: 85,
      fullCapacity: 20_000,
      batteryHealth: 98,
      batteryTemp: 25,
      current: 1200,
      battery: 52.43,
      cycleIndex: 112,
      batteryCell1: 3.7,
      batteryCell14: 3.713,
      currentChargeInterval: 30,
      maxChargeInterval: 240,
      barcode: 'BC1234567890',
      batteryVersion: 0x0102,
      manufacturer: 'ACME BATTERIES',
      batteryStatus: 1,
      controllerStatus: 2,
      controllerFault: 3,
    });
  });
});
