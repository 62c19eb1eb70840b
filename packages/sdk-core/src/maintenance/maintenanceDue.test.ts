import { describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../schema/document';
import { maintenanceDue, maintenanceReading } from './maintenanceDue';
import { lastServiceReading, vehicleMaintenanceDue } from './serviceRecordReading';

const KM = 1000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const oil = { id: 3, type: 'totalDistance', start: 10_000 * KM, period: 10_000 * KM };

describe('maintenanceDue', () => {
  it('is due soon within 500 km of the first due point and overdue once past it', () => {
    expect(maintenanceDue(oil, 9_000 * KM)).toEqual({
      status: 'ok',
      dueAt: 10_000 * KM,
      remaining: 1_000 * KM,
    });
    expect(maintenanceDue(oil, 9_500 * KM).status).toBe('dueSoon');
    expect(maintenanceDue(oil, 10_000 * KM).status).toBe('overdue');
    expect(maintenanceDue(oil, 45_000 * KM)).toMatchObject({ status: 'overdue', dueAt: 10_000 * KM });
  });

  it('counts a service for the nearest due point, early or late', () => {
    // Serviced 400 km early for 40,000 km: the next due point is 50,000 km.
    expect(maintenanceDue(oil, 40_100 * KM, 39_600 * KM)).toMatchObject({ status: 'ok', dueAt: 50_000 * KM });
    // Serviced late, at 41,500 km: also the 40,000 km service.
    expect(maintenanceDue(oil, 49_600 * KM, 41_500 * KM)).toMatchObject({
      status: 'dueSoon',
      dueAt: 50_000 * KM,
    });
    // Serviced at 34,000 km: that was the 30,000 km service, 40,000 km is still open.
    expect(maintenanceDue(oil, 41_000 * KM, 34_000 * KM)).toMatchObject({
      status: 'overdue',
      dueAt: 40_000 * KM,
    });
  });

  it('never falls due at zero: a schedule starting at 0 is first due after one period', () => {
    const fromZero = { type: 'hours', start: 0, period: 250 * HOUR };
    expect(maintenanceDue(fromZero, 100 * HOUR)).toMatchObject({ status: 'ok', dueAt: 250 * HOUR });
    expect(maintenanceDue(fromZero, 241 * HOUR).status).toBe('dueSoon');
    expect(maintenanceDue(fromZero, 239 * HOUR).status).toBe('ok');
  });

  it('follows the date within 7 days', () => {
    const now = Date.UTC(2026, 5, 1);
    const yearly = { type: 'serverTime', start: now + 6 * DAY, period: 365 * DAY };
    expect(maintenanceDue(yearly, maintenanceReading('serverTime', null, now)).status).toBe('dueSoon');
    expect(maintenanceDue(yearly, now - 2 * DAY).status).toBe('ok');
    expect(maintenanceDue({ ...yearly, start: now - DAY }, now).status).toBe('overdue');
  });

  it('is unknown without a reading or a period', () => {
    expect(maintenanceDue(oil, null)).toMatchObject({
      status: 'unknown',
      dueAt: 10_000 * KM,
      remaining: null,
    });
    expect(maintenanceDue({ ...oil, period: 0 }, 5).status).toBe('unknown');
    expect(maintenanceReading('totalDistance', { attributes: {} }, 0)).toBeNull();
    expect(maintenanceReading('totalDistance', { attributes: { totalDistance: 12 } }, 0)).toBe(12);
  });
});

describe('service records', () => {
  const record = (fields: Partial<ServiceRecord>): ServiceRecord => ({
    $id: Math.random().toString(36).slice(2),
    documentOf: 'vehicle',
    documentType: 'service',
    fileIds: [],
    ...fields,
  });

  it("reads the vehicle's latest service of the schedule only", () => {
    const records = [
      record({ entityId: 7, category: '3', identificationNo: '19800' }),
      record({ entityId: 7, category: '3', identificationNo: '9900' }),
      record({ entityId: 7, category: '4', identificationNo: '29900' }),
      record({ entityId: 8, category: '3', identificationNo: '29900' }),
    ];
    expect(lastServiceReading(oil, 7, records)).toBe(19_800 * KM);
    expect(vehicleMaintenanceDue(oil, 7, 25_000 * KM, records)).toMatchObject({
      status: 'ok',
      dueAt: 30_000 * KM,
    });
    expect(vehicleMaintenanceDue(oil, 9, 25_000 * KM, records).status).toBe('overdue');
  });

  it('reads the date for a date schedule and engine hours for an hours schedule', () => {
    const yearly = { id: 5, type: 'serverTime', start: Date.UTC(2026, 0, 1), period: 365 * DAY };
    expect(
      lastServiceReading(yearly, 7, [record({ entityId: 7, category: '5', issuedDate: '2026-01-03' })]),
    ).toBe(Date.UTC(2026, 0, 3));
    const engine = { id: 6, type: 'hours', start: 0, period: 250 * HOUR };
    expect(lastServiceReading(engine, 7, [record({ entityId: 7, category: '6', identifiedBy: '240' })])).toBe(
      240 * HOUR,
    );
  });
});
