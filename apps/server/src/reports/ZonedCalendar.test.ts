import { describe, expect, it } from 'vitest';
import { ZonedCalendar } from './ZonedCalendar';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('ZonedCalendar', () => {
  it('splits days at local midnight (Kathmandu is UTC+05:45)', () => {
    const calendar = new ZonedCalendar('Asia/Kathmandu');
    expect(iso(calendar.startOfDay(at('2026-03-10T20:00:00Z')))).toBe('2026-03-10T18:15:00.000Z');
    expect(
      calendar.midnightsBetween(at('2026-03-09T18:15:00Z'), at('2026-03-11T18:15:00Z')).map(iso),
    ).toEqual(['2026-03-10T18:15:00.000Z']);
    expect(calendar.formatDateTime(at('2026-03-10T18:15:00Z'))).toBe('2026-03-11 00:00:00');
  });

  it('handles a 23-hour day at the start of daylight-saving time', () => {
    const calendar = new ZonedCalendar('Europe/Berlin');
    const midnights = calendar
      .midnightsBetween(at('2026-03-28T00:00:00Z'), at('2026-03-31T00:00:00Z'))
      .map(iso);
    expect(midnights).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
      '2026-03-30T22:00:00.000Z',
    ]);
    // 30 local days after a winter midnight is a summer midnight: one hour less in UTC.
    expect(iso(calendar.addDays(at('2026-03-14T23:00:00Z'), 30))).toBe('2026-04-13T22:00:00.000Z');
  });

  it('takes the user zone, else the server zone, and the server zone first when it forces its settings', () => {
    const user = { attributes: { timezone: 'Asia/Kathmandu' } };
    const server = { attributes: { timezone: 'Europe/Berlin' }, forceSettings: false };
    expect(ZonedCalendar.forUser(user, server).timeZone).toBe('Asia/Kathmandu');
    expect(ZonedCalendar.forUser({ attributes: {} }, server).timeZone).toBe('Europe/Berlin');
    expect(ZonedCalendar.forUser(user, { ...server, forceSettings: true }).timeZone).toBe('Europe/Berlin');
    expect(ZonedCalendar.forUser({ attributes: { timezone: 'Mars/Olympus' } }, undefined).timeZone).toBe(
      'UTC',
    );
  });
});
