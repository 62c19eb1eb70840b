import { describe, expect, it } from 'vitest';
import { ignitionLabel } from './ignitionLabel';

describe('ignitionLabel', () => {
  it('reads On and Off from the position ignition attribute', () => {
    expect(ignitionLabel({ attributes: { ignition: true } })).toBe('On');
    expect(ignitionLabel({ attributes: { ignition: false } })).toBe('Off');
  });

  it('is N/A without a position or when the tracker does not report ignition', () => {
    expect(ignitionLabel(null)).toBe('N/A');
    expect(ignitionLabel(undefined)).toBe('N/A');
    expect(ignitionLabel({})).toBe('N/A');
    expect(ignitionLabel({ attributes: { motion: true } })).toBe('N/A');
    expect(ignitionLabel({ attributes: { ignition: 'yes' } })).toBe('N/A');
  });
});
