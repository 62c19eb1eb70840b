import NepaliDate from 'nepali-date-converter';
import { afterEach, describe, expect, it } from 'vitest';
import { BikramSambatCalendar, type BikramSambatDate } from './BikramSambatCalendar';

const calendar = new BikramSambatCalendar();
const ad = (year: number, month: number, day: number) => new Date(year, month - 1, day);
const bs = (year: number, month: number, day: number): BikramSambatDate => ({ year, month, day });

/** Every day of the given BS years, in order. */
function* daysOf(target: BikramSambatCalendar, firstYear: number, lastYear: number) {
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      for (let day = 1; day <= target.monthLength(year, month); day += 1) yield bs(year, month, day);
    }
  }
}

describe('BikramSambatCalendar conversions', () => {
  it.each([
    // New year days.
    [bs(2081, 1, 1), ad(2024, 4, 13)],
    [bs(2082, 1, 1), ad(2025, 4, 14)],
    [bs(2083, 1, 1), ad(2026, 4, 14)],
    [bs(2084, 1, 1), ad(2027, 4, 14)],
    // Last days of years.
    [bs(2080, 12, 30), ad(2024, 4, 12)],
    [bs(2081, 12, 31), ad(2025, 4, 13)],
    [bs(2082, 12, 30), ad(2026, 4, 13)],
    [bs(2083, 12, 30), ad(2027, 4, 13)],
    // Days of 2081-2083 from the table: Jestha 32 of 2081, Asar 32 of 2082 and 2083.
    [bs(2081, 2, 32), ad(2024, 6, 14)],
    [bs(2082, 3, 32), ad(2025, 7, 16)],
    [bs(2083, 3, 32), ad(2026, 7, 16)],
  ])('BS %o is AD %s', (bsDate, adDate) => {
    expect(calendar.fromBikramSambat(bsDate)).toEqual(adDate);
    expect(calendar.toBikramSambat(adDate)).toEqual(bsDate);
  });

  it.each([
    // Independently known dates, not read from the table.
    ['Constitution Day, 3 Asoj 2072 = 20 September 2015', bs(2072, 6, 3), ad(2015, 9, 20)],
    ['Saune Sankranti, 1 Shrawan 2081 = 16 July 2024', bs(2081, 4, 1), ad(2024, 7, 16)],
    ['Vijaya Dashami, 26 Asoj 2081 = 12 October 2024', bs(2081, 6, 26), ad(2024, 10, 12)],
    ['Maghe Sankranti, 1 Magh 2081 = 14 January 2025', bs(2081, 10, 1), ad(2025, 1, 14)],
    ['Vijaya Dashami, 16 Asoj 2082 = 2 October 2025', bs(2082, 6, 16), ad(2025, 10, 2)],
  ])('%s', (_name, bsDate, adDate) => {
    expect(calendar.fromBikramSambat(bsDate)).toEqual(adDate);
    expect(calendar.toBikramSambat(adDate)).toEqual(bsDate);
  });

  it('round-trips every day of BS 2081 to 2083, one AD day after the other', () => {
    let previous: Date | null = null;
    let count = 0;
    for (const date of daysOf(calendar, 2081, 2083)) {
      const adDate = calendar.fromBikramSambat(date);
      expect(calendar.toBikramSambat(adDate)).toEqual(date);
      if (previous)
        expect(adDate).toEqual(new Date(previous.getFullYear(), previous.getMonth(), previous.getDate() + 1));
      previous = adDate;
      count += 1;
    }
    expect(count).toBe(calendar.yearLength(2081) + calendar.yearLength(2082) + calendar.yearLength(2083));
    expect(count).toBe(366 + 365 + 365);
  });

  it('agrees with nepali-date-converter on every day of its table, BS 2000 to 2090', () => {
    expect([calendar.firstYear, calendar.lastYear]).toEqual([2000, 2090]);
    const mismatches: string[] = [];
    for (const date of daysOf(calendar, 2000, 2090)) {
      const library = new NepaliDate(date.year, date.month - 1, date.day).toJsDate();
      if (calendar.fromBikramSambat(date).getTime() !== library.getTime()) {
        mismatches.push(`${date.year}-${date.month}-${date.day}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('reads the local day of a date whatever its time', () => {
    expect(calendar.toBikramSambat(new Date(2024, 3, 13, 0, 0, 0, 0))).toEqual(bs(2081, 1, 1));
    expect(calendar.toBikramSambat(new Date(2024, 3, 13, 23, 59, 59, 999))).toEqual(bs(2081, 1, 1));
  });

  it('reads a date-only string as that local day and accepts epoch milliseconds', () => {
    expect(calendar.toBikramSambat('2025-04-14')).toEqual(bs(2082, 1, 1));
    expect(calendar.toBikramSambat(ad(2025, 4, 14).getTime())).toEqual(bs(2082, 1, 1));
  });

  it('refuses dates outside its table and dates that do not parse', () => {
    expect(calendar.toBikramSambat(ad(1943, 4, 14))).toEqual(bs(2000, 1, 1));
    expect(() => calendar.toBikramSambat(ad(1943, 4, 13))).toThrow(RangeError);
    expect(calendar.fromBikramSambat(bs(2090, 12, 30))).toEqual(ad(2034, 4, 13));
    expect(() => calendar.toBikramSambat(ad(2034, 4, 14))).toThrow(
      /outside the BS calendar table \(2000-2090\)/,
    );
    expect(() => calendar.toBikramSambat('not a date')).toThrow(RangeError);
    expect(() => calendar.toBikramSambat(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('refuses BS dates that do not exist', () => {
    expect(calendar.isValid(bs(2081, 2, 32))).toBe(true);
    for (const date of [
      bs(2081, 1, 32),
      bs(2081, 13, 1),
      bs(2081, 0, 1),
      bs(2081, 1, 0),
      bs(2081, 1, 1.5),
      bs(1999, 1, 1),
      bs(2091, 1, 1),
    ]) {
      expect(calendar.isValid(date), JSON.stringify(date)).toBe(false);
      expect(() => calendar.fromBikramSambat(date)).toThrow(RangeError);
    }
  });
});

describe('BikramSambatCalendar month lengths', () => {
  it('gives the days of each month and year from the table', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => calendar.monthLength(2081, month))).toEqual(
      [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31],
    );
    expect(calendar.yearLength(2081)).toBe(366);
  });

  it('refuses a month outside 1-12 or a year outside the table', () => {
    expect(() => calendar.monthLength(2081, 13)).toThrow(/month must be 1 to 12/);
    expect(() => calendar.monthLength(2081, 0)).toThrow(RangeError);
    expect(() => calendar.monthLength(2091, 1)).toThrow(/BS year 2091 is outside/);
    expect(() => calendar.yearLength(1999)).toThrow(RangeError);
    expect(() => calendar.monthLength(2081.5, 1)).toThrow(RangeError);
  });
});

describe('BikramSambatCalendar with a supplied table', () => {
  // 2082 as in the default table but with one day moved from Chaitra to Baisakh.
  const corrected2082 = [32, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 29];

  it('uses the supplied month lengths and moves the dates after the change', () => {
    const corrected = new BikramSambatCalendar({ monthLengths: { 2082: corrected2082 } });
    expect(corrected.monthLength(2082, 1)).toBe(32);
    expect(calendar.isValid(bs(2082, 1, 32))).toBe(false);
    expect(corrected.fromBikramSambat(bs(2082, 1, 32))).toEqual(ad(2025, 5, 15));
    expect(calendar.toBikramSambat(ad(2025, 5, 15))).toEqual(bs(2082, 2, 1));
    expect(corrected.toBikramSambat(ad(2025, 5, 16))).toEqual(bs(2082, 2, 1));
    // Earlier years and the next new year (same year total) do not move.
    expect(corrected.fromBikramSambat(bs(2081, 1, 1))).toEqual(ad(2024, 4, 13));
    expect(corrected.fromBikramSambat(bs(2083, 1, 1))).toEqual(ad(2026, 4, 14));
  });

  it('moves every later year when a supplied year is longer', () => {
    const longer = new BikramSambatCalendar({
      monthLengths: { 2082: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 31] },
    });
    expect(longer.yearLength(2082)).toBe(366);
    expect(longer.fromBikramSambat(bs(2083, 1, 1))).toEqual(ad(2026, 4, 15));
    expect(longer.toBikramSambat(ad(2026, 4, 14))).toEqual(bs(2082, 12, 31));
  });

  it('extends the table past its last year and before its first', () => {
    const extended = new BikramSambatCalendar({
      monthLengths: {
        1999: [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31],
        2091: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30],
      },
    });
    expect([extended.firstYear, extended.lastYear]).toEqual([1999, 2091]);
    expect(extended.fromBikramSambat(bs(2091, 1, 1))).toEqual(ad(2034, 4, 14));
    expect(extended.toBikramSambat(ad(2034, 4, 14))).toEqual(bs(2091, 1, 1));
    expect(extended.fromBikramSambat(bs(1999, 12, 31))).toEqual(ad(1943, 4, 13));
    expect(extended.toBikramSambat(ad(1943, 4, 13))).toEqual(bs(1999, 12, 31));
    expect(extended.fromBikramSambat(bs(2000, 1, 1))).toEqual(ad(1943, 4, 14));
  });

  it('refuses a malformed table', () => {
    expect(() => new BikramSambatCalendar({ monthLengths: { 2082: [31, 31, 32] } })).toThrow(
      /BS 2082: expected 12 month lengths/,
    );
    expect(
      () =>
        new BikramSambatCalendar({
          monthLengths: { 2082: [28, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30] },
        }),
    ).toThrow(RangeError);
    expect(() => new BikramSambatCalendar({ monthLengths: { 2093: corrected2082 } })).toThrow(
      /contiguous years/,
    );
  });
});

describe('BikramSambatCalendar time zones', () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    if (originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalTimeZone;
  });

  it.each(['UTC', 'Asia/Kathmandu', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'converts the same calendar days in %s, without shifting by a day',
    (timeZone) => {
      process.env.TZ = timeZone;
      const newYear = calendar.fromBikramSambat(bs(2081, 1, 1));
      expect([newYear.getFullYear(), newYear.getMonth() + 1, newYear.getDate(), newYear.getHours()]).toEqual([
        2024, 4, 13, 0,
      ]);
      expect(calendar.toBikramSambat(new Date(2024, 3, 13))).toEqual(bs(2081, 1, 1));
      expect(calendar.toBikramSambat(new Date(2024, 3, 12, 23, 59))).toEqual(bs(2080, 12, 30));
      expect(calendar.toBikramSambat('2025-04-14')).toEqual(bs(2082, 1, 1));
      for (const date of daysOf(calendar, 2082, 2082)) {
        expect(calendar.toBikramSambat(calendar.fromBikramSambat(date))).toEqual(date);
      }
    },
  );

  it('reads an instant as the local day: Nepal midnight is still the previous day in UTC', () => {
    const nepalMidnight = new Date('2024-04-12T18:15:00.000Z'); // 13 April 00:00 at UTC+05:45
    process.env.TZ = 'Asia/Kathmandu';
    expect(calendar.toBikramSambat(nepalMidnight)).toEqual(bs(2081, 1, 1));
    process.env.TZ = 'UTC';
    expect(calendar.toBikramSambat(nepalMidnight)).toEqual(bs(2080, 12, 30));
  });

  it('keeps whole days in a zone whose midnight was skipped by a daylight-saving change', () => {
    // Santiago skipped 00:00-01:00 on 7 September 2025 (BS 2082-05-22).
    process.env.TZ = 'America/Santiago';
    const day = calendar.fromBikramSambat(bs(2082, 5, 22));
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2025, 9, 7]);
    expect(calendar.toBikramSambat(day)).toEqual(bs(2082, 5, 22));
  });
});
