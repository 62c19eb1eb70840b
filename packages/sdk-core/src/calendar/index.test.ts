import { describe, expect, it } from 'vitest';
import * as calendar from './index';

describe('calendar entry', () => {
  it('exports the calendar class, its default instance, the conversions and month names', () => {
    const exported: Record<string, unknown> = { ...calendar };
    for (const name of ['toBikramSambat', 'fromBikramSambat', 'formatDate', 'bsMonthLength'] as const) {
      expect(typeof exported[name], name).toBe('function');
    }
    expect(calendar.bikramSambatCalendar).toBeInstanceOf(calendar.BikramSambatCalendar);
    expect(calendar.BS_MONTH_NAMES).toHaveLength(12);
    expect(calendar.BS_MONTH_SHORT_NAMES).toHaveLength(12);
  });
});
