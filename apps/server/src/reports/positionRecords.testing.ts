import { POSITION_RECORD_BYTES } from './loadPositionSeries';

/** A position as the series query packs it (tests only; the database packs the real ones). */
export interface PackedPosition {
  id: number;
  /** Fix time, ms since the epoch. */
  time: number;
  /** Microseconds past `time` (0–999). */
  micros?: number;
  speed: number;
  /** The `motion` and `ignition` attributes as stored (undefined: absent). */
  motion?: unknown;
  ignition?: unknown;
}

const POSTGRES_EPOCH_MICROS = 946_684_800_000_000n;

/** The first character of an attribute as `attributes->>'name'` gives it (undefined when absent or null). */
function firstCharacter(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return (typeof value === 'string' ? value : JSON.stringify(value))[0];
}

/**
 * Packs positions the way the series query does (see `loadPositionSeries`), written here with
 * BigInt and DataView setters, independently of the decoder. `ignition` is packed whatever the rule:
 * the query reads it only with `useIgnition`.
 */
export function packPositions(rows: readonly PackedPosition[]): Uint8Array {
  const bytes = new Uint8Array(rows.length * POSITION_RECORD_BYTES);
  const view = new DataView(bytes.buffer);
  rows.forEach((row, index) => {
    const offset = index * POSITION_RECORD_BYTES;
    view.setBigInt64(offset, BigInt(row.id));
    view.setBigInt64(offset + 8, BigInt(row.time) * 1000n + BigInt(row.micros ?? 0) - POSTGRES_EPOCH_MICROS);
    view.setFloat64(offset + 16, row.speed);
    const motion = firstCharacter(row.motion);
    const code =
      (motion === 't' ? 1 : motion === 'f' ? 2 : 0) + (firstCharacter(row.ignition) === 'f' ? 4 : 0);
    view.setInt16(offset + 24, code);
  });
  return bytes;
}
