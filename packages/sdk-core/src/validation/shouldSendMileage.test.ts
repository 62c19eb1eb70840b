import { describe, expect, it } from 'vitest';
import { shouldSendMileage } from './shouldSendMileage';

describe('shouldSendMileage', () => {
  it('sends a numeric mileage greater than 0', () => {
    expect(shouldSendMileage('14')).toBe(true);
    expect(shouldSendMileage('14.5')).toBe(true);
    expect(shouldSendMileage('.5')).toBe(true);
    expect(shouldSendMileage(' 12 ')).toBe(true);
    expect(shouldSendMileage(8)).toBe(true);
  });

  it("does not send '0' or any other zero", () => {
    expect(shouldSendMileage('0')).toBe(false);
    expect(shouldSendMileage('0.0')).toBe(false);
    expect(shouldSendMileage('00')).toBe(false);
    expect(shouldSendMileage(0)).toBe(false);
  });

  it('does not send a value that is not a plain positive number', () => {
    for (const value of [
      '',
      '  ',
      'abc',
      '12km',
      '-3',
      '1e3',
      '0x10',
      'Infinity',
      null,
      undefined,
      Number.NaN,
      -2,
    ]) {
      expect(shouldSendMileage(value), String(value)).toBe(false);
    }
  });
});
