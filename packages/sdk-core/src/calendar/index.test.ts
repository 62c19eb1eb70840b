import { describe, expect, it } from 'vitest';
import * as main from '../index';
import * as calendar from './index';

describe('the @fleetkit/sdk-core/calendar entry', () => {
  it('exports the calendar class, its default instance, the conversions and month names', () => {
    const exported: Record<string, unknown> = { ...calendar };
    for (const name of ['toBikramSambat', 'fromBikramSambat', 'formatDate', 'bsMonthLength'] as const) {
      expect(typeof exported[name], name).toBe('function');
    }
    expect(calendar.bikramSambatCalendar).toBeInstanceOf(calendar.BikramSambatCalendar);
    expect(calendar.BS_MONTH_NAMES).toHaveLength(12);
    expect(calendar.BS_MONTH_SHORT_NAMES).toHaveLength(12);
  });

  it('stays out of the main entry, so its month-length table is loaded only by those who show BS dates', () => {
    for (const name of Object.keys(calendar)) expect(main, name).not.toHaveProperty(name);
  });
});
