import { DROPDOWN_MAX_HEIGHT_PX, MESSAGES, MULTI_SELECT_DEBOUNCE_MS } from '@fleetkit/sdk-core';
import { CONTROL_TEXTS } from '@fleetkit/sdk-core/labels';
import { useMemo, useState } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  type Selection,
} from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';
import { Button, classNames } from './Button';
import { useFleetTheme } from './FleetTheme';
import { SearchField } from './SearchField';
import type { SelectOption } from './Select';

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps {
  /** Accessible name of the control, also shown on the trigger when nothing is chosen. */
  label: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen ids (controlled). */
  selectedKeys: readonly Key[];
  /** Called with every chosen id after a change. */
  onChange: (ids: Key[]) => void;
  /**
   * Most choices allowed; once reached, the other choices are disabled. Omitted: no limit.
   * @default undefined
   */
  maxCount?: number;
  /**
   * Pause (ms) after typing in the search before the list filters (and `onSearch` runs).
   * @default MULTI_SELECT_DEBOUNCE_MS (500)
   */
  searchDebounceMs?: number;
  /**
   * Called with the search text after the pause, for a server-side search; the list also filters.
   * @default undefined
   */
  onSearch?: (text: string) => void;
  /**
   * Shown when no choice matches.
   * @default MESSAGES.noResults ('No results found.')
   */
  emptyText?: string;
  /**
   * Placeholder of the search box.
   * @default 'Search'
   */
  searchPlaceholder?: string;
  /**
   * Greys the control out.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
}

/**
 * A dropdown to choose several items, with a debounced search (500 ms by default), an optional
 * maximum count, 'No results found.' when nothing matches, and a list at most 300 px tall.
 * @example <MultiSelect label="Vehicles" options={vehicles} selectedKeys={ids} onChange={setIds} maxCount={5} />
 */
export function MultiSelect({
  label,
  options,
  selectedKeys,
  onChange,
  maxCount,
  searchDebounceMs = MULTI_SELECT_DEBOUNCE_MS,
  onSearch,
  emptyText: emptyTextProp,
  searchPlaceholder: searchPlaceholderProp,
  isDisabled = false,
  className,
}: MultiSelectProps) {
  const controls = useTexts(CONTROL_TEXTS);
  const messages = useTexts(MESSAGES);
  const searchPlaceholder = searchPlaceholderProp ?? controls.search;
  const emptyText = emptyTextProp ?? messages.noResults;
  const [query, setQuery] = useState('');
  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  }, [options, query]);
  const chosen = new Set(selectedKeys);
  const full = maxCount !== undefined && chosen.size >= maxCount;
  const disabledKeys = full
    ? options.filter((option) => !chosen.has(option.id)).map((option) => option.id)
    : [];
  const summary = options
    .filter((option) => chosen.has(option.id))
    .map((option) => option.label)
    .join(', ');

  const change = (selection: Selection) => {
    const next = selection === 'all' ? options.map((option) => option.id) : [...selection];
    onChange(maxCount === undefined ? next : next.slice(0, maxCount));
  };

  const theme = useFleetTheme();
  return (
    <DialogTrigger>
      <Button
        isDisabled={isDisabled}
        aria-label={summary ? `${label}: ${summary}` : label}
        className={classNames('fleet-multi-select__trigger', className)}
      >
        <span className="fleet-multi-select__summary">{summary || label}</span>
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover
        className="fleet-root fleet-popover fleet-multi-select"
        data-theme={theme}
        placement="bottom start"
      >
        <AriaDialog aria-label={label} className="fleet-multi-select__dialog">
          <SearchField
            aria-label={controls.searchIn(label)}
            placeholder={searchPlaceholder}
            debounceMs={searchDebounceMs}
            defaultValue={query}
            onSearch={(text) => {
              setQuery(text);
              onSearch?.(text);
            }}
          />
          <ListBox
            aria-label={label}
            selectionMode="multiple"
            selectedKeys={selectedKeys}
            disabledKeys={disabledKeys}
            onSelectionChange={change}
            className="fleet-listbox"
            style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX }}
            renderEmptyState={() => <div className="fleet-listbox__empty">{emptyText}</div>}
          >
            {visible.map((option) => (
              <ListBoxItem
                key={option.id}
                id={option.id}
                textValue={option.label}
                className="fleet-listbox__item"
              >
                {({ isSelected }) => (
                  <>
                    <span aria-hidden="true" className="fleet-listbox__check">
                      {isSelected ? '✓' : ''}
                    </span>
                    {option.label}
                  </>
                )}
              </ListBoxItem>
            ))}
          </ListBox>
        </AriaDialog>
      </Popover>
    </DialogTrigger>
  );
}
