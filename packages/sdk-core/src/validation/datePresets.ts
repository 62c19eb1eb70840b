import { MONTH_PRESET_DAYS } from '../constants';
import { addDays, endOfDay, startOfDay, toDate } from '../units/localCalendar';
import type { DateInput } from '../units/readDate';

/** A span of time, `from` and `to` inclusive. */
export interface DateRange {
  from: Date;
  to: Date;
}

/** The presets of the history date selector, with their texts, in order (SPEC §2). */
export const DATE_PRESETS = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last7Days', label: 'Last 7 days' },
  { value: 'last14Days', label: 'Last 14 days' },
  { value: 'custom', label: 'Custom' },
] as const;

/**
 * A preset that stands for a fixed range: those of {@link DATE_PRESETS} except 'custom', plus
 * 'month', the last {@link MONTH_PRESET_DAYS} days (SPEC §9).
 */
export type RangePreset = Exclude<(typeof DATE_PRESETS)[number]['value'], 'custom'> | 'month';
/** Any date preset, 'custom' meaning the user picks both ends. */
export type DatePreset = RangePreset | 'custom';

/** Days each range preset covers, counting today. */
const PRESET_DAYS: Record<Exclude<RangePreset, 'yesterday'>, number> = {
  today: 1,
  last7Days: 7,
  last14Days: 14,
  month: MONTH_PRESET_DAYS,
};

/**
 * The range a preset stands for, on local day boundaries (from 00:00:00.000 to 23:59:59.999 local
 * time of the runtime):
 * - 'today': today;
 * - 'yesterday': the day before today;
 * - 'last7Days', 'last14Days', 'month': the last 7, 14 or 30 days, today included (so 'last7Days'
 *   starts 6 days before today).
 *
 * Every range passes `validateDateRange`.
 * @param now the current time
 * @default now = new Date()
 * @example presetRange('yesterday', new Date(2025, 0, 10, 15)) // 9 Jan 00:00 to 9 Jan 23:59:59.999
 */
export function presetRange(preset: RangePreset, now: DateInput = new Date()): DateRange {
  const today = toDate(now);
  if (preset === 'yesterday') {
    const yesterday = addDays(today, -1);
    return { from: startOfDay(yesterday), to: endOfDay(yesterday) };
  }
  const days = PRESET_DAYS[preset];
  if (days === undefined) throw new RangeError(`Unknown date preset: ${String(preset)}`);
  return { from: startOfDay(addDays(today, -(days - 1))), to: endOfDay(today) };
}
