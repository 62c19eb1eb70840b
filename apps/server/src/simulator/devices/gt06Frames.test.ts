import { knotsToKmh } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { encodeGt06Command, Gt06Decoder } from '../../protocols/index';
import { messagesOf, positionsOf, SAMPLE_TIME, sampleRecord } from '../test/fixtures';
import { GT06_LOCK_REPLY, GT06_UNLOCK_REPLY, Gt06Tracker } from './Gt06Tracker';
import {
  buildGt06Alarm,
  buildGt06CommandReply,
  buildGt06Location,
  buildGt06Login,
  buildGt06Status,
  NEPAL_OFFSET_MINUTES,
} from './gt06Frames';

const IMEI = '353419036066061';

/** A server-side session that has seen the login. */
function loggedIn(offsetMinutes = NEPAL_OFFSET_MINUTES): Gt06Decoder {
  const decoder = new Gt06Decoder();
  decoder.push(buildGt06Login(IMEI, 1, offsetMinutes));
  return decoder;
}

describe('GT06 frames decoded by the server', () => {
  it('logs in with the BCD IMEI, terminal type and Nepal time zone, and gets the login echoed', () => {
    const login = buildGt06Login(IMEI, 1);
    expect(login.subarray(0, 18).toString('hex')).toBe('787811010353419036066061220822100001');
    const decoder = new Gt06Decoder();
    const [frame] = decoder.push(login);
    expect(frame?.messages).toEqual([{ kind: 'login', uniqueId: IMEI }]);
    expect(frame?.ack?.toString('hex')).toBe('787805010001d9dc0d0a');
    expect(decoder.badChecksumCount).toBe(0);
  });

  it.each([
    ['Kathmandu, ignition on', { latitude: 27.7056, longitude: 85.3152, speedKmh: 37, course: 163 }],
    ['Mugling, highway speed', { latitude: 27.855, longitude: 84.561, speedKmh: 68.4, course: 301 }],
    ['south-west hemisphere', { latitude: -33.8688, longitude: -151.2093, speedKmh: 12, course: 0 }],
    ['parked, ignition off', { speedKmh: 0, motion: false, ignition: false, course: 359 }],
  ])('reports a 0x22 location the server reads back exactly (%s)', (_name, overrides) => {
    const record = sampleRecord(overrides);
    const decoder = loggedIn();
    const frames = decoder.push(buildGt06Location(record, 7));
    const [position] = positionsOf(frames);
    expect(position).toMatchObject({
      uniqueId: IMEI,
      fixTime: new Date(SAMPLE_TIME),
      valid: true,
      course: record.course,
      attributes: { sat: 9, ignition: record.ignition, event: 0, archive: false, odometer: 48_123_456 },
    });
    expect(position?.latitude).toBeCloseTo(record.latitude, 6);
    expect(position?.longitude).toBeCloseTo(record.longitude, 6);
    expect(knotsToKmh(position?.speed ?? -1)).toBeCloseTo(Math.round(record.speedKmh), 9);
    expect(frames[0]?.ack?.subarray(0, 6).toString('hex')).toBe('787805220007');
    expect(decoder.badChecksumCount).toBe(0);
  });

  it('stamps the date in the tracker time zone, which the login told the server', () => {
    for (const offset of [NEPAL_OFFSET_MINUTES, 0, -300]) {
      const [position] = positionsOf(loggedIn(offset).push(buildGt06Location(sampleRecord(), 2, offset)));
      expect(position?.fixTime).toEqual(new Date(SAMPLE_TIME));
    }
  });

  it('marks an ignition change as the ACC upload reason and a resent record as re-uploaded', () => {
    const record = sampleRecord({ ignition: false, reason: 'ignition', resent: true });
    const [position] = positionsOf(loggedIn().push(buildGt06Location(record, 3)));
    expect(position?.attributes).toMatchObject({ ignition: false, event: 3, archive: true });
  });

  it('acknowledges a location with its own type and serial', () => {
    const [frame] = loggedIn().push(buildGt06Location(sampleRecord(), 0x1234));
    expect(frame?.ack?.subarray(0, 6).toString('hex')).toBe('787805221234');
  });

  it.each([
    ['sos', 'sos'],
    ['overspeed', 'overspeed'],
    ['hardBraking', 'hardBraking'],
  ] as const)('raises a 0x26 alarm the server reads as %s', (alarm, expected) => {
    const record = sampleRecord({ alarm, reason: 'alarm' });
    const frames = loggedIn().push(buildGt06Alarm({ ...record, alarm }, 9));
    const [position] = positionsOf(frames);
    expect(position?.attributes.alarm).toBe(expected);
    expect(position?.attributes).toMatchObject({
      ignition: true,
      blocked: false,
      rssi: 4,
      batteryLevel: 100,
    });
    expect(position?.latitude).toBeCloseTo(record.latitude, 6);
    expect(frames[0]?.ack?.subarray(0, 6).toString('hex')).toBe('787805260009');
  });

  it('reports ignition, the oil cut and signal in 0x13 status packets', () => {
    const cases = [
      { ignition: true, blocked: false },
      { ignition: false, blocked: true },
      { ignition: false, blocked: false },
    ];
    for (const state of cases) {
      const frames = loggedIn().push(buildGt06Status(sampleRecord({ ...state, gsmLevel: 3 }), 4));
      expect(messagesOf(frames)).toEqual([
        {
          kind: 'heartbeat',
          uniqueId: IMEI,
          attributes: expect.objectContaining({ ...state, charge: true, rssi: 3, batteryLevel: 100 }),
        },
      ]);
      expect(frames[0]?.ack?.subarray(0, 6).toString('hex')).toBe('787805130004');
    }
  });

  it('answers a command with the exact 0x15 text frame Concox trackers send', () => {
    expect(buildGt06CommandReply(GT06_LOCK_REPLY, 0x013b).toString('hex')).toBe(
      '78782d152500000000437574206f666620746865206675656c20737570706c793a2053756363657373210002013b898a0d0a',
    );
    const frames = loggedIn().push(buildGt06CommandReply(GT06_UNLOCK_REPLY, 5, 0x01020304));
    expect(messagesOf(frames)).toEqual([
      { kind: 'commandResult', uniqueId: IMEI, result: GT06_UNLOCK_REPLY },
    ]);
  });
});

