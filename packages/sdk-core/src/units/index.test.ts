import { describe, expect, it } from 'vitest';
import * as units from './index';

describe('units entry', () => {
  it('exports the conversions and formatters', () => {
    const exported: Record<string, unknown> = { ...units };
    const names = [
      'knotsToKmh',
      'kmhToKnots',
      'mphToKmh',
      'mpsToKmh',
      'metresToKm',
      'kmToMetres',
      'formatSpeed',
      'formatDistance',
      'formatFuel',
      'formatDuration',
      'formatRelativeTime',
    ] as const;
    for (const name of names) expect(typeof exported[name], name).toBe('function');
    expect(units.NOT_AVAILABLE).toBe('N/A');
  });
});
