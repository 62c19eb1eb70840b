import { haversineDistance, KMH_PER_MPS } from '@fleetkit/sdk-core';
import {
  ACCELERATION,
  type AlarmRates,
  ARRIVAL_M,
  CITY_LIGHT_SPACING_M,
  CITY_PACE_SPACING_M,
  CITY_PARKING_SPACING_M,
  CITY_SPEED_KMH,
  COASTING,
  COMFORT_BRAKING,
  DEFAULT_ALARM_RATES,
  HARD_BRAKING,
  HARD_BRAKING_MIN_KMH,
  HIGHWAY_PACE_SPACING_M,
  HIGHWAY_PARKING_SPACING_M,
  HIGHWAY_SPEED_KMH,
  HIGHWAY_TRAFFIC_SPACING_M,
  LIGHT_STOP_S,
  MAX_BRAKING,
  MODEL_STEP_MS,
  OVERSPEED_COOLDOWN_MS,
  OVERSPEED_MARGIN_KMH,
  PARKING_STOP_MIN,
  READINGS_EVERY_STEPS,
  stoppingSpeed,
  WARM_UP_S,
} from './drivingProfile';
import { RoutePath } from './routes/RoutePath';
import type { SimulatorRoute } from './routes/SimulatorRoute';
import type { SeededRandom } from './SeededRandom';
import type { SimulatedAlarm, TrackedVehicle, VehicleAlarm, VehiclePhase, VehicleSnapshot } from './types';

export interface VehicleModelOptions {
  route: SimulatorRoute;
  /** The vehicle's own random stream; the model is the only one to draw from it. */
  random: SeededRandom;
  /** When the simulation starts, ms since 1970. */
  startTime: number;
  /** The tracker's overspeed threshold, km/h. @default 60 */
  speedLimitKmh?: number;
  /** Where on the route the vehicle starts, 0 (first point) to 1 (last). @default random */
  startFraction?: number;
  /** How it starts. @default random: a quarter parked, a tenth idling, the rest driving */
  startPhase?: 'driving' | 'idling' | 'parked';
  alarmRates?: Partial<AlarmRates>;
}

interface NextStop {
  distance: number;
  kind: 'light' | 'parking' | 'terminus';
}

/**
 * A vehicle driving a route: it speeds up and slows down between city (15-45 km/h) or highway
 * (40-70 km/h) paces, idles at lights (30-90 s, engine on), parks (10-40 min, engine off) and drives
 * out-and-back routes end to end. Rare alarms: SOS, hard braking, and overspeed when a highway driver
 * goes over the limit. When the relay is cut it coasts to a stop, turns the ignition off and stays
 * until released. Everything it does follows from its seed and the times it is advanced to.
 * @example
 * const model = new VehicleModel({ route: RING_ROAD, random: new SeededRandom(1), startTime: Date.now() });
 * model.advanceTo(Date.now() + 60_000);
 * model.snapshot().speedKmh;
 */
export class VehicleModel implements TrackedVehicle {
  readonly route: SimulatorRoute;
  readonly #path: RoutePath;
  readonly #random: SeededRandom;
  readonly #limitKmh: number;
  readonly #rates: AlarmRates;
  #time: number;
  #steps = 0;
  #distance: number;
  #direction: 1 | -1;
  #course = 0;
  /** m/s. */
  #speed = 0;
  #targetKmh = 0;
  #hardBrakeTo: number | undefined;
  #odometer: number;
  #nextLightAt = 0;
  #nextParkingAt = 0;
  #nextPaceAt = 0;
  #phase: VehiclePhase = 'driving';
  #phaseEndsAt = 0;
  #ignition = true;
  #blocked = false;
  #overspeedQuietUntil = 0;
  #satellites: number;
  #gsmLevel: number;
  #powerNoise = 0;
  #alarms: VehicleAlarm[] = [];
  #inTown = false;

