import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { draftPosition } from '../pipeline/draftPosition.testing';
import { buildGt06Location, buildGt06Login } from '../simulator/devices/gt06Frames';
import { startTestServer, type TestServer } from '../test/harness';
import { parkedRecord, TcpTracker } from './testing/TcpTracker';

/** How long a test waits for the server before it fails (the machine may be busy). */
const WAIT = { timeout: 20_000, interval: 20 };
/** A GT06 acknowledgement: 78 78 05 <type> <serial:2> <crc:2> 0d 0a. */
const ACK_BYTES = 10;

const FLOODER = '353419036066091';
const QUEUED = 'queue-bound-1';

let t: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  // Small limits, so a test reaches them with a few frames.
  t = await startTestServer({ deviceMaxFramesInFlight: 4, ingestMaxQueuedItems: 5 }, { devices: ['gt06'] });
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  for (const uniqueId of [FLOODER, QUEUED]) {
    ids[uniqueId] = (await client.devices.create({ name: uniqueId, uniqueId })).id;
  }
});
afterAll(() => t.close());

async function storedPositions(deviceId: number): Promise<number> {
  const { client } = await t.signIn('owner@example.com');
  const positions = await client.reports.route({
    from: new Date(Date.now() - 86_400_000),
    to: new Date(Date.now() + 86_400_000),
    deviceIds: [deviceId],
  });
  return positions.length;
}

describe('ingest backpressure', () => {
  it('stops reading a connection that sends faster than its frames are stored, then stores and acknowledges every frame and reads on', async () => {
    const tracker = new TcpTracker(t.port('gt06'));
    await tracker.ready();
    const start = Date.now() - 60 * 60_000;
    // The login and 40 locations in one write: all decoded at once, far past the 4 frames in flight.
    const frames = [buildGt06Login(FLOODER, 1)];
    for (let i = 0; i < 40; i++) frames.push(buildGt06Location(parkedRecord(start + i * 10_000), 2 + i));
    const pausesBefore = t.server.gateway.stats.pauses;
    tracker.send(Buffer.concat(frames));
    await vi.waitFor(
      () => expect(tracker.received.length, 'the login and 40 locations acknowledged').toBe(41 * ACK_BYTES),
      WAIT,
    );
    expect(t.server.gateway.stats.pauses).toBeGreaterThan(pausesBefore);
    expect(await storedPositions(ids[FLOODER] ?? 0)).toBe(40);
    const metrics = await (await t.fetch('/metrics')).text();
    expect(metrics).toMatch(/fleetkit_device_connection_pauses_total\{protocol="gt06"\} [1-9]/);
    expect(metrics).toContain('fleetkit_device_connections_paused 0');

    // Reading again: one more frame is stored and acknowledged.
    tracker.send(buildGt06Location(parkedRecord(start + 500_000), 60));
    await vi.waitFor(
      () => expect(tracker.received.length, 'the next location acknowledged').toBe(42 * ACK_BYTES),
      WAIT,
    );
    tracker.destroy();
  });

  it('makes submissions wait for room in a full ingest queue, and stores every one of them', async () => {
    const queue = t.server.gateway.ingest;
    const deviceId = ids[QUEUED] ?? 0;
    const before = { ...queue.stats };
    const time = Date.parse('2026-11-20T08:00:00Z');
    // Twenty submissions in one tick against room for five.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        queue.submit([
          {
            kind: 'position',
            position: draftPosition(deviceId, new Date(time + i * 1000), {
              protocol: 'test',
              latitude: 27.7 + i * 1e-5,
            }),
          },
        ]),
      ),
    );
    expect(queue.stats.roomWaits - before.roomWaits).toBe(15);
    expect(queue.stats.waitingForRoom).toBe(0);
    expect(queue.stats.maxBatch).toBeLessThanOrEqual(5);
    expect(queue.stats.positionsStored - before.positionsStored).toBe(20);
  });
});