describe('Gt06Tracker reading the server', () => {
  const snapshot = sampleRecord();

  it('takes the login echo as acceptance and a location echo as the acknowledgement of the record in flight', () => {
    const tracker = new Gt06Tracker(IMEI);
    const server = new Gt06Decoder();
    const [login] = server.push(tracker.hello(snapshot));
    expect(tracker.read(login?.ack ?? Buffer.alloc(0))).toEqual([{ kind: 'helloAccepted' }]);
    const [location] = server.push(tracker.records([snapshot]));
    expect(tracker.read(location?.ack ?? Buffer.alloc(0))).toEqual([
      { kind: 'recordsAcknowledged', count: 1 },
    ]);
    // The same echo again acknowledges nothing more.
    expect(tracker.read(location?.ack ?? Buffer.alloc(0))).toEqual([{ kind: 'acknowledged' }]);
  });

  it('sends one record per frame, as an alarm packet when the record carries an alarm', () => {
    const tracker = new Gt06Tracker(IMEI);
    tracker.hello(snapshot);
    expect(tracker.records([sampleRecord({ alarm: 'sos' })])[3]).toBe(0x26);
    expect(tracker.records([snapshot])[3]).toBe(0x22);
    expect(() => tracker.records([])).toThrow(RangeError);
  });

  it.each([
    [{ type: 'engineStop' }, 'Relay,1#', 'lock', GT06_LOCK_REPLY],
    [{ type: 'engineResume' }, 'Relay,0#', 'unlock', GT06_UNLOCK_REPLY],
    [{ type: 'custom', data: 'RELAY,1#' }, 'Relay,1#', 'lock', GT06_LOCK_REPLY],
    [{ type: 'custom', data: 'DYD,000000#' }, 'DYD,000000#', 'lock', GT06_LOCK_REPLY],
    [
      { type: 'custom', data: 'STATUS#' },
      'STATUS#',
      undefined,
      'Power:13.84V,Battery:100%,GPS:9,GSM:4,ACC:ON,Relay:OFF',
    ],
  ] as const)(
    'obeys the server command %j and replies so the server reads the result',
    (command, text, engine, result) => {
      for (const language of [false, true]) {
        const tracker = new Gt06Tracker(IMEI);
        const server = loggedIn();
        tracker.hello(snapshot);
        const [instruction] = tracker.read(encodeGt06Command({ language }, command));
        expect(instruction).toEqual({
          kind: 'command',
          command: { text, reference: 0, ...(engine ? { engine } : {}) },
        });
        if (instruction?.kind !== 'command') throw new Error('no command');
        const reply = tracker.reply(instruction.command, snapshot);
        expect(messagesOf(server.push(reply))).toEqual([{ kind: 'commandResult', uniqueId: IMEI, result }]);
      }
    },
  );

  it('reads frames split across reads, several per read, and skips bytes that start no frame', () => {
    const tracker = new Gt06Tracker(IMEI);
    const server = new Gt06Decoder();
    const loginAck = server.push(tracker.hello(snapshot))[0]?.ack ?? Buffer.alloc(0);
    const command = encodeGt06Command({ language: false }, { type: 'engineStop' });
    const stream = Buffer.concat([Buffer.from('0000ff', 'hex'), loginAck, command]);
    const read = [...stream].flatMap((byte) => tracker.read(Buffer.from([byte])));
    expect(read.map((instruction) => instruction.kind)).toEqual(['helloAccepted', 'command']);
  });

  it('ignores a frame whose CRC does not match', () => {
    const tracker = new Gt06Tracker(IMEI);
    tracker.hello(snapshot);
    const command = encodeGt06Command({ language: false }, { type: 'engineStop' });
    command.writeUInt8(command.readUInt8(command.length - 3) ^ 0xff, command.length - 3);
    expect(tracker.read(command)).toEqual([]);
  });
});
