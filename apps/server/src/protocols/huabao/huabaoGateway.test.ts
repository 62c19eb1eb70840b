import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { TcpDeviceClient } from '../../test/TcpDeviceClient';
import { HUABAO_CORPUS } from './huabaoCorpus';
import { encodeJt808Packet } from './packet';

const hex = (text: string) => Buffer.from(text, 'hex');
const frame = (prefix: string) => {
  const found = HUABAO_CORPUS.find((entry) => entry.name.startsWith(prefix));
  if (!found) throw new Error(`no corpus frame ${prefix}`);
  return found;
};
const PHONE = '013511221122';
const REGISTER = frame('0x0100 registration (second sample)');
const AUTHENTICATE = frame('0x0102 terminal authentication');
/** 2014-07-23 09:20:15 UTC, 22.51488 N 113.916508 E, valid, 11 satellites. */
const LOCATION = frame('0x0200 Shenzhen fix');
/** The same place, 123.4 km/h, overspeed alarm. */
const OVERSPEED = frame('0x0200 overspeed alarm');
const UNKNOWN = frame('unknown type 0x0F01');
const terminal = { phone: hex(PHONE), version: undefined };
/** The device's general response (0x0001) to the server's message of `serial` and `type`. */
const generalResponse = (serial: number, type: number, deviceSerial: number) => {
  const body = Buffer.alloc(5);
  body.writeUInt16BE(serial, 0);
  body.writeUInt16BE(type, 2);
  return encodeJt808Packet(0x0001, terminal, deviceSerial, body);
};

let t: TestServer;
let huabaoPort: number;
let deviceId: number;

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['huabao'] });
  huabaoPort = t.port('huabao');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  deviceId = (await client.devices.create({ name: 'Truck', uniqueId: PHONE })).id;
});
afterAll(() => t.close());

async function answered(tracker: TcpDeviceClient, expected: string) {
  await vi.waitFor(() => expect(tracker.received.toString('hex')).toContain(expected), { timeout: 5_000 });
}

describe('JT/T 808 (Huabao) devices through the gateway', () => {
  it('registers, authenticates and reports; each answer comes after the store, and the positions read back', async () => {
    const { client } = await t.signIn('owner@example.com');
    const tracker = await TcpDeviceClient.open(huabaoPort);
    tracker.send(hex(REGISTER.hex));
    await answered(tracker, REGISTER.ack ?? '');
    tracker.send(hex(AUTHENTICATE.hex));
    await answered(tracker, AUTHENTICATE.ack ?? '');
    tracker.send(hex(LOCATION.hex + OVERSPEED.hex));
    await answered(tracker, LOCATION.ack ?? '');
    await answered(tracker, OVERSPEED.ack ?? '');

    const positions = await client.positions.list({
      deviceId,
      from: new Date('2014-07-23T00:00:00Z'),
      to: new Date('2014-07-24T00:00:00Z'),
    });
    expect(positions).toHaveLength(2);
    for (const position of positions) {
      expect(position).toMatchObject({
        protocol: 'huabao',
        valid: true,
        fixTime: '2014-07-23T09:20:15.000Z',
      });
      expect(position.latitude).toBeCloseTo(22.51488, 6);
      expect(position.longitude).toBeCloseTo(113.916508, 6);
    }
    const overspeed = positions.find((position) => position.attributes.alarm === 'overspeed');
    expect(overspeed?.speed).toBeCloseTo(123.4 / 1.852, 4);
    expect(overspeed?.course).toBe(180);
    expect(positions.find((position) => position !== overspeed)?.attributes).toMatchObject({
      sat: 11,
      rssi: 22,
    });
    expect((await client.devices.get(deviceId)).status).toBe('online');
    tracker.close();
  });

  it('stops the engine with terminal control 0xF0 and stores the device general response as the command result', async () => {
    const { client } = await t.signIn('owner@example.com');
    const started = new Date(Date.now() - 60_000);
    const tracker = await TcpDeviceClient.open(huabaoPort);
    tracker.send(hex(LOCATION.hex));
    await answered(tracker, LOCATION.ack ?? '');
    await vi.waitFor(() => expect(t.server.gateway.isConnected(deviceId)).toBe(true));
    const before = tracker.received.length;
    const sent = await client.commands.engine(deviceId, 'lock');
    expect(sent.queued).toBe(false);
    await vi.waitFor(() => expect(tracker.received.length).toBeGreaterThan(before), { timeout: 5_000 });
    const command = tracker.received.subarray(before);
    // 7e 8105 0001 <phone> <serial> f0 <xor> 7e
    expect(command.subarray(0, 11).toString('hex')).toBe(`7e81050001${PHONE}`);
    expect(command[13]).toBe(0xf0);
    tracker.send(generalResponse(command.readUInt16BE(11), 0x8105, 0x0020));
    await vi.waitFor(
      async () => {
        const events = await client.reports.events({
          from: started,
          to: new Date(Date.now() + 60_000),
          deviceIds: [deviceId],
          types: ['commandResult'],
        });
        expect(events.map((event) => event.attributes.result)).toContain('terminal control: success');
      },
      { timeout: 5_000 },
    );
    tracker.close();
  });

  it('answers a message type it does not read, keeps the connection, and counts and logs the type once', async () => {
    const tracker = await TcpDeviceClient.open(huabaoPort);
    tracker.send(hex(LOCATION.hex));
    await answered(tracker, LOCATION.ack ?? '');
    tracker.send(hex(UNKNOWN.hex + UNKNOWN.hex));
    await answered(tracker, UNKNOWN.ack ?? '');
    tracker.send(hex(OVERSPEED.hex));
    await answered(tracker, OVERSPEED.ack ?? '');
    expect(tracker.closed).toBe(false);
    expect(t.server.gateway.stats.unknownTypes.huabao).toBe(1);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toContain('fleetkit_unknown_message_types_total{protocol="huabao",type="0xf01"} 1');
    tracker.close();
  });

  it('closes the connection of an unknown phone number without answering its registration', async () => {
    const refused = t.server.gateway.stats.refusedUnknown;
    const tracker = await TcpDeviceClient.open(huabaoPort);
    tracker.send(hex(frame('0x0100 registration with plate').hex));
    await tracker.whenClosed();
    expect(tracker.received.length).toBe(0);
    expect(t.server.gateway.stats.refusedUnknown).toBe(refused + 1);
  });
});
