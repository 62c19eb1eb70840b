/**
 * How simulated vehicles drive: speeds, stop lengths and spacing, acceleration and braking, and the
 * rates of rare events. `VehicleModel` reads them; tests check its behaviour against them.
 */

/** The model moves in steps of one second, so a run depends only on its seed, not on when it is read. */
export const MODEL_STEP_MS = 1000;

/** Cruising speeds, km/h. */
export const CITY_SPEED_KMH = { min: 15, max: 45 } as const;
export const HIGHWAY_SPEED_KMH = { min: 40, max: 70 } as const;
/** Engine on at a light or in traffic, seconds. */
export const LIGHT_STOP_S = { min: 30, max: 90 } as const;
/** Engine off while parked, minutes. */
export const PARKING_STOP_MIN = { min: 10, max: 40 } as const;
/** Engine on before pulling away after parking, seconds. */
export const WARM_UP_S = { min: 20, max: 90 } as const;

/** Metres between stops and between changes of pace. */
export const CITY_LIGHT_SPACING_M = { min: 300, max: 1500 } as const;
export const CITY_PARKING_SPACING_M = { min: 5000, max: 14_000 } as const;
export const HIGHWAY_TRAFFIC_SPACING_M = { min: 8000, max: 25_000 } as const;
export const HIGHWAY_PARKING_SPACING_M = { min: 40_000, max: 90_000 } as const;
export const CITY_PACE_SPACING_M = { min: 200, max: 1200 } as const;
export const HIGHWAY_PACE_SPACING_M = { min: 1000, max: 4000 } as const;

/** m/s². */
export const ACCELERATION = 1.2;
export const COMFORT_BRAKING = 1.8;
export const MAX_BRAKING = 4;
export const HARD_BRAKING = 6;
/** Slowing down with the fuel cut. */
export const COASTING = 1.5;
/** Closer than this (m) to a stop, the vehicle has arrived. */
export const ARRIVAL_M = 0.5;
/** Over the limit by this much (km/h) raises the overspeed alarm, at most once per cooldown. */
export const OVERSPEED_MARGIN_KMH = 3;
export const OVERSPEED_COOLDOWN_MS = 10 * 60_000;
/** Below this (km/h) a vehicle is not moving fast enough for a hard-braking event. */
export const HARD_BRAKING_MIN_KMH = 25;
/** Readings of satellites, signal and voltage change this often (steps). */
export const READINGS_EVERY_STEPS = 30;

/** How often rare events happen. */
export interface AlarmRates {
  /** SOS presses per hour. @default 0.002 */
  sosPerHour: number;
  /** Hard-braking events per 100 km driven above 25 km/h. @default 1.5 */
  hardBrakingPer100Km: number;
  /** Chance that a new pace on the open highway goes over the speed limit. @default 0.02 */
  speedingChance: number;
}

export const DEFAULT_ALARM_RATES: AlarmRates = {
  sosPerHour: 0.002,
  hardBrakingPer100Km: 1.5,
  speedingChance: 0.02,
};

/**
 * The highest speed (m/s) to reach by the end of a one-second step so that, braking at the comfort
 * rate from there, the vehicle stops `distance` metres ahead; the step itself covers the average of
 * the speeds at its ends. 0 when even that is too fast.
 */
export function stoppingSpeed(distance: number, speed: number): number {
  const b = COMFORT_BRAKING;
  const discriminant = b * b + 8 * b * distance - 4 * b * speed;
  return discriminant <= b * b ? 0 : (-b + Math.sqrt(discriminant)) / 2;
}
