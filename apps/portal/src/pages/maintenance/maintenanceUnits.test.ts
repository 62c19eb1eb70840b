import { loadTranslator } from '@fleetkit/sdk-core/i18n';
import { MAINTENANCE_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { describe, expect, it } from 'vitest';
import {
  formatDueDetail,
  formatMaintenanceValue,
  formUnit,
  fromDateField,
  fromFormValue,
  type MaintenanceFormat,
  maintenanceTypeLabel,
  toDateField,
  toFormValue,
} from './maintenanceUnits';

const DAY = 86_400_000;
/** Days written as date fields, so the expectations do not depend on the runtime's locale. */
const day = (date: Date) => toDateField(date.getTime());
const english: MaintenanceFormat = { texts: MAINTENANCE_PAGE_TEXTS, date: day };

describe('maintenance units', () => {
  it('enters km, hours and days and stores metres and ms', () => {
    expect(fromFormValue('totalDistance', 5000)).toBe(5_000_000);
    expect(fromFormValue('hours', 250)).toBe(250 * 3_600_000);
    expect(fromFormValue('serverTime', 365)).toBe(365 * DAY);
    expect(toFormValue('serverTime', 30 * DAY)).toBe(30);
    expect([formUnit('totalDistance'), formUnit('hours'), formUnit('fixTime')]).toEqual(['km', 'h', 'days']);
    expect(formatMaintenanceValue('serverTime', DAY)).toBe('1 day');
    expect(formatMaintenanceValue('serverTime', 3 * DAY)).toBe('3 days');
  });

  it("keeps a date schedule's start on the local day entered", () => {
    expect(toDateField(fromDateField('2026-03-09'))).toBe('2026-03-09');
  });

  it('says how far a vehicle is from its due point', () => {
    expect(
      formatDueDetail('totalDistance', { status: 'dueSoon', dueAt: 10_000_000, remaining: 200_000 }, english),
    ).toBe('200.00 km left');
    expect(
      formatDueDetail('totalDistance', { status: 'overdue', dueAt: 10_000_000, remaining: -1_500 }, english),
    ).toBe('1.50 km over');
    expect(formatDueDetail('totalDistance', { status: 'ok', dueAt: null, remaining: null }, english)).toBe(
      '',
    );
    const dueOn = fromDateField('2026-06-01');
    expect(formatDueDetail('serverTime', { status: 'dueSoon', dueAt: dueOn, remaining: DAY }, english)).toBe(
      'due 2026-06-01',
    );
  });

  it('speaks Nepali with the Nepali texts, in the chosen digits', async () => {
    const nepali = (await loadTranslator('ne', { digits: 'deva', parts: ['portal'] })).translate(
      MAINTENANCE_PAGE_TEXTS,
    );
    expect(formatMaintenanceValue('serverTime', 3 * DAY, nepali)).toBe('३ दिन');
    expect(formUnit('serverTime', nepali)).toBe('दिन');
    expect(maintenanceTypeLabel('totalDistance', nepali)).toBe('दूरी (किमि)');
    expect(maintenanceTypeLabel('custom', nepali)).toBe('custom');
    const format: MaintenanceFormat = { texts: nepali, date: day };
    expect(
      formatDueDetail('totalDistance', { status: 'dueSoon', dueAt: 10_000_000, remaining: 200_000 }, format),
    ).toBe('200.00 km बाँकी');
  });
});
