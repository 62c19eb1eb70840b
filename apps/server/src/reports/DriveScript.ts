import { EARTH_RADIUS_M } from '@fleetkit/sdk-core';
import type { positions } from '../db/schema';

/** A position row ready to insert. */
export type ScriptedPosition = typeof positions.$inferInsert;

/** How a scripted device reports. */
export interface DriveScriptOptions {
  deviceId: number;
  /** When the first segment begins. */
  start: Date;
  /** Time between two fixes (ms). @default 10_000 */
  intervalMs?: number;
  /** Starting point. @default [27.7, 85.3] */
  origin?: readonly [number, number];
  /**
   * Write the server's counters (`totalDistance`, `distance`, `hours`) as the ingestion pipeline
   * does; without them reports must fall back on coordinates. @default true
   */
  counters?: boolean;
  /** Write the `motion` attribute; without it reports decide motion from speed. @default true */
  motion?: boolean;
}

/** What a segment adds to its positions. */
export interface SegmentOptions {
  /** Stored address of the segment's positions. */
  address?: string;
  /** Other attributes of the segment's positions (e.g. `driverUniqueId`, `fuelUsed`). */
  attributes?: Record<string, unknown>;
}

const KNOTS_PER_MPS = 3600 / 1852;
/** Degrees of latitude per metre along a meridian on the report sphere. */
const DEGREES_PER_METRE = 180 / (Math.PI * EARTH_RADIUS_M);

/**
 * Builds the positions of a scripted day, segment by segment, with its trips and stops known by
 * construction: a segment's fixes fall at its start and every `intervalMs` after, so a drive's first
 * fix is where it sets off and the next segment's first fix is where it halts. The vehicle heads due
 * north, so distances along the way are exact great-circle distances. For tests and benchmarks.
 * @example new DriveScript({ deviceId, start }).park(8 * HOUR).drive(10_000, 30 * MINUTE).park(HOUR).positions()
 */
export class DriveScript {
  readonly #options: Required<Omit<DriveScriptOptions, 'origin'>>;
  readonly #rows: ScriptedPosition[] = [];
  #time: number;
  #latitude: number;
  #longitude: number;
  #total = 0;
  #hours = 0;
  #previous: { latitude: number; ignition: boolean; time: number } | null = null;

  constructor(options: DriveScriptOptions) {
    this.#options = { intervalMs: 10_000, counters: true, motion: true, ...options };
    this.#time = options.start.getTime();
    [this.#latitude, this.#longitude] = options.origin ?? [27.7, 85.3];
  }

  /** The time the next segment begins. */
  get time(): Date {
    return new Date(this.#time);
  }

  /** Metres driven so far. */
  get totalDistance(): number {
    return this.#total;
  }

  /** Standing still with the ignition off (or on, for idling). */
  park(durationMs: number, options: SegmentOptions & { ignition?: boolean } = {}): this {
    return this.#segment(durationMs, 0, options.ignition ?? false, options);
  }

  /** Standing still with the engine running. */
  idle(durationMs: number, options: SegmentOptions = {}): this {
    return this.#segment(durationMs, 0, true, options);
  }

  /** Driving `metres` at a steady speed over `durationMs`. */
  drive(metres: number, durationMs: number, options: SegmentOptions = {}): this {
    return this.#segment(durationMs, metres / (durationMs / 1000), true, options);
  }

  /** No data at all for a while (the device is off or out of coverage). */
  silence(durationMs: number): this {
    this.#time += durationMs;
    return this;
  }

  /** The positions so far, in time order. */
  positions(): ScriptedPosition[] {
    return [...this.#rows];
  }

  #segment(durationMs: number, metresPerSecond: number, ignition: boolean, options: SegmentOptions): this {
    const { intervalMs, deviceId, counters, motion } = this.#options;
    const steps = Math.max(1, Math.round(durationMs / intervalMs));
    const step = (metresPerSecond * durationMs) / 1000 / steps;
    for (let k = 0; k < steps; k++) {
      const time = this.#time + k * intervalMs;
      const previous = this.#previous;
      if (previous?.ignition && ignition) this.#hours += time - previous.time;
      const moved = previous ? (this.#latitude - previous.latitude) / DEGREES_PER_METRE : 0;
      const attributes: Record<string, unknown> = { ignition, sat: 9, ...options.attributes };
      if (motion) attributes.motion = metresPerSecond > 0;
      if (counters) {
        attributes.distance = moved;
        attributes.totalDistance = this.#total;
        attributes.hours = this.#hours;
      }
      this.#rows.push({
        deviceId,
        protocol: 'osmand',
        serverTime: new Date(time),
        deviceTime: new Date(time),
        fixTime: new Date(time),
        valid: true,
        latitude: this.#latitude,
        longitude: this.#longitude,
        speed: metresPerSecond * KNOTS_PER_MPS,
        course: 0,
        address: options.address ?? null,
        attributes,
      });
      this.#previous = { latitude: this.#latitude, ignition, time };
      this.#latitude += step * DEGREES_PER_METRE;
      this.#total += step;
    }
    this.#time += steps * intervalMs;
    return this;
  }
}
