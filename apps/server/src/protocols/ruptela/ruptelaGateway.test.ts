import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { TcpDeviceClient } from '../../test/TcpDeviceClient';
import { RUPTELA_CORPUS } from './ruptelaCorpus';

const hex = (text: string) => Buffer.from(text, 'hex');
const packet = (prefix: string) => {
  const found = RUPTELA_CORPUS.find((entry) => entry.name.startsWith(prefix));
  if (!found) throw new Error(`no corpus packet ${prefix}`);
  return found;
};
const IMEI = '868324023580306';
const HEARTBEAT = packet('heartbeat (16)');
/** A real FM-Pro packet: one record of 2016-10-18 21:08:26 UTC at 47.0555133 N 21.923265 E, 12 km/h. */
const EXTENDED = packet('extended records (68): four parts');
/** The same place on 2024-03-05 06:07:08 UTC, ignition on. */
const RECORDS = packet('records: ignition (251)');
const SET_IO_REPLY = packet('Set IO reply (17)');
const UNKNOWN = packet('unknown command 48');

let t: TestServer;
let ruptelaPort: number;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['ruptela'] });
  ruptelaPort = t.port('ruptela');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'Tractor', uniqueId: IMEI })).id;
});
afterAll(() => t.close());

async function answered(tracker: TcpDeviceClient, expected: string) {
  await vi.waitFor(() => expect(tracker.received.toString('hex')).toContain(expected), { timeout: 5_000 });
}

describe('Ruptela devices through the gateway', () => {
  it('answers the heartbeat and each records packet after the store, and the positions read back', async () => {
    const { client } = await t.signIn('owner@example.com');
    const tracker = await TcpDeviceClient.open(ruptelaPort);
    tracker.send(hex(HEARTBEAT.hex));
    await answered(tracker, HEARTBEAT.ack ?? '');
    tracker.send(hex(EXTENDED.hex + RECORDS.hex));
    await vi.waitFor(() => expect(tracker.received.length).toBe(6 * 3), { timeout: 5_000 });
    expect(tracker.received.toString('hex')).toBe(`${HEARTBEAT.ack}${EXTENDED.ack}${RECORDS.ack}`);

    const positions = await client.positions.list({
      deviceId,
      from: new Date('2016-01-01T00:00:00Z'),
      to: new Date('2024-12-31T00:00:00Z'),
    });
    expect(positions.map((position) => position.fixTime).sort()).toEqual([
      '2016-10-18T21:08:26.000Z',
      '2024-03-05T06:07:08.000Z',
    ]);
    for (const position of positions) {
      expect(position).toMatchObject({ protocol: 'ruptela', valid: true });
      expect(position.latitude).toBeCloseTo(47.0555133, 7);
      expect(position.longitude).toBeCloseTo(21.923265, 7);
      expect(position.speed).toBeCloseTo(12 / 1.852, 6);
    }
    expect(positions.find((position) => position.fixTime?.startsWith('2024'))?.attributes).toMatchObject({
      ignition: true,
      power: 12.8,
    });
    tracker.close();
  });

  it('stops the engine with Set IO on output 1 and stores the device reply as the command result', async () => {
    const { client } = await t.signIn('owner@example.com');
    const started = new Date(Date.now() - 60_000);
    const tracker = await TcpDeviceClient.open(ruptelaPort);
    tracker.send(hex(RECORDS.hex));
    await answered(tracker, RECORDS.ack ?? '');
    await vi.waitFor(() => expect(t.server.gateway.isConnected(deviceId)).toBe(true));
    const sent = await client.commands.engine(deviceId, 'lock');
    expect(sent.queued).toBe(false);
    await answered(tracker, '0009750000000100000001861b');
    tracker.send(hex(SET_IO_REPLY.hex));
    await vi.waitFor(
      async () => {
        const events = await client.reports.events({
          from: started,
          to: new Date(Date.now() + 60_000),
          deviceIds: [deviceId],
          types: ['commandResult'],
        });
        expect(events.map((event) => event.attributes.result)).toContain('1');
      },
      { timeout: 5_000 },
    );
    tracker.close();
  });

  it('leaves a command it does not read unanswered, keeps the connection, and counts and logs it once', async () => {
    const tracker = await TcpDeviceClient.open(ruptelaPort);
    tracker.send(hex(HEARTBEAT.hex));
    await answered(tracker, HEARTBEAT.ack ?? '');
    tracker.send(hex(UNKNOWN.hex + UNKNOWN.hex + HEARTBEAT.hex));
    await vi.waitFor(
      () => expect(tracker.received.toString('hex')).toBe(`${HEARTBEAT.ack}${HEARTBEAT.ack}`),
      {
        timeout: 5_000,
      },
    );
    expect(tracker.closed).toBe(false);
    expect(t.server.gateway.stats.unknownTypes.ruptela).toBe(1);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="ruptela",type="0x30"} 1');
    tracker.close();
  });

  it('closes the connection of an unknown IMEI without answering it', async () => {
    const tracker = await TcpDeviceClient.open(ruptelaPort);
    tracker.send(hex(packet('identification (15)').hex));
    await tracker.whenClosed();
    expect(tracker.received.length).toBe(0);
  });
});
