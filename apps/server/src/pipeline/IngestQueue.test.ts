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

  it('commits everyone else when the database refuses one submission of a batch, and rejects only that one', async () => {
    const queue = t.server.gateway.ingest;
    const before = { ...queue.stats };
    const poisoned = new Set([deviceIds[3], deviceIds[17]]);
    // Submitted in one tick: one batch, which PostgreSQL refuses for a NUL in a text and a lone surrogate.
    const outcomes = await Promise.allSettled(
      deviceIds.slice(0, 20).map((id) => {
        const attributes =
          id === deviceIds[3] ? { note: 'a\u0000b' } : id === deviceIds[17] ? { note: '\ud800' } : {};
        return queue.submit([{ kind: 'position', position: fix(id, 200, attributes) }]);
      }),
    );
    const refused = deviceIds.slice(0, 20).filter((_, i) => outcomes[i]?.status === 'rejected');
    expect(refused).toEqual([...poisoned]);
    expect(queue.stats.splits).toBeGreaterThan(before.splits);
    expect(queue.stats.submissionsFailed - before.submissionsFailed).toBe(2);
    const { client } = await t.signIn('owner@example.com');
    const latest = await client.positions.list();
    for (const id of deviceIds.slice(0, 20)) {
      const fixTime = latest.find((p) => p.deviceId === id)?.fixTime;
      expect(fixTime, `device ${id}`).toBe(
        poisoned.has(id) ? '2026-11-20T08:00:03.000Z' : '2026-11-20T08:03:20.000Z',
      );
    }
  });

  it('refuses a position without a usable time or with a speed out of range alone, and resolves the rest', async () => {
    const queue = t.server.gateway.ingest;
    const before = queue.stats.positionsRefused;
    const id = deviceIds[30] as number;
    await queue.submit([
      { kind: 'position', position: fix(id, 300) },
      { kind: 'position', position: { ...fix(id, 301), fixTime: new Date(Number.NaN) } },
      { kind: 'position', position: { ...fix(id, 302), fixTime: new Date('1970-01-01T00:00:00Z') } },
      { kind: 'position', position: { ...fix(id, 303), deviceTime: new Date(Date.now() + 3 * 86_400_000) } },
      { kind: 'position', position: { ...fix(id, 304), speed: Number.POSITIVE_INFINITY } },
      { kind: 'position', position: { ...fix(id, 305), course: 720 } },
      {
        kind: 'event',
        event: { type: 'commandResult', deviceId: id, eventTime: new Date(Number.NaN), attributes: {} },
      },
      { kind: 'position', position: fix(id, 306) },
    ]);
    expect(queue.stats.positionsRefused - before).toBe(5);
    const { client } = await t.signIn('owner@example.com');
    const stored = await client.positions.list({
      deviceId: id,
      from: new Date('2026-11-20T08:04:00Z'),
      to: new Date('2026-11-21T00:00:00Z'),
    });
    expect(stored.map((p) => p.fixTime)).toEqual(['2026-11-20T08:05:00.000Z', '2026-11-20T08:05:06.000Z']);
  });
});
