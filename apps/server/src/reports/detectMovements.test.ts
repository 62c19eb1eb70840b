import { describe, expect, it } from 'vitest';
import { buildMotionRuns } from './buildMotionRuns';
import { DriveScript, type ScriptedPosition } from './DriveScript';
import { detectMovements, type WindowEdges } from './detectMovements';
import { decodePositionSeries } from './loadPositionSeries';
import { packPositions } from './positionRecords.testing';
import { DEFAULT_TRIPS_CONFIG, resolveTripsConfig, type TripsConfig } from './resolveTripsConfig';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date('2026-03-10T00:00:00Z');

/** The series of scripted rows, packed as the database packs them and through the same decoder. */
function detect(rows: ScriptedPosition[], config: TripsConfig = DEFAULT_TRIPS_CONFIG, edges?: WindowEdges) {
  const packed = packPositions(
    rows.map((row, index) => {
      const attributes = row.attributes as Record<string, unknown>;
      return {
        id: index + 1,
        time: (row.fixTime as Date).getTime(),
        speed: row.speed ?? 0,
        motion: attributes.motion,
        ignition: config.useIgnition ? attributes.ignition : undefined,
      };
    }),
  );
  const series = decodePositionSeries(packed, config);
  const runs = buildMotionRuns(series, config.minimalNoDataDurationMs);
  const row = (i: number) => {
    const found = rows[i];
    if (!found) throw new Error(`No row ${i}`);
    return found;
  };
  const total = (i: number) => Number((row(i).attributes as Record<string, unknown>).totalDistance);
  const movements = detectMovements(series, runs, config, (a, b) => total(b) - total(a), {
    openStart: false,
    openEnd: false,
    ...edges,
  });
  const at = (i: number) => (row(i).fixTime as Date).toISOString().slice(11, 16);
  return movements.map((m) => ({
    kind: m.moving ? 'trip' : 'stop',
    from: at(m.start),
    to: at(m.end),
    metres: Math.round(total(m.end) - total(m.start)),
    known: [m.startKnown, m.endKnown],
  }));
}

const script = (intervalMs = 30_000) => new DriveScript({ deviceId: 1, start: START, intervalMs });

