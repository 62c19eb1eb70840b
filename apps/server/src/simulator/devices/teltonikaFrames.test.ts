import { knotsToKmh } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { CRC16_ARC, encodeTeltonikaCommand, TeltonikaDecoder } from '../../protocols/index';
import { messagesOf, positionsOf, SAMPLE_TIME, sampleRecord } from '../test/fixtures';
import { TELTONIKA_LOCK_REPLY, TELTONIKA_UNLOCK_REPLY, TeltonikaTracker } from './TeltonikaTracker';
import { buildTeltonikaHandshake, buildTeltonikaRecords, buildTeltonikaResponse } from './teltonikaFrames';

const IMEI = '352094087654321';

function identified(): TeltonikaDecoder {
  const decoder = new TeltonikaDecoder();
  decoder.push(buildTeltonikaHandshake(IMEI));
  return decoder;
}

describe('Teltonika frames decoded by the server', () => {
  it('sends the IMEI handshake the server answers with 01', () => {
    expect(buildTeltonikaHandshake(IMEI).toString('hex')).toBe(`000f${Buffer.from(IMEI).toString('hex')}`);
    expect(new TeltonikaDecoder().push(buildTeltonikaHandshake(IMEI))).toEqual([
      { messages: [{ kind: 'login', uniqueId: IMEI }], ack: Buffer.from([1]) },
    ]);
  });

  it.each([
    ['driving in Kathmandu', {}],
    [
      'parked with the relay on',
      { speedKmh: 0, motion: false, ignition: false, blocked: true, powerVolts: 12.41 },
    ],
    ['on the highway', { latitude: 27.9765, longitude: 84.2705, altitude: 360, speedKmh: 64.6, course: 271 }],
    ['south-west', { latitude: -12.5, longitude: -77.25, altitude: -20 }],
  ])('reports a codec 8 Extended record the server reads back exactly (%s)', (_name, overrides) => {
    const record = sampleRecord(overrides);
    const decoder = identified();
    const frames = decoder.push(buildTeltonikaRecords([record]));
    const [position] = positionsOf(frames);
    expect(position).toMatchObject({
      uniqueId: IMEI,
      fixTime: new Date(SAMPLE_TIME),
      valid: true,
      altitude: Math.round(record.altitude),
      course: record.course,
      attributes: {
        priority: 0,
        event: 0,
        sat: 9,
        ignition: record.ignition,
        motion: record.motion,
        out1: record.blocked,
        power: record.powerVolts,
        battery: 4.2,
        odometer: 48_123_456,
        rssi: 5,
        io69: 1,
        hdop: 1.1,
        pdop: 1.4,
      },
    });
    expect(position?.latitude).toBeCloseTo(record.latitude, 7);
    expect(position?.longitude).toBeCloseTo(record.longitude, 7);
    expect(knotsToKmh(position?.speed ?? -1)).toBeCloseTo(Math.round(record.speedKmh), 9);
    expect(frames[0]?.ack?.toString('hex')).toBe('00000001');
    expect(decoder.badChecksumCount).toBe(0);
  });

  it('packs several records in one packet, acknowledged with their count', () => {
    const records = Array.from({ length: 13 }, (_, i) =>
      sampleRecord({ time: SAMPLE_TIME + i * 5000, latitude: 27.7 + i * 0.001 }),
    );
    const frames = identified().push(buildTeltonikaRecords(records));
    expect(positionsOf(frames).map((position) => position.fixTime.getTime())).toEqual(
      records.map((r) => r.time),
    );
    expect(frames[0]?.ack?.toString('hex')).toBe('0000000d');
    expect(() => buildTeltonikaRecords([])).toThrow(RangeError);
  });

  it('marks ignition changes and relay changes as the event of a high-priority record', () => {
    const [ignition, output] = positionsOf(
      identified().push(
        buildTeltonikaRecords([
          sampleRecord({ reason: 'ignition', ignition: false }),
          sampleRecord({ reason: 'output', blocked: true }),
        ]),
      ),
    );
    expect(ignition?.attributes).toMatchObject({ event: 239, priority: 1, ignition: false });
    expect(output?.attributes).toMatchObject({ event: 179, priority: 1, out1: true });
  });

  it('reports hard braking as green driving, overspeed as the over-speeding element and SOS on the panic input', () => {
    const [braking, overspeed, sos] = positionsOf(
      identified().push(
        buildTeltonikaRecords([
          sampleRecord({ alarm: 'hardBraking', reason: 'alarm' }),
          sampleRecord({ alarm: 'overspeed', reason: 'alarm', speedKmh: 68 }),
          sampleRecord({ alarm: 'sos', reason: 'alarm' }),
        ]),
      ),
    );
    expect(braking?.attributes).toMatchObject({ alarm: 'hardBraking', event: 253, priority: 1 });
    expect(overspeed?.attributes).toMatchObject({ io255: 68, event: 255, priority: 1 });
    expect(sos?.attributes).toMatchObject({ in1: true, event: 1, priority: 2 });
  });

  it('answers commands with codec 12 responses the server reads as command results', () => {
    expect(messagesOf(identified().push(buildTeltonikaResponse(TELTONIKA_LOCK_REPLY)))).toEqual([
      { kind: 'commandResult', uniqueId: IMEI, result: TELTONIKA_LOCK_REPLY },
    ]);
  });
});

