import { describe, expect, it, vi } from 'vitest';
import { OVERVIEW_RANGES, type OverviewRange, overviewRange } from './overviewRanges';

const now = new Date(2025, 6, 17, 9, 45, 30);

describe('overview ranges', () => {
  it('are last hour, today, last 7 days and this month', () => {
    expect(OVERVIEW_RANGES.map((range) => [range.value, range.label])).toEqual([
      ['lastHour', 'Last hour'],
      ['today', 'Today'],
      ['last7Days', 'Last 7 days'],
      ['thisMonth', 'This month'],
    ]);
  });

  it('each end at now', () => {
    for (const { value } of OVERVIEW_RANGES) expect(overviewRange(value, now).to).toEqual(now);
  });

  it('start an hour ago, at midnight today, at midnight six days ago and on the 1st of the month', () => {
    expect(overviewRange('lastHour', now).from).toEqual(new Date(2025, 6, 17, 8, 45, 30));
    expect(overviewRange('today', now).from).toEqual(new Date(2025, 6, 17));
    expect(overviewRange('last7Days', now).from).toEqual(new Date(2025, 6, 11));
    expect(overviewRange('thisMonth', now).from).toEqual(new Date(2025, 6, 1));
  });

  it('uses the current time when now is not given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    try {
      expect(overviewRange('today')).toEqual({ from: new Date(2025, 6, 17), to: now });
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws for an unknown range', () => {
    expect(() => overviewRange('lastYear' as OverviewRange, now)).toThrow(RangeError);
  });
});