  constructor(options: VehicleModelOptions) {
    this.route = options.route;
    this.#path = new RoutePath(options.route.points, options.route.loop);
    const random = options.random;
    this.#random = random;
    this.#limitKmh = options.speedLimitKmh ?? 60;
    this.#rates = { ...DEFAULT_ALARM_RATES, ...options.alarmRates };
    this.#time = options.startTime;
    this.#distance = (options.startFraction ?? random.next()) * this.#path.length;
    this.#direction = this.route.loop || random.chance(0.5) ? 1 : -1;
    this.#odometer = random.integer(5_000, 150_000) * 1000;
    this.#satellites = random.integer(7, 12);
    this.#gsmLevel = random.integer(2, 4);
    this.#course = this.#heading();
    this.#inTown = this.#isInTown();
    this.#scheduleLight();
    this.#scheduleParking();
    this.#pickPace();

    const roll = random.next();
    const startPhase = options.startPhase ?? (roll < 0.25 ? 'parked' : roll < 0.35 ? 'idling' : 'driving');
    if (startPhase === 'parked') {
      this.#park(random.between(1, PARKING_STOP_MIN.max) * 60_000);
    } else if (startPhase === 'idling') {
      this.#idle(random.between(LIGHT_STOP_S.min, LIGHT_STOP_S.max) * 1000);
    } else {
      this.#speed = (this.#targetKmh * random.between(0.3, 1)) / KMH_PER_MPS;
    }
  }

  /** The time the model has reached, ms since 1970 (a whole step past the start). */
  get time(): number {
    return this.#time;
  }

  get phase(): VehiclePhase {
    return this.#phase;
  }

  /** Whether the engine relay is cut. */
  get blocked(): boolean {
    return this.#blocked;
  }

