import { describe, expect, it } from 'vitest';
import { endedPeriods, isActiveAt } from './calendarPeriods';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Fleetkit//Test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const iso = (found: { periods: { start: Date; end: Date }[] }) =>
  found.periods.map((p) => [p.start.toISOString(), p.end.toISOString()]);

describe('endedPeriods', () => {
  it('lists the occurrences of a repeating event that ended in the window, by their end', async () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:days@test',
      'DTSTART:20260101T000000Z',
      'DTEND:20260102T000000Z',
      'RRULE:FREQ=DAILY',
      'EXDATE:20260304T000000Z',
      'END:VEVENT',
    );
    const periods = await endedPeriods(
      text,
      new Date('2026-03-03T12:00:00Z'),
      new Date('2026-03-06T00:00:00Z'),
    );
    // The day that ends on the window's end counts; the excluded day does not.
    expect(iso(periods)).toEqual([
      ['2026-03-03T00:00:00.000Z', '2026-03-04T00:00:00.000Z'],
      ['2026-03-05T00:00:00.000Z', '2026-03-06T00:00:00.000Z'],
    ]);
  });

  it('reads a TZID by the rules of its zone, defined in the calendar or not', async () => {
    const defined = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:Office',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0200',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:shift@test',
      'DTSTART;TZID=Office:20260310T080000',
      'DTEND;TZID=Office:20260310T160000',
      'END:VEVENT',
    );
    expect(
      iso(await endedPeriods(defined, new Date('2026-03-10T00:00:00Z'), new Date('2026-03-11T00:00:00Z'))),
    ).toEqual([['2026-03-10T06:00:00.000Z', '2026-03-10T14:00:00.000Z']]);
    const iana = calendar(
      'BEGIN:VEVENT',
      'UID:kathmandu@test',
      'DTSTART;TZID=Asia/Kathmandu:20260310T080000',
      'DTEND;TZID=Asia/Kathmandu:20260310T160000',
      'END:VEVENT',
    );
    expect(
      iso(await endedPeriods(iana, new Date('2026-03-10T00:00:00Z'), new Date('2026-03-11T00:00:00Z'))),
    ).toEqual([['2026-03-10T02:15:00.000Z', '2026-03-10T10:15:00.000Z']]);
  });

  it("reads floating times and whole days in the zone it is given (the server's), else in UTC", async () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:floating@test',
      'DTSTART:20260310T080000',
      'DTEND:20260310T160000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:day@test',
      'DTSTART;VALUE=DATE:20260311',
      'DTEND;VALUE=DATE:20260312',
      'END:VEVENT',
    );
    const window = [new Date('2026-03-09T00:00:00Z'), new Date('2026-03-13T00:00:00Z')] as const;
    expect(iso(await endedPeriods(text, ...window, 'Asia/Kathmandu'))).toEqual([
      ['2026-03-10T02:15:00.000Z', '2026-03-10T10:15:00.000Z'],
      ['2026-03-10T18:15:00.000Z', '2026-03-11T18:15:00.000Z'],
    ]);
    // A TZID still wins over the floating zone.
    const zoned = text.replace('DTSTART:20260310T080000', 'DTSTART;TZID=Europe/Paris:20260310T080000');
    expect(iso(await endedPeriods(zoned, ...window, 'Asia/Kathmandu'))[0]?.[0]).toBe(
      '2026-03-10T07:00:00.000Z',
    );
    expect(iso(await endedPeriods(text, ...window))).toEqual([
      ['2026-03-10T08:00:00.000Z', '2026-03-10T16:00:00.000Z'],
      ['2026-03-11T00:00:00.000Z', '2026-03-12T00:00:00.000Z'],
    ]);
    expect(iso(await endedPeriods(text, ...window, 'Not/AZone'))[0]?.[0]).toBe('2026-03-10T08:00:00.000Z');
  });

  it('leaves out periods that have not ended, ended before the window, or have no length', async () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:a@test',
      'DTSTART:20260310T080000Z',
      'DTEND:20260310T100000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b@test',
      'DTSTART:20260310T090000Z',
      'END:VEVENT',
    );
    expect(
      await endedPeriods(text, new Date('2026-03-10T10:00:00Z'), new Date('2026-03-11T00:00:00Z')),
    ).toMatchObject({ periods: [] });
    expect(
      await endedPeriods(text, new Date('2026-03-10T00:00:00Z'), new Date('2026-03-10T09:59:59Z')),
    ).toMatchObject({ periods: [] });
  });

  it('stops following an event that repeated too often before the window, and says so', async () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:minutes@test',
      'DTSTART:20200101T000000Z',
      'DTEND:20200101T000100Z',
      'RRULE:FREQ=MINUTELY',
      'END:VEVENT',
    );
    const found = await endedPeriods(
      text,
      new Date('2026-03-10T00:00:00Z'),
      new Date('2026-03-10T01:00:00Z'),
    );
    expect(found).toEqual({ periods: [], truncated: true });
  });
});

