import { eq, getTableColumns, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, positions } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { draftPosition } from './draftPosition.testing';
import { BATCH_COLUMNS, storeBatch } from './insertPositions';
import type { DraftPosition } from './types';

let t: TestServer;
let truck = 0;
let van = 0;

const fix = (deviceId: number, at: string, attributes: Record<string, unknown> = {}) =>
  draftPosition(deviceId, at, { attributes });

beforeAll(async () => {
  t = await startTestServer();
  const rows = await t.server.ctx.db
    .insert(devices)
    .values([
      { name: 'Truck', uniqueId: 'store-truck' },
      { name: 'Van', uniqueId: 'store-van', status: 'online' },
    ])
    .returning({ id: devices.id });
  truck = rows[0]?.id ?? 0;
  van = rows[1]?.id ?? 0;
});
afterAll(() => t.close());

describe('storeBatch (one statement per batch)', () => {
  it('carries every column of positions but the id in its one declared layout, each once', () => {
    const table = Object.values(getTableColumns(positions))
      .map((column) => column.name)
      .filter((name) => name !== 'id');
    const carried = BATCH_COLUMNS.map((c) => c.column);
    expect(new Set(carried).size).toBe(carried.length);
    expect(carried.filter((name) => name !== 'latest').sort()).toEqual(table.sort());
  });

  it('stores every column as given: millisecond times, coordinates, address, geofences and attributes', async () => {
    const { db } = t.server.ctx;
    const draft: DraftPosition = {
      ...fix(truck, '2026-11-19T10:11:12.345Z', {
        sat: 9,
        note: 'a "quoted", line\nbreak',
        nested: { a: [1, 2] },
      }),
      serverTime: new Date('2026-11-19T10:11:13.007Z'),
      deviceTime: new Date('2026-11-19T10:11:11.999Z'),
      valid: false,
      latitude: 27.717245812345677,
      longitude: -85.32396045,
      altitude: -12.5,
      speed: 0.1 + 0.2,
      course: 359.9,
      accuracy: 4.25,
      address: 'Durbar Marg, Kathmandu',
      geofenceIds: [3, 7],
    };
    const stored = await storeBatch(db, [{ position: draft, events: [], latest: false }], []);
    const [row] = await db
      .select()
      .from(positions)
      .where(eq(positions.id, stored.positionIds[0] ?? 0));
    const { serverTime, deviceTime, fixTime, ...rest } = draft;
    expect({ ...row, id: undefined }).toEqual({ ...rest, id: undefined, serverTime, deviceTime, fixTime });
    expect(row?.serverTime.toISOString()).toBe('2026-11-19T10:11:13.007Z');
    expect(row?.deviceTime.toISOString()).toBe('2026-11-19T10:11:11.999Z');
    expect(row?.fixTime.toISOString()).toBe('2026-11-19T10:11:12.345Z');
    // A position without geofences stores SQL NULL, not a JSON null.
    const plain = await storeBatch(
      db,
      [{ position: fix(van, '2026-11-19T10:00:00Z'), events: [], latest: false }],
      [],
    );
    const [bare] = await db
      .select()
      .from(positions)
      .where(eq(positions.id, plain.positionIds[0] ?? 0));
    expect(bare?.geofenceIds).toBeNull();
    expect(bare?.address).toBeNull();
  });

  it('stores positions in order with their events, moves each device’s latest position, and reports devices that came online', async () => {
    const { db } = t.server.ctx;
    const now = new Date('2026-11-20T08:00:10Z');
    const stored = await storeBatch(
      db,
      [
        { position: fix(truck, '2026-11-20T08:00:00Z'), events: [], latest: true },
        {
          position: fix(truck, '2026-11-20T08:00:05Z', { ignition: true }),
          events: [
            {
              type: 'ignitionOn',
              deviceId: truck,
              eventTime: new Date('2026-11-20T08:00:05Z'),
              attributes: {},
            },
          ],
          latest: true,
        },
        // A replayed older fix: stored as history, not the van's latest.
        { position: fix(van, '2026-11-20T09:00:00Z'), events: [], latest: true },
        { position: fix(van, '2026-11-20T07:00:00Z'), events: [], latest: false },
      ],
      [{ type: 'commandResult', deviceId: van, eventTime: now, attributes: { result: 'OK' } }],
      now,
    );
    expect(stored.positionIds).toHaveLength(4);
    expect([...stored.positionIds].sort((a, b) => a - b)).toEqual(stored.positionIds);
    const rows = await db.select().from(positions).where(inArray(positions.id, stored.positionIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(stored.positionIds.map((id) => byId.get(id)?.fixTime.toISOString())).toEqual([
      '2026-11-20T08:00:00.000Z',
      '2026-11-20T08:00:05.000Z',
      '2026-11-20T09:00:00.000Z',
      '2026-11-20T07:00:00.000Z',
    ]);
    expect(byId.get(stored.positionIds[1] ?? 0)?.attributes).toEqual({ ignition: true });

    const [truckRow] = await db.select().from(devices).where(eq(devices.id, truck));
    const [vanRow] = await db.select().from(devices).where(eq(devices.id, van));
    expect(truckRow?.positionId).toBe(stored.positionIds[1]);
    expect(truckRow?.status).toBe('online');
    expect(vanRow?.positionId).toBe(stored.positionIds[2]);
    expect(stored.cameOnline).toEqual([truck]);

    const saved = await db
      .select()
      .from(events)
      .where(inArray(events.deviceId, [truck, van]));
    expect(saved.map((e) => [e.type, e.deviceId, e.positionId]).sort()).toEqual(
      [
        ['commandResult', van, null],
        ['deviceOnline', truck, null],
        ['ignitionOn', truck, stored.positionIds[1]],
      ].sort(),
    );
    // What is published is what was stored.
    expect(stored.events.map((e) => ({ ...e })).sort((a, b) => a.id - b.id)).toEqual(
      saved.map((e) => ({ ...e })).sort((a, b) => a.id - b.id),
    );
  });

  it('stores nothing of a batch when any part of it fails', async () => {
    const { db } = t.server.ctx;
    const before = await db.select().from(positions).where(eq(positions.deviceId, truck));
    await expect(
      storeBatch(
        db,
        [{ position: fix(truck, '2026-11-20T10:00:00Z'), events: [], latest: true }],
        // A device id out of the integer range: the events part of the statement fails.
        [{ type: 'alarm', deviceId: 2 ** 40, eventTime: new Date(), attributes: {} }],
      ),
    ).rejects.toThrow();
    const after = await db.select().from(positions).where(eq(positions.deviceId, truck));
    expect(after).toHaveLength(before.length);
    const [truckRow] = await db.select().from(devices).where(eq(devices.id, truck));
    expect(after.find((p) => p.id === truckRow?.positionId)?.fixTime.toISOString()).toBe(
      '2026-11-20T08:00:05.000Z',
    );
  });
});
