import type { FleetEvent } from '@fleetkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildGt06Location, buildGt06Login, buildGt06Status } from '../simulator/devices/gt06Frames';
import { json, startTestServer, type TestServer } from '../test/harness';
import { parkedRecord, TcpTracker } from './testing/TcpTracker';

/** How long a test waits for the server before it fails (the machine may be busy). */
const WAIT = { timeout: 15_000, interval: 20 };

const TRUCK = '353419036066071';
const VAN = '353419036066072';
const FENCED = '353419036066073';

let t: TestServer;
let gt06Port: number;
let osmandPort: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer({}, { devices: ['gt06', 'osmand'] });
  gt06Port = t.port('gt06');
  osmandPort = t.port('osmand');
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  for (const [name, uniqueId, attributes] of [
    ['Truck', TRUCK, {}],
    ['Van', VAN, {}],
    ['Fenced truck', FENCED, { allowedNetworks: '10.0.0.0/8' }],
    ['Phone', 'phone-7', {}],
    ['Fenced phone', 'phone-8', { allowedNetworks: ['192.168.0.0/16'] }],
  ] as const) {
    ids[uniqueId] = (await client.devices.create({ name, uniqueId, attributes: { ...attributes } })).id;
  }
});
afterAll(() => t.close());

/** A GT06 tracker that has logged in (acknowledged). */
async function loggedIn(imei: string): Promise<TcpTracker> {
  const tracker = new TcpTracker(gt06Port);
  await tracker.ready();
  tracker.send(buildGt06Login(imei, 1));
  await vi.waitFor(
    () => expect(tracker.received.length, 'login acknowledged').toBeGreaterThanOrEqual(10),
    WAIT,
  );
  return tracker;
}

/** Sends a location with a valid fix and waits for its acknowledgement. */
async function reportValidFix(tracker: TcpTracker, serial: number): Promise<void> {
  const before = tracker.received.length;
  tracker.send(buildGt06Location(parkedRecord(), serial));
  await vi.waitFor(
    () => expect(tracker.received.length, 'location acknowledged').toBeGreaterThan(before),
    WAIT,
  );
}

async function eventsOf(deviceId: number, type: string): Promise<FleetEvent[]> {
  const { client } = await t.signIn('owner@example.com');
  return client.reports.events({
    from: new Date(Date.now() - 3_600_000),
    to: new Date(Date.now() + 3_600_000),
    deviceIds: [deviceId],
    types: [type],
  });
}

const osmand = (query: string) => fetch(`http://127.0.0.1:${osmandPort}/?${query}`);

describe('device trust', () => {
  it('keeps commands queued for a connection that only logged in, and sends them after its first valid fix', async () => {
    const { client } = await t.signIn('owner@example.com');
    const truck = ids[TRUCK] ?? 0;
    expect((await client.commands.engine(truck, 'unlock')).queued).toBe(true);
    const tracker = await loggedIn(TRUCK);
    // A heartbeat is answered, but a bare login is no proof of being the vehicle: nothing goes out.
    tracker.send(buildGt06Status(parkedRecord(), 2));
    await vi.waitFor(
      () => expect(tracker.received.length, 'heartbeat acknowledged').toBeGreaterThan(10),
      WAIT,
    );
    expect((await client.commands.engine(truck, 'lock')).queued).toBe(true);
    expect(tracker.text).not.toContain('Relay');

    await reportValidFix(tracker, 3);
    await vi.waitFor(() => {
      expect(tracker.text).toContain('Relay,0#');
      expect(tracker.text).toContain('Relay,1#');
    }, WAIT);
    expect(tracker.text.indexOf('Relay,0#')).toBeLessThan(tracker.text.indexOf('Relay,1#'));
    // The trusted connection now takes commands live.
    expect((await client.commands.engine(truck, 'unlock')).queued).toBe(false);
    tracker.destroy();
  });

  it('records a takeover of a live connection as a deviceTakeover event and gives the newcomer no command before its own valid fix', async () => {
    const { client } = await t.signIn('owner@example.com');
    const van = ids[VAN] ?? 0;
    const real = await loggedIn(VAN);
    await reportValidFix(real, 2);
    expect(await eventsOf(van, 'deviceTakeover')).toEqual([]);

    const intruder = await loggedIn(VAN);
    await vi.waitFor(() => expect(real.closed, 'the replaced connection is closed').toBe(true), WAIT);
    const [takeover] = await vi.waitFor(async () => {
      const found = await eventsOf(van, 'deviceTakeover');
      expect(found).toHaveLength(1);
      return found;
    }, WAIT);
    expect(takeover?.attributes).toMatchObject({ protocol: 'gt06', remoteAddress: '127.0.0.1' });

    expect((await client.commands.engine(van, 'lock')).queued).toBe(true);
    intruder.send(buildGt06Status(parkedRecord(), 2));
    await vi.waitFor(() => expect(intruder.received.length).toBeGreaterThan(10), WAIT);
    expect(intruder.text).not.toContain('Relay');

    await reportValidFix(intruder, 3);
    await vi.waitFor(() => expect(intruder.text).toContain('Relay,1#'), WAIT);
    intruder.destroy();
  });

  it('refuses a TCP login from outside the device’s allowed networks, and accepts it once its network is listed', async () => {
    const refused = new TcpTracker(gt06Port);
    await refused.ready();
    refused.send(buildGt06Login(FENCED, 1));
    await vi.waitFor(() => expect(refused.closed, 'connection closed').toBe(true), WAIT);
    expect(refused.received.length).toBe(0);

    const { client } = await t.signIn('owner@example.com');
    const fenced = await client.devices.get(ids[FENCED] ?? 0);
    await client.devices.update(fenced.id, {
      ...fenced,
      attributes: { allowedNetworks: '10.0.0.0/8, 127.0.0.0/8' },
    });
    const accepted = await loggedIn(FENCED);
    expect(accepted.received.subarray(0, 4).toString('hex')).toBe('78780501');
    accepted.destroy();
  });
});

