import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { draftPosition } from './draftPosition.testing';
import type { DraftPosition } from './types';

let t: TestServer;
const deviceIds: number[] = [];

function fix(deviceId: number, seconds: number, attributes: Record<string, unknown> = {}): DraftPosition {
  return draftPosition(deviceId, new Date(Date.parse('2026-11-20T08:00:00Z') + seconds * 1000), {
    protocol: 'test',
    latitude: 27.7 + seconds * 1e-5,
    attributes,
  });
}

beforeAll(async () => {
  t = await startTestServer();
  await t.createUser({ email: 'owner@example.com' });
  const { client } = await t.signIn('owner@example.com');
  for (let i = 0; i < 40; i++)
    deviceIds.push((await client.devices.create({ name: `V${i}`, uniqueId: `v-${i}` })).id);
});
afterAll(() => t.close());

describe('IngestQueue', () => {
  it('commits submissions that arrive together in shared transactions, and resolves each after its commit', async () => {
    const queue = t.server.gateway.ingest;
    const before = queue.stats.batches;
    await Promise.all(
      deviceIds.flatMap((id) =>
        [1, 2, 3].map((n) => queue.submit([{ kind: 'position', position: fix(id, n) }])),
      ),
    );
    const batches = queue.stats.batches - before;
    expect(batches).toBeLessThan(deviceIds.length * 3);
    const { client } = await t.signIn('owner@example.com');
    const latest = await client.positions.list();
    expect(latest).toHaveLength(deviceIds.length);
    expect(latest.every((p) => p.fixTime === '2026-11-20T08:00:03.000Z')).toBe(true);
  });

  it('rejects a batch that cannot be stored and keeps the device state as it was', async () => {
    const queue = t.server.gateway.ingest;
    const id = deviceIds[0] as number;
    const stateBefore = (await queue.state(id)).last?.fixTime;
    await expect(
      queue.submit([{ kind: 'position', position: fix(id, 100, { broken: BigInt(1) }) }]),
    ).rejects.toThrow();
    expect((await queue.state(id)).last?.fixTime).toEqual(stateBefore);
    await queue.submit([{ kind: 'position', position: fix(id, 101) }]);
    expect((await queue.state(id)).last?.fixTime.toISOString()).toBe('2026-11-20T08:01:41.000Z');
  });
});
