import { describe, expect, it } from 'vitest';
import { BS_MONTH_NAMES, BS_MONTH_SHORT_NAMES } from './bsMonthNames';

describe('BS month names', () => {
  it('run from Baisakh to Chaitra, with three-letter short names', () => {
    expect(BS_MONTH_NAMES).toHaveLength(12);
    expect(BS_MONTH_NAMES[0]).toBe('Baisakh');
    expect(BS_MONTH_NAMES[5]).toBe('Aswin');
    expect(BS_MONTH_NAMES[11]).toBe('Chaitra');
    expect(BS_MONTH_SHORT_NAMES).toHaveLength(12);
    for (const name of BS_MONTH_SHORT_NAMES) expect(name).toMatch(/^[A-Z][a-z]{2}$/);
  });
});
