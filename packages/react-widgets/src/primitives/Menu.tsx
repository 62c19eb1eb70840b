import type { ReactNode } from 'react';
import { Menu as AriaMenu, type Key, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button, type ButtonVariant } from './Button';
import { useFleetTheme } from './FleetTheme';

/** One entry of a {@link Menu}. */
export interface MenuEntry {
  /** Stable id, passed to `onAction`. */
  id: Key;
  /** The text shown. */
  label: ReactNode;
  /**
   * Plain-text label for type-ahead when `label` is not a string.
   * @default undefined
   */
  textValue?: string;
  /**
   * Shows the entry in the danger colour (e.g. Logout, Delete).
   * @default false
   */
  danger?: boolean;
  /**
   * Greys the entry out.
   * @default false
   */
  disabled?: boolean;
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Content of the trigger button (text or icon). */
  trigger: ReactNode;
  /**
   * Accessible name of the trigger, needed when it holds only an icon.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Look of the trigger button.
   * @default 'ghost'
   */
  variant?: ButtonVariant;
  /** The entries, in order. */
  items: readonly MenuEntry[];
  /** Called with the chosen entry's id. */
  onAction: (id: Key) => void;
}

/**
 * A button that opens a list of actions (e.g. the user menu: Settings, Logout).
 * @example <Menu trigger="Account" items={[{ id: 'settings', label: 'Settings' }]} onAction={go} />
 */
export function Menu({ trigger, items, onAction, variant = 'ghost', ...aria }: MenuProps) {
  const theme = useFleetTheme();
  return (
    <MenuTrigger>
      <Button variant={variant} aria-label={aria['aria-label']} className="fleet-menu__trigger">
        {trigger}
      </Button>
      <Popover className="fleet-root fleet-popover" data-theme={theme} placement="bottom end">
        <AriaMenu
          className="fleet-menu"
          disabledKeys={items.filter((item) => item.disabled).map((item) => item.id)}
          onAction={(id) => onAction(id)}
        >
          {items.map((item) => (
            <MenuItem
              key={item.id}
              id={item.id}
              textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : String(item.id))}
              className={item.danger ? 'fleet-menu__item fleet-menu__item--danger' : 'fleet-menu__item'}
            >
              {item.label}
            </MenuItem>
          ))}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
