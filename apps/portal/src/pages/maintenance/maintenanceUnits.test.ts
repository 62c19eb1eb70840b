import { describe, expect, it } from 'vitest';
import {
  formatDueDetail,
  formatMaintenanceValue,
  formUnit,
  fromDateField,
  fromFormValue,
  toDateField,
  toFormValue,
} from './maintenanceUnits';

const DAY = 86_400_000;

describe('maintenance units', () => {
  it('enters km, hours and days and stores metres and ms', () => {
    expect(fromFormValue('totalDistance', 5000)).toBe(5_000_000);
    expect(fromFormValue('hours', 250)).toBe(250 * 3_600_000);
    expect(fromFormValue('serverTime', 365)).toBe(365 * DAY);
    expect(toFormValue('serverTime', 30 * DAY)).toBe(30);
    expect([formUnit('totalDistance'), formUnit('hours'), formUnit('fixTime')]).toEqual(['km', 'h', 'days']);
    expect(formatMaintenanceValue('serverTime', DAY)).toBe('1 day');
  });

  it("keeps a date schedule's start on the local day entered", () => {
    expect(toDateField(fromDateField('2026-03-09'))).toBe('2026-03-09');
  });

  it('says how far a vehicle is from its due point', () => {
    expect(
      formatDueDetail('totalDistance', { status: 'dueSoon', dueAt: 10_000_000, remaining: 200_000 }),
    ).toBe('200.00 km left');
    expect(
      formatDueDetail('totalDistance', { status: 'overdue', dueAt: 10_000_000, remaining: -1_500 }),
    ).toBe('1.50 km over');
    expect(formatDueDetail('totalDistance', { status: 'ok', dueAt: null, remaining: null })).toBe('');
  });
});
