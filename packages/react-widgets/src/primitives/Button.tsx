import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

/** Look of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** Props of {@link Button}: react-aria's button props plus a variant. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  /**
   * Look of the button.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * Extra class names, added after the `fleet-button` classes.
   * @default undefined
   */
  className?: string;
  /**
   * The label (text and/or icon).
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * A button with the product's look, on react-aria (keyboard, press and focus handling).
 * @example <Button variant="primary" onPress={save}>Save</Button>
 */
export function Button({ variant = 'secondary', className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={classNames('fleet-button', `fleet-button--${variant}`, className)}>
      {children}
    </AriaButton>
  );
}

/** Props of {@link IconButton}: an icon-only button must be named for screen readers. */
export interface IconButtonProps extends Omit<ButtonProps, 'aria-label'> {
  /** The accessible name of the button. */
  'aria-label': string;
}

/**
 * A square button holding only an icon; `aria-label` names it.
 * @example <IconButton aria-label="Share Device" onPress={share}><ShareIcon /></IconButton>
 */
export function IconButton({ variant = 'ghost', className, ...props }: IconButtonProps) {
  return <Button {...props} variant={variant} className={classNames('fleet-icon-button', className)} />;
}

/** Joins the truthy class names with spaces. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
