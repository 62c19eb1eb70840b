import { inArray, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { devices, positions } from '../db/schema';
import { buildGt06Location, buildGt06Login } from '../simulator/devices/gt06Frames';
import { buildH02Location } from '../simulator/devices/h02Frames';
import { buildOsmAndQuery } from '../simulator/devices/osmandRequest';
import { buildTeltonikaHandshake, buildTeltonikaRecords } from '../simulator/devices/teltonikaFrames';
import { sampleRecord } from '../simulator/test/fixtures';
import type { TrackerRecord } from '../simulator/types';
import type { TestServer } from './harness';
import { TcpDeviceClient } from './TcpDeviceClient';

export type FleetProtocol = 'gt06' | 'teltonika' | 'h02' | 'osmand';
export const FLEET_PROTOCOLS: readonly FleetProtocol[] = ['gt06', 'teltonika', 'h02', 'osmand'];
export type FleetPorts = Record<FleetProtocol, number>;

const WAIT = { timeout: 30_000, interval: 20 };

interface Tracker {
  protocol: FleetProtocol;
  uniqueId: string;
  deviceId: number;
  index: number;
  client?: TcpDeviceClient;
  serial: number;
  /** OsmAnd requests answered 200. */
  answered: number;
}

/** A tracker identifier of `protocol`: a 15-digit IMEI (H02: ten digits), or a phone name for OsmAnd. */
export function fleetUniqueId(protocol: FleetProtocol, series: number, index: number): string {
  const number = `${series}`.padStart(2, '0') + `${index}`.padStart(4, '0');
  if (protocol === 'gt06') return `861100000${number}`;
  if (protocol === 'teltonika') return `352200000${number}`;
  if (protocol === 'h02') return `4200${number}`;
  return `phone-${number}`;
}

/**
 * Healthy trackers of every protocol reporting to a test server over real TCP and HTTP, round after
 * round, each vehicle on its own street: tests check that every report is acknowledged and stored
 * whatever else the server is sent meanwhile.
 */
export class ReportingFleet {
  readonly trackers: Tracker[];
  readonly #t: TestServer;
  readonly #ports: FleetPorts;

  private constructor(t: TestServer, ports: FleetPorts, trackers: Tracker[]) {
    this.#t = t;
    this.#ports = ports;
    this.trackers = trackers;
  }

  /** Registers `perProtocol` devices of each protocol (ids of `series`), connects and logs them in. */
  static async start(
    t: TestServer,
    ports: FleetPorts,
    perProtocol: number,
    series: number,
  ): Promise<ReportingFleet> {
    const rows = FLEET_PROTOCOLS.flatMap((protocol) =>
      Array.from({ length: perProtocol }, (_, index) => ({
        protocol,
        index,
        uniqueId: fleetUniqueId(protocol, series, index),
      })),
    );
    const stored = await t.server.ctx.db
      .insert(devices)
      .values(
        rows.map(({ protocol, index, uniqueId }) => ({ name: `${protocol} ${series}-${index}`, uniqueId })),
      )
      .returning({ id: devices.id, uniqueId: devices.uniqueId });
    const idOf = new Map(stored.map((d) => [d.uniqueId, d.id]));
    const fleet = new ReportingFleet(
      t,
      ports,
      rows.map((row, index) => ({
        ...row,
        index,
        deviceId: idOf.get(row.uniqueId) ?? 0,
        serial: 0,
        answered: 0,
      })),
    );
    await Promise.all(fleet.trackers.map((tracker) => fleet.#logIn(tracker)));
    await vi.waitFor(() => {
      for (const tracker of fleet.trackers) {
        if (tracker.protocol === 'gt06') expect(tracker.client?.received.length, tracker.uniqueId).toBe(10);
        if (tracker.protocol === 'teltonika')
          expect(tracker.client?.received.length, tracker.uniqueId).toBe(1);
      }
    }, WAIT);
    return fleet;
  }

  async #logIn(tracker: Tracker): Promise<void> {
    if (tracker.protocol === 'osmand') return;
    const client = await TcpDeviceClient.open(this.#ports[tracker.protocol]);
    tracker.client = client;
    if (tracker.protocol === 'gt06') client.send(buildGt06Login(tracker.uniqueId, ++tracker.serial));
    if (tracker.protocol === 'teltonika') client.send(buildTeltonikaHandshake(tracker.uniqueId));
    // H02 identifies itself with its first report.
  }

  /** Report `round` of tracker `index`: ten seconds apart, each vehicle on its own street. */
  static record(index: number, round: number): TrackerRecord {
    return sampleRecord({
      time: Date.UTC(2026, 10, 20, 8, 0, 0) + round * 10_000,
      latitude: 27.6 + index * 0.001 + round * 0.0001,
      longitude: 85.3 + index * 0.001,
    });
  }

  /** Sends every tracker's report of `round` in one tick; resolves when the OsmAnd requests are answered. */
  async report(round: number): Promise<void> {
    const answers: Promise<void>[] = [];
    for (const tracker of this.trackers) {
      const record = ReportingFleet.record(tracker.index, round);
      if (tracker.protocol === 'gt06') tracker.client?.send(buildGt06Location(record, ++tracker.serial));
      if (tracker.protocol === 'teltonika') tracker.client?.send(buildTeltonikaRecords([record]));
      if (tracker.protocol === 'h02') tracker.client?.send(buildH02Location(tracker.uniqueId, record));
      if (tracker.protocol === 'osmand') {
        const url = `http://127.0.0.1:${this.#ports.osmand}/?${buildOsmAndQuery(tracker.uniqueId, record)}`;
        answers.push(
          fetch(url).then(async (response) => {
            await response.text();
            if (response.status === 200) tracker.answered++;
          }),
        );
      }
    }
    await Promise.all(answers);
  }

  /** The reports of a tracker acknowledged so far. */
  #acknowledged(tracker: Tracker): number {
    if (tracker.protocol === 'osmand') return tracker.answered;
    const received = tracker.client?.received ?? Buffer.alloc(0);
    if (tracker.protocol === 'gt06') return received.length / 10 - 1; // the login's, then one per location
    if (tracker.protocol === 'teltonika') return (received.length - 1) / 4; // 01, then a count per packet
    return received.toString('latin1').split('#').length - 1; // *HQ,<id>,V4,V1,<time># per V1
  }

  /** Waits until every tracker has `rounds` reports acknowledged and none was disconnected. */
  async acknowledged(rounds: number): Promise<void> {
    await vi.waitFor(() => {
      const behind = this.trackers.filter((tracker) => this.#acknowledged(tracker) < rounds);
      const dropped = behind.filter((tracker) => tracker.client?.closed).map((tracker) => tracker.uniqueId);
      expect(dropped, `healthy trackers disconnected by round ${rounds}`).toEqual([]);
      expect(
        behind.map((tracker) => tracker.uniqueId),
        `healthy trackers not acknowledged by round ${rounds}`,
      ).toEqual([]);
    }, WAIT);
  }

  /** The number of stored positions of each tracker, in the order of `trackers`. */
  async storedCounts(): Promise<number[]> {
    const counts = await this.#t.server.ctx.db
      .select({ deviceId: positions.deviceId, count: sql<number>`count(*)::int` })
      .from(positions)
      .where(
        inArray(
          positions.deviceId,
          this.trackers.map((tracker) => tracker.deviceId),
        ),
      )
      .groupBy(positions.deviceId);
    const byDevice = new Map(counts.map((row) => [row.deviceId, row.count]));
    return this.trackers.map((tracker) => byDevice.get(tracker.deviceId) ?? 0);
  }

  close(): void {
    for (const tracker of this.trackers) tracker.client?.close();
  }
}
