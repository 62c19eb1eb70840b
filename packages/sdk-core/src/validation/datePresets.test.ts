import { describe, expect, it, vi } from 'vitest';
import { MONTH_PRESET_DAYS } from '../constants';
import { DATE_PRESETS, presetRange, type RangePreset } from './datePresets';
import { validateDateRange } from './validateDateRange';

// Local times: presets are local calendar days.
const now = new Date(2025, 0, 10, 15, 20);
const start = (y: number, m: number, d: number) => new Date(y, m, d, 0, 0, 0, 0);
const end = (y: number, m: number, d: number) => new Date(y, m, d, 23, 59, 59, 999);

describe('date presets', () => {
  it('are Today, Yesterday, Last 7 days, Last 14 days and Custom', () => {
    expect(DATE_PRESETS.map((preset) => [preset.value, preset.label])).toEqual([
      ['today', 'Today'],
      ['yesterday', 'Yesterday'],
      ['last7Days', 'Last 7 days'],
      ['last14Days', 'Last 14 days'],
      ['custom', 'Custom'],
    ]);
  });

  it('today runs from 00:00 to the end of today', () => {
    expect(presetRange('today', now)).toEqual({ from: start(2025, 0, 10), to: end(2025, 0, 10) });
  });

  it('yesterday is the whole day before today, across a year boundary too', () => {
    expect(presetRange('yesterday', now)).toEqual({ from: start(2025, 0, 9), to: end(2025, 0, 9) });
    expect(presetRange('yesterday', new Date(2025, 0, 1, 8))).toEqual({
      from: start(2024, 11, 31),
      to: end(2024, 11, 31),
    });
  });

  it('the last 7 and 14 days count today', () => {
    expect(presetRange('last7Days', now)).toEqual({ from: start(2025, 0, 4), to: end(2025, 0, 10) });
    expect(presetRange('last14Days', now)).toEqual({ from: start(2024, 11, 28), to: end(2025, 0, 10) });
  });

  it("the 'month' preset is the last 30 days", () => {
    expect(MONTH_PRESET_DAYS).toBe(30);
    expect(presetRange('month', now)).toEqual({ from: start(2024, 11, 12), to: end(2025, 0, 10) });
  });

  it('every preset range is a valid history range', () => {
    for (const preset of ['today', 'yesterday', 'last7Days', 'last14Days', 'month'] as const) {
      const { from, to } = presetRange(preset, now);
      expect(validateDateRange(from, to, { now }), preset).toEqual({ ok: true });
    }
  });

  it('uses the current time when now is not given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    try {
      expect(presetRange('today').from).toEqual(start(2025, 0, 10));
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws for a preset that has no fixed range', () => {
    expect(() => presetRange('custom' as RangePreset, now)).toThrow(RangeError);
  });
});
