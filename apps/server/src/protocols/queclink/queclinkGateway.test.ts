import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parkedRecord, TcpTracker } from '../../gateway/testing/TcpTracker';
import { startTestServer, type TestServer } from '../../test/harness';
import { QUECLINK_COMPRESSED_REPORT, QUECLINK_CORPUS } from './queclinkCorpus';

/** How long a test waits for the server before it fails (the machine may be busy). */
const WAIT = { timeout: 15_000, interval: 20 };
const IMEI = '862894020180553';
const HEARTBEAT = `+ACK:GTHBD,060228,${IMEI},,20100214093254,11F0$`;
/** A buffered GV300 report of 2016-03-09 11:35:48 UTC, moving with ignition on. */
const BUFFERED = `+BUFF:GTFRI,060228,${IMEI},,,10,1,1,20.0,147,329.7,-62.899703,-17.720434,20160309113548,0736,0003,6AAE,3381,00,913.3,,,,0,220101,,,,20160309073554,132B$`;
/** An SOS of 2016-03-09 12:28:54 UTC. */
const SOS = `+RESP:GTSOS,060228,${IMEI},,,00,1,1,0.0,240,390.3,-63.089213,-17.764712,20160309122854,0736,0003,6AB8,5A23,00,936.8,,,,80,210100,,,,20160309082858,1368$`;

/** A fixed report of now (or `ageSeconds` ago) with a valid fix in Kathmandu, so the connection earns commands. */
function currentReport(count: string, ageSeconds = 0): string {
  const now = new Date(Date.now() - ageSeconds * 1000);
  const time = now.toISOString().replace(/[-T:]/g, '').slice(0, 14);
  const { latitude, longitude } = parkedRecord();
  return `+RESP:GTFRI,060228,${IMEI},,12000,10,1,1,0.0,0,1300.0,${longitude.toFixed(6)},${latitude.toFixed(6)},${time},0429,0001,1A2B,3C4D,00,100.0,,,,90,210100,,,,${time},${count}$`;
}

let t: TestServer;
let port: number;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['queclink'] });
  port = t.port('queclink');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'GV300 truck', uniqueId: IMEI })).id;
});
afterAll(() => t.close());

