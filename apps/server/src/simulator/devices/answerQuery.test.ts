import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../test/fixtures';
import { answerQuery } from './answerQuery';

describe('answerQuery', () => {
  const snapshot = sampleRecord({ blocked: true, ignition: false, speedKmh: 0 });

  it('answers position, status and version queries in either dialect', () => {
    expect(answerQuery('WHERE#', snapshot)).toBe(
      'Lat:N27.705600,Lon:E85.315200,Course:163,Speed:0km/h,DateTime:2024-03-05 06:07:08',
    );
    expect(answerQuery('getgps', snapshot)).toBe(answerQuery('WHERE#', snapshot));
    expect(answerQuery(' status# ', snapshot)).toBe('Power:13.84V,Battery:100%,GPS:9,GSM:4,ACC:OFF,Relay:ON');
    expect(answerQuery('getver', snapshot)).toBe('Fleetkit simulated tracker 1.0');
  });

  it('answers anything else as an unknown command', () => {
    expect(answerQuery('FACTORY#', snapshot)).toBe('Unknown command');
  });
});
