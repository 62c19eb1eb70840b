import { dateConfigMap } from 'nepali-date-converter';
import { describe, expect, it } from 'vitest';
import { BS_MONTH_NAMES } from './bsMonthNames';
import { defaultMonthLengths } from './defaultMonthLengths';

describe('defaultMonthLengths', () => {
  it('is the nepali-date-converter table, Baisakh to Chaitra, for BS 2000 to 2090', () => {
    const table = defaultMonthLengths();
    expect(Object.keys(table)).toHaveLength(91);
    expect(table[2000]).toHaveLength(12);
    expect(table[2082]).toEqual([31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30]);
    expect(table[2081]?.[11]).toBe(dateConfigMap['2081']?.Chaitra);
    for (const [year, months] of Object.entries(dateConfigMap)) {
      expect(table[Number(year)], `BS ${year}`).toEqual(BS_MONTH_NAMES.map((name) => months[name]));
    }
  });

  it('returns a fresh table each time, so a caller cannot alter the default', () => {
    const first = defaultMonthLengths();
    (first[2081] as number[])[0] = 99;
    expect(defaultMonthLengths()[2081]?.[0]).toBe(31);
  });
});
