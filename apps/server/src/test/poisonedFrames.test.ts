import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, positions } from '../db/schema';
import { encodeGt06Packet } from '../protocols/gt06/packet';
import { buildGt06CommandReply, buildGt06Login } from '../simulator/devices/gt06Frames';
import { buildH02Reply } from '../simulator/devices/h02Frames';
import { buildOsmAndQuery } from '../simulator/devices/osmandRequest';
import { buildTeltonikaHandshake, buildTeltonikaRecords } from '../simulator/devices/teltonikaFrames';
import { startTestServer, type TestServer } from './harness';
import {
  FLEET_PROTOCOLS,
  type FleetPorts,
  type FleetProtocol,
  fleetUniqueId,
  ReportingFleet,
} from './ReportingFleet';
import { TcpDeviceClient } from './TcpDeviceClient';

/**
 * A value PostgreSQL refuses (a NUL byte, a lone UTF-16 surrogate) or a record without a usable time
 * must cost its own frame at most: the trackers whose frames share its commit are acknowledged and
 * stored all the same.
 */

const HEALTHY_PER_PROTOCOL = 25;
const ROUNDS = 3;

let t: TestServer;
const ports: FleetPorts = { gt06: 0, teltonika: 0, h02: 0, osmand: 0 };
let fleet: ReportingFleet;
/** One tracker per protocol that sends what PostgreSQL refuses. */
const poison = {} as Record<
  FleetProtocol,
  { uniqueId: string; deviceId: number; client?: TcpDeviceClient; serial: number }
>;

async function logIn(protocol: 'gt06' | 'teltonika' | 'h02'): Promise<void> {
  const tracker = poison[protocol];
  tracker.client = await TcpDeviceClient.open(ports[protocol]);
  if (protocol === 'gt06') tracker.client.send(buildGt06Login(tracker.uniqueId, ++tracker.serial));
  if (protocol === 'teltonika') tracker.client.send(buildTeltonikaHandshake(tracker.uniqueId));
}

/** A GT06 0x21 reply whose UTF-16 text is a lone high surrogate followed by "A". */
function gt06LoneSurrogateReply(serial: number): Buffer {
  const content = Buffer.from([0, 0, 0, 0, 0x02, 0xd8, 0x00, 0x00, 0x41]);
  return encodeGt06Packet(true, 0x21, content, serial);
}

/** Sends every poisoned frame of a round: each protocol's own way of carrying a value PostgreSQL refuses. */
async function sendPoison(round: number): Promise<Promise<unknown>[]> {
  for (const protocol of ['gt06', 'teltonika', 'h02'] as const) {
    const client = poison[protocol].client;
    if (!client || client.closed) await logIn(protocol);
  }
  const record = ReportingFleet.record(999, round);
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
  t = await startTestServer({}, { devices: FLEET_PROTOCOLS });
  for (const protocol of FLEET_PROTOCOLS) ports[protocol] = t.port(protocol);
  for (const protocol of FLEET_PROTOCOLS) {
    const uniqueId = fleetUniqueId(protocol, 99, 0);
    const [device] = await t.server.ctx.db
      .insert(devices)
      .values({ name: `${protocol} poison`, uniqueId })
      .returning({ id: devices.id });
    poison[protocol] = { uniqueId, deviceId: device?.id ?? 0, serial: 0 };
  }
  fleet = await ReportingFleet.start(t, ports, HEALTHY_PER_PROTOCOL, 1);
});
afterAll(async () => {
  fleet?.close();
  for (const tracker of Object.values(poison)) tracker.client?.close();
  await t.close();
});

describe('a poisoned value among healthy trackers', () => {
  it('leaves every healthy tracker acknowledged and stored, and stores the poisoned frames cleaned', async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      // Healthy reports and poisoned frames leave in the same tick, so they meet in the same commits.
      const reported = fleet.report(round);
      const poisoned = await sendPoison(round);
      await Promise.all([reported, ...poisoned]);
      await fleet.acknowledged(round);
    }
    expect(await fleet.storedCounts()).toEqual(fleet.trackers.map(() => ROUNDS));

    const { db } = t.server.ctx;
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
    expect(poison.teltonika.client?.received.length).toBeGreaterThan(1);
  });
});
