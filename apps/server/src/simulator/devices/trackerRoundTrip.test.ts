import { knotsToKmh } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { findProtocol, type TcpProtocolSession } from '../../protocols/index';
import { messagesOf, positionsOf, SAMPLE_TIME, sampleRecord } from '../test/fixtures';
import type { TrackerRecord } from '../types';
import { HuabaoTracker, RuptelaTracker } from './binaryTrackers';
import { QueclinkTracker } from './QueclinkTracker';
import type { ServerInstruction, TcpTrackerProtocol } from './TrackerProtocol';
import { Gps103Tracker, MeitrackTracker, SuntechTracker, Tk103Tracker, WialonTracker } from './textTrackers';

const IMEI = '864512039876543';
const serverNow = () => new Date(SAMPLE_TIME + 1000);

/** Each simulated tracker of the protocols added to Traccar's ports (text and binary), with the identifier its protocol uses and the alarms it can report. */
const TRACKERS = [
  { name: 'gps103', create: () => new Gps103Tracker(IMEI), alarms: ['sos', 'overspeed'] },
  { name: 'tk103', create: () => new Tk103Tracker('013632782450'), alarms: ['sos', 'overspeed'] },
  {
    name: 'suntech',
    create: () => new SuntechTracker('205173382'),
    alarms: ['sos', 'overspeed', 'hardBraking'],
  },
  { name: 'meitrack', create: () => new MeitrackTracker(IMEI), alarms: ['sos', 'overspeed', 'hardBraking'] },
  { name: 'wialon', create: () => new WialonTracker(IMEI), alarms: [] },
  { name: 'queclink', create: () => new QueclinkTracker(IMEI), alarms: ['sos', 'overspeed', 'hardBraking'] },
  { name: 'huabao', create: () => new HuabaoTracker('013511221122'), alarms: ['sos', 'overspeed'] },
  { name: 'ruptela', create: () => new RuptelaTracker(IMEI), alarms: ['hardBraking'] },
] as const;

function session(tracker: TcpTrackerProtocol): TcpProtocolSession {
  const protocol = findProtocol(tracker.name);
  if (protocol.transport !== 'tcp') throw new Error(`${tracker.name} is not TCP`);
  return protocol.createSession({ now: serverNow });
}

/** The tracker's hello through a real session: what the server answers, as the tracker reads it. */
function greet(tracker: TcpTrackerProtocol, server: TcpProtocolSession): ServerInstruction[] {
  // Without a hello, the first report identifies the tracker.
  const hello = tracker.hello(sampleRecord()) ?? tracker.records([sampleRecord()]);
  const frames = server.push(hello);
  expect(messagesOf(frames).map((message) => message.kind)).toContain('login');
  return frames.flatMap((frame) => (frame.ack ? tracker.read(frame.ack) : []));
}

function report(tracker: TcpTrackerProtocol, server: TcpProtocolSession, record: TrackerRecord) {
  const frames = server.push(tracker.records([record]));
  return {
    positions: positionsOf(frames),
    answers: frames.flatMap((frame) => (frame.ack ? tracker.read(frame.ack) : [])),
  };
}

describe.each(TRACKERS)('the simulated $name tracker', ({ create, alarms }) => {
  it('identifies itself, and the server reads its reports back as the simulated fix', () => {
    const tracker: TcpTrackerProtocol = create();
    const server = session(tracker);
    const hasHello = tracker.hello(sampleRecord()) !== undefined;
    const greeting = greet(tracker, server);
    if (hasHello && tracker.helloAnswered !== false) expect(greeting).toEqual([{ kind: 'helloAccepted' }]);
    for (const overrides of [
      {},
      { latitude: 28.202, longitude: 83.988, speedKmh: 0, ignition: false, motion: false, course: 7 },
      { latitude: -34.6037, longitude: -58.3816, speedKmh: 88.4, course: 271 },
    ] satisfies Partial<TrackerRecord>[]) {
      const record = sampleRecord(overrides);
      const { positions, answers } = report(tracker, server, record);
      expect(positions).toHaveLength(1);
      const [position] = positions;
      expect(position?.uniqueId).toBe(server.uniqueId);
      expect(position?.fixTime).toEqual(new Date(record.time));
      expect(position?.valid).toBe(true);
      expect(position?.latitude).toBeCloseTo(record.latitude, 5);
      expect(position?.longitude).toBeCloseTo(record.longitude, 5);
      expect(knotsToKmh(position?.speed ?? -1)).toBeCloseTo(record.speedKmh, 0);
      expect(position?.course).toBeCloseTo(record.course, 0);
      expect(answers).toEqual(
        tracker.recordsAnswered === false ? [] : [{ kind: 'recordsAcknowledged', count: 1 }],
      );
    }
  });

  it.each(alarms.map((alarm) => [alarm]))('raises the %s alarm the server names the same', (alarm) => {
    const tracker = create();
    const server = session(tracker);
    greet(tracker, server);
    const { positions } = report(tracker, server, sampleRecord({ reason: 'alarm', alarm }));
    expect(positions[0]?.attributes.alarm).toBe(alarm);
  });

  it('sends heartbeats the server takes for a sign of life', () => {
    const tracker = create();
    const server = session(tracker);
    greet(tracker, server);
    const status = tracker.status(sampleRecord());
    if (!status) return;
    expect(messagesOf(server.push(status)).map((message) => message.kind)).toEqual(['heartbeat']);
  });

  it("obeys the server's engine commands", () => {
    const tracker = create();
    const server = session(tracker);
    greet(tracker, server);
    if (tracker.name === 'wialon') {
      expect(() => server.encodeCommand({ type: 'engineStop' })).toThrow();
      return;
    }
    for (const [type, engine] of [
      ['engineStop', 'lock'],
      ['engineResume', 'unlock'],
    ] as const) {
      const [instruction] = tracker.read(server.encodeCommand({ type }));
      expect(instruction).toMatchObject({ kind: 'command', command: { engine } });
      if (instruction?.kind !== 'command') continue;
      const reply = tracker.reply(instruction.command, sampleRecord());
      if (reply)
        expect(messagesOf(server.push(reply)).map((message) => message.kind)).toEqual(['commandResult']);
    }
  });
});

describe('the simulated Queclink tracker', () => {
  it('reports ignition changes as GTIGN/GTIGF and its state in GTFRI', () => {
    const tracker = new QueclinkTracker(IMEI);
    const server = session(tracker);
    greet(tracker, server);
    const off = report(tracker, server, sampleRecord({ reason: 'ignition', ignition: false, speedKmh: 0 }));
    expect(off.positions[0]?.attributes).toMatchObject({ ignition: false });
    const moving = report(tracker, server, sampleRecord());
    expect(moving.positions[0]?.attributes).toMatchObject({
      ignition: true,
      motion: true,
      odometer: 48_123_500,
    });
  });
});
