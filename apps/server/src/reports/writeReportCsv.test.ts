import { describe, expect, it } from 'vitest';
import { reportTable } from './reportTables';
import { formatHoursMinutes, writeReportCsv } from './writeReportCsv';
import { ZonedCalendar } from './ZonedCalendar';

describe('writeReportCsv', () => {
  it('quotes fields holding commas or quotes and writes local times, h:mm and fixed decimals', () => {
    const calendar = new ZonedCalendar('Asia/Kathmandu');
    const stop = {
      deviceName: 'Truck "7"',
      startTime: '2026-03-10T02:15:00.000Z',
      endTime: '2026-03-11T04:45:00.000Z',
      duration: 26.5 * 3_600_000,
      address: 'Ring Road, Kathmandu',
      latitude: 27.7,
      longitude: 85.3,
      engineHours: 0,
      spentFuel: 1.234,
      startOdometer: 12_345,
    };
    const [header, line] = writeReportCsv(reportTable('stops', calendar.timeZone), [stop], calendar).split(
      '\r\n',
    );
    expect(header).toBe(
      'Device,Start time (Asia/Kathmandu),End time (Asia/Kathmandu),Duration (h:mm),Address,Latitude,Longitude,' +
        'Engine hours (h:mm),Spent fuel (L),Odometer (km)',
    );
    expect(line).toBe(
      '"Truck ""7""",2026-03-10 08:00:00,2026-03-11 10:30:00,26:30,"Ring Road, Kathmandu",27.700000,85.300000,0:00,1.23,12.35',
    );
  });

  it('neutralises text a spreadsheet would run as a formula, and keeps negative numbers as numbers', () => {
    const calendar = new ZonedCalendar('UTC');
    const stop = {
      deviceName: '=HYPERLINK("http://evil.example","Open")',
      startTime: '2026-03-10T02:15:00.000Z',
      endTime: '2026-03-10T04:45:00.000Z',
      duration: 0,
      address: '@SUM(1+1)',
      latitude: -33.8688,
      longitude: -70.6693,
      engineHours: 0,
      spentFuel: 0,
      startOdometer: 0,
    };
    const [, line] = writeReportCsv(reportTable('stops', 'UTC'), [stop], calendar).split('\r\n');
    expect(line).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Open"")",2026-03-10 02:15:00,2026-03-10 04:45:00,0:00,'@SUM(1+1),-33.868800,-70.669300,0:00,0.00,0.00`,
    );
  });

  it('writes durations past a day as hours', () => {
    expect(formatHoursMinutes(90 * 60_000)).toBe('1:30');
    expect(formatHoursMinutes(49 * 3_600_000 + 5 * 60_000)).toBe('49:05');
  });
});
