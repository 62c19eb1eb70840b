import { DATE_RANGE_MESSAGES, validateDateRange } from '@fleetkit/sdk-core';
import { loadTranslator } from '@fleetkit/sdk-core/i18n';
import { REPORT_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { describe, expect, it } from 'vitest';
import { rangeError } from './rangeError';

describe('rangeError', () => {
  const now = new Date(2026, 10, 27, 12);
  const tooLong = validateDateRange(new Date(2026, 8, 1), new Date(2026, 10, 1), { now });

  it('keeps English as sdk-core writes it', () => {
    expect(tooLong.ok).toBe(false);
    if (tooLong.ok) return;
    expect(rangeError(tooLong.message, REPORT_PAGE_TEXTS.rangeErrors)).toBe(DATE_RANGE_MESSAGES.tooLong);
  });

  it("gives sdk-core's refusal in the user's language, and an unknown message as it is", async () => {
    const nepali = (await loadTranslator('ne', { parts: ['portal'] })).translate(REPORT_PAGE_TEXTS);
    if (tooLong.ok) throw new Error('the range should be refused');
    expect(rangeError(tooLong.message, nepali.rangeErrors)).toBe('मिति दायरा तीस दिनभन्दा लामो हुन सक्दैन');
    expect(rangeError('Something else', nepali.rangeErrors)).toBe('Something else');
  });
});
