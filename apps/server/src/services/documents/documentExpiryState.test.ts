import { DOCUMENT_EXPIRY_WARNING_DAYS } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { documentExpiresAt, documentExpiryState } from './documentExpiryState';

const now = new Date('2026-03-10T12:00:00Z');

describe('documentExpiresAt', () => {
  it('lets a date-only expiry run through that whole day (UTC)', () => {
    expect(documentExpiresAt('2026-03-10')?.toISOString()).toBe('2026-03-11T00:00:00.000Z');
  });

  it('takes a date-time with a zone as the instant', () => {
    expect(documentExpiresAt('2026-03-10T08:00:00+05:45')?.toISOString()).toBe('2026-03-10T02:15:00.000Z');
  });

  it('cannot read impossible dates, dates without a zone or free text', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-03-10T10:00', 'next year', '', null, undefined]) {
      expect(documentExpiresAt(text)).toBeNull();
    }
  });
});

describe('documentExpiryState', () => {
  it('is expired once the expiry day is over, and not on the day itself', () => {
    expect(documentExpiryState('2026-03-09', now)).toBe('expired');
    expect(documentExpiryState('2026-03-10', now)).toBe('expiring');
    expect(documentExpiryState('2026-03-10T11:59:59Z', now)).toBe('expired');
  });

  it(`is expiring within ${DOCUMENT_EXPIRY_WARNING_DAYS} days and valid after`, () => {
    expect(documentExpiryState('2026-03-25T12:00:00Z', now)).toBe('expiring');
    expect(documentExpiryState('2026-03-25T12:00:01Z', now)).toBe('valid');
    expect(documentExpiryState('2026-03-24', now)).toBe('expiring');
    expect(documentExpiryState('2026-03-25', now)).toBe('valid');
  });

  it('has no state without a readable expiry date', () => {
    expect(documentExpiryState(undefined, now)).toBeNull();
    expect(documentExpiryState('soon', now)).toBeNull();
  });
});