describe('OsmAnd answers', () => {
  it('answers an unknown id exactly as a known one, so answers do not tell which ids exist', async () => {
    const known = await osmand('id=phone-7&lat=27.7172&lon=85.324&timestamp=1763800000');
    const unknown = await osmand('id=nobody-7&lat=27.7172&lon=85.324&timestamp=1763800000');
    expect({
      status: unknown.status,
      type: unknown.headers.get('content-type'),
      body: await unknown.text(),
    }).toEqual({ status: known.status, type: known.headers.get('content-type'), body: await known.text() });
    expect(known.status).toBe(200);
    // Requests that cannot be read are refused before any lookup, the same for every id.
    expect((await osmand('id=nobody-7&lat=north')).status).toBe(400);
  });

  it('discards positions from outside the device’s allowed networks behind the same answer', async () => {
    const response = await osmand('id=phone-8&lat=27.7&lon=85.3&timestamp=1763800000');
    expect(response.status).toBe(200);
    const { client } = await t.signIn('owner@example.com');
    expect(await client.positions.list({ deviceId: ids['phone-8'] })).toEqual([]);
  });

  it('gives a queued command only in answer to a request with a valid fix', async () => {
    const { client } = await t.signIn('owner@example.com');
    const phoneId = ids['phone-7'] ?? 0;
    await client.commands.send({ deviceId: phoneId, type: 'custom', attributes: { data: 'where' } });
    const noFix = await osmand('id=phone-7&lat=27.7&lon=85.3&timestamp=1763800050&valid=false');
    expect(await noFix.text()).toBe('');
    expect(await (await osmand('id=phone-7&lat=27.7&lon=85.3&timestamp=1763800060')).text()).toBe('where');
  });

  it('gives engine commands only to a request carrying the device password, and stores the password nowhere', async () => {
    const { client } = await t.signIn('owner@example.com');
    const phoneId = ids['phone-7'] ?? 0;
    expect((await client.commands.engine(phoneId, 'lock')).queued).toBe(true);
    // Anyone who knows the id can post a fix; without a device password no engine command goes out.
    expect(await (await osmand('id=phone-7&lat=27.71&lon=85.32&timestamp=1763800100')).text()).toBe('');

    const phone = await client.devices.get(phoneId);
    await client.devices.update(phoneId, { ...phone, attributes: { devicePassword: 'tr4ck-me' } });
    const wrong = await osmand('id=phone-7&lat=27.72&lon=85.33&timestamp=1763800200&password=guess');
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toBe('');
    const stored = await client.positions.list({
      deviceId: phoneId,
      from: '2000-01-01T00:00:00Z',
      to: new Date(),
    });
    expect(stored.some((p) => p.latitude === 27.72)).toBe(false);

    const right = await osmand('id=phone-7&lat=27.73&lon=85.34&timestamp=1763800300&password=tr4ck-me');
    expect(await right.text()).toBe('RELAY,1#');
    const { cookie } = await t.signIn('owner@example.com');
    const [latest] = await json(await t.fetch(`/api/positions?deviceId=${phoneId}`, { cookie }));
    expect(latest.latitude).toBe(27.73);
    expect(latest.attributes).not.toHaveProperty('password');
  });
});
