import { DEFAULT_PIPELINE_SETTINGS } from '../pipeline/types';

/** The parameters of trip and stop detection (see docs/reports.md), in metres and milliseconds. */
export interface TripsConfig {
  /** A movement this long (m) is a trip even when shorter than `minimalTripDurationMs`. @default 500 */
  minimalTripDistance: number;
  /** A movement lasting this long (ms) is a trip even when shorter than `minimalTripDistance`. @default 300_000 */
  minimalTripDurationMs: number;
  /** A halt lasting this long (ms) is a stop; shorter halts (a traffic light) stay inside the trip. @default 300_000 */
  minimalParkingDurationMs: number;
  /** No data for longer than this (ms) ends a trip, and the gap counts as a stop. @default 3_600_000 */
  minimalNoDataDurationMs: number;
  /** Ignition off means stopped at once, and a halt with the ignition off is a stop whatever its length. @default false */
  useIgnition: boolean;
  /** Speed (knots) above which a position without a `motion` attribute counts as moving. @default 0.01 */
  motionSpeedThreshold: number;
}

/** Traccar's classic defaults. */
export const DEFAULT_TRIPS_CONFIG: Readonly<TripsConfig> = Object.freeze({
  minimalTripDistance: 500,
  minimalTripDurationMs: 300_000,
  minimalParkingDurationMs: 300_000,
  minimalNoDataDurationMs: 3_600_000,
  useIgnition: false,
  motionSpeedThreshold: DEFAULT_PIPELINE_SETTINGS.motionSpeedThreshold,
});

/** Device (or server) attributes that override the defaults; durations are in seconds, as in Traccar. */
export const TRIPS_CONFIG_ATTRIBUTES = {
  minimalTripDistance: 'report.minimalTripDistance',
  minimalTripDuration: 'report.minimalTripDuration',
  minimalParkingDuration: 'report.minimalParkingDuration',
  minimalNoDataDuration: 'report.minimalNoDataDuration',
  useIgnition: 'report.useIgnition',
} as const;

type Attributes = Readonly<Record<string, unknown>>;

function readNumber(sources: Attributes[], key: string): number | undefined {
  for (const attributes of sources) {
    const raw = attributes[key];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = typeof raw === 'number' ? raw : Number(raw);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  return undefined;
}

function readBoolean(sources: Attributes[], key: string): boolean | undefined {
  for (const attributes of sources) {
    const raw = attributes[key];
    if (typeof raw === 'boolean') return raw;
    if (raw === 'true' || raw === 'false') return raw === 'true';
  }
  return undefined;
}

/**
 * The detection parameters of one device: its own `report.*` attributes first, then the server's,
 * then {@link DEFAULT_TRIPS_CONFIG}. Values that are not non-negative numbers (or booleans) are ignored.
 * @example resolveTripsConfig({ 'report.minimalParkingDuration': 600 }).minimalParkingDurationMs // 600_000
 */
export function resolveTripsConfig(
  deviceAttributes: Attributes = {},
  serverAttributes: Attributes = {},
): TripsConfig {
  const sources = [deviceAttributes, serverAttributes];
  const seconds = (key: string, fallbackMs: number) => {
    const value = readNumber(sources, key);
    return value === undefined ? fallbackMs : value * 1000;
  };
  const keys = TRIPS_CONFIG_ATTRIBUTES;
  return {
    minimalTripDistance:
      readNumber(sources, keys.minimalTripDistance) ?? DEFAULT_TRIPS_CONFIG.minimalTripDistance,
    minimalTripDurationMs: seconds(keys.minimalTripDuration, DEFAULT_TRIPS_CONFIG.minimalTripDurationMs),
    minimalParkingDurationMs: seconds(
      keys.minimalParkingDuration,
      DEFAULT_TRIPS_CONFIG.minimalParkingDurationMs,
    ),
    minimalNoDataDurationMs: seconds(
      keys.minimalNoDataDuration,
      DEFAULT_TRIPS_CONFIG.minimalNoDataDurationMs,
    ),
    useIgnition: readBoolean(sources, keys.useIgnition) ?? DEFAULT_TRIPS_CONFIG.useIgnition,
    motionSpeedThreshold: DEFAULT_TRIPS_CONFIG.motionSpeedThreshold,
  };
}
