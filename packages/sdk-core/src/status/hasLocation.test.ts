import { describe, expect, it } from 'vitest';
import { hasLocation } from './hasLocation';

describe('hasLocation', () => {
  it('is true for a fix, valid or not, with finite coordinates', () => {
    expect(hasLocation({ latitude: 27.7, longitude: 85.3, valid: true })).toBe(true);
    expect(hasLocation({ latitude: 27.7, longitude: 85.3, valid: false })).toBe(true);
  });

  it('is false for the invalid 0, 0 a report without a location is stored at', () => {
    expect(hasLocation({ latitude: 0, longitude: 0, valid: false })).toBe(false);
  });

  it('keeps a valid fix at 0, 0 (a device can be there)', () => {
    expect(hasLocation({ latitude: 0, longitude: 0, valid: true })).toBe(true);
  });

  it('is false for coordinates that are not numbers', () => {
    expect(hasLocation({ latitude: Number.NaN, longitude: 85.3, valid: true })).toBe(false);
    expect(hasLocation({ latitude: 27.7, longitude: Number.POSITIVE_INFINITY, valid: true })).toBe(false);
  });
});
