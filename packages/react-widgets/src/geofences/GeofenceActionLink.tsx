import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button, type ButtonVariant, classNames } from '../primitives/Button';

/** Props of {@link GeofenceActionLink}. */
export interface GeofenceActionLinkProps {
  /** Called on press; when given, a button is rendered instead of a link. */
  onPress?: (() => void) | undefined;
  /** Where the link goes when there is no `onPress`. */
  href: string;
  /** Look of the action. @default 'secondary' */
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A navigation action: a button when the host handles it, else a plain link to `href`. */
export function GeofenceActionLink({
  onPress,
  href,
  variant = 'secondary',
  children,
}: GeofenceActionLinkProps) {
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
