import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratchDatabase';
import { RedisBus } from '../live/RedisBus';
import { buildGt06Location, buildGt06Login } from '../simulator/devices/gt06Frames';
import { startTestServer, type TestServer } from '../test/harness';
import { parkedRecord, TcpTracker } from './testing/TcpTracker';

/** How long a test waits for the server before it fails (the machine may be busy). */
const WAIT = { timeout: 15_000, interval: 20 };

/**
 * Two instances on one PostgreSQL database and one Redis bus, each with its own GT06 port: a tracker on
 * one and a newcomer with the same IMEI on the other.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const IMEI = '353419036066091';

let database: ScratchDatabase;
const instances: { server: TestServer; gt06Port: number }[] = [];
let deviceId = 0;

describe.skipIf(!DATABASE_URL || !REDIS_URL)('a takeover across instances', () => {
  beforeAll(async () => {
    database = await createScratchDatabase(DATABASE_URL ?? '', 'fleetkit_takeover');
    const channel = `fleetkit-test-${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 2; i++) {
      const bus = await RedisBus.connect(REDIS_URL ?? '', channel);
      const server = await startTestServer({ databaseUrl: database.url }, { bus, devices: ['gt06'] });
      instances.push({ server, gt06Port: server.port('gt06') });
    }
    const [first] = instances;
    await first?.server.createUser({ email: 'owner@example.com' });
    const { client } = (await first?.server.signIn('owner@example.com')) ?? {};
    deviceId = (await client?.devices.create({ name: 'Bus', uniqueId: IMEI }))?.id ?? 0;
  });
  afterAll(async () => {
    for (const { server } of instances) await server.close();
    await database?.drop();
  });

  it('is reported once by the instance that held the live connection, and the newcomer gets no command before its own valid fix', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const real = new TcpTracker(a.gt06Port);
    await real.ready();
    real.send(buildGt06Login(IMEI, 1));
    real.send(buildGt06Location(parkedRecord(), 2));
    await vi.waitFor(() => expect(real.received.length, 'login and location acknowledged').toBe(20), WAIT);
    await vi.waitFor(
      () =>
        expect(b.server.server.gateway.ownership.ownerOf(deviceId)).toBe(
          a.server.server.gateway.ownership.instance,
        ),
      WAIT,
    );

    const newcomer = new TcpTracker(b.gt06Port);
    await newcomer.ready();
    newcomer.send(buildGt06Login(IMEI, 1));
    await vi.waitFor(() => expect(real.closed, 'the old holder closed its connection').toBe(true), WAIT);
    const { client } = await a.server.signIn('owner@example.com');
    const takeovers = () =>
      client.reports.events({
        from: new Date(Date.now() - 3_600_000),
        to: new Date(Date.now() + 3_600_000),
        deviceIds: [deviceId],
        types: ['deviceTakeover'],
      });
    await vi.waitFor(async () => expect(await takeovers()).toHaveLength(1), WAIT);

    // Sent through instance A, routed to B, which holds the connection but does not trust it yet.
    expect((await client.commands.engine(deviceId, 'lock')).queued).toBe(true);
    expect(newcomer.text).not.toContain('Relay');
    newcomer.send(buildGt06Location(parkedRecord(), 2));
    await vi.waitFor(() => expect(newcomer.text).toContain('Relay,1#'), WAIT);
    expect(await takeovers()).toHaveLength(1);
    newcomer.destroy();
  });
});
