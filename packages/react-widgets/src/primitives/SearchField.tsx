import { SEARCH_DEBOUNCE_MS } from '@fleetkit/sdk-core';
import { CONTROL_TEXTS } from '@fleetkit/sdk-core/labels';
import { useState } from 'react';
import { Button as AriaButton, SearchField as AriaSearchField, Input, Label } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';
import { classNames } from './Button';
import { useDebouncedCallback } from './useDebouncedCallback';

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /**
   * Visible label; when omitted, pass `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Accessible name when there is no visible label.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Placeholder text of the input.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Initial text (the field keeps its own text afterwards).
   * @default ''
   */
  defaultValue?: string;
  /** Called with the text once typing pauses for `debounceMs`, and at once on clear or Enter. */
  onSearch: (text: string) => void;
  /**
   * Pause (ms) after the last keystroke before `onSearch` runs.
   * @default SEARCH_DEBOUNCE_MS (400)
   */
  debounceMs?: number;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
}

/**
 * A search box that reports its text after typing pauses (SPEC §9: 400 ms by default).
 * @example <SearchField aria-label="Search" onSearch={setQuery} />
 */
export function SearchField({
  label,
  placeholder,
  defaultValue = '',
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
  className,
  ...aria
}: SearchFieldProps) {
  const controls = useTexts(CONTROL_TEXTS);
  const [text, setText] = useState(defaultValue);
  const debounced = useDebouncedCallback(onSearch, debounceMs);
  return (
    <AriaSearchField
      aria-label={aria['aria-label']}
      value={text}
      onChange={(next) => {
        setText(next);
        debounced(next);
      }}
      onSubmit={(next) => onSearch(next)}
      onClear={() => onSearch('')}
      className={classNames('fleet-search-field', className)}
    >
      {label ? <Label className="fleet-field-label">{label}</Label> : null}
      <Input className="fleet-input" placeholder={placeholder} />
      {text ? (
        <AriaButton className="fleet-search-field__clear" aria-label={controls.clearSearch}>
          ×
        </AriaButton>
      ) : null}
    </AriaSearchField>
  );
}