describe('isActiveAt', () => {
  const at = (iso: string) => new Date(iso);

  it('is active from the start of an occurrence until (not at) its end, repetitions and exclusions too', async () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:weekdays@test',
      'DTSTART:20260302T080000Z',
      'DTEND:20260302T160000Z',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'EXDATE:20260304T080000Z',
      'END:VEVENT',
    );
    expect(await isActiveAt(text, at('2026-03-10T08:00:00Z'))).toBe(true);
    expect(await isActiveAt(text, at('2026-03-10T15:59:59Z'))).toBe(true);
    expect(await isActiveAt(text, at('2026-03-10T16:00:00Z'))).toBe(false);
    expect(await isActiveAt(text, at('2026-03-10T07:59:59Z'))).toBe(false);
    // Saturday, the excluded Wednesday, and before the first occurrence.
    expect(await isActiveAt(text, at('2026-03-14T10:00:00Z'))).toBe(false);
    expect(await isActiveAt(text, at('2026-03-04T10:00:00Z'))).toBe(false);
    expect(await isActiveAt(text, at('2026-03-01T10:00:00Z'))).toBe(false);
  });

  it('follows a moved occurrence (RECURRENCE-ID) and any of several events', async () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:daily@test',
      'DTSTART:20260301T080000Z',
      'DTEND:20260301T090000Z',
      'RRULE:FREQ=DAILY',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:daily@test',
      'RECURRENCE-ID:20260305T080000Z',
      'DTSTART:20260305T120000Z',
      'DTEND:20260305T130000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:once@test',
      'DTSTART:20260306T200000Z',
      'DTEND:20260306T220000Z',
      'END:VEVENT',
    );
    expect(await isActiveAt(text, at('2026-03-05T08:30:00Z'))).toBe(false);
    expect(await isActiveAt(text, at('2026-03-05T12:30:00Z'))).toBe(true);
    expect(await isActiveAt(text, at('2026-03-06T08:30:00Z'))).toBe(true);
    expect(await isActiveAt(text, at('2026-03-06T21:00:00Z'))).toBe(true);
    expect(await isActiveAt(text, at('2026-03-07T21:00:00Z'))).toBe(false);
  });

  it("reads floating times and whole days in the server's zone, a TZID by its own, else UTC", async () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:floating@test',
      'DTSTART:20260310T080000',
      'DTEND:20260310T160000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:day@test',
      'DTSTART;VALUE=DATE:20260312',
      'DTEND;VALUE=DATE:20260313',
      'END:VEVENT',
    );
    // 08:00 in Kathmandu is 02:15 UTC; the whole day starts at 18:15 UTC the day before.
    expect(await isActiveAt(text, at('2026-03-10T02:30:00Z'), 'Asia/Kathmandu')).toBe(true);
    expect(await isActiveAt(text, at('2026-03-10T02:30:00Z'))).toBe(false);
    expect(await isActiveAt(text, at('2026-03-10T12:00:00Z'), 'Asia/Kathmandu')).toBe(false);
    expect(await isActiveAt(text, at('2026-03-10T12:00:00Z'))).toBe(true);
    expect(await isActiveAt(text, at('2026-03-11T19:00:00Z'), 'Asia/Kathmandu')).toBe(true);
    expect(await isActiveAt(text, at('2026-03-11T19:00:00Z'))).toBe(false);
    const zoned = text.replace('DTSTART:20260310T080000', 'DTSTART;TZID=Europe/Paris:20260310T080000');
    expect(await isActiveAt(zoned, at('2026-03-10T07:30:00Z'), 'Asia/Kathmandu')).toBe(true);
  });

  it('is not active for an occurrence without a length, nor past the occurrences it follows', async () => {
    const instant = calendar('BEGIN:VEVENT', 'UID:i@test', 'DTSTART:20260310T080000Z', 'END:VEVENT');
    expect(await isActiveAt(instant, at('2026-03-10T08:00:00Z'))).toBe(false);
    const minutes = calendar(
      'BEGIN:VEVENT',
      'UID:minutes@test',
      'DTSTART:20200101T000000Z',
      'DTEND:20200101T000100Z',
      'RRULE:FREQ=MINUTELY',
      'END:VEVENT',
    );
    expect(await isActiveAt(minutes, at('2020-01-02T00:00:30Z'))).toBe(true);
    expect(await isActiveAt(minutes, at('2026-03-10T00:00:30Z'))).toBe(false);
  });
});
