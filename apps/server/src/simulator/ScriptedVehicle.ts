import { EARTH_RADIUS_M, KMH_PER_MPS } from '@fleetkit/sdk-core';
import type { SimulatedAlarm, TrackedVehicle, VehicleAlarm, VehiclePhase, VehicleSnapshot } from './types';

/** Degrees of latitude per metre along a meridian. */
const DEGREES_PER_METRE = 180 / (Math.PI * EARTH_RADIUS_M);

interface Leg {
  start: number;
  end: number;
  /** Metres driven during the leg (0 when standing). */
  metres: number;
  /** Odometer at the leg's start, metres. */
  odometer: number;
  ignition: boolean;
}

/**
 * A vehicle that follows a fixed script instead of the random model: park, idle and drive legs in
 * order, heading due north, at a steady speed per leg, with alarms at chosen moments. Its trips and
 * stops are known by construction, so a test can drive real trackers with it and check the reports
 * the server makes of what they sent. Locking the relay holds it where it is, engine off, and the
 * rest of the script waits until it is unlocked.
 * @example
 * const vehicle = new ScriptedVehicle({ start }).park(20 * MINUTE).drive(6000, 12 * MINUTE).park(HOUR);
 * const device = new SimulatedDevice({ vehicle: demoVehicle, model: vehicle, random, clock, host, port });
 */
export class ScriptedVehicle implements TrackedVehicle {
  readonly #legs: Leg[] = [];
  readonly #alarms: { time: number; alarm: SimulatedAlarm }[] = [];
  readonly #raised: VehicleAlarm[] = [];
  readonly #origin: readonly [number, number];
  readonly #start: number;
  #time: number;
  /** Time spent locked so far: the script runs this much behind the clock. */
  #held = 0;
  #lockedAt: number | undefined;

  /** @param options.start when the script begins (ms since 1970); @param options.origin where. @default [27.7, 85.3] */
  constructor(options: { start: number; origin?: readonly [number, number] }) {
    this.#start = options.start;
    this.#time = options.start;
    this.#origin = options.origin ?? [27.7, 85.3];
  }

  /** When the script ends (before any time spent locked). */
  get end(): number {
    return this.#legs.at(-1)?.end ?? this.#start;
  }

  /** Metres the whole script drives. */
  get distance(): number {
    const last = this.#legs.at(-1);
    return last ? last.odometer + last.metres : 0;
  }

  get blocked(): boolean {
    return this.#lockedAt !== undefined;
  }

  /** Standing with the engine off. */
  park(durationMs: number): this {
    return this.#add(durationMs, 0, false);
  }

  /** Standing with the engine on. */
  idle(durationMs: number): this {
    return this.#add(durationMs, 0, true);
  }

  /** Driving `metres` at a steady speed over `durationMs`. */
  drive(metres: number, durationMs: number): this {
    return this.#add(durationMs, metres, true);
  }

  /** Raises `alarm` `afterMs` into the script (ms after its start). */
  alarmAt(afterMs: number, alarm: SimulatedAlarm): this {
    this.#alarms.push({ time: this.#start + afterMs, alarm });
    this.#alarms.sort((a, b) => a.time - b.time);
    return this;
  }

  advanceTo(time: number): void {
    if (time <= this.#time) return;
    while (this.#alarms.length > 0 && this.#scriptTime(time) >= (this.#alarms[0]?.time ?? 0)) {
      const due = this.#alarms.shift();
      if (due && this.#lockedAt === undefined) {
        this.#raised.push({ alarm: due.alarm, snapshot: this.#at(due.time, due.time + this.#held) });
      }
    }
    this.#time = time;
  }

  snapshot(): VehicleSnapshot {
    if (this.#lockedAt !== undefined) {
      return { ...this.#at(this.#lockedAt, this.#time), speedKmh: 0, ignition: false, motion: false };
    }
    return this.#at(this.#scriptTime(this.#time), this.#time);
  }

  takeAlarms(): VehicleAlarm[] {
    return this.#raised.splice(0);
  }

  lock(): void {
    if (this.#lockedAt === undefined) this.#lockedAt = this.#scriptTime(this.#time);
  }

  unlock(): void {
    if (this.#lockedAt === undefined) return;
    this.#held = this.#time - this.#lockedAt;
    this.#lockedAt = undefined;
  }

  #scriptTime(time: number): number {
    return time - this.#held;
  }

  #add(durationMs: number, metres: number, ignition: boolean): this {
    const previous = this.#legs.at(-1);
    const start = previous?.end ?? this.#start;
    const odometer = previous ? previous.odometer + previous.metres : 0;
    this.#legs.push({ start, end: start + durationMs, metres, odometer, ignition });
    return this;
  }

  /** The vehicle at script time `at`, read at clock time `time`. */
  #at(at: number, time: number): VehicleSnapshot {
    const leg =
      this.#legs.find((l) => at >= l.start && at < l.end) ?? (at < this.#start ? this.#legs[0] : undefined);
    const last = this.#legs.at(-1);
    let odometer = last ? last.odometer + last.metres : 0;
    let speedKmh = 0;
    let ignition = false;
    let phase: VehiclePhase = 'parked';
    if (leg) {
      const fraction = Math.max(0, at - leg.start) / (leg.end - leg.start);
      odometer = leg.odometer + leg.metres * fraction;
      speedKmh = leg.metres > 0 ? (leg.metres / ((leg.end - leg.start) / 1000)) * KMH_PER_MPS : 0;
      ignition = leg.ignition;
      phase = speedKmh > 0 ? 'driving' : ignition ? 'idling' : 'parked';
    }
    if (this.#lockedAt !== undefined) phase = 'immobilized';
    return {
      time,
      latitude: this.#origin[0] + odometer * DEGREES_PER_METRE,
      longitude: this.#origin[1],
      altitude: 1300,
      course: 0,
      speedKmh,
      ignition,
      motion: speedKmh > 0,
      blocked: this.#lockedAt !== undefined,
      odometer: Math.round(odometer),
      satellites: 9,
      gsmLevel: 4,
      powerVolts: ignition ? 13.8 : 12.5,
      batteryLevel: 100,
      phase,
    };
  }
}
