import { describe, expect, it } from 'vitest';
import { loadTranslator } from '../i18n/loadTranslator';
import { DURATION_TEXTS } from '../labels/durationTexts';
import { formatDuration } from './formatDuration';

const SEC = 1000;
const MIN = 60 * SEC;
const HR = 60 * MIN;
const DAY = 24 * HR;

describe('formatDuration', () => {
  it('shows whole seconds under a minute', () => {
    expect(formatDuration(0)).toBe('0 sec');
    expect(formatDuration(45 * SEC)).toBe('45 sec');
    expect(formatDuration(59 * SEC + 999)).toBe('59 sec');
  });

  it('shows whole minutes from one minute up to an hour', () => {
    expect(formatDuration(MIN)).toBe('1 min');
    expect(formatDuration(12 * MIN + 40 * SEC)).toBe('12 min');
    expect(formatDuration(HR - 1)).toBe('59 min');
  });

  it('shows hours and minutes from one hour up to a day, leaving out zero minutes', () => {
    expect(formatDuration(HR)).toBe('1 hr');
    expect(formatDuration(3 * HR + 5 * MIN)).toBe('3 hr 5 min');
    expect(formatDuration(DAY - 1)).toBe('23 hr 59 min');
  });

  it('shows days and hours from one day on, singular for one day, leaving out zero hours', () => {
    expect(formatDuration(DAY)).toBe('1 day');
    expect(formatDuration(DAY + HR)).toBe('1 day 1 hr');
    expect(formatDuration(2 * DAY + 4 * HR + 59 * MIN)).toBe('2 days 4 hr');
    expect(formatDuration(40 * DAY)).toBe('40 days');
  });

  it('shows N/A for a negative, missing or unreadable duration', () => {
    expect(formatDuration(-1)).toBe('N/A');
    expect(formatDuration(null)).toBe('N/A');
    expect(formatDuration(undefined)).toBe('N/A');
    expect(formatDuration(Number.NaN)).toBe('N/A');
  });
});

describe('formatDuration in another language', () => {
  it('writes the units of the texts it is given, with the counts as that language writes them', async () => {
    const ne = await loadTranslator('ne', { digits: 'deva' });
    const texts = ne.translate(DURATION_TEXTS);
    expect(formatDuration(45_000, texts)).toBe('४५ सेकेन्ड');
    expect(formatDuration(3 * HR + 5 * MIN, texts)).toBe('३ घण्टा ५ मिनेट');
    expect(formatDuration(2 * DAY + 4 * HR, texts)).toBe('२ दिन ४ घण्टा');
    expect(formatDuration(DAY, texts)).toBe('१ दिन');
    expect(formatDuration(null, texts)).toBe('N/A');
  });
});
