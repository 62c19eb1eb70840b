import { DROPDOWN_MAX_HEIGHT_PX } from '@fleetkit/sdk-core';
import { CONTROL_TEXTS } from '@fleetkit/sdk-core/labels';

import {
  Button as AriaButton,
  Select as AriaSelect,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';
import { classNames } from './Button';
import { useFleetTheme } from './FleetTheme';

/** One choice of a {@link Select} or {@link MultiSelect}. */
export interface SelectOption {
  /** Stable id of the choice. */
  id: Key;
  /** The text shown (and matched by a search). */
  label: string;
}

/** Props of {@link Select}. */
export interface SelectProps {
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
  /** The choices, in order. */
  options: readonly SelectOption[];
  /**
   * The chosen id (controlled); null for none.
   * @default undefined
   */
  selectedKey?: Key | null;
  /**
   * Chosen first when uncontrolled.
   * @default undefined
   */
  defaultSelectedKey?: Key;
  /**
   * Called with the newly chosen id.
   * @default undefined
   */
  onSelectionChange?: (id: Key) => void;
  /**
   * Text shown while nothing is chosen.
   * @default 'Select an item'
   */
  placeholder?: string;
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
 * A single-choice dropdown; the list is at most {@link DROPDOWN_MAX_HEIGHT_PX} (300 px) tall.
 * @example <Select label="Map style" options={styles} selectedKey={style} onSelectionChange={setStyle} />
 */
export function Select({
  label,
  options,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder: placeholderProp,
  isDisabled = false,
  className,
  ...aria
}: SelectProps) {
  const controls = useTexts(CONTROL_TEXTS);
  const placeholder = placeholderProp ?? controls.selectPlaceholder;
  const theme = useFleetTheme();
  return (
    <AriaSelect
      aria-label={aria['aria-label']}
      className={classNames('fleet-select', className)}
      placeholder={placeholder}
      isDisabled={isDisabled}
      {...(selectedKey !== undefined ? { selectedKey } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultSelectedKey } : {})}
      onSelectionChange={(key) => {
        if (key !== null) onSelectionChange?.(key);
      }}
    >
      {label ? <Label className="fleet-field-label">{label}</Label> : null}
      <AriaButton className="fleet-select__button">
        <SelectValue className="fleet-select__value" />
        <span aria-hidden="true" className="fleet-select__chevron">
          ▾
        </span>
      </AriaButton>
      <Popover className="fleet-root fleet-popover" data-theme={theme} maxHeight={DROPDOWN_MAX_HEIGHT_PX}>
        <ListBox className="fleet-listbox" style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX }}>
          {options.map((option) => (
            <ListBoxItem
              key={option.id}
              id={option.id}
              textValue={option.label}
              className="fleet-listbox__item"
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