describe('detectMovements', () => {
  it('finds a trip from the first moving fix to the first still fix, with stops around it', () => {
    const rows = script()
      .park(8 * HOUR)
      .drive(10_000, 30 * MINUTE)
      .park(2 * HOUR)
      .positions();
    expect(detect(rows)).toEqual([
      { kind: 'stop', from: '00:00', to: '08:00', metres: 0, known: [true, true] },
      { kind: 'trip', from: '08:00', to: '08:30', metres: 10_000, known: [true, true] },
      { kind: 'stop', from: '08:30', to: '10:29', metres: 0, known: [true, true] },
    ]);
  });

  it('keeps a 2-minute halt at a light inside the trip', () => {
    const rows = script()
      .park(HOUR)
      .drive(3000, 6 * MINUTE)
      .idle(2 * MINUTE)
      .drive(2000, 4 * MINUTE)
      .park(HOUR)
      .positions();
    const trips = detect(rows).filter((m) => m.kind === 'trip');
    expect(trips).toEqual([{ kind: 'trip', from: '01:00', to: '01:12', metres: 5000, known: [true, true] }]);
  });

  it('splits the trip at the light when the minimal parking duration is shorter than the halt', () => {
    const rows = script()
      .park(HOUR)
      .drive(3000, 6 * MINUTE)
      .idle(2 * MINUTE)
      .drive(2000, 4 * MINUTE)
      .park(HOUR)
      .positions();
    const config = resolveTripsConfig({ 'report.minimalParkingDuration': 60 });
    expect(detect(rows, config).filter((m) => m.kind === 'trip')).toHaveLength(2);
  });

  it('does not count a 3-minute 200 m hop as a trip, and keeps one stop around it', () => {
    const rows = script()
      .park(HOUR)
      .drive(200, 3 * MINUTE)
      .park(HOUR)
      .positions();
    expect(detect(rows)).toEqual([
      { kind: 'stop', from: '00:00', to: '02:02', metres: 200, known: [true, true] },
    ]);
  });

  it('counts a short but long-distance movement (600 m in 2 minutes) as a trip', () => {
    const rows = script()
      .park(HOUR)
      .drive(600, 2 * MINUTE)
      .park(HOUR)
      .positions();
    expect(detect(rows).filter((m) => m.kind === 'trip')).toEqual([
      { kind: 'trip', from: '01:00', to: '01:02', metres: 600, known: [true, true] },
    ]);
  });

  it('ends a trip at a no-data gap longer than an hour and counts the gap as a stop', () => {
    const rows = script()
      .park(HOUR)
      .drive(5000, 20 * MINUTE)
      .silence(2 * HOUR)
      .drive(5000, 20 * MINUTE)
      .park(HOUR)
      .positions();
    expect(detect(rows).map((m) => `${m.kind} ${m.from}-${m.to}`)).toEqual([
      'stop 00:00-01:00',
      'trip 01:00-01:19',
      'stop 01:19-03:20',
      'trip 03:20-03:40',
      'stop 03:40-04:39',
    ]);
  });

  it('bridges a 30-minute gap inside a trip (shorter than the no-data limit)', () => {
    const rows = script()
      .park(HOUR)
      .drive(5000, 20 * MINUTE)
      .silence(30 * MINUTE)
      .drive(5000, 20 * MINUTE)
      .park(HOUR)
      .positions();
    expect(
      detect(rows)
        .filter((m) => m.kind === 'trip')
        .map((m) => `${m.from}-${m.to}`),
    ).toEqual(['01:00-02:10']);
  });

  it('with useIgnition, ends a trip as soon as the ignition goes off, however short the halt', () => {
    const rows = script()
      .park(HOUR)
      .drive(5000, 10 * MINUTE)
      .park(2 * MINUTE)
      .drive(5000, 10 * MINUTE)
      .park(HOUR)
      .positions();
    expect(detect(rows).filter((m) => m.kind === 'trip')).toHaveLength(1);
    const config = resolveTripsConfig({ 'report.useIgnition': true });
    expect(
      detect(rows, config)
        .filter((m) => m.kind === 'trip')
        .map((m) => `${m.from}-${m.to}`),
    ).toEqual(['01:00-01:10', '01:12-01:22']);
  });

  it('decides motion from speed when positions carry no motion attribute', () => {
    const rows = new DriveScript({ deviceId: 1, start: START, intervalMs: 30_000, motion: false })
      .park(HOUR)
      .drive(8000, 15 * MINUTE)
      .park(HOUR)
      .positions();
    expect(
      detect(rows)
        .filter((m) => m.kind === 'trip')
        .map((m) => `${m.from}-${m.to}`),
    ).toEqual(['01:00-01:15']);
  });

  it('marks the first movement of an open window as of unknown start and the last as of unknown end', () => {
    const rows = script()
      .drive(5000, 20 * MINUTE)
      .park(HOUR)
      .drive(5000, 20 * MINUTE)
      .positions();
    expect(detect(rows, DEFAULT_TRIPS_CONFIG, { openStart: true, openEnd: true })).toEqual([
      { kind: 'trip', from: '00:00', to: '00:20', metres: 5000, known: [false, true] },
      { kind: 'stop', from: '00:20', to: '01:20', metres: 0, known: [true, true] },
      { kind: 'trip', from: '01:20', to: '01:39', metres: 4875, known: [true, false] },
    ]);
  });

  it('reports nothing before the first significant run of an open window', () => {
    const rows = script()
      .drive(200, 2 * MINUTE)
      .park(HOUR)
      .positions();
    expect(detect(rows, DEFAULT_TRIPS_CONFIG, { openStart: true, openEnd: false })).toEqual([
      { kind: 'stop', from: '00:02', to: '01:01', metres: 0, known: [false, true] },
    ]);
  });
});

describe('resolveTripsConfig', () => {
  it("uses Traccar's defaults, then server attributes, then device attributes (seconds to ms)", () => {
    expect(resolveTripsConfig()).toEqual(DEFAULT_TRIPS_CONFIG);
    const config = resolveTripsConfig(
      { 'report.minimalTripDistance': '800', 'report.useIgnition': 'true' },
      {
        'report.minimalTripDistance': 300,
        'report.minimalNoDataDuration': 600,
        'report.minimalTripDuration': 'x',
      },
    );
    expect(config.minimalTripDistance).toBe(800);
    expect(config.minimalNoDataDurationMs).toBe(600_000);
    expect(config.minimalTripDurationMs).toBe(300_000);
    expect(config.useIgnition).toBe(true);
  });
});