describe('Queclink devices through the gateway on their own port', () => {
  it('answers heartbeats and reports with SACK after storing them, and sends engine commands as AT+GTOUT', async () => {
    const { client } = await t.signIn('owner@example.com');
    const started = new Date(Date.now() - 60_000);
    const tracker = new TcpTracker(port);
    await tracker.ready();
    tracker.send(HEARTBEAT);
    await vi.waitFor(() => expect(tracker.text).toBe('+SACK:GTHBD,060228,11F0$'), WAIT);
    tracker.send(BUFFERED + SOS);
    tracker.send(currentReport('0001'));
    await vi.waitFor(
      () => expect(tracker.text).toBe('+SACK:GTHBD,060228,11F0$+SACK:132B$+SACK:1368$+SACK:0001$'),
      WAIT,
    );

    const range = { deviceId, from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' };
    const positions = await client.positions.list(range);
    expect(positions).toHaveLength(3);
    const buffered = positions.find((position) => position.fixTime === '2016-03-09T11:35:48.000Z');
    expect(buffered).toMatchObject({
      valid: true,
      protocol: 'queclink',
      latitude: -17.720434,
      longitude: -62.899703,
      course: 147,
    });
    expect(buffered?.speed).toBeCloseTo(20 / 1.852, 5);
    expect(buffered?.attributes).toMatchObject({ ignition: true, motion: true, odometer: 913_300 });
    const sos = positions.find((position) => position.fixTime === '2016-03-09T12:28:54.000Z');
    expect(sos?.attributes).toMatchObject({ alarm: 'sos', batteryLevel: 80 });
    const latest = positions.find((position) => position !== buffered && position !== sos);
    expect(latest?.latitude).toBeCloseTo(parkedRecord().latitude, 5);
    expect(latest?.longitude).toBeCloseTo(parkedRecord().longitude, 5);

    const commandsAt = tracker.text.length;
    expect((await client.commands.engine(deviceId, 'lock')).queued).toBe(false);
    await vi.waitFor(
      () => expect(tracker.text.slice(commandsAt)).toBe('AT+GTOUT=gv300,1,,,0,0,0,0,0,0,0,,,,,,,FFFF$'),
      WAIT,
    );
    tracker.send(`+ACK:GTOUT,060228,${IMEI},,FFFF,20160309122900,0002$`);
    const resumeAt = tracker.text.length;
    expect((await client.commands.engine(deviceId, 'unlock')).queued).toBe(false);
    await vi.waitFor(
      () => expect(tracker.text.slice(resumeAt)).toBe('AT+GTOUT=gv300,0,,,0,0,0,0,0,0,0,,,,,,,FFFF$'),
      WAIT,
    );
    // The device's acknowledgement of the command becomes a commandResult event.
    await vi.waitFor(async () => {
      const events = await client.reports.events({
        from: started,
        to: new Date(Date.now() + 60_000),
        deviceIds: [deviceId],
        types: ['commandResult'],
      });
      expect(events.map((event) => event.attributes.result)).toContain('GTOUT,FFFF');
    }, WAIT);
    tracker.destroy();
  });

  it('counts a report type it does not read, logs it once, and keeps the connection', async () => {
    const { client } = await t.signIn('owner@example.com');
    const tracker = new TcpTracker(port);
    await tracker.ready();
    tracker.send(HEARTBEAT);
    tracker.send(
      `+RESP:GTXYZ,060228,${IMEI},,1,20100214093254,0003$+RESP:GTXYZ,060228,${IMEI},,2,20100214093254,0004$`,
    );
    const range = { deviceId, from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' };
    const before = (await client.positions.list(range)).length;
    // A minute old, so it is no duplicate of the first test's report.
    tracker.send(currentReport('0005', 60));
    await vi.waitFor(async () => expect(await client.positions.list(range)).toHaveLength(before + 1), WAIT);
    await vi.waitFor(() => expect(tracker.text).toBe('+SACK:GTHBD,060228,11F0$+SACK:0005$'), WAIT);
    expect(tracker.closed).toBe(false);
    expect(t.server.gateway.stats.unknownTypes.queclink).toBe(1);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="queclink",type="GTXYZ"} 1');
    tracker.destroy();
  });

  it('stores binary reports of a device set to the binary format and answers them with their count', async () => {
    const { client } = await t.signIn('owner@example.com');
    // The IMEI of this GL300, as its binary frames encode it.
    const binaryDevice = (await client.devices.create({ name: 'GL300 van', uniqueId: '865084030003675' })).id;
    const frame = (prefix: string) => {
      const found = QUECLINK_CORPUS.find((candidate) => candidate.name.startsWith(prefix));
      if (!found) throw new Error(`no corpus frame "${prefix}"`);
      return Buffer.from(found.text, 'latin1');
    };
    const tracker = new TcpTracker(port);
    await tracker.ready();
    // The track first: the reports without a fix that follow are placed at its last point.
    tracker.send(Buffer.from(QUECLINK_COMPRESSED_REPORT, 'hex'));
    tracker.send(frame('binary +RSP location report'));
    tracker.send(frame('binary +EVT ignition on'));
    // Device information and a command acknowledgement naming the device by name, then a report of a
    // mask with a bit whose field no capture or documentation places.
    tracker.send(frame('binary +INF device information'));
    tracker.send(frame('binary +ACK of AT+GTSRI'));
    tracker.send(frame('unknown: derived binary +RSP with mask bit 16'));
    await vi.waitFor(() => expect(tracker.text).toBe('+SACK:19E6$+SACK:19E1$+SACK:19E2$+SACK:04F6$'), WAIT);
    await vi.waitFor(async () => {
      const events = await client.reports.events({
        from: new Date(Date.now() - 60_000),
        to: new Date(Date.now() + 60_000),
        deviceIds: [binaryDevice],
        types: ['commandResult'],
      });
      expect(events.map((event) => event.attributes.result)).toContain('GTSRI,FFFF');
    }, WAIT);
    const positions = await client.positions.list({
      deviceId: binaryDevice,
      from: '2000-01-01T00:00:00Z',
      to: '2100-01-01T00:00:00Z',
    });
    // The device information goes on the last position, as a text GTINF's does.
    expect(positions).toHaveLength(2 + 268 + 1);
    expect(positions.find((position) => position.attributes.iccid)?.attributes).toMatchObject({
      iccid: '8935103226313921591',
      power: 12.586,
      battery: 4.115,
      batteryLevel: 100,
      rssi: 18,
    });
    const ignition = positions.find((position) => position.fixTime === '2017-08-01T08:36:26.000Z');
    expect(ignition).toMatchObject({ protocol: 'queclink', valid: false, course: 242 });
    expect(ignition?.attributes).toMatchObject({ batteryLevel: 100, power: 14.328, sat: 7 });
    const last = positions.find((position) => position.fixTime === '2017-08-01T08:40:56.000Z');
    expect(last).toMatchObject({ valid: true });
    expect(last?.latitude).toBeCloseTo(39.599281, 6);
    expect(tracker.closed).toBe(false);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="queclink",type="binaryRSP"} 1');
    tracker.destroy();

    // A GV55's reports (mask 00FE0FBF, bit 17) are stored and answered with their counts.
    const gv55Device = (await client.devices.create({ name: 'GV55 car', uniqueId: '862193020451183' })).id;
    const gv55 = new TcpTracker(port);
    await gv55.ready();
    gv55.send(frame('binary +RSP location report of a GV55'));
    gv55.send(frame('binary +RSP location report of the same GV55'));
    await vi.waitFor(() => expect(gv55.text).toBe('+SACK:0051$+SACK:0052$'), WAIT);
    const gv55Positions = await client.positions.list({
      deviceId: gv55Device,
      from: '2000-01-01T00:00:00Z',
      to: '2100-01-01T00:00:00Z',
    });
    expect(gv55Positions.map((position) => position.fixTime).sort()).toEqual([
      '2015-09-16T22:51:29.000Z',
      '2015-09-16T22:52:29.000Z',
    ]);
    expect(gv55Positions[0]).toMatchObject({ valid: true, altitude: 107, course: 163 });
    expect(gv55Positions[0]?.latitude).toBeCloseTo(-25.283416, 6);
    expect(gv55Positions[0]?.attributes).toMatchObject({ batteryLevel: 7, hdop: 1 });
    gv55.destroy();

    // A binary heartbeat identifies its device and is answered as a text one is.
    await client.devices.create({ name: 'GV200 truck', uniqueId: '359231036735270' });
    const gv200 = new TcpTracker(port);
    await gv200.ready();
    gv200.send(frame('binary +HBD heartbeat'));
    await vi.waitFor(() => expect(gv200.text).toBe('+SACK:GTHBD,,000D$'), WAIT);
    expect(gv200.closed).toBe(false);
    gv200.destroy();
  });

  it('closes the connection of an unknown device without answering it', async () => {
    const tracker = new TcpTracker(port);
    await tracker.ready();
    tracker.send('+ACK:GTHBD,060228,999999999999999,,20100214093254,11F0$');
    await vi.waitFor(() => expect(tracker.closed).toBe(true), WAIT);
    expect(tracker.text).toBe('');
  });
});