describe('TeltonikaTracker reading the server', () => {
  const snapshot = sampleRecord();

  it('reads 01 as accepted and 00 as refused', () => {
    const tracker = new TeltonikaTracker(IMEI);
    tracker.hello(snapshot);
    expect(tracker.read(Buffer.from([1]))).toEqual([{ kind: 'helloAccepted' }]);
    tracker.hello(snapshot);
    expect(tracker.read(Buffer.from([0]))).toEqual([{ kind: 'helloRefused' }]);
  });

  it('reads the server acknowledgement of a packet as the number of records stored', () => {
    const tracker = new TeltonikaTracker(IMEI, 5);
    const server = new TeltonikaDecoder();
    const hello = server.push(tracker.hello(snapshot));
    expect(tracker.read(hello[0]?.ack ?? Buffer.alloc(0))).toEqual([{ kind: 'helloAccepted' }]);
    const records = [
      snapshot,
      sampleRecord({ time: SAMPLE_TIME + 5000 }),
      sampleRecord({ time: SAMPLE_TIME + 10_000 }),
    ];
    const [frame] = server.push(tracker.records(records));
    expect(tracker.read(frame?.ack ?? Buffer.alloc(0))).toEqual([{ kind: 'recordsAcknowledged', count: 3 }]);
    expect(tracker.maxRecordsPerFrame).toBe(5);
  });

  it.each([
    [{ type: 'engineStop' }, 'setdigout 1', 'lock', TELTONIKA_LOCK_REPLY],
    [{ type: 'engineResume' }, 'setdigout 0', 'unlock', TELTONIKA_UNLOCK_REPLY],
    [{ type: 'custom', data: 'RELAY,0#' }, 'setdigout 0', 'unlock', TELTONIKA_UNLOCK_REPLY],
    [{ type: 'custom', data: 'getver' }, 'getver', undefined, 'Fleetkit simulated tracker 1.0'],
  ] as const)(
    'obeys the codec 12 command for %j and replies so the server reads the result',
    (command, text, engine, result) => {
      const tracker = new TeltonikaTracker(IMEI);
      tracker.hello(snapshot);
      tracker.read(Buffer.from([1]));
      const [instruction] = tracker.read(encodeTeltonikaCommand(command));
      expect(instruction).toEqual({ kind: 'command', command: { text, ...(engine ? { engine } : {}) } });
      if (instruction?.kind !== 'command') throw new Error('no command');
      expect(messagesOf(identified().push(tracker.reply(instruction.command, snapshot)))).toEqual([
        { kind: 'commandResult', uniqueId: IMEI, result },
      ]);
    },
  );

  it('tells acknowledgements from commands in one stream, byte by byte', () => {
    const tracker = new TeltonikaTracker(IMEI);
    tracker.hello(snapshot);
    const stream = Buffer.concat([
      Buffer.from('0100000002', 'hex'),
      encodeTeltonikaCommand({ type: 'engineStop' }),
    ]);
    const read = [...stream].flatMap((byte) => tracker.read(Buffer.from([byte])));
    expect(read).toEqual([
      { kind: 'helloAccepted' },
      { kind: 'recordsAcknowledged', count: 2 },
      { kind: 'command', command: { text: 'setdigout 1', engine: 'lock' } },
    ]);
  });

  it('ignores a command packet whose CRC does not match', () => {
    const tracker = new TeltonikaTracker(IMEI);
    tracker.hello(snapshot);
    tracker.read(Buffer.from([1]));
    const packet = encodeTeltonikaCommand({ type: 'engineStop' });
    packet.writeUInt32BE(CRC16_ARC.checksum(packet, 8, packet.length - 4) ^ 1, packet.length - 4);
    expect(tracker.read(packet)).toEqual([]);
  });
});
