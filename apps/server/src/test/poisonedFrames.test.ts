import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { devices, events, positions } from '../db/schema';
import { encodeGt06Packet } from '../protocols/gt06/packet';
import { buildGt06CommandReply, buildGt06Location, buildGt06Login } from '../simulator/devices/gt06Frames';
import { buildH02Location, buildH02Reply } from '../simulator/devices/h02Frames';
import { buildOsmAndQuery } from '../simulator/devices/osmandRequest';
import { buildTeltonikaHandshake, buildTeltonikaRecords } from '../simulator/devices/teltonikaFrames';
import { sampleRecord } from '../simulator/test/fixtures';
import type { TrackerRecord } from '../simulator/types';
import { freePort, startTestServer, type TestServer } from './harness';
import { TcpDeviceClient } from './TcpDeviceClient';

/**
 * A value PostgreSQL refuses (a NUL byte, a lone UTF-16 surrogate) or a record without a usable time
 * must cost its own frame at most: the trackers whose frames share its commit are acknowledged and
 * stored all the same.
 */

const HEALTHY_PER_PROTOCOL = 25;
const ROUNDS = 3;
const WAIT = { timeout: 30_000, interval: 20 };

type Protocol = 'gt06' | 'teltonika' | 'h02' | 'osmand';
const PROTOCOLS: readonly Protocol[] = ['gt06', 'teltonika', 'h02', 'osmand'];

interface Tracker {
  protocol: Protocol;
  uniqueId: string;
  deviceId: number;
  client?: TcpDeviceClient;
  serial: number;
  /** Frames acknowledged (TCP) or answered 200 (OsmAnd). */
  acknowledged: number;
}

let t: TestServer;
const ports: Record<Protocol, number> = { gt06: 0, teltonika: 0, h02: 0, osmand: 0 };
const healthy: Tracker[] = [];
const poison = {} as Record<Protocol, Tracker>;

function uniqueIdOf(protocol: Protocol, index: number): string {
  const number = String(index).padStart(4, '0');
  if (protocol === 'gt06') return `86110000000${number}`;
  if (protocol === 'teltonika') return `35220000000${number}`;
  if (protocol === 'h02') return `421000${number}`;
  return `phone-${number}`;
}

/** Round `round` of tracker `index`: ten seconds apart, each vehicle on its own street. */
function recordOf(index: number, round: number): TrackerRecord {
  return sampleRecord({
    time: Date.UTC(2026, 10, 20, 8, 0, 0) + round * 10_000,
    latitude: 27.6 + index * 0.001 + round * 0.0001,
    longitude: 85.3 + index * 0.001,
  });
}

/** The acknowledgements a tracker's connection has received so far. */
function acksOf(tracker: Tracker): number {
  const received = tracker.client?.received ?? Buffer.alloc(0);
  if (tracker.protocol === 'gt06') return received.length / 10 - 1; // login ack, then one per location
  if (tracker.protocol === 'teltonika') return (received.length - 1) / 4; // 01, then a count per packet
  return received.toString('latin1').split('#').length - 1; // *HQ,<id>,V4,V1,<time># per V1
}

async function logIn(tracker: Tracker): Promise<void> {
  if (tracker.protocol === 'osmand') return;
  const client = await TcpDeviceClient.open(ports[tracker.protocol]);
  tracker.client = client;
  if (tracker.protocol === 'gt06') client.send(buildGt06Login(tracker.uniqueId, ++tracker.serial));
  if (tracker.protocol === 'teltonika') client.send(buildTeltonikaHandshake(tracker.uniqueId));
  // H02 identifies itself with its first report.
}

/** Sends one healthy report; TCP acknowledgements are counted from the connection. */
function report(tracker: Tracker, index: number, round: number): Promise<void> | undefined {
  const record = recordOf(index, round);
  switch (tracker.protocol) {
    case 'gt06':
      tracker.client?.send(buildGt06Location(record, ++tracker.serial));
      return;
    case 'teltonika':
      tracker.client?.send(buildTeltonikaRecords([record]));
      return;
    case 'h02':
      tracker.client?.send(buildH02Location(tracker.uniqueId, record));
      return;
    case 'osmand':
      return fetch(`http://127.0.0.1:${ports.osmand}/?${buildOsmAndQuery(tracker.uniqueId, record)}`).then(
        async (response) => {
          await response.text();
          if (response.status === 200) tracker.acknowledged++;
        },
      );
  }
}

/** A GT06 0x21 reply whose UTF-16 text is a lone high surrogate followed by "A". */
function gt06LoneSurrogateReply(serial: number): Buffer {
  const content = Buffer.from([0, 0, 0, 0, 0x02, 0xd8, 0x00, 0x00, 0x41]);
  return encodeGt06Packet(true, 0x21, content, serial);
}

