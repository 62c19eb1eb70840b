import { describe, expect, it } from 'vitest';
import { generateImei, isValidImei, luhnCheckDigit } from './generateImei';
import { SeededRandom } from './SeededRandom';

describe('IMEIs', () => {
  it('computes the Luhn check digit of the first 14 digits', () => {
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(luhnCheckDigit('35209900176148')).toBe(1);
    expect(isValidImei('490154203237518')).toBe(true);
    expect(isValidImei('490154203237519')).toBe(false);
    expect(isValidImei('49015420323751')).toBe(false);
  });

  it('generates 15-digit IMEIs with valid check digits, the same for the same seed', () => {
    const random = new SeededRandom(1, 'fleet');
    const imeis = Array.from({ length: 500 }, () => generateImei(random));
    for (const imei of imeis) expect(isValidImei(imei)).toBe(true);
    expect(new Set(imeis).size).toBeGreaterThan(495);
    const again = new SeededRandom(1, 'fleet');
    expect(Array.from({ length: 500 }, () => generateImei(again))).toEqual(imeis);
  });
});
