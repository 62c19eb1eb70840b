import { useTexts } from '@fleetkit/react-widgets';
import {
  DATE_PRESETS,
  type DatePreset,
  EVENT_TYPES,
  type FleetDevice,
  presetRange,
  type RangePreset,
  validateDateRange,
} from '@fleetkit/sdk-core';
import { formatEvent } from '@fleetkit/sdk-core/labels';
import { REPORT_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useId, useState } from 'react';
import { FormError } from '../../auth/FormError';
import { rangeError } from './rangeError';

/** What the filters ask for. */
export interface ReportFilterValues {
  from: Date;
  to: Date;
  /** Empty for every vehicle. */
  deviceIds: number[];
  /** Event types; empty for every type. */
  types: string[];
}

/** A Date as a `datetime-local` input's value (local time). */
function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export interface ReportFiltersProps {
  vehicles: readonly FleetDevice[];
  /** Offer the event type choice (events report, alerts). @default false */
  withTypes?: boolean;
  /** Offer the vehicle choice. @default true */
  withVehicle?: boolean;
  /** The submit button's text. */
  submitLabel: string;
  busy?: boolean;
  onSubmit(values: ReportFilterValues): void;
  children?: React.ReactNode;
}

/**
 * Period (SPEC's date presets or a custom range, at most 30 days, checked by sdk-core), vehicle and
 * optionally event type of a report.
 */
export function ReportFilters({
  vehicles,
  withTypes = false,
  withVehicle = true,
  submitLabel,
  busy,
  onSubmit,
  children,
}: ReportFiltersProps) {
  const id = useId();
  const texts = useTexts(REPORT_PAGE_TEXTS);
  const [preset, setPreset] = useState<DatePreset>('today');
  const [custom, setCustom] = useState(() => {
    const today = presetRange('today');
    return { from: toLocalInput(today.from), to: toLocalInput(new Date()) };
  });
  const [deviceId, setDeviceId] = useState('');
  const [type, setType] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      className="fleet-portal-card fleet-portal-toolbar"
      aria-label={texts.filters.label}
      onSubmit={(event) => {
        event.preventDefault();
        const range =
          preset === 'custom'
            ? { from: new Date(custom.from), to: new Date(custom.to) }
            : presetRange(preset as RangePreset);
        const check = validateDateRange(range.from, range.to, { now: new Date() });
        if (!check.ok) {
          setError(rangeError(check.message, texts.rangeErrors));
          return;
        }
        setError(null);
        onSubmit({
          ...range,
          deviceIds: deviceId ? [Number(deviceId)] : [],
          types: type ? [type] : [],
        });
      }}
    >
      <div className="fleet-portal-field">
        <label htmlFor={`${id}-period`}>{texts.filters.period}</label>
        <select
          id={`${id}-period`}
          value={preset}
          onChange={(event) => setPreset(event.target.value as DatePreset)}
        >
          {DATE_PRESETS.map((option) => (
            <option key={option.value} value={option.value}>
              {texts.presets[option.value]}
            </option>
          ))}
        </select>
      </div>
      {preset === 'custom' ? (
        <>
          <div className="fleet-portal-field">
            <label htmlFor={`${id}-from`}>{texts.filters.from}</label>
            <input
              id={`${id}-from`}
              type="datetime-local"
              value={custom.from}
              onChange={(event) => setCustom((value) => ({ ...value, from: event.target.value }))}
              required
            />
          </div>
          <div className="fleet-portal-field">
            <label htmlFor={`${id}-to`}>{texts.filters.to}</label>
            <input
              id={`${id}-to`}
              type="datetime-local"
              value={custom.to}
              onChange={(event) => setCustom((value) => ({ ...value, to: event.target.value }))}
              required
            />
          </div>
        </>
      ) : null}
      {withVehicle ? (
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-vehicle`}>{texts.filters.vehicle}</label>
          <select id={`${id}-vehicle`} value={deviceId} onChange={(event) => setDeviceId(event.target.value)}>
            <option value="">{texts.filters.allVehicles}</option>
            {vehicles.map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id}>
                {vehicle.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {withTypes ? (
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-type`}>{texts.filters.eventType}</label>
          <select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value)}>
            <option value="">{texts.filters.allEvents}</option>
            {EVENT_TYPES.map((eventType) => (
              <option key={eventType} value={eventType}>
                {formatEvent({ type: eventType }).title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {children}
      <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
        {submitLabel}
      </button>
      <FormError message={error} />
    </form>
  );
}
