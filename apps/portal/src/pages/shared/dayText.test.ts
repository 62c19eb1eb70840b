import { describe, expect, it } from 'vitest';
import { dayText } from './dayText';

const written = (date: Date) => `${date.getFullYear()}/${date.getMonth() + 1}/${date.getDate()}`;

describe('dayText', () => {
  it('writes a stored day as that local day', () => {
    expect(dayText('2026-03-09', written)).toBe('2026/3/9');
  });

  it('shows what is not a day as stored, and nothing for none', () => {
    expect(dayText('next spring', written)).toBe('next spring');
    expect(dayText(null, written)).toBe('');
    expect(dayText('', written)).toBe('');
  });
});