  /** Runs the model up to `time`, one second at a time. */
  advanceTo(time: number): void {
    while (this.#time + MODEL_STEP_MS <= time) this.#step();
  }

  /** The vehicle as its tracker reads it now. */
  snapshot(): VehicleSnapshot {
    const location = this.#path.locationAt(this.#distance);
    const speedKmh = this.#speed * KMH_PER_MPS;
    return {
      time: this.#time,
      latitude: location.latitude,
      longitude: location.longitude,
      altitude: location.altitude,
      course: Math.round(this.#course) % 360,
      speedKmh,
      ignition: this.#ignition,
      motion: speedKmh > 0,
      blocked: this.#blocked,
      odometer: Math.round(this.#odometer),
      satellites: this.#satellites,
      gsmLevel: this.#gsmLevel,
      powerVolts: Math.round(((this.#ignition ? 13.8 : 12.5) + this.#powerNoise) * 100) / 100,
      batteryLevel: 100,
      phase: this.#phase,
    };
  }

  /** The alarms raised since the last call, oldest first. */
  takeAlarms(): VehicleAlarm[] {
    return this.#alarms.splice(0);
  }

  /** Cuts the engine relay: the vehicle coasts to a stop, turns the ignition off and stays. */
  lock(): void {
    this.#blocked = true;
    this.#hardBrakeTo = undefined;
    this.#phase = 'immobilized';
    if (this.#speed === 0) this.#ignition = false;
  }

  /** Releases the relay: the driver starts the engine and, after warming up, drives on. */
  unlock(): void {
    if (!this.#blocked) return;
    this.#blocked = false;
    if (this.#phase !== 'immobilized') return;
    if (this.#speed > 0) {
      this.#phase = 'driving';
      this.#pickPace();
      return;
    }
    this.#ignition = true;
    this.#idle(this.#random.between(WARM_UP_S.min, WARM_UP_S.max) * 1000);
  }

  #step(): void {
    this.#time += MODEL_STEP_MS;
    this.#steps++;
    if (this.#steps % READINGS_EVERY_STEPS === 0) this.#changeReadings();
    if (this.#random.chance(this.#rates.sosPerHour / 3600)) this.#raise('sos');
    switch (this.#phase) {
      case 'immobilized':
        this.#coast();
        return;
      case 'parked':
        if (this.#time >= this.#phaseEndsAt) {
          this.#ignition = true;
          this.#idle(this.#random.between(WARM_UP_S.min, WARM_UP_S.max) * 1000);
        }
        return;
      case 'idling':
        if (this.#time >= this.#phaseEndsAt) {
          this.#phase = 'driving';
          this.#pickPace();
        }
        return;
      case 'driving':
        this.#drive();
    }
  }

  #drive(): void {
    if (this.route.kind === 'highway') {
      // Entering or leaving a town changes the pace and how often traffic stops.
      const inTown = this.#isInTown();
      if (inTown !== this.#inTown) {
        this.#inTown = inTown;
        this.#scheduleLight();
        if (this.#hardBrakeTo === undefined) this.#pickPace();
      }
    }
    const stop = this.#nextStop();
    const before = this.#speed;
    let speed = before;
    if (this.#hardBrakeTo !== undefined) {
      speed = Math.max(this.#hardBrakeTo, speed - HARD_BRAKING);
      if (speed <= this.#hardBrakeTo) {
        this.#hardBrakeTo = undefined;
        this.#pickPace();
      }
    } else {
      const stopLimit = stoppingSpeed(stop.distance, speed);
      const pace = this.#targetKmh / KMH_PER_MPS;
      if (speed < Math.min(pace, stopLimit)) {
        speed = Math.min(pace, stopLimit, speed + ACCELERATION);
      } else if (stopLimit < pace) {
        speed = Math.max(stopLimit, speed - MAX_BRAKING);
      } else {
        speed = Math.max(pace, speed - COMFORT_BRAKING);
      }
    }
    const moved = Math.min(stop.distance, (before + speed) / 2);
    this.#move(moved);
    this.#speed = speed;
    if (stop.distance - moved <= ARRIVAL_M) {
      this.#arrive(stop.kind);
      return;
    }
    if (this.#odometer >= this.#nextPaceAt && this.#hardBrakeTo === undefined) this.#pickPace();
    this.#checkOverspeed();
    const kmh = speed * KMH_PER_MPS;
    if (
      this.#hardBrakeTo === undefined &&
      kmh > HARD_BRAKING_MIN_KMH &&
      this.#random.chance((moved * this.#rates.hardBrakingPer100Km) / 100_000)
    ) {
      this.#hardBrakeTo = speed * this.#random.between(0.15, 0.4);
      this.#raise('hardBraking');
    }
  }

  /** With the fuel cut: slows down along the road, then stands with the ignition off. */
  #coast(): void {
    if (this.#speed === 0) {
      this.#ignition = false;
      return;
    }
    const before = this.#speed;
    const speed = Math.max(0, before - COASTING);
    const room = this.#distanceToTerminus();
    const moved = Math.min(room, (before + speed) / 2);
    this.#move(moved);
    this.#speed = room - moved <= ARRIVAL_M ? 0 : speed;
    if (this.#speed === 0) this.#ignition = false;
  }

  #move(metres: number): void {
    if (metres <= 0) return;
    this.#distance = this.#path.normalize(this.#distance + this.#direction * metres);
    this.#odometer += metres;
    this.#course = this.#heading();
  }

  #heading(): number {
    const course = this.#path.locationAt(this.#distance + (this.#direction > 0 ? 0 : -0.01)).course;
    return this.#direction > 0 ? course : (course + 180) % 360;
  }

  #distanceToTerminus(): number {
    if (this.route.loop) return Number.POSITIVE_INFINITY;
    return this.#direction > 0 ? this.#path.length - this.#distance : this.#distance;
  }

  #nextStop(): NextStop {
    let stop: NextStop = { distance: this.#nextLightAt - this.#odometer, kind: 'light' };
    const parking = this.#nextParkingAt - this.#odometer;
    if (parking < stop.distance) stop = { distance: parking, kind: 'parking' };
    const terminus = this.#distanceToTerminus();
    if (terminus < stop.distance) stop = { distance: terminus, kind: 'terminus' };
    return { distance: Math.max(0, stop.distance), kind: stop.kind };
  }

  #arrive(kind: NextStop['kind']): void {
    this.#speed = 0;
    this.#hardBrakeTo = undefined;
    if (kind === 'light') {
      this.#scheduleLight();
      this.#idle(this.#random.between(LIGHT_STOP_S.min, LIGHT_STOP_S.max) * 1000);
      return;
    }
    if (kind === 'terminus') {
      this.#move(this.#distanceToTerminus());
      this.#direction = this.#direction > 0 ? -1 : 1;
    }
    this.#scheduleParking();
    this.#scheduleLight();
    this.#park(this.#random.between(PARKING_STOP_MIN.min, PARKING_STOP_MIN.max) * 60_000);
  }

  #idle(durationMs: number): void {
    this.#speed = 0;
    this.#phase = 'idling';
    this.#phaseEndsAt = this.#time + durationMs;
  }

  #park(durationMs: number): void {
    this.#speed = 0;
    this.#ignition = false;
    this.#phase = 'parked';
    this.#phaseEndsAt = this.#time + durationMs;
  }

  /** Whether the vehicle is in a town on a highway route (city traffic). */
  #isInTown(): boolean {
    const towns = this.route.towns;
    if (!towns || towns.length === 0) return false;
    const here = this.#path.locationAt(this.#distance);
    return towns.some(
      (town) =>
        haversineDistance([here.latitude, here.longitude], [town.latitude, town.longitude]) <= town.radius,
    );
  }

  #cityTraffic(): boolean {
    return this.route.kind === 'city' || this.#isInTown();
  }

  #scheduleLight(): void {
    const spacing = this.#cityTraffic() ? CITY_LIGHT_SPACING_M : HIGHWAY_TRAFFIC_SPACING_M;
    this.#nextLightAt = this.#odometer + this.#random.between(spacing.min, spacing.max);
  }

  #scheduleParking(): void {
    const spacing = this.route.kind === 'city' ? CITY_PARKING_SPACING_M : HIGHWAY_PARKING_SPACING_M;
    this.#nextParkingAt = this.#odometer + this.#random.between(spacing.min, spacing.max);
  }

  /** A new cruising speed: within the road's range and, but for rare speeding, the limit. */
  #pickPace(): void {
    const city = this.#cityTraffic();
    const range = city ? CITY_SPEED_KMH : HIGHWAY_SPEED_KMH;
    const cap = Math.min(range.max, Math.max(range.min, this.#limitKmh));
    this.#targetKmh = this.#random.between(range.min, cap);
    const speedingFrom = this.#limitKmh + OVERSPEED_MARGIN_KMH + 2;
    if (!city && speedingFrom < range.max && this.#random.chance(this.#rates.speedingChance)) {
      this.#targetKmh = this.#random.between(speedingFrom, range.max);
    }
    const spacing = city ? CITY_PACE_SPACING_M : HIGHWAY_PACE_SPACING_M;
    this.#nextPaceAt = this.#odometer + this.#random.between(spacing.min, spacing.max);
  }

  #checkOverspeed(): void {
    if (this.#speed * KMH_PER_MPS <= this.#limitKmh + OVERSPEED_MARGIN_KMH) return;
    if (this.#time < this.#overspeedQuietUntil) return;
    this.#overspeedQuietUntil = this.#time + OVERSPEED_COOLDOWN_MS;
    this.#raise('overspeed');
  }

  #changeReadings(): void {
    this.#satellites = Math.min(12, Math.max(6, this.#satellites + this.#random.integer(-1, 1)));
    const gsmFloor = this.route.kind === 'highway' ? 1 : 2;
    this.#gsmLevel = Math.min(4, Math.max(gsmFloor, this.#gsmLevel + this.#random.integer(-1, 1)));
    this.#powerNoise = this.#random.between(-0.2, 0.3);
  }

  #raise(alarm: SimulatedAlarm): void {
    this.#alarms.push({ alarm, snapshot: this.snapshot() });
  }
}