/** Sends every poisoned frame of a round: each protocol's own way of carrying a value PostgreSQL refuses. */
async function sendPoison(round: number): Promise<Promise<unknown>[]> {
  for (const protocol of ['gt06', 'teltonika', 'h02'] as const) {
    const tracker = poison[protocol];
    if (!tracker.client || tracker.client.closed) await logIn(tracker);
  }
  const record = recordOf(99, round);
  const gt06 = poison.gt06;
  gt06.client?.send(buildGt06CommandReply('Relay\u0000 done', ++gt06.serial));
  gt06.client?.send(gt06LoneSurrogateReply(++gt06.serial));
  // A record whose timestamp is no date at all (2^60 ms).
  poison.teltonika.client?.send(buildTeltonikaRecords([{ ...record, time: 2 ** 60 }]));
  poison.h02.client?.send(buildH02Reply(poison.h02.uniqueId, 'S20', 'DO\u0000NE', '010203', record));
  const osmand = `http://127.0.0.1:${ports.osmand}/`;
  return [
    fetch(`${osmand}?${buildOsmAndQuery(poison.osmand.uniqueId, record)}&note=%00`).then((r) => r.text()),
    fetch(osmand, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"device_id":"${poison.osmand.uniqueId}","location":{"timestamp":${record.time + 1000},"coords":{"latitude":${record.latitude},"longitude":${record.longitude}},"extras":{"note":"\\ud800"}}}`,
    }).then((r) => r.text()),
  ];
}

beforeAll(async () => {
  for (const protocol of PROTOCOLS) ports[protocol] = await freePort();
  t = await startTestServer({
    gt06Port: ports.gt06,
    teltonikaPort: ports.teltonika,
    h02Port: ports.h02,
    osmandPort: ports.osmand,
  });
  const rows: { protocol: Protocol; uniqueId: string; name: string }[] = [];
  for (const protocol of PROTOCOLS) {
    for (let i = 0; i < HEALTHY_PER_PROTOCOL; i++) {
      rows.push({ protocol, uniqueId: uniqueIdOf(protocol, i), name: `${protocol} ${i}` });
    }
    rows.push({ protocol, uniqueId: uniqueIdOf(protocol, 9999), name: `${protocol} poison` });
  }
  const stored = await t.server.ctx.db
    .insert(devices)
    .values(rows.map(({ name, uniqueId }) => ({ name, uniqueId })))
    .returning({ id: devices.id, uniqueId: devices.uniqueId });
  const idOf = new Map(stored.map((d) => [d.uniqueId, d.id]));
  for (const { protocol, uniqueId } of rows) {
    const tracker = { protocol, uniqueId, deviceId: idOf.get(uniqueId) ?? 0, serial: 0, acknowledged: 0 };
    if (uniqueId.endsWith('9999')) poison[protocol] = tracker;
    else healthy.push(tracker);
  }
});
afterAll(async () => {
  for (const tracker of [...healthy, ...Object.values(poison)]) tracker.client?.close();
  await t.close();
});

describe('a poisoned value among healthy trackers', () => {
  it('leaves every healthy tracker acknowledged and stored, and stores the poisoned frames cleaned', async () => {
    await Promise.all(healthy.map(logIn));
    await vi.waitFor(() => {
      for (const tracker of healthy) {
        if (tracker.protocol === 'gt06') expect(tracker.client?.received.length, tracker.uniqueId).toBe(10);
        if (tracker.protocol === 'teltonika')
          expect(tracker.client?.received.length, tracker.uniqueId).toBe(1);
      }
    }, WAIT);

    for (let round = 1; round <= ROUNDS; round++) {
      // Healthy reports and poisoned frames leave in the same tick, so they meet in the same commits.
      const answers = healthy.map((tracker, index) => report(tracker, index, round));
      const poisoned = await sendPoison(round);
      await Promise.all([...answers, ...poisoned]);
      await vi.waitFor(() => {
        const behind = healthy.filter((tracker) => {
          const acknowledged = tracker.protocol === 'osmand' ? tracker.acknowledged : acksOf(tracker);
          return acknowledged < round;
        });
        const dropped = behind.filter((tracker) => tracker.client?.closed).map((tracker) => tracker.uniqueId);
        expect(dropped, `healthy trackers disconnected in round ${round}`).toEqual([]);
        expect(
          behind.map((tracker) => tracker.uniqueId),
          `healthy trackers not acknowledged in round ${round}`,
        ).toEqual([]);
      }, WAIT);
    }

    const { db } = t.server.ctx;
    const counts = await db
      .select({ deviceId: positions.deviceId, count: sql<number>`count(*)::int` })
      .from(positions)
      .where(
        inArray(
          positions.deviceId,
          healthy.map((tracker) => tracker.deviceId),
        ),
      )
      .groupBy(positions.deviceId);
    expect(counts).toHaveLength(healthy.length);
    expect(counts.every((row) => row.count === ROUNDS)).toBe(true);

    // The poisoned texts are stored without what PostgreSQL refuses.
    const replies = await db
      .select({ attributes: events.attributes })
      .from(events)
      .where(and(eq(events.deviceId, poison.gt06.deviceId), eq(events.type, 'commandResult')));
    const results = new Set(replies.map((row) => row.attributes.result));
    expect(results).toEqual(new Set(['Relay done', '\ufffdA']));
    const notes = await db
      .select({ attributes: positions.attributes })
      .from(positions)
      .where(eq(positions.deviceId, poison.osmand.deviceId));
    expect(new Set(notes.map((row) => row.attributes.note))).toEqual(new Set(['', '\ufffd']));
    // The Teltonika record without a date is refused alone; its frame is acknowledged, so the tracker
    // does not send it again for ever.
    expect(t.server.gateway.ingest.stats.positionsRefused).toBeGreaterThanOrEqual(ROUNDS);
    expect(acksOf(poison.teltonika)).toBeGreaterThanOrEqual(1);
  });
});
