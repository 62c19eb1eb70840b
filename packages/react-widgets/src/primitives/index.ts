// Styled wrappers over react-aria-components (keyboard and screen-reader use) and sonner toasts.

export { EVENT_TOAST_POSITION, TOAST_DURATION_MS, TOAST_POSITION } from '@fleetkit/sdk-core';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  classNames,
  IconButton,
  type IconButtonProps,
} from './Button';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Dialog, type DialogProps } from './Dialog';
export { FleetTheme, type FleetThemeName, type FleetThemeProps, useFleetTheme } from './FleetTheme';
export { Menu, type MenuEntry, type MenuProps } from './Menu';
export { MultiSelect, type MultiSelectProps } from './MultiSelect';
export { NavAction, type NavActionProps } from './NavAction';
export { SearchField, type SearchFieldProps } from './SearchField';
export { Select, type SelectOption, type SelectProps } from './Select';
export { type TabEntry, Tabs, type TabsProps } from './Tabs';
export { Toaster, type ToasterProps } from './Toaster';
export { EVENT_TOASTER_ID } from './toastPlacement';
export { useDebouncedCallback } from './useDebouncedCallback';
export { type FleetToast, type FleetToastOptions, useFleetToast } from './useFleetToast';
