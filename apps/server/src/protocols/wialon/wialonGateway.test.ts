import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { TcpDeviceClient } from '../../test/TcpDeviceClient';
import { WIALON_CORPUS } from './wialonCorpus';

const IMEI = '353451047760580';
const entry = (prefix: string) => {
  const found = WIALON_CORPUS.find((candidate) => candidate.name.startsWith(prefix));
  if (!found) throw new Error(`no corpus message ${prefix}`);
  return `${found.line}\r\n`;
};
/** 2013-04-27 20:56:01 UTC, 55.743375 N 37.66139 E, 4 satellites. */
const SHORT = entry('SD short data');
/** 2024-03-05 06:07:08 UTC, 45 km/h, with a 2.0 CRC. */
const EXTENDED = entry('D 2.0 with a valid CRC');
/** Two stored messages of 2024-03-05 06:00 and 06:01 UTC. */
const BATCH = entry('B 2.0 batch');

let t: TestServer;
let wialonPort: number;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['wialon'] });
  wialonPort = t.port('wialon');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'Bus', uniqueId: IMEI })).id;
});
afterAll(() => t.close());

async function answered(tracker: TcpDeviceClient, expected: string) {
  await vi.waitFor(() => expect(tracker.received.toString('latin1')).toContain(expected), { timeout: 5_000 });
}

describe('Wialon IPS devices through the gateway', () => {
  it('logs in and reports short, extended and batched data; each answer after the store; positions read back', async () => {
    const { client } = await t.signIn('owner@example.com');
    const tracker = await TcpDeviceClient.open(wialonPort);
    tracker.send(`#L#${IMEI};NA\r\n`);
    await answered(tracker, '#AL#1\r\n');
    tracker.send(SHORT + EXTENDED + BATCH);
    await answered(tracker, '#ASD#1\r\n#AD#1\r\n#AB#2\r\n');

    const positions = await client.positions.list({
      deviceId,
      from: new Date('2013-01-01T00:00:00Z'),
      to: new Date('2024-12-31T00:00:00Z'),
    });
    expect(positions.map((position) => position.fixTime).sort()).toEqual([
      '2013-04-27T20:56:01.000Z',
      '2024-03-05T06:00:00.000Z',
      '2024-03-05T06:01:00.000Z',
      '2024-03-05T06:07:08.000Z',
    ]);
    const short = positions.find((position) => position.fixTime?.startsWith('2013'));
    expect(short).toMatchObject({ protocol: 'wialon', valid: true });
    expect(short?.latitude).toBeCloseTo(55.743375, 6);
    expect(short?.longitude).toBeCloseTo(37.66139, 6);
    const extended = positions.find((position) => position.fixTime === '2024-03-05T06:07:08.000Z');
    expect(extended?.speed).toBeCloseTo(45 / 1.852, 6);
    expect(extended?.attributes).toMatchObject({ sat: 9, hdop: 0.9, ign: 1 });
    expect(positions.filter((position) => position.attributes.archive === true)).toHaveLength(2);
    tracker.close();
  });

  it('sends a custom command as text and stores the device message that answers it', async () => {
    const { client } = await t.signIn('owner@example.com');
    const started = new Date(Date.now() - 60_000);
    const tracker = await TcpDeviceClient.open(wialonPort);
    tracker.send(`#L#${IMEI};NA\r\n${EXTENDED}`);
    await answered(tracker, '#AL#1\r\n#AD#1\r\n');
    await vi.waitFor(() => expect(t.server.gateway.isConnected(deviceId)).toBe(true));
    const sent = await client.commands.send({ deviceId, type: 'custom', attributes: { data: 'L1=1\r\n' } });
    expect(sent.queued).toBe(false);
    await answered(tracker, 'L1=1\r\n');
    tracker.send('#M#L1=1 done\r\n');
    await answered(tracker, '#AM#1\r\n');
    await vi.waitFor(
      async () => {
        const events = await client.reports.events({
          from: started,
          to: new Date(Date.now() + 60_000),
          deviceIds: [deviceId],
          types: ['commandResult'],
        });
        expect(events.map((event) => event.attributes.result)).toContain('L1=1 done');
      },
      { timeout: 5_000 },
    );
    tracker.close();
  });

  it('leaves a message type it does not read unanswered, keeps the connection, and counts and logs the type once', async () => {
    const tracker = await TcpDeviceClient.open(wialonPort);
    tracker.send(`#L#${IMEI};NA\r\n`);
    await answered(tracker, '#AL#1\r\n');
    tracker.send(`#US#1\r\n#US#2\r\n${SHORT}`);
    await answered(tracker, '#ASD#1\r\n');
    expect(tracker.received.toString('latin1')).toBe('#AL#1\r\n#ASD#1\r\n');
    expect(tracker.closed).toBe(false);
    expect(t.server.gateway.stats.unknownTypes.wialon).toBe(1);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="wialon",type="US"} 1');
    tracker.close();
  });

  it('closes the connection of an unknown IMEI without answering its login', async () => {
    const tracker = await TcpDeviceClient.open(wialonPort);
    tracker.send('#L#123456789012345;test\r\n');
    await tracker.whenClosed();
    expect(tracker.received.length).toBe(0);
  });
});
