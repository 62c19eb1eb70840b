import { describe, expect, it } from 'vitest';
import { multiSelectAllows } from './multiSelectAllows';

describe('multiSelectAllows', () => {
  it('allows one more item while fewer than the maximum are chosen', () => {
    expect(multiSelectAllows(0, 3)).toBe(true);
    expect(multiSelectAllows(2, 3)).toBe(true);
    expect(multiSelectAllows(3, 3)).toBe(false);
    expect(multiSelectAllows(4, 3)).toBe(false);
  });

  it('always allows more without a maximum', () => {
    expect(multiSelectAllows(100)).toBe(true);
    expect(multiSelectAllows(100, null)).toBe(true);
    expect(multiSelectAllows(100, 0)).toBe(true);
    expect(multiSelectAllows(100, Number.NaN)).toBe(true);
  });
});
