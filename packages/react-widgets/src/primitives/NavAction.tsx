import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button, type ButtonVariant, classNames } from './Button';

/** Props of {@link NavAction}. */
export interface NavActionProps {
  /** Handles the press; when given, a button is rendered instead of a link. */
  onPress?: (() => void) | undefined;
  /** Where the link goes when there is no `onPress`. */
  href: string;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A navigation action without a router: a button when the host handles it, else a link to `href`. */
export function NavAction({ onPress, href, variant = 'secondary', children }: NavActionProps) {
  if (onPress) {
    return (
      <Button variant={variant} onPress={onPress}>
        {children}
      </Button>
    );
  }
  return (
    <Link className={classNames('fleet-button', `fleet-button--${variant}`)} href={href}>
      {children}
    </Link>
  );
}
