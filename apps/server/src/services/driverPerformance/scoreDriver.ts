import type { DrivingMeasures } from './measureDriving';

/** Points taken off 100, per cause. */
export interface ScoreBreakdown {
  overspeed: number;
  harshAcceleration: number;
  harshBraking: number;
  harshCornering: number;
  idling: number;
  nightDriving: number;
}

/** The most each cause may take off. */
export const SCORE_WEIGHTS: Readonly<ScoreBreakdown> = {
  overspeed: 40,
  harshAcceleration: 10,
  harshBraking: 10,
  harshCornering: 10,
  idling: 20,
  nightDriving: 10,
};

/** Points per harsh event per 100 km, before the cap. */
export const HARSH_POINTS_PER_100_KM = 2;
/** Harsh events are counted per 100 km over at least this distance (a short run does not magnify them). */
export const MIN_SCORED_DISTANCE_KM = 100;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The driver's score, 0 to 100 (higher is safer), with the points each cause took off:
 * - overspeed: the share of driving time above the vehicle's speed limit × 40;
 * - harsh acceleration, braking, cornering: 2 points per event per 100 km (over at least 100 km), at most 10 each;
 * - idling: the share of engine-on time spent idling × 20;
 * - night driving (22:00–05:00): the share of driving time at night × 10.
 * `null` when the driver did not drive in the period.
 */
export function scoreDriver(m: DrivingMeasures): { score: number | null; breakdown: ScoreBreakdown } {
  const per100Km = 100 / Math.max(m.distance / 1000, MIN_SCORED_DISTANCE_KM);
  const harsh = (count: number, cap: number) => Math.min(cap, count * HARSH_POINTS_PER_100_KM * per100Km);
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
  const breakdown: ScoreBreakdown = {
    overspeed: round1(SCORE_WEIGHTS.overspeed * share(m.overspeedTime, m.drivingTime)),
    harshAcceleration: round1(harsh(m.harshAcceleration, SCORE_WEIGHTS.harshAcceleration)),
    harshBraking: round1(harsh(m.harshBraking, SCORE_WEIGHTS.harshBraking)),
    harshCornering: round1(harsh(m.harshCornering, SCORE_WEIGHTS.harshCornering)),
    idling: round1(SCORE_WEIGHTS.idling * share(m.idlingTime, m.idlingTime + m.drivingTime)),
    nightDriving: round1(SCORE_WEIGHTS.nightDriving * share(m.nightDrivingTime, m.drivingTime)),
  };
  if (m.drivingTime === 0 && m.distance === 0) return { score: null, breakdown };
  const lost = Object.values(breakdown).reduce((a, b) => a + b, 0);
  return { score: round1(Math.max(0, 100 - lost)), breakdown };
}
