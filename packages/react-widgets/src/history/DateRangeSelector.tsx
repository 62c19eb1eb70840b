import {
  DATE_PRESETS,
  DATE_RANGE_MESSAGES,
  type DatePreset,
  type DateRange,
  presetRange,
  validateDateRange,
} from '@fleetkit/sdk-core';
import type { CalendarSystem } from '@fleetkit/sdk-core/calendar';
import type { TextGroup } from '@fleetkit/sdk-core/i18n';
import { HISTORY_TEXTS } from '@fleetkit/sdk-core/labels';
import { useState } from 'react';
import { Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';
import { useCalendar, useFormats } from '../context/useFormats';
import { Button } from '../primitives/Button';
import { endOfDay, formatDayInput, parseDayInput } from './dayInput';

/** Props of {@link DateRangeSelector}. */
export interface DateRangeSelectorProps {
  /** Called with each valid range chosen: a preset at once, a custom range on Apply. */
  onChange: (range: DateRange, preset: DatePreset) => void;
  /**
   * The preset chosen first.
   * @default 'today'
   */
  defaultPreset?: DatePreset | undefined;
  /**
   * The calendar days are shown and typed in: Nepali (BS) or Gregorian (AD), the user's `dateFormat`.
   * @default 'BS' when the widgets speak Nepali, else 'AD'
   */
  dateFormat?: CalendarSystem | undefined;
}

/**
 * The history date selector (SPEC §2): Today, Yesterday, Last 7 days, Last 14 days and Custom. A custom
 * range is typed as days in the user's calendar (BS or AD) and checked with sdk-core's
 * `validateDateRange` (at most 30 days, not after today, from not after to), showing its message.
 */
export function DateRangeSelector({
  onChange,
  defaultPreset = 'today',
  dateFormat: dateFormatProp,
}: DateRangeSelectorProps) {
  const texts = useTexts(HISTORY_TEXTS);
  const formats = useFormats();
  const dateFormat = useCalendar(dateFormatProp);
  const shownDay = (date: Date) => formats.date(date, dateFormat);
  const [preset, setPreset] = useState<DatePreset>(defaultPreset);
  const today = new Date();
  const [fromText, setFromText] = useState(() => formatDayInput(today, dateFormat));
  const [toText, setToText] = useState(() => formatDayInput(today, dateFormat));
  const [shown, setShown] = useState<DateRange | null>(() =>
    defaultPreset === 'custom' ? null : presetRange(defaultPreset),
  );

  const from = parseDayInput(fromText, dateFormat);
  const toDay = parseDayInput(toText, dateFormat);
  const check = validateDateRange(from ?? Number.NaN, toDay ? endOfDay(toDay) : Number.NaN, {
    now: new Date(),
  });

  return (
    <div className="fleet-date-range">
      <RadioGroup
        className="fleet-date-presets"
        orientation="horizontal"
        value={preset}
        onChange={(value) => {
          const next = value as DatePreset;
          setPreset(next);
          if (next === 'custom') return;
          const range = presetRange(next);
          setShown(range);
          onChange(range, next);
        }}
      >
        <Label className="fleet-field-label">{texts.datePresets}</Label>
        {DATE_PRESETS.map((option) => (
          <Radio key={option.value} value={option.value} className="fleet-history-chip">
            {texts.presets[option.value]}
          </Radio>
        ))}
      </RadioGroup>
      {preset === 'custom' ? (
        <div className="fleet-date-custom">
          <TextField className="fleet-form-field" value={fromText} onChange={setFromText}>
            <Label className="fleet-field-label">
              {texts.from} ({dateFormat})
            </Label>
            <Input className="fleet-input" placeholder={texts.dayFormatHint} />
          </TextField>
          <TextField className="fleet-form-field" value={toText} onChange={setToText}>
            <Label className="fleet-field-label">
              {texts.to} ({dateFormat})
            </Label>
            <Input className="fleet-input" placeholder={texts.dayFormatHint} />
          </TextField>
          <Button
            variant="primary"
            isDisabled={!check.ok}
            onPress={() => {
              if (!from || !toDay) return;
              const range = { from, to: endOfDay(toDay) };
              setShown(range);
              onChange(range, 'custom');
            }}
          >
            {texts.apply}
          </Button>
          {!check.ok && (
            <p className="fleet-field-error" role="alert">
              {rangeError(check.message, texts)}
            </p>
          )}
        </div>
      ) : null}
      {shown && (
        <p className="fleet-date-range-shown">
          {shownDay(shown.from)} – {shownDay(shown.to)} ({dateFormat})
        </p>
      )}
    </div>
  );
}

/** A message of `validateDateRange` in the selector's language (itself when it is not one of them). */
function rangeError(message: string, texts: TextGroup<typeof HISTORY_TEXTS>): string {
  const key = (Object.keys(DATE_RANGE_MESSAGES) as (keyof typeof DATE_RANGE_MESSAGES)[]).find(
    (name) => DATE_RANGE_MESSAGES[name] === message,
  );
  return key ? texts.rangeErrors[key] : message;
}
