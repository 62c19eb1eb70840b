import { knotsToKmh } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { encodeH02Command, H02Decoder } from '../../protocols/index';
import { messagesOf, positionsOf, SAMPLE_TIME, sampleRecord } from '../test/fixtures';
import { H02_ENGINE_REPLY, H02Tracker } from './H02Tracker';
import { buildH02Heartbeat, buildH02Location, buildH02Reply, h02Status } from './h02Frames';

const ID = '864512039876543';
const text = (value: string) => Buffer.from(value, 'latin1');
const serverNow = () => new Date(SAMPLE_TIME + 1000);

function identified(): H02Decoder {
  const decoder = new H02Decoder({ now: serverNow });
  decoder.push(text(buildH02Heartbeat(ID, 100)));
  return decoder;
}

describe('H02 frames decoded by the server', () => {
  it('identifies itself with a heartbeat the server echoes', () => {
    const [frame] = new H02Decoder().push(text(buildH02Heartbeat(ID, 96)));
    expect(frame).toEqual({
      messages: [
        { kind: 'login', uniqueId: ID },
        { kind: 'heartbeat', uniqueId: ID, attributes: { batteryLevel: 96 } },
      ],
      ack: text(`*HQ,${ID},HTBT#`),
    });
  });

  it('writes V1 sentences in the reference layout', () => {
    expect(buildH02Location(ID, sampleRecord())).toBe(
      `*HQ,${ID},V1,060708,A,2742.3360,N,08518.9120,E,019.98,163,050324,FFFFFFFF#`,
    );
    expect(h02Status({ ignition: false })).toBe(0xfffffbff);
  });

  it.each([
    ['Ratna Park, ignition on', {}],
    ['Pokhara, parked', { latitude: 28.202, longitude: 83.988, speedKmh: 0, ignition: false, course: 7 }],
    ['south-west', { latitude: -34.6037, longitude: -58.3816, speedKmh: 88.5 }],
    ['a minute that rounds up', { latitude: 27.99999999, longitude: 85.99999999 }],
  ])('reports V1 fixes the server reads back (%s)', (_name, overrides) => {
    const record = sampleRecord(overrides);
    const frames = identified().push(text(buildH02Location(ID, record)));
    const [position] = positionsOf(frames);
    expect(position).toMatchObject({
      uniqueId: ID,
      fixTime: new Date(SAMPLE_TIME),
      valid: true,
      course: record.course,
      attributes: { ignition: record.ignition },
    });
    expect(position?.latitude).toBeCloseTo(record.latitude, 5);
    expect(position?.longitude).toBeCloseTo(record.longitude, 5);
    expect(knotsToKmh(position?.speed ?? -1)).toBeCloseTo(record.speedKmh, 1);
    expect(frames[0]?.ack?.toString('latin1')).toBe(`*HQ,${ID},V4,V1,20240305060709#`);
  });

  it.each(['sos', 'overspeed'] as const)('raises the %s alarm through the status word', (alarm) => {
    const [position] = positionsOf(identified().push(text(buildH02Location(ID, sampleRecord(), alarm))));
    expect(position?.attributes.alarm).toBe(alarm);
  });

  it('has no status bit for hard braking and sends the fix without an alarm', () => {
    const [position] = positionsOf(
      identified().push(text(buildH02Location(ID, sampleRecord(), 'hardBraking'))),
    );
    expect(position?.attributes.alarm).toBeUndefined();
  });

  it('replies with V4 sentences the server reads as the command and its result, plus the fix', () => {
    const record = sampleRecord({ speedKmh: 0, ignition: false, blocked: true });
    const messages = messagesOf(identified().push(text(buildH02Reply(ID, 'S20', 'DONE', '010203', record))));
    expect(messages[0]).toEqual({ kind: 'commandResult', uniqueId: ID, result: 'S20,DONE' });
    expect(messages[1]).toMatchObject({ kind: 'position', speed: 0, attributes: { ignition: false } });
  });
});

describe('H02Tracker reading the server', () => {
  const snapshot = sampleRecord();

  it('takes the heartbeat echo as acceptance and V4,V1 as the acknowledgement of the record in flight', () => {
    const tracker = new H02Tracker(ID);
    const server = new H02Decoder({ now: serverNow });
    const [hello] = server.push(tracker.hello(snapshot));
    expect(tracker.read(hello?.ack ?? Buffer.alloc(0))).toEqual([{ kind: 'helloAccepted' }]);
    const [report] = server.push(tracker.records([snapshot]));
    expect(tracker.read(report?.ack ?? Buffer.alloc(0))).toEqual([{ kind: 'recordsAcknowledged', count: 1 }]);
    const [heartbeat] = server.push(tracker.status(snapshot));
    expect(tracker.read(heartbeat?.ack ?? Buffer.alloc(0))).toEqual([{ kind: 'acknowledged' }]);
  });

  it.each([
    [{ type: 'engineStop' }, 'lock'],
    [{ type: 'engineResume' }, 'unlock'],
    [{ type: 'custom', data: 'RELAY,1#' }, 'lock'],
  ] as const)('obeys the S20 command for %j and answers S20,DONE', (command, engine) => {
    const tracker = new H02Tracker(ID);
    tracker.hello(snapshot);
    const sent = encodeH02Command(
      { uniqueId: ID, now: () => new Date(Date.UTC(2024, 0, 1, 1, 2, 3)) },
      command,
    );
    const [instruction] = tracker.read(sent);
    expect(instruction).toEqual({ kind: 'command', command: { text: sent.toString('latin1'), engine } });
    if (instruction?.kind !== 'command') throw new Error('no command');
    const reply = tracker.reply(instruction.command, snapshot).toString('latin1');
    expect(reply).toMatch(new RegExp(`^\\*HQ,${ID},V4,S20,${H02_ENGINE_REPLY},010203,060708,A,`));
    expect(messagesOf(identified().push(text(reply)))[0]).toEqual({
      kind: 'commandResult',
      uniqueId: ID,
      result: 'S20,DONE',
    });
  });

  it('answers custom text the server passes through as it is', () => {
    const tracker = new H02Tracker(ID);
    tracker.hello(snapshot);
    const [instruction] = tracker.read(
      encodeH02Command({ uniqueId: ID, now: serverNow }, { type: 'custom', data: 'STATUS#' }),
    );
    expect(instruction).toEqual({ kind: 'command', command: { text: 'STATUS#' } });
    if (instruction?.kind !== 'command') throw new Error('no command');
    const [result] = messagesOf(identified().push(tracker.reply(instruction.command, snapshot)));
    expect(result).toEqual({
      kind: 'commandResult',
      uniqueId: ID,
      result: 'STATUS,Power:13.84V;Battery:100%;GPS:9;GSM:4;ACC:ON;Relay:OFF',
    });
  });

  it('reads sentences split across reads and several in one read', () => {
    const tracker = new H02Tracker(ID);
    tracker.hello(snapshot);
    const stream = text(`*HQ,${ID},HTBT#\r\n*HQ,${ID},V4,V1,20240305060709#*HQ,${ID},S20,010203,1,0#`);
    const read = [...stream].flatMap((byte) => tracker.read(Buffer.from([byte])));
    expect(read.map((instruction) => instruction.kind)).toEqual([
      'helloAccepted',
      'recordsAcknowledged',
      'command',
    ]);
  });
});
