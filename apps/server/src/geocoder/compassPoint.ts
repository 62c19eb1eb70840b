const EIGHT_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
const SIXTEEN_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;

/**
 * The compass point nearest to a bearing (degrees clockwise from north), on a rose of 8 or 16 points.
 * @default points 8
 * @example compassPoint(44) // 'NE'
 * @example compassPoint(30, 16) // 'NNE'
 */
export function compassPoint(bearingDegrees: number, points: 8 | 16 = 8): string {
  const rose = points === 16 ? SIXTEEN_POINTS : EIGHT_POINTS;
  const normalized = ((bearingDegrees % 360) + 360) % 360;
  const index = Math.round(normalized / (360 / rose.length)) % rose.length;
  return rose[index] ?? 'N';
}
